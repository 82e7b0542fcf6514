extension View {
    /// Sets the colour of text, symbols and unpainted shapes inside the view: SwiftUI's
    /// `foregroundColor` (nil keeps the colour from above).
    ///
    /// ```swift
    /// Image(systemName: "star").foregroundColor(isOn ? .yellow : .gray)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        ContextView(content: self) { context in
            if let color {
                context.environment.foregroundColor = color
                context.environment.foregroundGradient = nil
            }
        }
    }
    /// Sets the style of text, symbols and unpainted shapes inside the view: a colour, or a
    /// gradient that fills the shapes (text and symbols take its middle colour).
    /// Hierarchical styles for the levels of the content: the lab paints with the first.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ContextView(content: self) { context in
            context.environment.foregroundColor = style.resolvedColor
            context.environment.foregroundGradient = style.resolvedGradient
        }
    }
    /// Sets the font of text and the size of symbols inside the view.
    public func font(_ font: Font?) -> some View {
        ContextView(content: self) { context in
            if let font { context.environment.font = font }
        }
    }
    /// The tint of the controls inside (a button's text, a toggle's track, a slider's fill):
    /// SwiftUI's `tint`. Text and shapes keep their own colours.
    public func tint(_ color: Color?) -> some View {
        NodeTraitView(content: ContextView(content: self) { $0.environment.tintColor = color }) { node in node.traits.tint = color }
    }
}
