/// Cuts the view's drawing to a shape in its frame: SwiftUI's `clipShape`. As in SwiftUI,
/// hit testing keeps the view's own shapes (give it `contentShape` to change that).
///
/// ```swift
/// Image("photo").resizable().scaledToFill().frame(width: 120, height: 120).clipShape(Circle())
/// ```
/// Shapes, paths and images are cut to the outline; text and symbols to its bounding box.
extension View {
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let outline = ShapeOutline(path: shape.path(in:), size: shape.sizeThatFits)
        return ModifierView(content: self, label: "clipShape") { _ in .clipShape(outline, eoFill: style.isEOFilled) }
    }

    /// Cuts the view's drawing to its frame with rounded corners: SwiftUI's `cornerRadius`
    /// (deprecated there in favour of `clipShape(RoundedRectangle(cornerRadius:))`, still
    /// everywhere in real code).
    ///
    /// ```swift
    /// Color.blue.frame(width: 200, height: 100).cornerRadius(16)
    /// ```
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
