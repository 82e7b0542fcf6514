/// How text is drawn: its weight (100 thin to 900 black, as CSS counts; SwiftUI's `.regular` is
/// 400 and `.bold` 700), upright or italic, and its design. The default design is drawn in
/// Inter, the closest open face to SF Pro; `.monospaced` in DejaVu Sans Mono, `.serif` in
/// DejaVu Serif; `.rounded` has no open face near SF Rounded in Debian and is drawn in Inter.
///
/// ```swift
/// Text("Title").font(.system(size: 30, weight: .heavy, design: .serif)).italic()
/// ```
public struct TextFace: Hashable, Sendable {
    /// 100 (thin) to 900 (black).
    public var weight: Int
    public var isItalic: Bool
    public var design: Font.Design

    public init(weight: Int = 400, isItalic: Bool = false, design: Font.Design = .default) {
        self.weight = weight
        self.isItalic = isItalic
        self.design = design
    }

    /// Upright text of regular weight in the default design.
    public static let regular = TextFace()
    /// Semibold and heavier.
    public var isBold: Bool { weight >= 600 }
}

extension Font.Weight {
    /// The weight as CSS counts it: ultraLight 100 … regular 400 … black 900.
    public var cssWeight: Int {
        switch value {
        case ..<(-0.7): 100
        case ..<(-0.5): 200
        case ..<(-0.2): 300
        case ..<0.1: 400
        case ..<0.26: 500
        case ..<0.35: 600
        case ..<0.5: 700
        case ..<0.6: 800
        default: 900
        }
    }
}

/// A face's measures in font units: the advance widths of printable ASCII (U+0020 to U+007E),
/// one width for every other character (an 'o's), and the vertical metrics (`hhea`).
struct TextFaceTable {
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let otherAdvance: Double
    let asciiAdvances: [UInt16]

    /// The table of the face text is drawn in (italic Inter is measured upright: its advances
    /// differ by a few units).
    static func of(_ face: TextFace) -> TextFaceTable {
        switch face.design {
        case .monospaced: monospaced
        case .serif: face.isBold ? serifBold : serif
        case .default, .rounded: inter[min(900, max(100, (face.weight + 50) / 100 * 100))] ?? inter[400]!
        }
    }
}
