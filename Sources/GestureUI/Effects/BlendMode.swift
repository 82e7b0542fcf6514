/// How a view's colours mix with what is below it: SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// Mixes each view drawn inside with what is below it, as SwiftUI's `blendMode` does: below
    /// means within the nearest `compositingGroup` around it, else the whole canvas.
    ///
    /// ```swift
    /// ZStack {
    ///     Circle().fill(.red).offset(x: -20)
    ///     Circle().fill(.blue).offset(x: 20).blendMode(.screen)
    /// }
    /// .compositingGroup()
    /// ```
    public func blendMode(_ mode: BlendMode) -> some View {
        ModifierView(content: self, label: "blendMode") { _ in .blendMode(mode) }
    }
}
