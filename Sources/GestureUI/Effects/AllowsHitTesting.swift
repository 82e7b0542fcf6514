extension View {
    /// With `false`, touches pass through the view and everything inside it to what is
    /// beneath; it is still drawn: SwiftUI's `allowsHitTesting`.
    ///
    /// ```swift
    /// Text("Label").allowsHitTesting(false)
    /// ```
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        ModifierView(content: self, label: "allowsHitTesting") { _ in .hitTesting(enabled) }
    }
    /// With `true`, the gestures inside the view (and buttons) stop responding.
    public func disabled(_ disabled: Bool) -> some View {
        ContextView(content: self) { context in
            if disabled { context.environment.isEnabled = false }
        }
    }
}
