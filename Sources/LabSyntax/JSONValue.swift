// The JSON document model: every value remembers where it was written.

/// A parsed JSON value together with the location of its first character.
public struct JSONNode: Equatable, Sendable, CustomStringConvertible {
    public var value: JSONValue
    public var location: SourceLocation

    public init(value: JSONValue, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    public var description: String { value.description }

    // Convenience accessors: nil when the value has another kind.
    public var string: JSONString? { if case .string(let s) = value { return s } else { return nil } }
    public var stringValue: String? { string?.value }
    public var number: JSONNumber? { if case .number(let n) = value { return n } else { return nil } }
    public var boolValue: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    public var array: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    public var object: JSONObject? { if case .object(let o) = value { return o } else { return nil } }
    public var isNull: Bool { if case .null = value { return true } else { return false } }

    /// Member lookup when this node is an object; nil otherwise.
    public subscript(key: String) -> JSONNode? { object?[key] }
}

/// A JSON value. Containers hold `JSONNode`s so that every element keeps its location.
public indirect enum JSONValue: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(JSONString)
    case array([JSONNode])
    case object(JSONObject)

    /// The kind with an article, for messages such as "expected a string, found an array".
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Compact JSON text (strings re-escaped, numbers as written).
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.text
        case .string(let s): return s.description
        case .array(let items): return "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let o): return o.description
        }
    }
}

/// A JSON number: the literal text exactly as written and its value.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The literal as written in the file, e.g. `-0.50e+1`.
    public var text: String
    /// The value (may be ±infinity when the literal is too large for a Double).
    public var double: Double

    public init(text: String, double: Double) {
        self.text = text
        self.double = double
    }

    /// True when the literal is written without a fraction or exponent (`12`, `-3`).
    public var isInteger: Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// The value as an `Int` when it is a whole number that fits: `12` → 12,
    /// `2.0` and `1e3` → 2 and 1000 as well (check `isInteger` to insist on
    /// integer notation), `0.5` or `1e100` → nil. Integer literals are
    /// converted exactly from their text, not through the Double.
    public var intValue: Int? {
        if isInteger { return Int(text) }
        return Int(exactly: double)
    }

    public var description: String { text }
}

/// A decoded JSON string that can map any position in its value back to the file.
///
/// All characters of a JSON string are on one line of the file (a raw line
/// break inside a string is invalid JSON), so the mapping only has to account
/// for escapes, which are wider in the file than in the value: `\"` is two
/// columns, `\u00E9` six, a surrogate pair `\uD83D\uDE00` twelve.
public struct JSONString: Hashable, Sendable, CustomStringConvertible {
    /// The decoded string.
    public private(set) var value: String
    /// Location of the opening quote.
    public private(set) var location: SourceLocation
    /// Number of Unicode scalars in `value`.
    public private(set) var scalarCount: Int
    // For each escape, in order: the scalar offset in `value` it produced and the
    // total extra columns of all escapes up to and including it (width - 1 each).
    var escapeOffsets: [Int]
    var escapeShifts: [Int]

    /// A string written without escapes, its opening quote at `location`.
    public init(value: String, location: SourceLocation) {
        self.value = value
        self.location = location
        self.scalarCount = value.unicodeScalars.count
        self.escapeOffsets = []
        self.escapeShifts = []
    }

    init(value: String, location: SourceLocation, scalarCount: Int, escapeOffsets: [Int], escapeShifts: [Int]) {
        self.value = value
        self.location = location
        self.scalarCount = scalarCount
        self.escapeOffsets = escapeOffsets
        self.escapeShifts = escapeShifts
    }

    /// The file location of the character (or escape) that produced the
    /// scalar at `offset` in `value`. `offset == scalarCount` maps to the
    /// closing quote; offsets outside `0...scalarCount` are clamped.
    public func location(ofScalarOffset offset: Int) -> SourceLocation {
        let o = min(max(offset, 0), scalarCount)
        // Number of escapes that produced scalars before `o`.
        var lo = 0, hi = escapeOffsets.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if escapeOffsets[mid] < o { lo = mid + 1 } else { hi = mid }
        }
        let shift = lo == 0 ? 0 : escapeShifts[lo - 1]
        return SourceLocation(line: location.line, column: location.column + 1 + o + shift)
    }

    /// The location of the closing quote.
    public var endLocation: SourceLocation { location(ofScalarOffset: scalarCount) }

    /// The string as JSON text, re-escaped.
    public var description: String { JSONString.quote(value) }

    /// `s` as a JSON string literal, with quotes, backslashes and control characters escaped.
    public static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if c.value < 0x20 {
                    let hex = String(c.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }
}

/// A JSON object with its members in file order. Keys are unique (the parser
/// rejects duplicates; `String` equality is used, so canonically equivalent
/// spellings of a key count as duplicates).
public struct JSONObject: Equatable, Sendable, CustomStringConvertible {
    public typealias Member = (key: String, keyLocation: SourceLocation, value: JSONNode)

    /// Members in the order they appear in the file.
    public private(set) var members: [Member]
    private var index: [String: Int]

    public init() {
        members = []
        index = [:]
    }

    /// Builds an object from members; when a key repeats, lookups find the first.
    public init(_ members: [Member]) {
        self.init()
        for m in members { _ = append(m) }
    }

    /// Appends a member unless the key is already present. Returns the index of
    /// the existing member with that key, or nil when the member was added.
    @discardableResult
    public mutating func append(_ member: Member) -> Int? {
        if let existing = index[member.key] { return existing }
        index[member.key] = members.count
        members.append(member)
        return nil
    }

    /// The value for `key`, or nil.
    public subscript(key: String) -> JSONNode? {
        index[key].map { members[$0].value }
    }

    /// The whole member (key location included) for `key`, or nil.
    public func member(_ key: String) -> Member? {
        index[key].map { members[$0] }
    }

    public var keys: [String] { members.map(\.key) }
    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }

    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        guard a.members.count == b.members.count else { return false }
        for (x, y) in zip(a.members, b.members) {
            if x.key != y.key || x.keyLocation != y.keyLocation || x.value != y.value { return false }
        }
        return true
    }

    public var description: String {
        "{" + members.map { JSONString.quote($0.key) + ":" + $0.value.description }.joined(separator: ",") + "}"
    }
}
