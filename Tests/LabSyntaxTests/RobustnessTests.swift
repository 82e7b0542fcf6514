import Testing
import LabSyntax
#if canImport(Glibc)
import Glibc
#endif

private func loc(_ line: Int, _ column: Int) -> LabSyntax.SourceLocation {
    LabSyntax.SourceLocation(line: line, column: column)
}

private func parseError(_ source: String) -> SyntaxError? {
    do {
        _ = try SwiftSubset.parseExpression(source)
        return nil
    } catch {
        return error
    }
}

@Suite("Parser limits and robustness")
struct RobustnessTests {
    @Test("calls nested 10,000 deep are an error, not a crash")
    func deepCalls() {
        // Each "f(" is two columns; the 33rd '(' is at column 66.
        let error = parseError(String(repeating: "f(", count: 10_000))
        #expect(error == SyntaxError("nesting deeper than 32 levels", at: loc(1, 66)))
    }

    @Test("arrays, closures and parentheses nested 10,000 deep are errors, not crashes")
    func deepBrackets() {
        for opener in ["[", "{", "(", "{ x in "] {
            let error = parseError(String(repeating: opener, count: 10_000))
            #expect(error?.message == "nesting deeper than 32 levels", "opener \(opener)")
        }
    }

    @Test("string interpolations nested 10,000 deep are an error, not a crash")
    func deepInterpolation() {
        // Each level is `"\(`, three columns; the 33rd `\(` is at column 98.
        let error = parseError(String(repeating: "\"\\(", count: 10_000))
        #expect(error == SyntaxError("nesting deeper than 32 levels", at: loc(1, 98)))
    }

    @Test("nesting exactly 32 levels deep is accepted")
    func maximumNesting() throws {
        #expect(SwiftSubset.maximumNesting == 32)
        let arrays = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(try SwiftSubset.parseExpression(arrays).description == arrays)
        let calls = String(repeating: "f(", count: 32) + String(repeating: ")", count: 32)
        #expect(try SwiftSubset.parseExpression(calls).description == calls)
    }

    @Test("a member chain 10,000 long is an error, not a crash")
    func longChain() throws {
        // The tree would be deeper than 128 at the 128th '.', column 1 + 2 * 127 + 1.
        let error = parseError("a" + String(repeating: ".b", count: 10_000))
        #expect(error == SyntaxError("expression nested deeper than 128 levels", at: loc(1, 256)))
        let ok = "a" + String(repeating: ".b()", count: 60)
        #expect(try SwiftSubset.parseExpression(ok).description == ok)
    }

    @Test("a long flat argument list parses")
    func wideInput() throws {
        let source = "f(" + (0..<20_000).map { "x\($0): \($0)" }.joined(separator: ", ") + ")"
        guard case .call(_, let arguments, _, _) = try SwiftSubset.parseExpression(source) else {
            Issue.record("expected a call")
            return
        }
        #expect(arguments.count == 20_000)
    }

    @Test("random gesture-like text never crashes the parser and successes round-trip")
    func fuzzModifiers() {
        var rng = SplitMix(seed: 42)
        let pieces = [
            "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", " ", "\n", "\"", "\\(", "\\", "in ", "_ ",
            "a", "b", "f", "label", "0", "1.5", "-2", "1_0", "e", "x", "+", "//c\n", "/*", "*/", "$0",
            "let ", "#", "'", "`", "é", "\u{A0}", "0x", "\\u{41}", "\\n",
        ]
        var successes = 0
        for _ in 0..<20_000 {
            var source = ""
            for _ in 0..<Int(rng.next() % 24) {
                source += pieces[Int(rng.next() % UInt64(pieces.count))]
            }
            do {
                let e = try SwiftSubset.parseExpression(source)
                successes += 1
                // The normalised form parses to the same normalised form.
                let again = try SwiftSubset.parseExpression(e.description)
                #expect(again.description == e.description, "source: \(source)")
            } catch {
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(!error.message.isEmpty)
            }
        }
        #expect(successes > 0)
    }

    @Test("mutated scene gestures report errors inside the file's gesture lines")
    func fuzzInFile() throws {
        var rng = SplitMix(seed: 7)
        let base = #".onLongPressGesture(minimumDuration: 1) { print(\"long \\(x)\") } onPressingChanged: { p in f(p, [.a, .b]) }"#
        let alphabet = Array(#"(){}[],:;. \"\\naxp_1+"#.unicodeScalars)
        for _ in 0..<3_000 {
            var scalars = Array(base.unicodeScalars)
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                let i = Int(rng.next() % UInt64(scalars.count))
                if rng.next() % 2 == 0 {
                    scalars.remove(at: i)
                } else {
                    scalars.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
                }
            }
            let line = "\"" + String(String.UnicodeScalarView(scalars)) + "\""
            let file = "{\n  \"g\": [\n    \(line)\n  ]\n}"
            guard let root = try? JSON.parse(file), let string = root["g"]?.array?.first?.string else { continue }
            let lineLength = line.unicodeScalars.count
            do {
                _ = try SwiftSubset.parseModifier(string)
            } catch {
                #expect(error.location.line == 3)
                #expect(error.location.column >= 5 && error.location.column <= 4 + lineLength, "\(line): \(error)")
            }
        }
    }

    #if canImport(Glibc)
    @Test("the deepest legal inputs parse and print on a thread with a 512 KB stack")
    func smallStack() {
        let ok = onThread(stackSize: 512 * 1024) {
            let limit = SwiftSubset.maximumNesting
            let sources = [
                String(repeating: "{ x in ", count: limit) + String(repeating: "}", count: limit),
                String(repeating: "\"\\(", count: limit) + "a" + String(repeating: ")\"", count: limit),
                String(repeating: "f(x: [", count: limit / 2) + String(repeating: "])", count: limit / 2),
                "a" + String(repeating: ".b", count: SwiftSubset.maximumExpressionDepth - 1),
            ]
            for source in sources {
                guard let e = try? SwiftSubset.parseExpression(source),
                      let again = try? SwiftSubset.parseExpression(e.description),
                      again == e || again.description == e.description else { return false }
                // One level more is an error, not a crash.
                if (try? SwiftSubset.parseExpression("{" + source + "}")) != nil && source.hasPrefix("{") { return false }
            }
            let json = String(repeating: "{\"a\":", count: JSON.maximumDepth) + "1" + String(repeating: "}", count: JSON.maximumDepth)
            guard let node = try? JSON.parse(json), node == (try? JSON.parse(json)) else { return false }
            _ = node.description
            return (try? JSON.parse("[" + json + "]")) == nil
        }
        #expect(ok)
    }
    #endif
}

#if canImport(Glibc)
/// Runs `body` on a new thread with the given stack size and returns its result.
private func onThread(stackSize: Int, _ body: @escaping () -> Bool) -> Bool {
    final class Box {
        let body: () -> Bool
        var result = false
        init(_ body: @escaping () -> Bool) { self.body = body }
    }
    let box = Box(body)
    var attr = pthread_attr_t()
    pthread_attr_init(&attr)
    defer { pthread_attr_destroy(&attr) }
    pthread_attr_setstacksize(&attr, stackSize)
    var thread = pthread_t()
    let started = pthread_create(&thread, &attr, { raw in
        let box = Unmanaged<Box>.fromOpaque(raw!).takeUnretainedValue()
        box.result = box.body()
        return nil
    }, Unmanaged.passUnretained(box).toOpaque())
    guard started == 0 else { return false }
    pthread_join(thread, nil)
    return withExtendedLifetime(box) { box.result }
}
#endif
