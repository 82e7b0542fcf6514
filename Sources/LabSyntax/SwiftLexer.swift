// Tokenizer for the scene-gesture Swift subset.
//
// Works on Unicode scalars; a token's offset is a scalar offset into the
// source, turned into a file location by the caller's mapping. String
// literals are split into begin / text / interpolation-begin ... tokens ...
// interpolation-end / end tokens by an explicit mode stack, so nesting never
// recurses here. The first lexical error becomes an `invalid` token followed
// by `end`: the parser reports it when it gets there, so errors come out in
// source order.

struct Token {
    enum Kind: Equatable {
        /// A word: identifier or keyword (`backticked` for `` `default` ``), `_`, `$0`.
        case word(String, backticked: Bool)
        case number(NumberLiteral)
        case stringBegin
        case stringText(String)
        case interpolationBegin
        case interpolationEnd
        case stringEnd
        /// One of `( ) [ ] { } , : ; .`
        case punctuation(Unicode.Scalar)
        /// A run of operator characters: `+`, `==`, `..<`, `?`.
        case operatorSymbol(String)
        /// A lexical error with its message.
        case invalid(String)
        case end
    }

    var kind: Kind
    var offset: Int
    var location: SourceLocation
    /// A line break (possibly inside a comment) separates this token from the previous one.
    var newlineBefore: Bool

    func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        if case .punctuation(let p) = kind { return p == c }
        return false
    }

    /// How the token reads in a message: `'foo'`, `'('`, "the end of the string".
    var quoted: String {
        switch kind {
        case .word(let w, let bt): return bt ? "'`\(w)`'" : "'\(w)'"
        case .number(let n): return "'\(n.text)'"
        case .stringBegin, .stringText: return "a string literal"
        case .interpolationBegin: return "'\\('"
        case .interpolationEnd: return "')'"
        case .stringEnd: return "'\"'"
        case .punctuation(let p): return "'\(Character(p))'"
        case .operatorSymbol(let o): return "'\(o)'"
        case .invalid: return "an invalid token"
        case .end: return "the end of the string"
        }
    }
}

struct SwiftLexer {
    private enum Mode {
        case code(parens: Int)
        case string(quote: Int)
    }

    private let s: [Unicode.Scalar]
    private var i = 0
    private var tokens: [Token] = []
    private var modes: [Mode] = [.code(parens: 0)]
    private var pendingNewline = false

    init(_ source: String) {
        s = Array(source.unicodeScalars)
    }

    /// Tokenizes everything; the last token is always `.end`.
    static func tokenize(_ source: String, locate: (Int) -> SourceLocation) -> [Token] {
        var lexer = SwiftLexer(source)
        lexer.run(locate: locate)
        return lexer.tokens
    }

    private mutating func run(locate: (Int) -> SourceLocation) {
        var stop = false
        while !stop {
            switch modes[modes.count - 1] {
            case .code:
                stop = !lexCode(locate)
            case .string(let quote):
                stop = !lexStringPart(quote: quote, locate)
            }
        }
        if tokens.last?.kind != .end {
            tokens.append(Token(kind: .end, offset: s.count, location: locate(s.count), newlineBefore: pendingNewline))
        }
    }

    private mutating func emit(_ kind: Token.Kind, at offset: Int, _ locate: (Int) -> SourceLocation) {
        tokens.append(Token(kind: kind, offset: offset, location: locate(offset), newlineBefore: pendingNewline))
        pendingNewline = false
    }

    /// Emits an error token and the end token; lexing stops.
    private mutating func fail(_ message: String, at offset: Int, _ locate: (Int) -> SourceLocation) -> Bool {
        emit(.invalid(message), at: offset, locate)
        emit(.end, at: s.count, locate)
        return false
    }

    // MARK: Code

