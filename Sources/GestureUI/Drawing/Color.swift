/// A colour, which is also a view that fills the space it is offered: SwiftUI's `Color`, with
/// its named colours as iOS draws them in light and in dark mode (a view's ``ColorScheme``).
///
/// ```swift
/// Color.blue.frame(width: 40, height: 40)
/// Circle().fill(Color(red: 1, green: 0.5, blue: 0))
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
    /// sRGB components and opacity, each 0 to 1.
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// The components in dark mode where they differ from the light ones above (a system
    /// colour's, an asset's dark appearance); nil: the same in both.
    package var darkComponents: SIMD4<Double>? {
        get { darkShade?.components }
        set { darkShade = newValue.map(DarkShade.init) }
    }
    /// Kept out of line, so that a colour is five words, not ten, in every paint and item.
    private var darkShade: DarkShade?

    /// The colour space of the components (sRGB only).
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        alpha = opacity
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6, c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }
    /// This colour `fraction` of the way to `other` (iOS 18's `mix(with:by:)`, mixed in sRGB).
    public func mix(with other: Color, by fraction: Double) -> Color {
        mixed(with: other, by: min(max(fraction, 0), 1))
    }
    /// The colour `fraction` of the way to `other`, channel by channel, in each appearance.
    func mixed(with other: Color, by fraction: Double) -> Color {
        func mix(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> { a + (b - a) * fraction }
        var result = Color(vector: mix(vector, other.vector))
        if darkComponents != nil || other.darkComponents != nil {
            result.darkComponents = mix(resolved(.dark).vector, other.resolved(.dark).vector)
        }
        return result
    }
    init(hex: UInt32, opacity: Double = 1) {
        self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
    /// A colour with a light and a dark appearance, each `#RRGGBB` at its opacity.
    init(hex: UInt32, opacity: Double = 1, dark: UInt32, darkOpacity: Double? = nil) {
        self.init(light: Color(hex: hex, opacity: opacity), dark: Color(hex: dark, opacity: darkOpacity ?? opacity))
    }
    /// `light` in light mode, `dark` in dark mode (an asset's two appearances, a dynamic
    /// `UIColor`).
    package init(light: Color, dark: Color) {
        self = light.resolved(.light)
        let darkVector = dark.resolved(.dark).vector
        if darkVector != vector { darkComponents = darkVector }
    }

    /// The colour as it is drawn in `scheme`, with one appearance.
    ///
    /// ```swift
    /// Color.primary.resolved(.dark) == .white
    /// ```
    package func resolved(_ scheme: ColorScheme) -> Color {
        guard let darkComponents else { return self }
        return scheme == .dark ? Color(vector: darkComponents) : Color(vector: vector)
    }

    /// The colour's opacity as it is drawn in `scheme`.
    package func alpha(in scheme: ColorScheme) -> Double {
        scheme == .dark ? darkComponents?.w ?? alpha : alpha
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha *= opacity
        copy.darkComponents?.w *= opacity
        return copy
    }

    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    public static let clear = Color(hex: 0x000000, opacity: 0)
    public static let red = Color(hex: 0xFF3B30, dark: 0xFF453A)
    public static let orange = Color(hex: 0xFF9500, dark: 0xFF9F0A)
    public static let yellow = Color(hex: 0xFFCC00, dark: 0xFFD60A)
    public static let green = Color(hex: 0x34C759, dark: 0x30D158)
    public static let mint = Color(hex: 0x00C7BE, dark: 0x63E6E2)
    public static let teal = Color(hex: 0x30B0C7, dark: 0x40CBE0)
    public static let cyan = Color(hex: 0x32ADE6, dark: 0x64D2FF)
    public static let blue = Color(hex: 0x007AFF, dark: 0x0A84FF)
    public static let indigo = Color(hex: 0x5856D6, dark: 0x5E5CE6)
    public static let purple = Color(hex: 0xAF52DE, dark: 0xBF5AF2)
    public static let pink = Color(hex: 0xFF2D55, dark: 0xFF375F)
    public static let brown = Color(hex: 0xA2845E, dark: 0xAC8E68)
    public static let gray = Color(hex: 0x8E8E93)
    /// Text and shapes by default: black in light mode, white in dark mode.
    public static let primary = Color(hex: 0x000000, dark: 0xFFFFFF)
    /// Secondary text: grey at 60 % opacity (a light grey in dark mode).
    public static let secondary = Color(hex: 0x3C3C43, opacity: 0.6, dark: 0xEBEBF5)
    public static let accentColor = Color.blue

    /// `#RRGGBB` (`#RRGGBBAA` when not opaque).
    package var hex: String {
        func byte(_ value: Double) -> String { String(format: "%02X", Int((min(1, max(0, value.isNaN ? 0 : value)) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String {
        if let name = Self.names.first(where: { $0.1 == self })?.0 { return name }
        return hex
    }
    /// SwiftUI's colour names and their colours (`"blue"`), for descriptions and for scene files
    /// that name a colour.
    package static let names: [(String, Color)] = [
        ("black", .black), ("white", .white), ("clear", .clear), ("red", .red), ("orange", .orange),
        ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan),
        ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown),
        ("gray", .gray), ("primary", .primary), ("secondary", .secondary),
    ]

}

/// A colour is a view that fills what it is offered. (The conformance is an extension's, so
/// the colours themselves are not tied to the main actor.)
extension Color: View, PrimitiveView {
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.animate(.fill, color: self)
        nodes.append(context.makeNode(.shape(.rectangle, Paint(fill: self)), label: "Color"))
    }
}

/// Something that can fill or stroke a shape: a ``Color`` or a gradient.
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
    public static var tint: Color { .accentColor }
    /// The background of a view: white in light mode, black in dark mode
    /// (`rectangle.fill(.background)`).
    public static var background: Color { .systemBackground }
}

/// A colour's dark components, shared by its copies.
private final class DarkShade: Hashable, Sendable {
    let components: SIMD4<Double>
    init(_ components: SIMD4<Double>) { self.components = components }
    static func == (lhs: DarkShade, rhs: DarkShade) -> Bool { lhs.components == rhs.components }
    func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
