import Foundation
import LabCore
import Testing

/// A file with a marker "‸" just before the place an error must point at: the text without the
/// marker, and that place's line and column (columns count Unicode scalars, so an escape such
/// as \" in a JSON string is two columns, as in the file).
private func marked(_ text: String) -> (text: String, line: Int, column: Int) {
    guard let range = text.range(of: "‸") else { fatalError("no marker in \(text)") }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    let column = before[lineStart...].unicodeScalars.count + 1
    return (text.replacingCharacters(in: range, with: ""), line, column)
}

/// The error loading a scene (parsing and interpreting every gesture), if any.
private func sceneError(_ bytes: [UInt8], path: String = "bad.json") -> LabError? {
    do {
        _ = try LabScene(try SceneFile.parse(bytes, path: path))
        return nil
    } catch let error as LabError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

private func eventError(_ bytes: [UInt8], path: String = "bad.jsonl") -> LabError? {
    do {
        _ = try EventFile.parse(bytes, path: path)
        return nil
    } catch let error as LabError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

/// A one-shape scene whose single gesture entry is `gesture` (as it appears in the file: JSON
/// escapes included), which may carry the marker.
private func sceneWithGesture(_ gesture: String) -> String {
    #"{"version": 1, "shapes": [{"id": "a", "kind": "circle", "center": [50, 50], "size": [40, 40], "gestures": [""# + gesture + #""]}]}"#
}

@Suite("Bad scene and event files: exact messages and positions")
struct BadInputTests {
    /// (what, file with marker, message)
    static let badScenes: [(String, String, String)] = [
        ("malformed JSON",
         #"{"version": 1, "shapes": [‸}"#,
         "unexpected character '}'; expected a JSON value"),
        ("malformed JSON on a later line",
         "{\n  \"version\": 1,\n  \"shapes\": [\n    {\"id\": \"a\",‸, \"kind\": \"circle\"}\n  ]\n}",
         "unexpected character ','; expected a string key"),
        ("unknown top-level key",
         #"{"version": 1, "shapes": [], ‸"colour": "red"}"#,
         "unknown key 'colour' in the scene (known keys: background, description, shapes, size, title, version)"),
        ("unknown shape key",
         #"{"version": 1, "shapes": [{"id": "a", "kind": "circle", "center": [1, 2], "size": [3, 4], ‸"colour": "red"}]}"#,
         "unknown key 'colour' in a shape (known keys: asset, center, children, color, coordinateSpace, cornerRadius, fontSize, gestures, id, kind, label, rotation, scale, size, text, transformable)"),
        ("unknown kind",
         #"{"version": 1, "shapes": [{"id": "a", "kind": ‸"star", "center": [1, 2], "size": [3, 4]}]}"#,
         "unknown kind 'star' (known kinds: circle, ellipse, rectangle, roundedRectangle, capsule, text, image)"),
        ("wrong type",
         #"{"version": 1, "shapes": [{"id": "a", "kind": "circle", "center": ‸"x", "size": [3, 4]}]}"#,
         "center must be an array of two numbers, like [400, 300]"),
        ("duplicate id",
         #"{"version": 1, "shapes": [{"id": "a", "kind": "circle", "center": [1, 2], "size": [3, 4]}, {"id": ‸"a", "kind": "circle", "center": [1, 2], "size": [3, 4]}]}"#,
         "duplicate shape id 'a'"),
        ("duplicate id in a child",
         "{\"version\": 1, \"shapes\": [{\"id\": \"a\", \"kind\": \"circle\", \"center\": [1, 2], \"size\": [3, 4],\n  \"children\": [{\"id\": ‸\"a\", \"kind\": \"circle\", \"center\": [1, 2], \"size\": [3, 4]}]}]}",
         "duplicate shape id 'a'"),
        ("unknown gesture",
         sceneWithGesture(".gesture(‸SwipeGesture())"),
         "unknown gesture 'SwipeGesture' (supported: TapGesture, SpatialTapGesture, LongPressGesture, DragGesture, MagnifyGesture, MagnificationGesture, RotateGesture, RotationGesture, SpatialEventGesture)"),
        ("unknown gesture modifier",
         sceneWithGesture(#".gesture(TapGesture().‸onDoubleTap { print(\"x\") })"#),
         "unknown gesture modifier '.onDoubleTap' (supported: .sequenced, .simultaneously, .exclusively, .onChanged, .onEnded, .onStarted, .onCancelled, .modifiers)"),
        ("updating, which needs @GestureState",
         sceneWithGesture(#".gesture(DragGesture().‸updating($offset) { value, state, _ in print(\"x\") })"#),
         ".updating needs a @GestureState property, which scene files do not have; use .onChanged"),
        ("unknown argument label",
         sceneWithGesture(".gesture(TapGesture(‸taps: 2))"),
         "TapGesture has no argument 'taps:' (it takes count:)"),
        ("argument out of order",
         sceneWithGesture(".gesture(DragGesture(coordinateSpace: .global, ‸minimumDistance: 5))"),
         "argument 'minimumDistance' is out of order or repeated in DragGesture(minimumDistance:, coordinateSpace:)"),
        ("unknown view modifier",
         sceneWithGesture(#"‸.onHover { print(\"x\") }"#),
         "unknown view modifier '.onHover' (supported: .gesture, .highPriorityGesture, .simultaneousGesture, .onTapGesture, .onLongPressGesture, .onLongTouchGesture)"),
        ("bad mask",
         sceneWithGesture(".gesture(TapGesture(), including: ‸.everything)"),
         "expected a gesture mask (.all, .gesture, .subviews or .none), found '.everything'"),
        ("negative duration",
         sceneWithGesture(".gesture(LongPressGesture(minimumDuration: ‸-1))"),
         "minimumDuration must not be negative, got -1"),
        ("count 0",
         sceneWithGesture(".gesture(TapGesture(count: ‸0))"),
         "count must be between 1 and 100, got 0"),
        ("onChanged on TapGesture, whose Value is not Equatable",
         sceneWithGesture(#".gesture(TapGesture().‸onChanged { _ in print(\"x\") })"#),
         "TapGesture has no .onChanged: its Value is not Equatable (SwiftUI rejects it too)"),
        ("print of an unknown member",
         sceneWithGesture(#".gesture(DragGesture().onEnded { value in print(\"\\(value.‸speed)\") })"#),
         "value 'value' has no member 'speed' that a scene can print"),
        ("print of an unknown name",
         sceneWithGesture(#".gesture(DragGesture().onEnded { value in print(\"\\(‸speed)\") })"#),
         "cannot find 'speed' in scope (the closure's parameter is 'value')"),
        ("a call other than print in a closure",
         sceneWithGesture(".gesture(TapGesture().onEnded { ‸isPressed.toggle() })"),
         "closures in scene files can only print(…), found 'isPressed.toggle()'"),
        ("an assignment in a closure",
         sceneWithGesture(".gesture(DragGesture().onEnded { value in isDragging ‸= false })"),
         "assignment is not supported in scene gestures: '='"),
        ("a Swift syntax error after escaped quotes and a tab escape",
         sceneWithGesture(#".gesture(TapGesture(count: 2).onEnded { print(\"a\tb\") ‸)"#),
         "expected '}' to close the closure opened at 1:147"),
        ("a Swift syntax error on the second line of a file",
         "{\"version\": 1, \"shapes\": [\n{\"id\": \"a\", \"kind\": \"circle\", \"center\": [50, 50], \"size\": [40, 40], \"gestures\": [\".gesture(TapGesture(count: \\\"2\\\" ‸3))\"]}]}",
         "expected ',' or ')' in the argument list opened at 2:102, found '3'"),
        ("a number where a string is needed",
         #"{"version": 1, "shapes": [{"id": ‸7, "kind": "circle", "center": [1, 2], "size": [3, 4]}]}"#,
         "id must be a string, not a number"),
        ("a missing version",
         #"‸{"shapes": []}"#,
         "the scene needs \"version\": 1"),
        ("an empty file",
         "‸",
         "empty file"),
    ]

    @Test("a bad scene file is an error with its exact message, line and column", arguments: badScenes.indices)
    func badScene(index: Int) throws {
        let (what, markedText, message) = Self.badScenes[index]
        let (text, line, column) = marked(markedText)
        let error = try #require(sceneError(Array(text.utf8)), "\(what): no error")
        #expect(error.description == "bad.json:\(line):\(column): error: \(message)", "\(what)")
    }

    @Test("the syntax error's column counts the JSON escapes before it")
    func syntaxErrorColumnCountsEscapes() throws {
        // `\"` is two columns in the file but one character of Swift; the `{` is at column 147.
        let text = sceneWithGesture(#".gesture(TapGesture(count: 2).onEnded { print(\"a\tb\") )"#)
        let scalars = Array(text.unicodeScalars)
        #expect(scalars[146] == "{")
        let error = try #require(sceneError(Array(text.utf8)))
        #expect(error.location.line == 1 && error.location.column == 165)
        #expect(scalars[164] == ")")
    }

    @Test("binary garbage is an error at 1:1, never a crash")
    func binaryGarbage() throws {
        let nul = try #require(sceneError([0x00, 0x01, 0x02, 0xFF, 0xFE]))
        #expect(nul.description == "bad.json:1:1: error: unexpected character U+0000; expected a JSON value")
        let png = try #require(sceneError([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]))
        #expect(png.description == "bad.json:1:1: error: invalid UTF-8")
        // Every byte value, in a fixed pseudo-random order: an error, quickly.
        var state: UInt32 = 12345
        let noise = (0..<4096).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        #expect(sceneError(noise) != nil)
        #expect(eventError(noise) != nil)
    }

    @Test("a huge file (5 MB of spaces, then '{') is an error within a few seconds, never a hang")
    func hugeFile() throws {
        let start = ContinuousClock.now
        let spaces = [UInt8](repeating: 0x20, count: 5_000_000) + [UInt8(ascii: "{")]
        let error = try #require(sceneError(spaces))
        #expect(error.description == "bad.json:1:5000002: error: unexpected end of file; expected '}' to close the object opened at 1:5000001")
        // An event file's line may hold 1 MiB: the line limit speaks before the JSON reader.
        let events = try #require(eventError(spaces))
        #expect(events.location == .init(line: 1, column: 1) && events.message.hasPrefix("this line is longer than 1 MiB"))
        // A million opening brackets: refused at the nesting limit.
        let deep = try #require(sceneError([UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)))
        #expect(deep.description == "bad.json:1:65: error: nesting deeper than 64 levels")
        #expect(ContinuousClock.now - start < .seconds(8))
    }

    @Test("a file that cannot be read is an error naming it")
    func missingFile() throws {
        #expect(throws: LabError.self) { try SceneFile.load("/nonexistent/scene.json") }
        do {
            _ = try EventFile.load("/nonexistent/events.jsonl")
        } catch {
            #expect(error.description == "/nonexistent/events.jsonl:1:1: error: no such file")
        }
    }

    // MARK: Event files

    static let badEvents: [(String, String, String)] = [
        ("malformed line",
         "{\"t\": 0, \"type\": \"touchDown\", \"id\": 1, \"x\": 1, \"y\": 2}\n{\"t\": 0.1, \"type\": \"touchUp\", \"id\": 1, \"x\": 1 ‸\"y\": 2}",
         "unexpected character '\"'; expected ',' or '}' after an object member"),
        ("unknown type",
         "{\"t\": 0, \"type\": \"touchDown\", \"id\": 1, \"x\": 1, \"y\": 2}\n{\"t\": 0.1, \"type\": ‸\"swipe\", \"id\": 1}",
         "unknown event type \"swipe\" (known types: touchDown, touchMove, touchUp, touchCancel, mouseDown, mouseMove, mouseUp, restDown, restMove, restUp, idle, cancelAll, mark)"),
        ("unknown key",
         "# a comment\n\n{\"t\": 0, \"type\": \"touchDown\", \"id\": 1, \"x\": 1, \"y\": 2, ‸\"pressure\": 0.5}",
         "unknown key 'pressure' for a touchDown event (known keys: id, modifiers, t, type, x, y)"),
        ("time going backwards",
         "{\"t\": 0.5, \"type\": \"touchDown\", \"id\": 1, \"x\": 1, \"y\": 2}\n{\"t\": ‸0.25, \"type\": \"touchUp\", \"id\": 1, \"x\": 1, \"y\": 2}",
         "time goes backwards: t=0.25 after t=0.5"),
        ("missing x",
         "# comment\n\n‸{\"t\": 0, \"type\": \"touchDown\", \"id\": 1, \"y\": 2}",
         "a touchDown event needs \"x\""),
        ("missing y",
         "{\"t\": 0, \"type\": \"touchDown\", \"id\": 1, \"x\": 1, \"y\": 2}\n‸{\"t\": 0.1, \"type\": \"touchMove\", \"id\": 1, \"x\": 1}",
         "a touchMove event needs \"y\""),
        ("x that is not a number",
         "{\"t\": 0, \"type\": \"touchDown\", \"id\": 1, \"x\": ‸\"1\", \"y\": 2}",
         "x must be a number, found \"1\""),
        ("negative time",
         "{\"t\": ‸-1, \"type\": \"idle\"}",
         "t must be a number of seconds from 0, found -1"),
        ("a line that is not an object",
         "‸[1, 2]",
         "each line must be a JSON object, not an array"),
    ]

    @Test("a bad event file is an error with its exact message, line and column", arguments: badEvents.indices)
    func badEventFile(index: Int) throws {
        let (what, markedText, message) = Self.badEvents[index]
        let (text, line, column) = marked(markedText)
        let error = try #require(eventError(Array(text.utf8)), "\(what): no error")
        #expect(error.description == "bad.jsonl:\(line):\(column): error: \(message)", "\(what)")
    }

    @Test("a move for a finger that is not down is a warning, and the rest replays cleanly")
    func moveForAFingerNotDown() throws {
        let text = [Build.move(0, 200, 200, id: 4), Build.down(0.1, 200, 200), Build.up(0.15, 200, 200)].joined(separator: "\n")
        let file = try EventFile.parse(Array(text.utf8), path: "events.jsonl")
        #expect(file.warnings.map(\.description) == ["events.jsonl:1:1: warning: touchMove for touch 4, which is not down; ignored"])
        #expect(file.items.count == 2)
        let lab = try LabScene(try SceneFile.parse(Array(Build.scene([#".onTapGesture { print("tapped") }"#]).utf8), path: "scene.json"))
        let log = Fixture.run(lab, file, tickHz: 120, fps: nil, until: nil)
        #expect(Fixture.prints(log) == [Printed(0.15, "view", "tapped")])
        #expect(!log.contains { $0.contains("\"warning\"") })
    }

    @Test("an up for a finger that is not down and a second down for the same finger are warnings too")
    func otherFingerMistakes() throws {
        let text = [Build.up(0, 1, 1, id: 2), Build.down(0.1, 1, 1), Build.down(0.2, 1, 1), Build.up(0.3, 1, 1)].joined(separator: "\n")
        let file = try EventFile.parse(Array(text.utf8), path: "e.jsonl")
        #expect(file.warnings.map(\.description) == [
            "e.jsonl:1:1: warning: touchUp for touch 2, which is not down; ignored",
            "e.jsonl:3:1: warning: touch 1 is already down; ignored",
        ])
    }
}

@Suite("Errors in file order")
struct FileOrderTests {
    @Test("a gesture that cannot be interpreted is reported before a later shape's structural error")
    func gestureErrorFirst() throws {
        let scene = """
            {"version": 1, "size": [400, 300], "shapes": [
              {"id": "a", "kind": "circle", "center": [100, 100], "size": [50, 50], "gestures": [".gesture(FlingGesture())"]},
              {"id": "b", "kind": "blob", "center": [200, 100], "size": [50, 50]}
            ]}
            """
        do {
            _ = try LabScene(SceneFile.parse(Array(scene.utf8), path: "order.json"))
            Issue.record("the scene loaded")
        } catch {
            #expect(error.location.line == 2, "\(error)")
            #expect(error.message.contains("FlingGesture"), "\(error)")
        }
    }
}