    private static func isOperatorChar(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?": return true
        default: return false
        }
    }

    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "_": return true
        default: return c.value >= 0x80 && c.properties.isXIDStart
        }
    }

    private static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "_", "0"..."9": return true
        default: return c.value >= 0x80 && c.properties.isXIDContinue
        }
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }

    /// Skips whitespace and comments. Returns false (after emitting an error) for an unterminated comment.
    private mutating func skipTrivia(_ locate: (Int) -> SourceLocation) -> Bool {
        while i < s.count {
            let c = s[i]
            switch c {
            case " ", "\t", "\u{0B}", "\u{0C}", "\0":
                i += 1
            case "\n", "\r":
                pendingNewline = true
                i += 1
            case "/" where at(i + 1) == "/":
                while i < s.count && s[i] != "\n" && s[i] != "\r" { i += 1 }
            case "/" where at(i + 1) == "*":
                let start = i
                var depth = 0
                while true {
                    if i >= s.count {
                        return fail("unterminated '/*' comment", at: start, locate)
                    }
                    if s[i] == "/" && at(i + 1) == "*" {
                        depth += 1
                        i += 2
                    } else if s[i] == "*" && at(i + 1) == "/" {
                        depth -= 1
                        i += 2
                        if depth == 0 { break }
                    } else {
                        if s[i] == "\n" || s[i] == "\r" { pendingNewline = true }
                        i += 1
                    }
                }
            default:
                return true
            }
        }
        return true
    }

    /// Lexes one token in code mode. Returns false when lexing is over.
    private mutating func lexCode(_ locate: (Int) -> SourceLocation) -> Bool {
        let before = i
        guard skipTrivia(locate) else { return false }
        let hadSpace = i > before || i == 0
        guard i < s.count else {
            if modes.count > 1 {
                // Inside an interpolation: the enclosing string never ended.
                for mode in modes.reversed() {
                    if case .string(let quote) = mode {
                        return fail("unterminated string literal", at: quote, locate)
                    }
                }
            }
            emit(.end, at: s.count, locate)
            return false
        }
        let start = i
        let c = s[i]
        switch c {
        case "\"":
            if at(i + 1) == "\"" && at(i + 2) == "\"" {
                return fail("multi-line string literals (\"\"\") are not supported in scene gestures", at: start, locate)
            }
            emit(.stringBegin, at: start, locate)
            i += 1
            modes.append(.string(quote: start))
        case "(":
            if case .code(let p) = modes[modes.count - 1] { modes[modes.count - 1] = .code(parens: p + 1) }
            emit(.punctuation(c), at: start, locate)
            i += 1
        case ")":
            if case .code(let p) = modes[modes.count - 1] {
                if p == 0 && modes.count > 1 {
                    emit(.interpolationEnd, at: start, locate)
                    i += 1
                    modes.removeLast()
                    return true
                }
                modes[modes.count - 1] = .code(parens: max(0, p - 1))
            }
            emit(.punctuation(c), at: start, locate)
            i += 1
        case "[", "]", "{", "}", ",", ":", ";":
            emit(.punctuation(c), at: start, locate)
            i += 1
        case ".":
            if at(i + 1) == "." {
                var j = i
                while j < s.count && (s[j] == "." || s[j] == "<") { j += 1 }
                emit(.operatorSymbol(String(String.UnicodeScalarView(s[i..<j]))), at: start, locate)
                i = j
            } else {
                emit(.punctuation(c), at: start, locate)
                i += 1
            }
        case "0"..."9":
            return lexNumber(negative: false, locate)
        case "-" where at(i + 1).map(SwiftLexer.isDigit) == true
                && (hadSpace || "([{,:;".unicodeScalars.contains(s[i - 1])):
            return lexNumber(negative: true, locate)
        case "`":
            var j = i + 1
            while j < s.count && SwiftLexer.isIdentifierContinue(s[j]) { j += 1 }
            guard j > i + 1, j < s.count, s[j] == "`", SwiftLexer.isIdentifierStart(s[i + 1]) else {
                return fail("expected an identifier between backticks", at: start, locate)
            }
            emit(.word(String(String.UnicodeScalarView(s[(i + 1)..<j])), backticked: true), at: start, locate)
            i = j + 1
        case "$":
            var j = i + 1
            while j < s.count && SwiftLexer.isIdentifierContinue(s[j]) { j += 1 }
            guard j > i + 1 else {
                return fail("unexpected character '$'", at: start, locate)
            }
            emit(.word(String(String.UnicodeScalarView(s[i..<j])), backticked: false), at: start, locate)
            i = j
        case "#":
            var j = i + 1
            while j < s.count && SwiftLexer.isIdentifierContinue(s[j]) { j += 1 }
            let what = j > i + 1 ? "'" + String(String.UnicodeScalarView(s[i..<j])) + "'" : "'#'"
            return fail("\(what) is not supported in scene gestures", at: start, locate)
        case "@":
            return fail("attributes ('@') are not supported in scene gestures", at: start, locate)
        case "\\":
            return fail("key paths ('\\') are not supported in scene gestures", at: start, locate)
        case "'":
            return fail("single-quoted strings are not valid Swift; use double quotes", at: start, locate)
        default:
            if SwiftLexer.isIdentifierStart(c) {
                var j = i + 1
                while j < s.count && SwiftLexer.isIdentifierContinue(s[j]) { j += 1 }
                emit(.word(String(String.UnicodeScalarView(s[i..<j])), backticked: false), at: start, locate)
                i = j
            } else if SwiftLexer.isOperatorChar(c) {
                var j = i + 1
                while j < s.count && SwiftLexer.isOperatorChar(s[j])
                        && !(s[j] == "/" && (at(j + 1) == "/" || at(j + 1) == "*")) {
                    j += 1
                }
                emit(.operatorSymbol(String(String.UnicodeScalarView(s[i..<j]))), at: start, locate)
                i = j
            } else {
                return fail("unexpected character \(displayScalar(c))", at: start, locate)
            }
        }
        return true
    }

    // MARK: Numbers

    private mutating func lexNumber(negative: Bool, _ locate: (Int) -> SourceLocation) -> Bool {
        let start = i
        if negative { i += 1 }
        let digitsStart = i
        func isHex(_ c: Unicode.Scalar) -> Bool {
            SwiftLexer.isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
        }
        var intValue: Int?
        var double: Double
        if s[i] == "0", let r = at(i + 1), r == "x" || r == "o" || r == "b" {
            let radix = r == "x" ? 16 : r == "o" ? 8 : 2
            i += 2
            var digits = ""
            guard i < s.count, (radix == 16 ? isHex(s[i]) : s[i] >= "0" && s[i] <= (radix == 8 ? "7" : "1")) else {
                return fail("expected a digit after '0\(Character(r))'", at: start, locate)
            }
            while i < s.count {
                let c = s[i]
                if c == "_" { i += 1; continue }
                let ok = radix == 16 ? isHex(c) : (c >= "0" && c <= (radix == 8 ? "7" : "1"))
                guard ok else { break }
                digits.unicodeScalars.append(c)
                i += 1
            }
            if i < s.count && (s[i] == "." || s[i] == "p" || s[i] == "P") && radix == 16 {
                return fail("hexadecimal floating-point literals are not supported in scene gestures", at: start, locate)
            }
            intValue = Int(digits, radix: radix).map { negative ? -$0 : $0 }
            var d = 0.0
            for c in digits.unicodeScalars {
                d = d * Double(radix) + Double(Int(String(c), radix: 16) ?? 0)
            }
            double = negative ? -d : d
        } else {
            var isInteger = true
            while i < s.count && (SwiftLexer.isDigit(s[i]) || s[i] == "_") { i += 1 }
            if i + 1 < s.count && s[i] == "." && SwiftLexer.isDigit(s[i + 1]) {
                isInteger = false
                i += 1
                while i < s.count && (SwiftLexer.isDigit(s[i]) || s[i] == "_") { i += 1 }
            }
            if i < s.count && (s[i] == "e" || s[i] == "E") {
                isInteger = false
                i += 1
                if i < s.count && (s[i] == "+" || s[i] == "-") { i += 1 }
                guard i < s.count && SwiftLexer.isDigit(s[i]) else {
                    return fail("expected a digit in the exponent of the number literal", at: start, locate)
                }
                while i < s.count && (SwiftLexer.isDigit(s[i]) || s[i] == "_") { i += 1 }
            }
            var plain = negative ? "-" : ""
            for c in s[digitsStart..<i] where c != "_" { plain.unicodeScalars.append(c) }
            double = Double(plain) ?? (negative ? -.infinity : .infinity)
            intValue = isInteger ? Int(plain) : nil
        }
        if i < s.count && SwiftLexer.isIdentifierContinue(s[i]) {
            return fail("\(displayScalar(s[i])) is not a valid digit in a number literal", at: i, locate)
        }
        let text = String(String.UnicodeScalarView(s[start..<i]))
        emit(.number(NumberLiteral(text: text, double: double, intValue: intValue)), at: start, locate)
        return true
    }

    // MARK: Strings

    /// Lexes string text up to the closing quote or the next interpolation.
    private mutating func lexStringPart(quote: Int, _ locate: (Int) -> SourceLocation) -> Bool {
        var text = String.UnicodeScalarView()
        let textStart = i
        while true {
            guard i < s.count else {
                return fail("unterminated string literal", at: quote, locate)
            }
            let c = s[i]
            switch c {
            case "\"":
                if !text.isEmpty { emit(.stringText(String(text)), at: textStart, locate) }
                emit(.stringEnd, at: i, locate)
                i += 1
                modes.removeLast()
                return true
            case "\n", "\r":
                return fail("unterminated string literal", at: quote, locate)
            case "\\":
                guard let e = at(i + 1) else {
                    return fail("unterminated string literal", at: quote, locate)
                }
                switch e {
                case "n": text.append("\n"); i += 2
                case "t": text.append("\t"); i += 2
                case "r": text.append("\r"); i += 2
                case "0": text.append("\0"); i += 2
                case "\"": text.append("\""); i += 2
                case "'": text.append("'"); i += 2
                case "\\": text.append("\\"); i += 2
                case "(":
                    if !text.isEmpty { emit(.stringText(String(text)), at: textStart, locate) }
                    emit(.interpolationBegin, at: i, locate)
                    i += 2
                    modes.append(.code(parens: 0))
                    return true
                case "u":
                    let escapeStart = i
                    guard at(i + 2) == "{" else {
                        return fail("expected '{' in a \\u{...} escape", at: escapeStart, locate)
                    }
                    var j = i + 3
                    var value: UInt32 = 0
                    var count = 0
                    while j < s.count, count <= 8, let d = hexValue(s[j]) {
                        value = value &* 16 &+ d
                        count += 1
                        j += 1
                    }
                    guard count >= 1, count <= 8, at(j) == "}" else {
                        return fail("a \\u{...} escape needs 1 to 8 hexadecimal digits and a closing '}'", at: escapeStart, locate)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        return fail("invalid Unicode scalar \\u{\(String(value, radix: 16, uppercase: true))}", at: escapeStart, locate)
                    }
                    text.append(scalar)
                    i = j + 1
                default:
                    let shown = e.value >= 0x21 && e.value < 0x7F ? "'\\\(Character(e))'" : "'\\' followed by \(displayScalar(e))"
                    return fail("invalid escape sequence \(shown) in string literal", at: i, locate)
                }
            default:
                text.append(c)
                i += 1
            }
        }
    }

    private func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": return c.value - 48
        case "a"..."f": return c.value - 87
        case "A"..."F": return c.value - 55
        default: return nil
        }
    }
}
