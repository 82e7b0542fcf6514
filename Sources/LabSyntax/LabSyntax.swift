// LabSyntax: hand-written parsers for scene files.
//
// * `JSON.parse` reads a JSON document (strict RFC 8259) and keeps the exact
//   line and column of every value, key and string character.
// * `SwiftSubset.parseModifier` reads one SwiftUI view-modifier string (the
//   decoded contents of a JSON string) into an `Expr` tree whose locations
//   point back into the JSON file.
//
// Positions: lines and columns are 1-based. A column counts Unicode scalars
// from the start of the line (a tab is one column, "é" written as one scalar
// is one column, an escape such as `\"` inside a JSON string is two columns).
// A line ends at "\n", at "\r\n" (one line break) or at a lone "\r".
// A UTF-8 byte-order mark at the very start of a file is skipped and takes
// no column.
//
// Neither parser crashes or hangs on any input: nesting is limited (see
// `JSON.maximumDepth`, `SwiftSubset.maximumNesting`) and every failure is a
// `SyntaxError` carrying a location.

/// A 1-based line and column in a source file. The column counts Unicode
/// scalars (not bytes, not grapheme clusters).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file: line 1, column 1.
    public static let start = SourceLocation(line: 1, column: 1)

    /// `"LINE:COLUMN"`.
    public var description: String { "\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        a.line != b.line ? a.line < b.line : a.column < b.column
    }
}

/// A parse error with the exact place it was found.
public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public init(_ message: String, at location: SourceLocation) {
        self.init(location: location, message: message)
    }

    /// `"LINE:COLUMN: error: MESSAGE"`.
    public var description: String { "\(location): error: \(message)" }

    /// `"FILE:LINE:COLUMN: error: MESSAGE"`, the form editors and CI logs recognise.
    public func formatted(file: String) -> String { "\(file):\(description)" }
}

/// Shows a scalar in a message: `'x'` when printable, `U+0001` otherwise.
func displayScalar(_ c: Unicode.Scalar) -> String {
    let v = c.value
    let invisible = v < 0x21 || (v >= 0x7F && v <= 0xA0) || v == 0xAD
        || (v >= 0x2000 && v <= 0x200F) || (v >= 0x2028 && v <= 0x202F)
        || v == 0x3000 || v == 0xFEFF || (v >= 0xD800 && v <= 0xDFFF)
        || c.properties.generalCategory == .format
        || c.properties.generalCategory == .control
        || c.properties.generalCategory == .unassigned
        || c.properties.generalCategory == .privateUse
        || c.properties.generalCategory == .nonspacingMark
        || c.properties.generalCategory == .enclosingMark
    if invisible { return hexScalar(v) }
    return "'\(Character(c))'"
}

/// `U+XXXX` with at least four upper-case hex digits.
func hexScalar(_ v: UInt32) -> String {
    let digits = String(v, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
