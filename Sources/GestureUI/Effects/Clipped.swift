extension View {
    /// Clips the view's drawing and hit testing to its frame: SwiftUI's `clipped`.
    public func clipped(antialiased: Bool = false) -> some View {
        ModifierView(content: self, label: "clipped") { _ in .clipped }
    }
}
