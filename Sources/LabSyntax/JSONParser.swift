// A strict RFC 8259 JSON parser that keeps exact positions.

public enum JSON {
    /// Arrays and objects may nest at most this deep; the container that would
    /// be one level deeper is reported as "nesting deeper than 64 levels".
    public static let maximumDepth = 64

    /// Parses a complete JSON document. The bytes must be UTF-8; a leading
    /// byte-order mark is allowed and skipped. Exactly one value, surrounded by
    /// optional whitespace, must be present.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// Parses a complete JSON document given as text.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }
}

private let quoteByte = UInt8(ascii: "\"")
private let backslashByte = UInt8(ascii: "\\")

struct JSONParser {
    let bytes: [UInt8]
    var pos = 0
    var line = 1
    var lineStart = 0
    // Column cache so that computing locations along a long line stays linear.
    var cacheByte = 0
    var cacheColumn = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
            cacheByte = 3
        }
    }

    // MARK: Locations

    /// Location of byte `p`, which must be on the current line.
    mutating func location(at p: Int) -> SourceLocation {
        if cacheByte < lineStart || cacheByte > p {
            cacheByte = lineStart
            cacheColumn = 1
        }
        var column = cacheColumn
        var i = cacheByte
        while i < p {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        cacheByte = p
        cacheColumn = column
        return SourceLocation(line: line, column: column)
    }

    @inline(never)
    mutating func error(_ message: String, at p: Int) -> SyntaxError {
        SyntaxError(message, at: location(at: p))
    }

    // MARK: Document

    mutating func parseDocument() throws(SyntaxError) -> JSONNode {
        skipWhitespace()
        if pos == bytes.count {
            return try failEmpty()
        }
        let node = try parseValue(depth: 0)
        skipWhitespace()
        if pos < bytes.count {
            if decodeScalar(at: pos) == nil {
                throw error("invalid UTF-8", at: pos)
            }
            throw error("trailing characters after JSON value", at: pos)
        }
        return node
    }

    private func failEmpty() throws(SyntaxError) -> JSONNode {
        throw SyntaxError("empty file", at: .start)
    }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09:
                pos += 1
            case 0x0A:
                pos += 1
                newLine()
            case 0x0D:
                pos += 1
                if pos < bytes.count && bytes[pos] == 0x0A { pos += 1 }
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = pos
        cacheByte = pos
        cacheColumn = 1
    }

    // MARK: Values

    /// Parses the value starting at `pos` (whitespace already skipped).
    /// `depth` is the number of enclosing containers.
    mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONNode {
        guard pos < bytes.count else {
            throw error("unexpected end of file; expected a JSON value", at: pos)
        }
        let start = pos
        let b = bytes[pos]
        switch b {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case quoteByte:
            let s = try parseString()
            return JSONNode(value: .string(s), location: s.location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let loc = location(at: start)
            return JSONNode(value: .number(try parseNumber()), location: loc)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return try parseLiteral()
        case UInt8(ascii: "."), UInt8(ascii: "+"):
            throw error("invalid number", at: start)
        default:
            throw unexpectedCharacter(at: start, expecting: "a JSON value")
        }
    }

    /// Error for the (non-whitespace) character at `p`.
    @inline(never)
    mutating func unexpectedCharacter(at p: Int, expecting: String) -> SyntaxError {
        guard let (scalar, _) = decodeScalar(at: p) else {
            return error("invalid UTF-8", at: p)
        }
        var message = "unexpected character \(displayScalar(scalar))"
        switch scalar {
        case "/": message += " (comments are not allowed in JSON)"
        case "'": message += " (JSON strings use double quotes)"
        default: message += "; expected \(expecting)"
        }
        return error(message, at: p)
    }

    mutating func parseLiteral() throws(SyntaxError) -> JSONNode {
        let start = pos
        var end = pos
        while end < bytes.count, end - start < 40,
              (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
                || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z")) {
            end += 1
        }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let loc = location(at: start)
        let value: JSONValue
        switch word {
        case "true": value = .bool(true)
        case "false": value = .bool(false)
        case "null": value = .null
        default:
            let hint: String
            switch word.lowercased() {
            case "true", "false", "null": hint = "JSON literals are lower-case: true, false, null"
            case "nan", "infinity", "inf": hint = "JSON has no \(word); use a finite number"
            case "undefined", "none", "nil": hint = "use null"
            default:
                if let guess = ["true", "false", "null"].first(where: { $0.hasPrefix(word) || word.hasPrefix($0) }) {
                    hint = "did you mean '\(guess)'?"
                } else {
                    hint = "strings must be in double quotes"
                }
            }
            throw SyntaxError("unexpected '\(word)'; \(hint)", at: loc)
        }
        pos = end
        return JSONNode(value: value, location: loc)
    }

    mutating func parseNumber() throws(SyntaxError) -> JSONNumber {
        let start = pos
        func isDigit(_ i: Int) -> Bool {
            i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
        }
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if isDigit(pos) {
                throw error("invalid number: leading zeros are not allowed", at: start)
            }
        } else if isDigit(pos) {
            while isDigit(pos) { pos += 1 }
        } else {
            throw error("invalid number", at: start)
        }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard isDigit(pos) else {
                throw error("invalid number: expected a digit after '.'", at: start)
            }
            while isDigit(pos) { pos += 1 }
        }
        if pos < bytes.count && (bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E")) {
            pos += 1
            if pos < bytes.count && (bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-")) {
                pos += 1
            }
            guard isDigit(pos) else {
                throw error("invalid number: expected a digit in the exponent", at: start)
            }
            while isDigit(pos) { pos += 1 }
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        // The grammar above is a subset of what Double(_:) accepts; overflow
        // gives ±infinity, underflow gives ±0.
        let double = Double(text) ?? (text.hasPrefix("-") ? -.infinity : .infinity)
        _ = location(at: pos) // keep the column cache moving forward
        return JSONNumber(text: text, double: double)
    }

    mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONNode {
        let open = pos
        let openLoc = location(at: open)
        if depth > JSON.maximumDepth {
            throw failNesting(at: openLoc)
        }
        pos += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
            pos += 1
            return JSONNode(value: .array(items), location: openLoc)
        }
        while true {
            skipWhitespace()
            guard pos < bytes.count else {
                throw failUnclosed("]", "array", opened: openLoc)
            }
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard pos < bytes.count else {
                throw failUnclosed("]", "array", opened: openLoc)
            }
            let b = bytes[pos]
            if b == UInt8(ascii: "]") {
                pos += 1
                return JSONNode(value: .array(items), location: openLoc)
            }
            if b == UInt8(ascii: ",") {
                let commaLoc = location(at: pos)
                pos += 1
                skipWhitespace()
                if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
                    throw SyntaxError("trailing comma is not allowed in JSON", at: commaLoc)
                }
                continue
            }
            throw unexpectedCharacter(at: pos, expecting: "',' or ']' after an array element")
        }
    }

    mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONNode {
        let open = pos
        let openLoc = location(at: open)
        if depth > JSON.maximumDepth {
            throw failNesting(at: openLoc)
        }
        pos += 1
        var object = JSONObject()
        skipWhitespace()
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            return JSONNode(value: .object(object), location: openLoc)
        }
        var lastComma: SourceLocation? = nil
        while true {
            skipWhitespace()
            guard pos < bytes.count else {
                throw failUnclosed("}", "object", opened: openLoc)
            }
            if bytes[pos] != quoteByte {
                if bytes[pos] == UInt8(ascii: "}"), let comma = lastComma {
                    throw SyntaxError("trailing comma is not allowed in JSON", at: comma)
                }
                let b = bytes[pos]
                let isWordStart = (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
                    || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
                if isWordStart {
                    throw error("object keys must be strings in double quotes", at: pos)
                }
                throw unexpectedCharacter(at: pos, expecting: "a string key")
            }
            let key = try parseString()
            if let first = object.member(key.value) {
                throw failDuplicate(key, first: first.keyLocation)
            }
            skipWhitespace()
            guard pos < bytes.count && bytes[pos] == UInt8(ascii: ":") else {
                throw failColon(after: key.value)
            }
            pos += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            object.append((key: key.value, keyLocation: key.location, value: value))
            skipWhitespace()
            guard pos < bytes.count else {
                throw failUnclosed("}", "object", opened: openLoc)
            }
            let b = bytes[pos]
            if b == UInt8(ascii: "}") {
                pos += 1
                return JSONNode(value: .object(object), location: openLoc)
            }
            if b == UInt8(ascii: ",") {
                lastComma = location(at: pos)
                pos += 1
                continue
            }
            throw unexpectedCharacter(at: pos, expecting: "',' or '}' after an object member")
        }
    }

    // Error builders for the recursive functions above, kept out of line so
    // that each nesting level takes little stack.

    @inline(never)
    mutating func failNesting(at location: SourceLocation) -> SyntaxError {
        SyntaxError("nesting deeper than \(JSON.maximumDepth) levels", at: location)
    }

    @inline(never)
    mutating func failUnclosed(_ closer: String, _ what: String, opened: SourceLocation) -> SyntaxError {
        error("unexpected end of file; expected '\(closer)' to close the \(what) opened at \(opened)", at: pos)
    }

    @inline(never)
    mutating func failDuplicate(_ key: JSONString, first: SourceLocation) -> SyntaxError {
        SyntaxError("duplicate key '\(key.value)' (first used at \(first))", at: key.location)
    }

    @inline(never)
    mutating func failColon(after key: String) -> SyntaxError {
        if pos >= bytes.count {
            return error("unexpected end of file; expected ':' after the key '\(key)'", at: pos)
        }
        return unexpectedCharacter(at: pos, expecting: "':' after the key '\(key)'")
    }

    // MARK: Strings

    mutating func parseString() throws(SyntaxError) -> JSONString {
        let quote = pos
        let quoteLoc = location(at: quote)
        pos += 1
        var buffer: [UInt8] = []
        var scalarCount = 0
        var escapeOffsets: [Int] = []
        var escapeShifts: [Int] = []
        var shift = 0
        while true {
            guard pos < bytes.count else {
                throw SyntaxError("unterminated string", at: quoteLoc)
            }
            let b = bytes[pos]
            if b == quoteByte {
                pos += 1
                break
            }
            if b == backslashByte {
                let escapeStart = pos
                let (scalar, width) = try parseEscape()
                appendUTF8(scalar, to: &buffer)
                shift += width - 1
                escapeOffsets.append(scalarCount)
                escapeShifts.append(shift)
                scalarCount += 1
                pos = escapeStart + width
            } else if b < 0x20 {
                if b == 0x0A || b == 0x0D {
                    throw error("unterminated string (a line break inside a JSON string must be written as \\n)", at: pos)
                }
                throw error("control character in string (\(hexScalar(UInt32(b)))); write it as an escape such as \\t or \\u0001", at: pos)
            } else if b < 0x80 {
                buffer.append(b)
                scalarCount += 1
                pos += 1
            } else {
                guard let (_, length) = decodeScalar(at: pos) else {
                    throw error("invalid UTF-8", at: pos)
                }
                buffer.append(contentsOf: bytes[pos..<(pos + length)])
                scalarCount += 1
                pos += length
            }
        }
        return JSONString(value: String(decoding: buffer, as: UTF8.self), location: quoteLoc,
                          scalarCount: scalarCount, escapeOffsets: escapeOffsets, escapeShifts: escapeShifts)
    }

    /// Parses the escape at `pos` (a backslash). Returns the scalar and the
    /// escape's width in bytes; does not move `pos`.
    mutating func parseEscape() throws(SyntaxError) -> (Unicode.Scalar, Int) {
        let start = pos
        guard start + 1 < bytes.count else {
            throw error("unterminated string", at: start)
        }
        let e = bytes[start + 1]
        switch e {
        case quoteByte: return ("\"", 2)
        case backslashByte: return ("\\", 2)
        case UInt8(ascii: "/"): return ("/", 2)
        case UInt8(ascii: "b"): return ("\u{08}", 2)
        case UInt8(ascii: "f"): return ("\u{0C}", 2)
        case UInt8(ascii: "n"): return ("\n", 2)
        case UInt8(ascii: "r"): return ("\r", 2)
        case UInt8(ascii: "t"): return ("\t", 2)
        case UInt8(ascii: "u"):
            guard let high = hex4(at: start + 2) else {
                throw error("invalid escape: '\\u' must be followed by four hexadecimal digits", at: start)
            }
            if high >= 0xDC00 && high <= 0xDFFF {
                throw error("invalid escape: unpaired surrogate '\\u\(hex4Text(high))'", at: start)
            }
            if high >= 0xD800 && high <= 0xDBFF {
                guard start + 7 < bytes.count, bytes[start + 6] == backslashByte,
                      bytes[start + 7] == UInt8(ascii: "u"),
                      let low = hex4(at: start + 8), low >= 0xDC00 && low <= 0xDFFF else {
                    throw error("invalid escape: unpaired surrogate '\\u\(hex4Text(high))'", at: start)
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return (Unicode.Scalar(value)!, 12)
            }
            return (Unicode.Scalar(high)!, 6)
        default:
            if e >= 0x21 && e < 0x7F {
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))'", at: start)
            }
            throw error("invalid escape", at: start)
        }
    }

    private func hex4(at p: Int) -> UInt32? {
        guard p + 4 <= bytes.count else { return nil }
        var v: UInt32 = 0
        for i in p..<(p + 4) {
            let b = bytes[i]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            v = v * 16 + UInt32(d)
        }
        return v
    }

    private func hex4Text(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// Decodes one well-formed UTF-8 scalar at `p` (rejecting overlong forms,
    /// surrogates and values above U+10FFFF). Returns nil when invalid.
    func decodeScalar(at p: Int) -> (Unicode.Scalar, Int)? {
        guard p < bytes.count else { return nil }
        let b0 = bytes[p]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        func cont(_ i: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> UInt32? {
            guard i < bytes.count, bytes[i] >= lo, bytes[i] <= hi else { return nil }
            return UInt32(bytes[i] & 0x3F)
        }
        var value: UInt32
        var length: Int
        switch b0 {
        case 0xC2...0xDF:
            guard let c1 = cont(p + 1) else { return nil }
            value = (UInt32(b0 & 0x1F) << 6) | c1
            length = 2
        case 0xE0...0xEF:
            let lo: UInt8 = b0 == 0xE0 ? 0xA0 : 0x80
            let hi: UInt8 = b0 == 0xED ? 0x9F : 0xBF
            guard let c1 = cont(p + 1, lo, hi), let c2 = cont(p + 2) else { return nil }
            value = (UInt32(b0 & 0x0F) << 12) | (c1 << 6) | c2
            length = 3
        case 0xF0...0xF4:
            let lo: UInt8 = b0 == 0xF0 ? 0x90 : 0x80
            let hi: UInt8 = b0 == 0xF4 ? 0x8F : 0xBF
            guard let c1 = cont(p + 1, lo, hi), let c2 = cont(p + 2), let c3 = cont(p + 3) else { return nil }
            value = (UInt32(b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
            length = 4
        default:
            return nil
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}

func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
    let v = scalar.value
    switch v {
    case 0..<0x80:
        buffer.append(UInt8(v))
    case 0x80..<0x800:
        buffer.append(UInt8(0xC0 | (v >> 6)))
        buffer.append(UInt8(0x80 | (v & 0x3F)))
    case 0x800..<0x10000:
        buffer.append(UInt8(0xE0 | (v >> 12)))
        buffer.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
        buffer.append(UInt8(0x80 | (v & 0x3F)))
    default:
        buffer.append(UInt8(0xF0 | (v >> 18)))
        buffer.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
        buffer.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
        buffer.append(UInt8(0x80 | (v & 0x3F)))
    }
}
