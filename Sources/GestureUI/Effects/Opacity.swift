extension View {
    /// Draws the view `opacity` opaque (0 to 1): SwiftUI's `opacity`. A fully transparent
    /// view (0) is not hit, as in SwiftUI. Animatable.
    ///
    /// ```swift
    /// Text("Saved").opacity(isVisible ? 1 : 0)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        ModifierView(content: self, label: "opacity") { context in
            context.animate(.opacity, SIMD4(opacity, 0, 0, 0))
            return .opacity(opacity)
        }
    }
}
