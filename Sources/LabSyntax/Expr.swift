// The syntax tree of the Swift subset used for scene gestures.

/// An expression of the scene-gesture Swift subset.
///
/// Locations (`location`):
/// * `identifier`, `number`, `string`, `array`, `closure`: the first character.
/// * `implicitMember`: the `.` (its first character).
/// * `member`: the name after the `.` (where Swift reports an unknown member).
/// * `call`: the `(` of the argument list, or the `{` of the first trailing
///   closure when there are no parentheses.
/// `startLocation` is the first character of the whole expression.
public indirect enum Expr: Equatable, Sendable, CustomStringConvertible {
    /// `DragGesture`, `print`, `value`, `true`, `nil`, `$0`.
    case identifier(String, SourceLocation)
    /// `.local`, `.degrees` (in `.degrees(30)`), `.gesture` (in `.gesture(...)`).
    case implicitMember(String, SourceLocation)
    /// `base.name`; the location is that of `name`.
    case member(base: Expr, name: String, SourceLocation)
    /// `callee(arguments) { trailing } label: { trailing }`.
    case call(callee: Expr, arguments: [Argument], trailingClosures: [TrailingClosure], SourceLocation)
    /// `12`, `-3.5`, `1_000`, `2e3`, `0xFF`.
    case number(NumberLiteral, SourceLocation)
    /// `"text \(interpolation)"`.
    case string(StringLiteral, SourceLocation)
    /// `[a, b]`.
    case array([Expr], SourceLocation)
    /// `{ a, b in statements }`.
    case closure(Closure, SourceLocation)

    /// The node's own location (see the type's documentation).
    public var location: SourceLocation {
        switch self {
        case .identifier(_, let l), .implicitMember(_, let l), .member(_, _, let l),
             .call(_, _, _, let l), .number(_, let l), .string(_, let l),
             .array(_, let l), .closure(_, let l):
            return l
        }
    }

    /// The location of the first character of the whole expression.
    public var startLocation: SourceLocation {
        switch self {
        case .member(let base, _, _): return base.startLocation
        case .call(let callee, _, _, _): return callee.startLocation
        default: return location
        }
    }

    /// The expression re-printed in normalised Swift form: single spaces,
    /// `label: value` arguments, `f { }` rather than `f() { }`, closures as
    /// `{ a, b in s1; s2 }`, comments dropped, number literals as written.
    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .identifier(let name, _):
            out += name
        case .implicitMember(let name, _):
            out += "." + name
        case .member(let base, let name, _):
            base.write(to: &out)
            out += "." + name
        case .call(let callee, let arguments, let trailing, _):
            callee.write(to: &out)
            if !arguments.isEmpty || trailing.isEmpty {
                out += "("
                for (i, a) in arguments.enumerated() {
                    if i > 0 { out += ", " }
                    a.write(to: &out)
                }
                out += ")"
            }
            for t in trailing {
                out += " "
                if let label = t.label { out += label + ": " }
                t.closure.write(to: &out)
            }
        case .number(let n, _):
            out += n.text
        case .string(let s, _):
            s.write(to: &out)
        case .array(let items, _):
            out += "["
            for (i, e) in items.enumerated() {
                if i > 0 { out += ", " }
                e.write(to: &out)
            }
            out += "]"
        case .closure(let c, _):
            c.write(to: &out)
        }
    }

    // MARK: Conveniences for interpreters

    /// The name of an identifier or implicit member (`DragGesture`, `local`), or
    /// the member name of `base.name`; nil for other expressions.
    public var name: String? {
        switch self {
        case .identifier(let n, _), .implicitMember(let n, _), .member(_, let n, _): return n
        default: return nil
        }
    }

    /// The text of a string literal without interpolations, else nil.
    public var plainString: String? {
        if case .string(let s, _) = self { return s.plainText }
        return nil
    }
}

/// One call argument: `label: value` or just `value`.
public struct Argument: Equatable, Sendable, CustomStringConvertible {
    public var label: String?
    /// Location of the label, nil when there is none.
    public var labelLocation: SourceLocation?
    public var value: Expr

    public init(label: String? = nil, labelLocation: SourceLocation? = nil, value: Expr) {
        self.label = label
        self.labelLocation = labelLocation
        self.value = value
    }

