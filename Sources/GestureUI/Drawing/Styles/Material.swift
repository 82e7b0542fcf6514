/// A translucent backdrop: SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`,
/// `.bar`): what is below the shape is blurred, then iOS's tint is laid over it at the
/// material's opacity (near white, near black in dark mode).
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial, in: Capsule())
/// ```
public struct Material: ShapeStyle, Sendable {
    /// The tint's opacity over the backdrop.
    let opacity: Double
    /// How far the backdrop is blurred, as a `blur(radius:)` (Constants.materialBlurRadius).
    var blurRadius: CGFloat { CGFloat(Constants.materialBlurRadius) }

    public static let ultraThin = Material(opacity: 0.35)
    public static let thin = Material(opacity: 0.5)
    public static let regular = Material(opacity: 0.65)
    public static let thick = Material(opacity: 0.8)
    public static let ultraThick = Material(opacity: 0.9)
    public static let bar = Material(opacity: 0.75)

    /// iOS's materials: a near-white tint, a near-black one in dark mode.
    var color: Color { Color(hex: 0xF7F7FA, opacity: opacity, dark: 0x1C1C1E) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
