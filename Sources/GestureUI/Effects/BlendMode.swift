/// How a view's colours mix with what is below it: SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// Mixes the view with what is below it: accepted, and drawn as `.normal` (the lab draws
    /// each view over the ones below; the README lists the difference).
    public func blendMode(_ mode: BlendMode) -> some View { self }
}
