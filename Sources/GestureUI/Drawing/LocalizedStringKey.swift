/// The key of a localized string: what a string literal given to `Text` becomes, as in SwiftUI.
/// Its interpolations format as SwiftUI's do — integers plainly, floating-point numbers with
/// six decimals (`"\(1.5)"` reads 1.500000), `specifier:` as a printf format, a `FormatStyle`
/// through `format:` — and the lab has one language, so the key is the text.
///
/// ```swift
/// Text("Scale: \(scale, specifier: "%.1f")×")
/// Text("Due \(date, format: .dateTime.day().month())")
/// ```
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, interpolations formatted.
    let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a key from literal pieces and formatted values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// An integer, in decimal without grouping (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += String(value) }
        /// A floating-point number with six decimals (`%lf`), as SwiftUI writes it.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            text += String(format: "%lf", Double(value))
        }
        /// A number in a printf format: `"\(value, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
        /// A value in a `FormatStyle`: `"\(price, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }
        /// Another text's string.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
        /// Anything else, as `String(describing:)` writes it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    }
}
