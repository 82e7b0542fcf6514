import Testing
import LabSyntax

private func loc(_ line: Int, _ column: Int) -> LabSyntax.SourceLocation {
    LabSyntax.SourceLocation(line: line, column: column)
}

private func parse(_ source: String) throws(SyntaxError) -> Expr {
    try SwiftSubset.parseExpression(source)
}

private func parseError(_ source: String) -> SyntaxError? {
    do {
        _ = try SwiftSubset.parseExpression(source)
        return nil
    } catch {
        return error
    }
}

/// The scene file from the project brief, gesture strings exactly as users write them.
private let sceneFile = #"""
{
  "gestures": [
    ".gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onEnded { _ in print(\"moved\") })",
    ".onLongPressGesture(minimumDuration: 1, maximumDistance: 20) { print(\"long\") } onPressingChanged: { p in print(\"pressing \\(p)\") }",
    ".simultaneousGesture(RotateGesture(minimumAngleDelta: .degrees(5)).modifiers([.shift, .command]), including: .subviews)",
    ".onTapGesture(count: 2, coordinateSpace: .named(\"board\")) { location in print(\"at \\(location)\") }"
  ]
}
"""#

private func sceneGestures() throws -> [JSONString] {
    let root = try JSON.parse(sceneFile)
    let gestures = try #require(root["gestures"]?.array)
    return try gestures.map { try #require($0.string) }
}

/// Parses a one-gesture scene file and returns the error of its gesture string.
private func errorInScene(_ gestureLine: String) throws -> SyntaxError? {
    let file = "{\n  \"gestures\": [\n    \(gestureLine)\n  ]\n}\n"
    let root = try JSON.parse(file)
    let string = try #require(root["gestures"]?.array?.first?.string)
    do {
        _ = try SwiftSubset.parseModifier(string)
        return nil
    } catch {
        return error
    }
}

@Suite("Gesture modifier parsing")
struct ModifierParserTests {
    @Test("the sequenced long-press example parses to its normalised form")
    func example1() throws {
        let e = try SwiftSubset.parseModifier(try sceneGestures()[0])
        #expect(e.description == #".gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onEnded { _ in print("moved") })"#)
    }

    @Test("the long-press example with a labelled trailing closure parses to its normalised form")
    func example2() throws {
        let e = try SwiftSubset.parseModifier(try sceneGestures()[1])
        #expect(e.description == #".onLongPressGesture(minimumDuration: 1, maximumDistance: 20) { print("long") } onPressingChanged: { p in print("pressing \(p)") }"#)
        guard case .call(let callee, let arguments, let trailing, _) = e else {
            Issue.record("expected a call, got \(e)")
            return
        }
        #expect(callee == .implicitMember("onLongPressGesture", loc(4, 6)))
        #expect(arguments.map(\.label) == ["minimumDuration", "maximumDistance"])
        #expect(arguments.map { $0.value.description } == ["1", "20"])
        if case .number(let n, _) = arguments[0].value { #expect(n.intValue == 1) }
        #expect(trailing.count == 2)
        #expect(trailing[0].label == nil)
        #expect(trailing[0].closure.parameters == nil)
        #expect(trailing[1].label == "onPressingChanged")
        #expect(trailing[1].closure.parameters == ["p"])
        #expect(trailing[1].closure.body.count == 1)
    }

    @Test("the simultaneous rotate example parses to its normalised form")
    func example3() throws {
        let e = try SwiftSubset.parseModifier(try sceneGestures()[2])
        #expect(e.description == ".simultaneousGesture(RotateGesture(minimumAngleDelta: .degrees(5)).modifiers([.shift, .command]), including: .subviews)")
    }

    @Test("the double-tap example parses to its normalised form with file locations")
    func example4() throws {
        let e = try SwiftSubset.parseModifier(try sceneGestures()[3])
        #expect(e.description == #".onTapGesture(count: 2, coordinateSpace: .named("board")) { location in print("at \(location)") }"#)
        guard case .call(let callee, let arguments, let trailing, let callLocation) = e else {
            Issue.record("expected a call, got \(e)")
            return
        }
        // Line 6 of the file: 4 spaces, the quote at column 5, '.' at 6.
        #expect(callee.location == loc(6, 6))
        #expect(callLocation == loc(6, 19))
        #expect(e.startLocation == loc(6, 6))
        #expect(arguments.map(\.labelLocation) == [loc(6, 20), loc(6, 30)])
        guard case .call(let named, let namedArguments, _, _) = arguments[1].value else {
            Issue.record("expected .named(...)")
            return
        }
        #expect(named == .implicitMember("named", loc(6, 47)))
        // "board" starts at the escaped quote \" (columns 54-55).
        #expect(namedArguments[0].value.location == loc(6, 54))
        #expect(namedArguments[0].value.plainString == "board")
        let closure = trailing[0].closure
        #expect(closure.location == loc(6, 66))
        #expect(closure.parameters == ["location"])
        #expect(closure.parameterLocations == [loc(6, 68)])
        guard case .call(let printCallee, let printArguments, _, _) = closure.body[0],
              case .string(let literal, let literalLocation) = printArguments[0].value else {
            Issue.record("expected print(\"...\")")
            return
        }
        #expect(printCallee == .identifier("print", loc(6, 80)))
        #expect(literalLocation == loc(6, 86))
        #expect(literal.segments.count == 2)
        #expect(literal.segments[0] == .text("at "))
        // \\( is three file columns (91-93) for two scalars, so `location` is at 94.
        #expect(literal.segments[1] == .interpolation(.identifier("location", loc(6, 94))))
    }

    @Test("normalised descriptions parse back to themselves")
    func roundTrip() throws {
        for gesture in try sceneGestures() {
            let description = try SwiftSubset.parseModifier(gesture).description
            #expect(try parse(description).description == description)
        }
    }

    @Test("an error inside a modifier string reports the file line and column")
    func errorInFile() throws {
        // Line 3: quote at 5, '.' at 6 ... `print(` 32-37, \"tap\" 38-44, ')' 45, '+' 47.
        let error = try errorInScene(#"".onTapGesture(count: 2) { print(\"tap\") + 1 }""#)
        #expect(error?.location == loc(3, 47))
        #expect(error?.formatted(file: "scene.json")
            == "scene.json:3:47: error: operators are not supported in scene gestures: '+'")
    }

    @Test("an escaped quote shifts the column of an error inside a gesture string")
    func escapedQuoteShift() throws {
        let plain = try errorInScene(#"".a(b) + 1""#)
        #expect(plain?.location == loc(3, 12))
        // Decoded `.a("b") + 1` has '+' at offset 8, which would be column 14 if
        // escapes were ignored; each \" is two columns in the file, so it is 16.
        let escaped = try errorInScene(#"".a(\"b\") + 1""#)
        #expect(escaped?.message == "operators are not supported in scene gestures: '+'")
        #expect(escaped?.location == loc(3, 16))
        // A \u escape is six columns for one character.
        let pilcrow = try errorInScene(#""\u00b6.a(b)""#)
        #expect(pilcrow?.message == "unexpected character '¶'")
        #expect(pilcrow?.location == loc(3, 6))
        let identifier = try errorInScene(#""\u00e9 + 1""#)
        #expect(identifier?.location == loc(3, 13))
    }

    @Test("a missing parenthesis names where the argument list was opened, in file coordinates")
    func missingParenthesis() throws {
        let error = try errorInScene(#"".gesture(DragGesture()""#)
        #expect(error?.message == "expected ')' to close the argument list opened at 3:14")
        // Reported at the closing quote of the JSON string.
        #expect(error?.location == loc(3, 28))
    }

    @Test("an empty gesture string is reported at its closing quote")
    func emptyGesture() throws {
        let error = try errorInScene(#""""#)
        #expect(error?.message == "expected an expression, found an empty string")
        #expect(error?.location == loc(3, 6))
    }

    @Test("an escaped line break in a gesture string moves no file line")
    func escapedNewline() throws {
        // Decoded: ".a()\n  .b(x y)" -> the error is at 'y', still on file line 3.
        let error = try errorInScene(#"".a()\n  .b(x y)""#)
        #expect(error?.message == "expected ',' or ')' in the argument list opened at 3:16, found 'y'")
        #expect(error?.location == loc(3, 19))
    }

    @Test("trailing closures with labels parse")
    func labelledTrailingClosures() throws {
        let e = try parse(#"Button { print("a") } label: { Text("b") }.padding()"#)
        #expect(e.description == #"Button { print("a") } label: { Text("b") }.padding()"#)
        guard case .call(.member(let base, "padding", _), [], [], _) = e,
              case .call(.identifier("Button", _), [], let trailing, let location) = base else {
            Issue.record("unexpected shape \(e)")
            return
        }
        #expect(location == loc(1, 8))
        #expect(trailing.map(\.label) == [nil, "label"])
        #expect(trailing[1].labelLocation == loc(1, 23))
        #expect(trailing[1].location == loc(1, 30))
        let multiline = try parse("""
        .onLongPressGesture {
            print("done")
        }
        onPressingChanged: { pressing in
            print(pressing)
        }
        """)
        #expect(multiline.description == #".onLongPressGesture { print("done") } onPressingChanged: { pressing in print(pressing) }"#)
    }

    @Test("a trailing closure after empty parentheses prints without them")
    func emptyParentheses() throws {
        #expect(try parse("f() { }").description == "f {}")
        #expect(try parse("f()").description == "f()")
        #expect(try parse("f(x) {} g: {}").description == "f(x) {} g: {}")
    }

    @Test("closure signatures in every accepted spelling")
    func closureSignatures() throws {
        #expect(try parse("{ a, b in f(a) }").description == "{ a, b in f(a) }")
        #expect(try parse("{ (a, b) in }").description == "{ a, b in }")
        #expect(try parse("{ () in g() }").description == "{ () in g() }")
        #expect(try parse("{ _ in }").description == "{ _ in }")
        #expect(try parse("{}").description == "{}")
        #expect(try parse("{ print($0); print($1) }").description == "{ print($0); print($1) }")
        #expect(try parse("{ `default` in `default` }").description == "{ default in default }")
        guard case .closure(let c, _) = try parse("{ (first, _) in }") else {
            Issue.record("expected a closure")
            return
        }
        #expect(c.parameters == ["first", "_"])
        #expect(c.parameterLocations == [loc(1, 4), loc(1, 11)])
        guard case .closure(let none, _) = try parse("{ f() }") else { return }
        #expect(none.parameters == nil)
    }

    @Test("comments and newlines are allowed wherever Swift allows them")
    func commentsAndNewlines() throws {
        let e = try parse("""
        .gesture(
            DragGesture(minimumDistance: 10) // start after 10 points
                .onChanged { value in
                    print(value.translation)
                    print("x"); print("y")
                }
                /* block /* nested */ comment */
                .onEnded { _ in },
            including: .all,   // trailing comma
        )
        """)
        #expect(e.description == #".gesture(DragGesture(minimumDistance: 10).onChanged { value in print(value.translation); print("x"); print("y") }.onEnded { _ in }, including: .all)"#)
        guard case .call(_, let arguments, _, _) = e else { return }
        #expect(arguments[0].value.startLocation == loc(2, 5))
        #expect(arguments[1].labelLocation == loc(9, 5))
    }

    @Test("a parenthesis on a new line does not continue a call")
    func newlineBeforeParenthesis() throws {
        #expect(try parse("{ f\n(x) }").description == "{ f; x }")
        #expect(try parse("{ f\n.g }").description == "{ f.g }")
    }

    @Test("number literals keep text and value")
    func numberLiterals() throws {
        let e = try parse("f(-3.5, 1_000, 2e3, 0xFF, -0b101, 1.5E-2, 0o17, 12)")
        guard case .call(_, let arguments, _, _) = e else { return }
        let numbers: [NumberLiteral] = arguments.compactMap {
            if case .number(let n, _) = $0.value { return n } else { return nil }
        }
        #expect(numbers.map(\.text) == ["-3.5", "1_000", "2e3", "0xFF", "-0b101", "1.5E-2", "0o17", "12"])
        #expect(numbers.map(\.double) == [-3.5, 1000, 2000, 255, -5, 0.015, 15, 12])
        #expect(numbers.map(\.intValue) == [nil, 1000, nil, 255, -5, nil, 15, 12])
        #expect(numbers.map(\.isInteger) == [false, true, false, true, true, false, true, true])
        #expect(e.description == "f(-3.5, 1_000, 2e3, 0xFF, -0b101, 1.5E-2, 0o17, 12)")
        #expect(try parse(".offset(x: -3, y:-4)").description == ".offset(x: -3, y: -4)")
    }

    @Test("string literals decode escapes and nest interpolations")
    func stringLiterals() throws {
        let e = try parse(#"print("a\tb \("x\(1)") \u{1F600} \\ \"q\"\0")"#)
        #expect(e.description == #"print("a\tb \("x\(1)") 😀 \\ \"q\"\0")"#)
        guard case .call(_, let arguments, _, _) = e, case .string(let s, _) = arguments[0].value else { return }
        #expect(s.segments.count == 3)
        #expect(s.segments[0] == .text("a\tb "))
        #expect(s.segments[2] == .text(" 😀 \\ \"q\"\0"))
        #expect(s.plainText == nil)
        #expect(try parse(#""""#).plainString == "")
        #expect(try parse(#""(not interpolated)""#).plainString == "(not interpolated)")
    }

    @Test("a member is located at its name and an implicit member at its dot")
    func memberLocations() throws {
        let e = try parse("DragGesture()\n    .onEnded { _ in }")
        guard case .call(.member(let base, "onEnded", let nameLocation), [], let trailing, let callLocation) = e else {
            Issue.record("unexpected shape \(e)")
            return
        }
        #expect(nameLocation == loc(2, 6))
        #expect(callLocation == loc(2, 14))
        #expect(trailing[0].location == loc(2, 14))
        #expect(base.location == loc(1, 12))
        #expect(e.startLocation == loc(1, 1))
        #expect(try parse("  .local").location == loc(1, 3))
    }

    @Test("arrays, parentheses and implicit members")
    func arraysAndParentheses() throws {
        #expect(try parse("[]").description == "[]")
        #expect(try parse("[.shift, .command,]").description == "[.shift, .command]")
        #expect(try parse("((a)).b").description == "a.b")
        #expect(try parse(".init(x: .zero)").description == ".init(x: .zero)")
        #expect(try parse("a.default.self").description == "a.default.self")
        #expect(try parse("f(true, false, nil)").description == "f(true, false, nil)")
    }

    struct BadSource: CustomTestStringConvertible, Sendable {
        var source: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { source }
        init(_ source: String, _ line: Int, _ column: Int, _ message: String) {
            self.source = source
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let badSources: [BadSource] = [
        .init(".offset(x: a + b)", 1, 14, "operators are not supported in scene gestures: '+'"),
        .init(".onEnded { a == b }", 1, 14, "operators are not supported in scene gestures: '=='"),
        .init(".onEnded { x?.y }", 1, 13, "operators are not supported in scene gestures: '?'"),
        .init("a = 1", 1, 3, "assignment is not supported in scene gestures: '='"),
        .init("-x", 1, 1, "operators are not supported in scene gestures: '-'"),
        .init("f(0..<5)", 1, 4, "operators are not supported in scene gestures: '..<'"),
        .init(".onEnded { let x = 1 }", 1, 12, "'let' is not supported in scene gestures: only calls, member accesses, literals and closures are allowed"),
        .init(".onEnded { if x { f() } }", 1, 12, "'if' is not supported in scene gestures: only calls, member accesses, literals and closures are allowed"),
        .init(".onEnded { return }", 1, 12, "'return' is not supported in scene gestures: a closure body is a list of expressions"),
        .init(".onEnded { in }", 1, 12, "'in' can only follow the parameters at the start of a closure, as in '{ value in ... }'"),
        .init("_", 1, 1, "'_' can only be used as a closure parameter, as in '{ _ in ... }'"),
        .init(".gesture(DragGesture()", 1, 23, "expected ')' to close the argument list opened at 1:9"),
        .init(".gesture(DragGesture() TapGesture())", 1, 24, "expected ',' or ')' in the argument list opened at 1:9, found 'TapGesture'"),
        .init(".gesture(DragGesture()]", 1, 23, "expected ')' to close the argument list opened at 1:9"),
        .init("[a, b", 1, 6, "expected ']' to close the array opened at 1:1"),
        .init("[a b]", 1, 4, "expected ',' or ']' in the array opened at 1:1, found 'b'"),
        .init("(a", 1, 3, "expected ')' to close the parenthesis opened at 1:1"),
        .init(".onEnded { a() b() }", 1, 16, "consecutive statements on a line must be separated by ';' (found 'b')"),
        .init(".onEnded { print(\"x\")", 1, 22, "expected '}' to close the closure opened at 1:10"),
        .init(".onEnded { print(\"x\") )", 1, 23, "expected '}' to close the closure opened at 1:10"),
        .init(".named(\"board)", 1, 8, "unterminated string literal"),
        .init("f(\"a\nb\")", 1, 3, "unterminated string literal"),
        .init("\"\\(a", 1, 1, "unterminated string literal"),
        .init("print(\"\\q\")", 1, 8, "invalid escape sequence '\\q' in string literal"),
        .init("print(\"\\u{110000}\")", 1, 8, "invalid Unicode scalar \\u{110000}"),
        .init("print(\"\\u{}\")", 1, 8, "a \\u{...} escape needs 1 to 8 hexadecimal digits and a closing '}'"),
        .init("\"\\(a, b)\"", 1, 5, "expected ')' to close the interpolation opened at 1:2, found ','"),
        .init("\"\\()\"", 1, 4, "expected an expression inside the interpolation '\\()'"),
        .init("#selector(f)", 1, 1, "'#selector' is not supported in scene gestures"),
        .init("@State", 1, 1, "attributes ('@') are not supported in scene gestures"),
        .init("f(x: \\.foo)", 1, 6, "key paths ('\\') are not supported in scene gestures"),
        .init("f('a')", 1, 3, "single-quoted strings are not valid Swift; use double quotes"),
        .init("f([a: b])", 1, 5, "dictionary literals are not supported in scene gestures"),
        .init("f([:])", 1, 4, "dictionary literals are not supported in scene gestures"),
        .init("x[0]", 1, 2, "subscripts are not supported in scene gestures"),
        .init("f((a, b))", 1, 5, "tuples are not supported in scene gestures"),
        .init("f((x: 1))", 1, 4, "tuples are not supported in scene gestures"),
        .init("f(())", 1, 4, "expected an expression inside '()'"),
        .init("a.0", 1, 3, "tuple element access is not supported in scene gestures"),
        .init(".scale(.5)", 1, 8, "'.5' is not a valid number literal; write '0.5'"),
        .init("a.", 1, 3, "expected a member name after '.', found the end of the string"),
        .init("f(x: )", 1, 6, "expected a value after the argument label 'x:'"),
        .init("f(a: 1,, b: 2)", 1, 8, "expected an expression, found ','"),
        .init("f(x: 5abc)", 1, 7, "'a' is not a valid digit in a number literal"),
        .init("f(1e)", 1, 3, "expected a digit in the exponent of the number literal"),
        .init("f(0x)", 1, 3, "expected a digit after '0x'"),
        .init("print(\"\"\"x\"\"\")", 1, 7, "multi-line string literals (\"\"\") are not supported in scene gestures"),
        .init("", 1, 1, "expected an expression, found an empty string"),
        .init("   // only a comment", 1, 21, "expected an expression, found an empty string"),
        .init("/* unterminated", 1, 1, "unterminated '/*' comment"),
        .init("f() g()", 1, 5, "found 'g' after the end of the expression; a gesture string holds exactly one expression"),
        .init("f())", 1, 4, "found ')' after the end of the expression; a gesture string holds exactly one expression"),
        .init("f() \"x\"", 1, 5, "found a string literal after the end of the expression; a gesture string holds exactly one expression"),
        .init(".onEnded { x -> Void in }", 1, 14, "operators are not supported in scene gestures: '->'"),
        .init("{ a, in }", 1, 4, "consecutive statements on a line must be separated by ';' (found ',')"),
        .init("{ (a: Int) in }", 1, 5, "closure parameter types are not supported in scene gestures; write '(a, b) in'"),
        .init("f(x:\n  1,\n  y ~ 2)", 3, 5, "operators are not supported in scene gestures: '~'"),
        .init("f(\u{A0}x)", 1, 3, "unexpected character U+00A0"),
        .init("$", 1, 1, "unexpected character '$'"),
        .init("`x", 1, 1, "expected an identifier between backticks"),
    ]

    @Test("unsupported Swift is reported with a clear message at the exact place", arguments: badSources)
    func badSource(_ bad: BadSource) {
        let error = parseError(bad.source)
        #expect(error?.message == bad.message)
        #expect(error?.location == loc(bad.line, bad.column))
    }

    @Test("plain-string locations can start anywhere in a file")
    func startingLocation() {
        do {
            _ = try SwiftSubset.parseExpression("f(a\n +b)", startingAt: loc(7, 20))
            Issue.record("expected an error")
        } catch {
            #expect(error.location == loc(8, 2))
        }
        do {
            _ = try SwiftSubset.parseExpression("f(a +b)", startingAt: loc(7, 20))
            Issue.record("expected an error")
        } catch {
            #expect(error.location == loc(7, 24))
        }
    }
}

@Suite("Finding #Preview in a Swift file")
struct PreviewScanTests {
    @Test("top-level #Preview macros with their lines and literal names; those in comments and strings are not")
    func previews() {
        let source = """
            import SwiftUI
            // #Preview { Old() }
            let text = "#Preview"
            #Preview { ContentView() }
            #Preview("Dark mode", traits: .sizeThatFitsLayout) {
                ContentView()
            }
            struct Card: View {
                var body: some View { Text("#Preview") }
            }
            """
        let found = SwiftDeclarations.previews(in: source)
        #expect(found.map(\.location.line) == [4, 5])
        #expect(found.map(\.name) == [nil, "Dark mode"])
        #expect(SwiftDeclarations.types(in: source).map(\.name) == ["Card"])
    }

    @Test("a preview's entry symbol is made of its module, its file's name and its line")
    func symbol() {
        #expect(SwiftDeclarations.previewSymbol(module: "MyApp", fileName: "Card View.swift", line: 42)
            == "gesture_lab_preview_MyApp_Card_View_swift_42")
    }
}

@Suite("Finding the asset symbols a Swift file uses")
struct ImageResourceScanTests {
    @Test("Image(.name), UIImage(resource: .name) and Image(uiImage: .name) give names, once each; a name the file declares is left out")
    func names() {
        let source = """
            Image(.spot1).resizable()
            Image( .icon )
            Image(uiImage: UIImage(resource: .photo))
            Image(uiImage: .logo).resizable()
            Image(.spot1)
            Image("plain")
            Image(systemName: "star")
            extension ImageResource { static let own = ImageResource(name: "own", bundle: .main) }
            Image(.own)
            """
        #expect(SwiftDeclarations.imageResourceNames(in: source) == ["spot1", "icon", "photo", "logo"])
    }
}
