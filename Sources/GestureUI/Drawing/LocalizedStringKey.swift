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
    /// The text, interpolations formatted, without the literal's Markdown markers.
    let text: String
    /// Whether the literal's Markdown makes the whole text bold (`"**Done**"`).
    let isBold: Bool
    /// The first counting date interpolated (`"Ends in \(Text(end, style: .timer))"`), with the
    /// text around it, so that the text keeps counting.
    var live: Text.LiveDate?

    public init(_ value: String) { (text, isBold) = InlineMarkdown.parse(value) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        // Markdown in the literal pieces only: each value stands in as one placeholder
        // character while the markers are read, then takes its place.
        let (parsed, isBold) = InlineMarkdown.parse(stringInterpolation.source)
        var text = ""
        var live: Text.LiveDate?
        var liveEnd = text.endIndex
        for character in parsed {
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
               let index = StringInterpolation.placeholderIndex(scalar), index < stringInterpolation.values.count {
                if live == nil, let counting = stringInterpolation.live, counting.index == index {
                    live = counting.date
                    live?.before = text + counting.date.before
                    text += stringInterpolation.values[index]
                    liveEnd = text.endIndex
                    continue
                }
                text += stringInterpolation.values[index]
            } else {
                text.append(character)
            }
        }
        live?.after += text[liveEnd...]
        self.text = text
        self.isBold = isBold
        self.live = live
    }

    /// Builds a key from literal pieces and formatted values.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal pieces, with a placeholder for each value.
        var source = ""
        /// The values, formatted, in order.
        var values: [String] = []
        /// The first text interpolated that counts from now, and its value's index.
        var live: (index: Int, date: Text.LiveDate)?
        /// The text as written, values in place (for a `Text` inside another's interpolation).
        var text: String {
            var result = ""
            for character in source {
                if let scalar = character.unicodeScalars.first, let index = Self.placeholderIndex(scalar), index < values.count {
                    result += values[index]
                } else {
                    result.append(character)
                }
            }
            return result
        }
        /// The first of the private-use characters that stand in for values.
        private static let firstPlaceholder: UInt32 = 0xF0000
        static func placeholderIndex(_ scalar: Unicode.Scalar) -> Int? {
            scalar.value >= firstPlaceholder && scalar.value < firstPlaceholder + 0xFFFD ? Int(scalar.value - firstPlaceholder) : nil
        }
        /// Appends a formatted value.
        private mutating func append(value: String) {
            source.unicodeScalars.append(Unicode.Scalar(Self.firstPlaceholder + UInt32(values.count)) ?? "?")
            values.append(value)
        }

        public init(literalCapacity: Int, interpolationCount: Int) { source.reserveCapacity(literalCapacity + interpolationCount) }
        public mutating func appendLiteral(_ literal: String) { source += literal }
        /// A string, as it is.
        public mutating func appendInterpolation(_ string: String) { append(value: string) }
        /// An integer, in decimal without grouping (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append(value: String(value)) }
        /// A floating-point number with six decimals (`%lf`), as SwiftUI writes it.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            append(value: String(format: "%lf", Double(value)))
        }
        /// A number in a printf format: `"\(value, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append(value: String(format: specifier, value))
        }
        /// A value in a `FormatStyle`: `"\(price, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(value: format.locale(.phone).format(input))
        }
        /// Another text's string.
        public mutating func appendInterpolation(_ text: Text) {
            if live == nil, let date = text.live { live = (values.count, date) }
            append(value: text.string)
        }
        /// Anything else, as `String(describing:)` writes it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { append(value: String(describing: value)) }
    }
}
