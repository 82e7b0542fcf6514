extension View {
    /// Composites the view's content before the effects after it: SwiftUI's `compositingGroup`.
    /// The lab draws a group's views one after another with the group's opacity each (where
    /// they overlap, a faded group shows through itself): accepted, drawn as without it.
    public func compositingGroup() -> some View { self }

    /// Renders the view offscreen as one image first: SwiftUI's `drawingGroup`, a speed hint;
    /// the lab draws the same either way.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}
