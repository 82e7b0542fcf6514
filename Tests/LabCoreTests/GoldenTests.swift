import Foundation
import LabCore
import Testing

/// Every built-in scene replayed on its recorded input, compared line for line with
/// Golden/NAME.log.jsonl. Regenerate after an intended change with
/// `GESTURE_LAB_UPDATE_GOLDEN=1 swift test --filter LabCoreTests.GoldenTests`, then read the diff.
@Suite("Built-in scenes and their golden logs")
struct GoldenTests {
    @Test("the built-in scenes are the ones the gallery and the tutorials name")
    func theBuiltInScenesAreAllThere() {
        let expected = ["double-before-single", "drag-pinch-rotate", "gallery", "long-press-drag", "long-press-rotate",
                        "nested-transforms", "press-feedback", "priorities-and-masks", "tap-orderings"]
        #expect(Fixture.builtInSceneNames == expected)
    }

    @Test("every built-in scene has a title, a one-line description and a recorded input",
          arguments: Fixture.builtInSceneNames)
    func everyBuiltInSceneIsComplete(name: String) throws {
        let file = try SceneFile.load(Fixture.scenePath(name))
        #expect(file.title?.isEmpty == false)
        let summary = try #require(file.summary)
        #expect(!summary.isEmpty && !summary.contains("\n"))
        #expect(FileManager.default.fileExists(atPath: Fixture.eventsPath(name)))
        for shape in file.allShapes where shape.kind != .text {
            #expect(shape.label?.isEmpty == false, "shape \(shape.id) of \(name) has no label")
            #expect(shape.color != nil, "shape \(shape.id) of \(name) has no colour")
        }
        let events = try EventFile.load(Fixture.eventsPath(name))
        #expect(events.warnings.isEmpty)
        #expect(!events.items.isEmpty)
    }

    @Test("every built-in scene replays to its golden log", arguments: Fixture.builtInSceneNames)
    func everyBuiltInSceneMatchesItsGolden(name: String) throws {
        let log = try Fixture.replay(scene: Fixture.scenePath(name), events: Fixture.eventsPath(name))
        let text = log.joined(separator: "\n") + "\n"
        let goldenName = name + ".log.jsonl"
        if Fixture.updatingGoldens {
            let path = (Fixture.sourceGoldenDirectory as NSString).appendingPathComponent(goldenName)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        let path = try #require(Fixture.bundledGolden(goldenName),
                                "Golden/\(goldenName) is missing; run with GESTURE_LAB_UPDATE_GOLDEN=1 to create it")
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        if golden != text {
            let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let logLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let common = min(goldenLines.count, logLines.count)
            let first = (0..<common).first { goldenLines[$0] != logLines[$0] } ?? common
            Issue.record("""
                \(name): the log differs from Golden/\(goldenName) at line \(first + 1)
                golden: \(first < goldenLines.count ? String(goldenLines[first]) : "(end)")
                now:    \(first < logLines.count ? String(logLines[first]) : "(end)")
                """)
        }
    }

    @Test("a built-in scene's log is byte-identical whatever the tick rate and frame rate",
          arguments: Fixture.builtInSceneNames)
    func logsDoNotDependOnTickOrFrameRate(name: String) throws {
        let reference = try Fixture.replay(scene: Fixture.scenePath(name), events: Fixture.eventsPath(name))
        for tickHz in [30, 120, 1000] {
            let log = try Fixture.replay(scene: Fixture.scenePath(name), events: Fixture.eventsPath(name), tickHz: tickHz)
            #expect(log == reference, "\(name) at --tick-hz \(tickHz)")
        }
        // Rendering frames steps through every tick instead of skipping the quiet ones.
        for (tickHz, fps) in [(30, 24.0), (120, 60.0), (240, 144.0)] {
            let log = try Fixture.replay(scene: Fixture.scenePath(name), events: Fixture.eventsPath(name),
                                         tickHz: tickHz, fps: fps)
            #expect(log == reference, "\(name) at --tick-hz \(tickHz) --fps \(fps)")
        }
    }
}
