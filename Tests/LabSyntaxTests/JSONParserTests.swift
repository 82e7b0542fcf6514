import Testing
import LabSyntax

/// Parses `text` and returns the error it must produce.
private func jsonError(_ text: String) -> SyntaxError? {
    jsonError(Array(text.utf8))
}

private func jsonError(_ bytes: [UInt8]) -> SyntaxError? {
    do {
        _ = try JSON.parse(bytes)
        return nil
    } catch {
        return error
    }
}

private func loc(_ line: Int, _ column: Int) -> LabSyntax.SourceLocation {
    LabSyntax.SourceLocation(line: line, column: column)
}

@Suite("JSON parsing")
struct JSONParserTests {
    @Test("a number at the top level keeps its text, value and location")
    func topLevelNumber() throws {
        let node = try JSON.parse("  42 ")
        #expect(node.location == loc(1, 3))
        let n = try #require(node.number)
        #expect(n.text == "42")
        #expect(n.double == 42)
        #expect(n.isInteger)
        #expect(n.intValue == 42)
    }

    @Test("numbers keep their literal text alongside their value")
    func numbers() throws {
        let node = try JSON.parse("[-0.5e+2, 0, -0, 12, 2.0, 1E3, 0.25, 9007199254740993, 1e400]")
        let items = try #require(node.array).map { $0.number! }
        #expect(items.map(\.text) == ["-0.5e+2", "0", "-0", "12", "2.0", "1E3", "0.25", "9007199254740993", "1e400"])
        #expect(items[0].double == -50)
        #expect(items[0].isInteger == false)
        #expect(items[3].intValue == 12)
        #expect(items[4].isInteger == false)
        #expect(items[4].intValue == 2)
        #expect(items[5].intValue == 1000)
        #expect(items[6].intValue == nil)
        #expect(items[7].intValue == 9_007_199_254_740_993)
        #expect(items[8].double == .infinity)
        #expect(items[8].intValue == nil)
    }

    @Test("objects keep members in file order with key and value locations")
    func objectOrder() throws {
        let text = """
        {
          "b": 1,
          "a": [true, null],
          "c": {"d": "e"}
        }
        """
        let node = try JSON.parse(text)
        #expect(node.location == loc(1, 1))
        let object = try #require(node.object)
        #expect(object.keys == ["b", "a", "c"])
        let a = try #require(object.member("a"))
        #expect(a.keyLocation == loc(3, 3))
        #expect(a.value.location == loc(3, 8))
        let items = try #require(a.value.array)
        #expect(items.map(\.location) == [loc(3, 9), loc(3, 15)])
        #expect(items[0].boolValue == true)
        #expect(items[1].isNull)
        #expect(node["c"]?["d"]?.stringValue == "e")
        #expect(node["c"]?["d"]?.location == loc(4, 14))
        #expect(node["missing"] == nil)
        #expect(node.description == #"{"b":1,"a":[true,null],"c":{"d":"e"}}"#)
    }

    @Test("a key after a duplicate key is reported at the second key")
    func duplicateKey() {
        let error = jsonError("{\"x\": 1,\n  \"y\": 2,\n  \"x\": 3}")
        #expect(error?.location == loc(3, 3))
        #expect(error?.message == "duplicate key 'x' (first used at 1:2)")
    }

    @Test("errors format as FILE:LINE:COLUMN: error: MESSAGE")
    func formatting() {
        let error = SyntaxError("unexpected end of file", at: loc(3, 7))
        #expect(error.description == "3:7: error: unexpected end of file")
        #expect(error.formatted(file: "scenes/a.json") == "scenes/a.json:3:7: error: unexpected end of file")
    }