    /// Where to point for this argument: its label, or its value's start.
    public var location: SourceLocation { labelLocation ?? value.startLocation }

    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        if let label { out += label + ": " }
        value.write(to: &out)
    }
}

/// A trailing closure: the first one is unlabelled, later ones carry labels
/// (`{ ... } onPressingChanged: { ... }`).
public struct TrailingClosure: Equatable, Sendable {
    public var label: String?
    /// Location of the label, nil for the first (unlabelled) closure.
    public var labelLocation: SourceLocation?
    public var closure: Closure
    /// Location of the closure's `{`.
    public var location: SourceLocation

    public init(label: String? = nil, labelLocation: SourceLocation? = nil, closure: Closure) {
        self.label = label
        self.labelLocation = labelLocation
        self.closure = closure
        self.location = closure.location
    }
}

/// A closure expression `{ params in body }`.
public struct Closure: Equatable, Sendable, CustomStringConvertible {
    /// Parameter names (`_` included as written); nil when the closure has no
    /// `in` clause. `(a, b) in` and `a, b in` both give `["a", "b"]`.
    public var parameters: [String]?
    /// Locations of the parameter names, parallel to `parameters`.
    public var parameterLocations: [SourceLocation]
    /// The statements, each an expression.
    public var body: [Expr]
    /// Location of the `{`.
    public var location: SourceLocation

    public init(parameters: [String]? = nil, parameterLocations: [SourceLocation] = [], body: [Expr], location: SourceLocation) {
        self.parameters = parameters
        self.parameterLocations = parameterLocations
        self.body = body
        self.location = location
    }

    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        if parameters == nil && body.isEmpty {
            out += "{}"
            return
        }
        out += "{ "
        if let parameters {
            out += (parameters.isEmpty ? "()" : parameters.joined(separator: ", ")) + " in"
            if !body.isEmpty { out += " " }
        }
        for (i, s) in body.enumerated() {
            if i > 0 { out += "; " }
            s.write(to: &out)
        }
        out += " }"
    }
}

/// A number literal: its text as written (underscores, sign and all) and its value.
public struct NumberLiteral: Hashable, Sendable, CustomStringConvertible {
    /// The literal as written, e.g. `-1_000.5`.
    public var text: String
    public var double: Double
    /// The value when the literal is written as an integer (no fraction, no
    /// exponent) and fits in an `Int`; nil otherwise.
    public var intValue: Int?

    public init(text: String, double: Double, intValue: Int?) {
        self.text = text
        self.double = double
        self.intValue = intValue
    }

    /// True when written as an integer (no fraction, no exponent).
    public var isInteger: Bool {
        if text.hasPrefix("0x") || text.hasPrefix("-0x") || text.hasPrefix("0b")
            || text.hasPrefix("-0b") || text.hasPrefix("0o") || text.hasPrefix("-0o") {
            return true
        }
        return !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }

    public var description: String { text }
}

/// A string literal, split into text and interpolations.
public struct StringLiteral: Equatable, Sendable, CustomStringConvertible {
    public enum Segment: Equatable, Sendable {
        /// Literal text with escapes decoded.
        case text(String)
        /// `\(expression)`.
        case interpolation(Expr)
    }

    public var segments: [Segment]

    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// The text when there are no interpolations, else nil. `""` gives `""`.
    public var plainText: String? {
        var out = ""
        for s in segments {
            guard case .text(let t) = s else { return nil }
            out += t
        }
        return out
    }

    public var description: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        out += "\""
        for s in segments {
            switch s {
            case .text(let t):
                for c in t.unicodeScalars {
                    switch c {
                    case "\"": out += "\\\""
                    case "\\": out += "\\\\"
                    case "\n": out += "\\n"
                    case "\r": out += "\\r"
                    case "\t": out += "\\t"
                    case "\0": out += "\\0"
                    default:
                        if c.value < 0x20 || c.value == 0x7F {
                            out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
                        } else {
                            out.unicodeScalars.append(c)
                        }
                    }
                }
            case .interpolation(let e):
                out += "\\("
                e.write(to: &out)
                out += ")"
            }
        }
        out += "\""
    }
}
