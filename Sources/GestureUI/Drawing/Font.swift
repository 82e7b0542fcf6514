/// A font: SwiftUI's text styles at their iOS sizes and weights (`.body` 17 pt, `.headline`
/// 17 pt semibold), or `.system(size:weight:design:)`; drawn in the ``TextFace`` its weight,
/// design and italics give.
///
/// ```swift
/// Image(systemName: "star").font(.system(size: 100))
/// ```
public struct Font: Hashable, Sendable {
    /// Points.
    public var size: CGFloat
    public var weight: Weight
    public var design: Design = .default
    public var isItalic = false

    init(size: CGFloat, weight: Weight, design: Design = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// A font weight, ultraLight to black (``TextFace`` draws each of the nine).
    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
    /// A design: the system's, serif, rounded or monospaced (``TextFace`` says how each is drawn).
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// A text style's font in a design and weight (iOS 16).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let base = style.font
        return Font(size: base.size, weight: weight ?? base.weight, design: design ?? .default)
    }
    /// A named font at a size: drawn in the lab's typeface at that size.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size, weight: .regular) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }
    public func monospacedDigit() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func width(_ width: Width) -> Font { self }
    public enum Leading: Sendable { case standard, tight, loose }
    public struct Width: Hashable, Sendable {
        public static let compressed = Width(), condensed = Width(), standard = Width(), expanded = Width()
    }

    /// SwiftUI's text styles, by name.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
    public static let largeTitle = Font(size: 34, weight: .regular)
    public static let title = Font(size: 28, weight: .regular)
    public static let title2 = Font(size: 22, weight: .regular)
    public static let title3 = Font(size: 20, weight: .regular)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17, weight: .regular)
    public static let callout = Font(size: 16, weight: .regular)
    public static let subheadline = Font(size: 15, weight: .regular)
    public static let footnote = Font(size: 13, weight: .regular)
    public static let caption = Font(size: 12, weight: .regular)
    public static let caption2 = Font(size: 11, weight: .regular)

    public func bold() -> Font { weight(.bold) }
    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }

    var isBold: Bool { weight.value >= Weight.semibold.value }
    /// The face the font draws in.
    var face: TextFace { TextFace(weight: weight.cssWeight, isItalic: isItalic, design: design) }
}
