extension View {
    /// Draws a border of `width` points inside the view's frame: SwiftUI's `border`.
    ///
    /// ```swift
    /// Text("Framed").padding().border(.gray, width: 2)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