    @Test("a string maps escapes, surrogate pairs and the closing quote to file columns")
    func stringOffsets() throws {
        // Columns: quote 1, a 2, \u00e9 3-8, b 9, \ud83d\ude00 10-21, \" 22-23, c 24, closing quote 25.
        let node = try JSON.parse(#""a\u00e9b\ud83d\ude00\"c""#)
        let s = try #require(node.string)
        #expect(s.value == "aéb😀\"c")
        #expect(s.scalarCount == 6)
        let columns = (0...6).map { s.location(ofScalarOffset: $0).column }
        #expect(columns == [2, 3, 9, 10, 22, 24, 25])
        #expect(s.endLocation == loc(1, 25))
        #expect(s.location(ofScalarOffset: -5) == loc(1, 2))
        #expect(s.location(ofScalarOffset: 99) == loc(1, 25))
    }

    @Test("a non-ASCII character takes one column")
    func unicodeColumns() {
        // { 1, " 2, é 3, " 4, : 5, space 6, x 7
        let error = jsonError("{\"é\": x}")
        #expect(error?.location == loc(1, 7))
        #expect(error?.message == "unexpected 'x'; strings must be in double quotes")
    }

    @Test("CRLF and lone CR each count as one line break")
    func lineBreaks() {
        #expect(jsonError("[\r\n1,\r\n\r\n x]")?.location == loc(4, 2))
        #expect(jsonError("[\r1,\r\r x]")?.location == loc(4, 2))
        #expect(jsonError("[\n1,\n\n x]")?.location == loc(4, 2))
    }

    @Test("a leading byte-order mark is skipped and takes no column")
    func byteOrderMark() throws {
        let error = jsonError([0xEF, 0xBB, 0xBF] + Array("[1, x]".utf8))
        #expect(error?.location == loc(1, 5))
        let node = try JSON.parse([0xEF, 0xBB, 0xBF] + Array("[true]".utf8))
        #expect(node.location == loc(1, 1))
    }

    @Test("binary garbage is reported as invalid UTF-8 at its first byte")
    func binaryGarbage() {
        let error = jsonError([0xFF, 0xFE, 0x00, 0x41])
        #expect(error?.message == "invalid UTF-8")
        #expect(error?.location == loc(1, 1))
        // Inside a string, after other text: [ 1, " 2, o 3, k 4, " 5, , 6, " 7, a 8, b 9, bad byte 10.
        let inString = jsonError(Array("[\"ok\",\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8))
        #expect(inString?.message == "invalid UTF-8")
        #expect(inString?.location == loc(1, 10))
        // Overlong encodings and encoded surrogates are invalid too.
        #expect(jsonError([0x22, 0xC0, 0xAF, 0x22])?.message == "invalid UTF-8")
        #expect(jsonError([0x22, 0xED, 0xA0, 0x80, 0x22])?.message == "invalid UTF-8")
        #expect(jsonError([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22])?.message == "invalid UTF-8")
        // A valid multi-byte character outside a string is just unexpected.
        #expect(jsonError("é")?.message == "unexpected character 'é'; expected a JSON value")
    }

    @Test("an empty or blank file is reported as an empty file")
    func emptyFile() {
        #expect(jsonError("") == SyntaxError("empty file", at: loc(1, 1)))
        #expect(jsonError(" \n\t\r\n") == SyntaxError("empty file", at: loc(1, 1)))
        #expect(jsonError([0xEF, 0xBB, 0xBF]) == SyntaxError("empty file", at: loc(1, 1)))
    }

    @Test("nesting 10,000 arrays deep is an error, not a crash")
    func deepArrays() {
        let error = jsonError(String(repeating: "[", count: 10_000))
        #expect(error == SyntaxError("nesting deeper than 64 levels", at: loc(1, 65)))
        let objects = jsonError(String(repeating: "{\"a\":", count: 10_000))
        #expect(objects?.message == "nesting deeper than 64 levels")
    }

    @Test("nesting exactly 64 levels deep is accepted")
    func maximumDepth() throws {
        let text = String(repeating: "[", count: 64) + "1" + String(repeating: "]", count: 64)
        var node = try JSON.parse(text)
        var depth = 0
        while let items = node.array {
            depth += 1
            node = items[0]
        }
        #expect(depth == 64)
        #expect(node.location == loc(1, 65))
    }

    @Test("a large document parses")
    func largeDocument() throws {
        let count = 100_000
        let text = "[" + (0..<count).map { "{\"k\": \($0)}" }.joined(separator: ",\n") + "]"
        let node = try JSON.parse(text)
        let items = try #require(node.array)
        #expect(items.count == count)
        #expect(items[count - 1].location == loc(count, 1))
        let long = String(repeating: "ab\\\"", count: 200_000)
        let s = try #require(try JSON.parse("\"" + long + "\"").string)
        #expect(s.scalarCount == 600_000)
        #expect(s.location(ofScalarOffset: 599_999) == loc(1, 1 + 800_000 - 1))
    }

    struct BadDocument: CustomTestStringConvertible, Sendable {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { text }
    }

    static let badDocuments: [BadDocument] = [
        .init(text: "{\"a\" 1}", line: 1, column: 6, message: "unexpected character '1'; expected ':' after the key 'a'"),
        .init(text: "[1,]", line: 1, column: 3, message: "trailing comma is not allowed in JSON"),
        .init(text: "{\"a\": 1,\n}", line: 1, column: 8, message: "trailing comma is not allowed in JSON"),
        .init(text: "[1 2]", line: 1, column: 4, message: "unexpected character '2'; expected ',' or ']' after an array element"),
        .init(text: "{\"a\": 1 \"b\": 2}", line: 1, column: 9, message: "unexpected character '\"'; expected ',' or '}' after an object member"),
        .init(text: "  \"abc", line: 1, column: 3, message: "unterminated string"),
        .init(text: "[\"ab\ncd\"]", line: 1, column: 5, message: "unterminated string (a line break inside a JSON string must be written as \\n)"),
        .init(text: "\"a\\qb\"", line: 1, column: 3, message: "invalid escape '\\q'"),
        .init(text: "\"a\\u12G4\"", line: 1, column: 3, message: "invalid escape: '\\u' must be followed by four hexadecimal digits"),
        .init(text: "\"\\ud83d\"", line: 1, column: 2, message: "invalid escape: unpaired surrogate '\\uD83D'"),
        .init(text: "\"\\ude00\"", line: 1, column: 2, message: "invalid escape: unpaired surrogate '\\uDE00'"),
        .init(text: "\"a\tb\"", line: 1, column: 3, message: "control character in string (U+0009); write it as an escape such as \\t or \\u0001"),
        .init(text: "{\"a\": 1} x", line: 1, column: 10, message: "trailing characters after JSON value"),
        .init(text: "1 2", line: 1, column: 3, message: "trailing characters after JSON value"),
        .init(text: "[1, 2", line: 1, column: 6, message: "unexpected end of file; expected ']' to close the array opened at 1:1"),
        .init(text: "{\n  \"a\": [1,\n", line: 3, column: 1, message: "unexpected end of file; expected ']' to close the array opened at 2:8"),
        .init(text: "{\"a\": ", line: 1, column: 7, message: "unexpected end of file; expected a JSON value"),
        .init(text: "{\"a\": 1", line: 1, column: 8, message: "unexpected end of file; expected '}' to close the object opened at 1:1"),
        .init(text: "{\"a\"", line: 1, column: 5, message: "unexpected end of file; expected ':' after the key 'a'"),
        .init(text: "{\"a\": tru}", line: 1, column: 7, message: "unexpected 'tru'; did you mean 'true'?"),
        .init(text: "[nulll]", line: 1, column: 2, message: "unexpected 'nulll'; did you mean 'null'?"),
        .init(text: "[hello]", line: 1, column: 2, message: "unexpected 'hello'; strings must be in double quotes"),
        .init(text: "[True]", line: 1, column: 2, message: "unexpected 'True'; JSON literals are lower-case: true, false, null"),
        .init(text: "[NaN]", line: 1, column: 2, message: "unexpected 'NaN'; JSON has no NaN; use a finite number"),
        .init(text: "// c\n{}", line: 1, column: 1, message: "unexpected character '/' (comments are not allowed in JSON)"),
        .init(text: "['a']", line: 1, column: 2, message: "unexpected character ''' (JSON strings use double quotes)"),
        .init(text: "[01]", line: 1, column: 2, message: "invalid number: leading zeros are not allowed"),
        .init(text: "[-]", line: 1, column: 2, message: "invalid number"),
        .init(text: "[.5]", line: 1, column: 2, message: "invalid number"),
        .init(text: "[+1]", line: 1, column: 2, message: "invalid number"),
        .init(text: "[1.]", line: 1, column: 2, message: "invalid number: expected a digit after '.'"),
        .init(text: "[1e]", line: 1, column: 2, message: "invalid number: expected a digit in the exponent"),
        .init(text: "{a: 1}", line: 1, column: 2, message: "object keys must be strings in double quotes"),
        .init(text: "{1: 1}", line: 1, column: 2, message: "unexpected character '1'; expected a string key"),
        .init(text: "[\u{1}]", line: 1, column: 2, message: "unexpected character U+0001; expected a JSON value"),
        .init(text: "\t\t[\n\t}", line: 2, column: 2, message: "unexpected character '}'; expected a JSON value"),
    ]

    @Test("malformed documents report a clear message at the exact place", arguments: badDocuments)
    func badDocument(_ doc: BadDocument) {
        let error = jsonError(doc.text)
        #expect(error?.message == doc.message)
        #expect(error?.location == loc(doc.line, doc.column))
    }

    @Test("random bytes and mutated documents never crash the parser")
    func fuzz() {
        var rng = SplitMix(seed: 0x5EED)
        let seed = Array("""
        {"scene": [1, -2.5e3, true, null, {"g": ".onTapGesture { print(\\"a\\u00e9\\") }"}], "é": "\\ud83d\\ude00"}
        """.utf8)
        for round in 0..<3_000 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<Int(rng.next() % 64)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            } else {
                bytes = seed
                for _ in 0..<(1 + Int(rng.next() % 4)) {
                    let i = Int(rng.next() % UInt64(bytes.count))
                    switch rng.next() % 3 {
                    case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                    case 1: bytes.remove(at: i)
                    default:
                        let inserts = Array("{}[]\",:\\ue0".utf8)
                        bytes.insert(inserts[Int(rng.next() % UInt64(inserts.count))], at: i)
                    }
                    if bytes.isEmpty { break }
                }
            }
            do {
                let node = try JSON.parse(bytes)
                _ = node.description
            } catch {
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(!error.message.isEmpty)
            }
        }
    }
}

/// A small deterministic random generator for fuzz tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
