extension View {
    /// Moves the view's drawing and hit testing by (`x`, `y`) without moving it in layout (its
    /// siblings stay where they are): SwiftUI's `offset`. Animatable.
    ///
    /// ```swift
    /// Circle().offset(x: dragOffset.width, y: dragOffset.height)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifierView(content: self, label: "offset") { context in
            context.animate(.offset, SIMD4(Double(x), Double(y), 0, 0))
            return .offset(CGSize(width: x, height: y))
        }
    }
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}
