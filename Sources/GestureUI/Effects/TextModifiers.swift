/// How text inside a view is set: SwiftUI's text modifiers on any view.
///
/// ```swift
/// Text(longCaption).lineLimit(2)
/// ```
/// `lineLimit` cuts text to that many lines, the last ending in an ellipsis;
/// `multilineTextAlignment` lines the lines of a text up (leading by default). Accepted without
/// effect: `truncationMode`, `minimumScaleFactor`,
/// `allowsTightening`, `kerning`/`tracking`, `monospacedDigit`, `textSelection`,
/// `underline`, `strikethrough`, `baselineOffset`, `lineSpacing`, `dynamicTypeSize`
/// (the README lists them).
extension View {
    public func lineLimit(_ number: Int?) -> some View {
        ContextView(content: self) { $0.environment.lineLimit = number }
    }
    public func lineLimit(_ number: Int, reservesSpace: Bool) -> some View { lineLimit(number) }
    public func lineLimit<R: RangeExpression>(_ limits: R) -> some View where R.Bound == Int {
        ContextView(content: self) { context in
            if let closed = limits as? ClosedRange<Int> { context.environment.lineLimit = closed.upperBound }
            if let from = limits as? PartialRangeThrough<Int> { context.environment.lineLimit = from.upperBound }
        }
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ContextView(content: self) { $0.environment.textAlignment = alignment }
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    public func kerning(_ kerning: CGFloat) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func monospacedDigit() -> some View { self }
    /// The weight of the text inside (a `Text`'s own weight wins): `.fontWeight(.heavy)` on a
    /// stack of labels.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        ContextView(content: self) { $0.environment.fontWeight = weight }
    }
    /// The text inside in bold (or back to its font's weight).
    public func bold(_ isActive: Bool = true) -> some View {
        ContextView(content: self) { $0.environment.fontWeight = isActive ? .bold : nil }
    }
    /// Italic text inside.
    public func italic(_ isActive: Bool = true) -> some View {
        ContextView(content: self) { $0.environment.isItalic = isActive }
    }
    /// A design for the text inside (a `Text`'s own wins).
    public func fontDesign(_ design: Font.Design?) -> some View {
        ContextView(content: self) { $0.environment.fontDesign = design }
    }
    /// Monospaced text inside.
    public func monospaced(_ isActive: Bool = true) -> some View {
        ContextView(content: self) { if isActive { $0.environment.fontDesign = .monospaced } }
    }
    /// Sets the case text inside is drawn in (`nil`: as written, which also keeps a list's
    /// section headers from their default capitals).
    public func textCase(_ textCase: Text.Case?) -> some View {
        ContextView(content: self) { $0.environment.textCase = textCase }
    }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
}

extension Text {
    /// The text in italics.
    public func italic(_ isActive: Bool = true) -> Text { var copy = self; copy.isItalic = isActive; return copy }
    /// The text in a design.
    public func fontDesign(_ design: Font.Design?) -> Text { var copy = self; copy.ownDesign = design; return copy }
    /// The text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var copy = self
        if isActive { copy.ownDesign = .monospaced }
        return copy
    }
    public enum TruncationMode: Sendable { case head, tail, middle }
    public enum Case: Sendable { case uppercase, lowercase }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

/// Where lines of a multi-line text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// The text sizes people choose: SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

extension EnvironmentValues {
    var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// How the lines of multi-line text line up.
    public var multilineTextAlignment: TextAlignment {
        get { textAlignment }
        set { textAlignment = newValue }
    }
    var textAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
}
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }

extension EnvironmentValues {
    /// The weight `fontWeight(_:)` or `bold()` gave the text inside (nil: each font's own).
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
}
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }

extension EnvironmentValues {
    /// The design `fontDesign(_:)` or `monospaced()` gave the text inside (nil: each font's own).
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
    /// Whether `italic()` set the text inside in italics.
    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
}
private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }

/// Whether a case was set for the text inside, and which: unset lets a list's section header
/// use its default capitals; set to nil keeps the text as written.
enum TextCaseSetting: Sendable {
    case unset
    case set(Text.Case?)
}

extension EnvironmentValues {
    /// The case text is drawn in: SwiftUI's `textCase`.
    public var textCase: Text.Case? {
        get { if case .set(let value) = textCaseSetting { value } else { nil } }
        set { textCaseSetting = .set(newValue) }
    }
    var textCaseSetting: TextCaseSetting {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
private struct TextCaseKey: EnvironmentKey { static let defaultValue = TextCaseSetting.unset }
