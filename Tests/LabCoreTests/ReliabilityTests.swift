import Foundation
import Testing
import GestureKit
@testable import LabCore

/// Issue 10's reproducers: every bad file is one error line, every log line is JSON, time never
/// wraps, and every scene the validator accepts replays and renders (the renderer's side is in
/// LabAppTests' extreme-scene tests).
@Suite("Reliability: limits, one-line errors, JSON logs, time", .serialized)
struct ReliabilityTests {
    /// Runs `replay` on a scene (and an empty event file unless given) and returns the result.
    static func replay(scene: String, events: String = "", extra: [String] = []) throws -> CLI.Result {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = Fixture.write(scene, to: folder.appendingPathComponent("scene.json"))
        let eventsPath = Fixture.write(events, to: folder.appendingPathComponent("events.jsonl"))
        return try CLI.run(["replay", scenePath, "--input", eventsPath] + extra)
    }

    static func shapeScene(_ shape: String) -> String {
        #"{"version":1,"size":[800,600],"shapes":[\#(shape)]}"#
    }

    @Test("values past the honest limits are refused with one error line saying the limit", arguments: [
        (#"{"id":"a","kind":"circle","center":[400,300],"size":[1e16,1e16]}"#, "size must be at most 1000000 points each way"),
        (#"{"id":"a","kind":"text","center":[400,300],"size":[100,100],"text":"x","scale":1e17}"#, "scale must be between 0.001 and 1000"),
        (#"{"id":"a","kind":"circle","center":[400,-1e10],"size":[10,10]}"#, "center must be within 100000000 points of the origin"),
        (#"{"id":"a","kind":"circle","center":[1e303,0],"size":[10,10]}"#, "center must be within 100000000 points of the origin"),
        (#"{"id":"a","kind":"circle","center":[1,1],"size":[10,10],"scale":1e-200}"#, "scale must be between 0.001 and 1000"),
        (#"{"id":"a","kind":"circle","center":[1,1],"size":[10,10],"rotation":1e300}"#, "rotation must be within 3600000 degrees either way"),
        (#"{"id":"a","kind":"circle","center":[1,1],"size":[10,10],"label":"\#(String(repeating: "x", count: 1001))"}"#, "label must be at most 1000 characters long"),
    ])
    func limits(shape: String, message: String) throws {
        let result = try Self.replay(scene: Self.shapeScene(shape))
        #expect(result.status == 2)
        #expect(CLI.isOneErrorLine(result.stderr))
        #expect(result.stderr.contains("error: \(message)"), "\(result.stderr)")
    }

    @Test("an id holding a newline or a carriage return is echoed escaped, on one line")
    func controlCharactersEscaped() throws {
        let shape = #"{"id":"a\nb\rc","kind":"circle","center":[1,1],"size":[1,1]}"#
        let result = try Self.replay(scene: Self.shapeScene(shape + "," + shape))
        #expect(result.status == 2 && CLI.isOneErrorLine(result.stderr))
        #expect(result.stderr.contains(#"duplicate shape id 'a\nb\rc'"#))
    }

    @Test("a huge value in a bad file makes a short error line")
    func longValuesShortened() throws {
        let huge = String(repeating: "k", count: 2_000_000)
        let result = try Self.replay(scene: #"{"version":1,"size":[800,600],"shapes":[],"\#(huge)":1}"#)
        #expect(result.status == 2 && CLI.isOneErrorLine(result.stderr))
        #expect(result.stderr.count < 1_000)
        #expect(result.stderr.contains("…"))
    }

    @Test("one line whatever the text: control characters escaped, long text cut in the middle")
    func oneLine() {
        #expect(OneLine.text("a\nb\r\tc\u{1B}d\u{2028}") == #"a\nb\r\tc\u{1B}d\u{2028}"#)
        let long = OneLine.text(String(repeating: "a", count: 10_000) + "END")
        #expect(long.count <= OneLine.maximumLength + 1 && long.hasSuffix("END") && long.contains("…"))
        // Escapes are kept whole at the cut, and short text that grows long when escaped is cut too.
        let escapes = OneLine.text(String(repeating: "\u{1B}", count: 300))
        #expect(escapes.unicodeScalars.count <= OneLine.maximumLength)
        #expect(escapes.hasSuffix(#"\u{1B}"#) && escapes.contains(#"\u{1B}…\u{1B}"#))
    }

    @Test("every log number is JSON: huge as an exponent, tiny kept, infinities as null")
    func jsonNumbers() throws {
        #expect(ReplayLog.number(1e303) == "1e+303")
        #expect(ReplayLog.number(1e-200) == "1e-200")
        #expect(ReplayLog.number(.infinity) == "null" && ReplayLog.number(-.infinity) == "null" && ReplayLog.number(.nan) == "null")
        #expect(ReplayLog.number(0.25) == "0.25" && ReplayLog.number(400) == "400" && ReplayLog.number(-0.0) == "0")
        let line = ReplayLog.final(time: .zero, shapes: [("a", CGPoint(x: 1e303, y: .infinity), 1e-200, 3)])
        let object = try #require(Fixture.json(line))
        #expect(object["type"] as? String == "final")
    }

    @Test("an event time past the limit is one error line; --until too")
    func timeLimits() throws {
        let scene = Self.shapeScene(#"{"id":"a","kind":"circle","center":[400,300],"size":[100,100]}"#)
        let late = try Self.replay(scene: scene, events: #"{"t": 9100000000, "type": "touchDown", "id": 1, "x": 400, "y": 300}"#)
        #expect(late.status == 2 && CLI.isOneErrorLine(late.stderr) && late.stderr.contains("t must be at most 9000000 seconds"))
        let until = try Self.replay(scene: scene, extra: ["--until", "9100000"])
        #expect(until.status == 2 && CLI.isOneErrorLine(until.stderr))
    }

    @Test("a long press far longer than any replay is refused in a scene, and never fires at once")
    func durationLimit() throws {
        let scene = Self.shapeScene(#"{"id":"a","kind":"circle","center":[400,300],"size":[100,100],"gestures":[".onLongPressGesture(minimumDuration: 5e9) { print(\"long\") }"]}"#)
        let result = try Self.replay(scene: scene)
        #expect(result.status == 2 && result.stderr.contains("minimumDuration must be at most 9000000 seconds"))
        // Within the limit, at the latest time allowed: the deadline lies past every replay.
        let near = Self.shapeScene(#"{"id":"a","kind":"circle","center":[400,300],"size":[100,100],"gestures":[".onLongPressGesture(minimumDuration: 8000000) { print(\"long\") }"]}"#)
        let log = try Self.replay(scene: near, events: #"{"t": 8999999, "type": "touchDown", "id": 1, "x": 400, "y": 300}"#)
        #expect(log.status == 0)
        #expect(!log.stdout.contains(#""text": "long""#))
        for line in log.stdout.split(separator: "\n") { #expect(Fixture.json(String(line)) != nil, "\(line)") }
    }

    @Test("shapes nested past the limit are refused by the shape check, not the JSON reader")
    func nesting() throws {
        var shape = #"{"id":"s0","kind":"rectangle","center":[10,10],"size":[10,10]}"#
        for level in 1...25 {
            shape = #"{"id":"s\#(level)","kind":"rectangle","center":[10,10],"size":[10,10],"children":[\#(shape)]}"#
        }
        let result = try Self.replay(scene: Self.shapeScene(shape))
        #expect(result.status == 2 && result.stderr.contains("shapes nest deeper than 24 levels"))
    }

    @Test("an asset resolves only inside the scene's folder or Assets, and a missing one is an error at its place", arguments: [
        "../../../../etc/passwd", "/etc/passwd", "no-such-image.png", "outside.png", "", "images",
    ])
    func assetsStayInside(asset: String) throws {
        let folder = Fixture.temporaryDirectory(), elsewhere = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: elsewhere) }
        // A symlink in the scene's folder that points out of it, at a file that exists.
        let outside = Fixture.write("not an image", to: elsewhere.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("outside.png").path, withDestinationPath: outside)
        let scene = Self.shapeScene(#"{"id":"a","kind":"image","center":[1,1],"size":[10,10],"asset":"\#(asset)"}"#)
        let path = Fixture.write(scene, to: folder.appendingPathComponent("scene.json"))
        #expect(throws: LabError.self) { try SceneFile.load(path) }
        do { _ = try SceneFile.load(path) } catch {
            #expect(error.location.column > 60, "the error points at the asset: \(error)")
            #expect(error.message.contains("asset"))
        }
    }

    @Test("an image beside the scene file is found there, and the built-in images in Assets")
    func assetsFound() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try #require(Assets.path("images/landscape.bmp"))
        try FileManager.default.copyItem(atPath: image, toPath: folder.appendingPathComponent("mine.bmp").path)
        let scene = Self.shapeScene(#"{"id":"a","kind":"image","center":[1,1],"size":[10,10],"asset":"mine.bmp"},"#
            + #"{"id":"b","kind":"image","center":[1,1],"size":[10,10],"asset":"images/landscape.bmp"}"#)
        let file = try SceneFile.load(Fixture.write(scene, to: folder.appendingPathComponent("scene.json")))
        #expect(file.shapes[0].assetPath?.hasSuffix("/mine.bmp") == true)
        #expect(file.shapes[1].assetPath?.hasSuffix("Assets/images/landscape.bmp") == true)
    }

    @Test("an event file with warnings before its error is still one error line")
    func warningsThenError() throws {
        let scene = Self.shapeScene(#"{"id":"a","kind":"circle","center":[400,300],"size":[100,100]}"#)
        let events = #"{"t": 0, "type": "touchUp", "id": 1, "x": 1, "y": 1}"# + "\n" + #"{"t": 1, "type": "touchDown", "id": 1, "x": 1e300, "y": 1}"#
        let result = try Self.replay(scene: scene, events: events)
        #expect(result.status == 2 && CLI.isOneErrorLine(result.stderr), "\(result.stderr)")
    }
}
