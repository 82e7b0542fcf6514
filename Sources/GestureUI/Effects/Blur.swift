extension View {
    /// Draws the view blurred by a Gaussian of `radius` points: SwiftUI's `blur(radius:opaque:)`.
    /// Shapes, paths and images blur; text and symbols are drawn sharp (a difference the README
    /// lists). Blurs above one another add up.
    ///
    /// ```swift
    /// Image("photo").resizable().blur(radius: isLocked ? 12 : 0)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifierView(content: self, label: "blur") { _ in .blur(radius) }
    }
}
