extension View {
    /// Composites the view's content before the effects after it, as SwiftUI's
    /// `compositingGroup` does: the content is drawn as one picture, and the opacity, blur and
    /// blend mode above apply to that picture (a faded group does not show through itself;
    /// blend modes inside mix only with the group's own content).
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Subtitle") }
    ///     .compositingGroup()
    ///     .opacity(0.5)
    /// ```
    public func compositingGroup() -> some View {
        ModifierView(content: self, label: "compositingGroup") { _ in .compositingGroup }
    }

    /// Renders the view offscreen as one image first: SwiftUI's `drawingGroup`. Drawn as a
    /// ``compositingGroup()``, which it implies.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        ModifierView(content: self, label: "drawingGroup") { _ in .compositingGroup }
    }
}
