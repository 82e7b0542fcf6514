/// A line (or, given less width, lines) of read-only text in the environment's font and
/// foreground colour: SwiftUI's `Text`. It takes its natural size, wrapping at word breaks
/// when the proposed width is narrower; it is hit by its frame.
///
/// ```swift
/// Text("hello, world").font(.system(size: 24)).foregroundColor(.blue)
/// ```
public struct Text: View, PrimitiveView, Equatable {
    var string: String
    var font: Font?
    var textColor: Color?
    /// A literal wholly in Markdown's `**bold**`.
    var isBold = false
    /// The weight `bold()` or `fontWeight(_:)` gave this text (a weight from above then does
    /// not change it).
    var ownWeight: Font.Weight?
    /// Whether `bold()` or `fontWeight(_:)` set this text's weight.
    var hasOwnWeight = false
    var isItalic = false
    var ownDesign: Font.Design?
    /// A date that counts from now (`Text(date, style: .timer)`), written again as time passes.
    var live: LiveDate?

    /// A string literal's text, its interpolations formatted as SwiftUI formats them
    /// (``LocalizedStringKey``).
    public init(_ key: LocalizedStringKey) {
        string = key.text
        isBold = key.isBold
        live = key.live
    }
    /// A string's text, as it is (a variable's, not a literal's).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    /// A value formatted by a `FormatStyle`, in a US iPhone's locale (`Locale.phone`):
    /// `Text(price, format: .number.precision(.fractionLength(2)))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        string = format.locale(.phone).format(input)
    }
    /// Two texts as one: the strings joined, in the left text's font, weight and colour (a
    /// difference from SwiftUI, which keeps each run's own style), italic if either is.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.string += rhs.string
        // A counting date keeps counting with the text joined around it (the left one's, if both count).
        if lhs.live != nil {
            joined.live?.after += rhs.string
        } else if var live = rhs.live {
            live.before = lhs.string + live.before
            joined.live = live
        }
        joined.isBold = lhs.isBold || rhs.isBold
        joined.isItalic = lhs.isItalic || rhs.isItalic
        return joined
    }
    public typealias Body = Never

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.textColor = color; return copy }
    /// The text in bold.
    /// The text in bold; `false` adds nothing (the font's or Markdown's weight stays).
    public func bold(_ isActive: Bool = true) -> Text {
        var copy = self
        guard isActive else { return copy }
        copy.ownWeight = .bold
        copy.hasOwnWeight = true
        return copy
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.ownWeight = weight
        copy.hasOwnWeight = weight != nil
        return copy
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let font = font ?? context.environment.font ?? .body
        let color = textColor ?? context.environment.foregroundColor ?? .primary
        context.animate(.foreground, color: color)
        // A text's own weight, else the weight from above, else its font's (Markdown's whole-bold
        // text stays at least bold); its own design, else the one from above, else its font's.
        var weight = ownWeight ?? context.environment.fontWeight ?? font.weight
        if isBold, !hasOwnWeight, weight.value < Font.Weight.bold.value { weight = .bold }
        let face = TextFace(weight: weight.cssWeight, isItalic: isItalic || context.environment.isItalic || font.isItalic,
                            design: ownDesign ?? context.environment.fontDesign ?? font.design)
        let string = live.map { liveString($0, context: context) } ?? string
        let cased: String = switch context.environment.textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
        var content = TextContent(string: cased, pointSize: font.size, color: color, face: face)
        content.lineLimit = context.environment.lineLimit
        content.alignment = context.environment.textAlignment
        nodes.append(context.makeNode(.text(content), label: "Text"))
    }
}
