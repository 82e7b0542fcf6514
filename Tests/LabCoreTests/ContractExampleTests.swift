import Foundation
import LabCore
import Testing

/// The contract's worked example (spec/examples/long-press-drag.*, copied into Golden/ as
/// contract-example.*): a long press, then a drag, on a circle.
@Suite("The contract's long-press-drag example")
struct ContractExampleTests {
    static let scene = Fixture.goldenInput("contract-example.json")
    static let events = Fixture.goldenInput("contract-example.events.jsonl")

    @Test("hold past 0.5 s then drag 60 points: one print line, dropped at 0.9, circle at [380, 240]")
    func theExamplePrintsDroppedOnceAndMovesTheCircle() throws {
        let log = try Fixture.replay(scene: Self.scene, events: Self.events)
        let printLines = log.filter { $0.contains("\"type\": \"print\"") }
        #expect(printLines == [#"{"t": 0.9, "type": "print", "shape": "circle", "text": "dropped"}"#])
        let final = try #require(Fixture.final(log, "circle"))
        #expect(final.center == [380, 240])
        #expect(final.rotation == 0 && final.scale == 1)
        #expect(log.last?.hasPrefix(#"{"t": 1.9, "type": "final""#) == true)
        // Every line is a JSON object with t and type.
        for line in log {
            let object = try #require(Fixture.json(line), "not JSON: \(line)")
            #expect(object["t"] is NSNumber && object["type"] is String, "\(line)")
        }
    }

    @Test("the phase lines name the attachment circle#0 and its nodes .first and .second")
    func thePhaseLinesFollowTheSequence() throws {
        let log = try Fixture.replay(scene: Self.scene, events: Self.events)
        let phases = log.compactMap(Fixture.json).filter { $0["type"] as? String == "phase" }
            .map { "\($0["t"]!) \($0["node"]!) \($0["phase"]!)" }
        #expect(phases == [
            "0 circle#0 possible", "0 circle#0.first possible", "0 circle#0.first active", "0 circle#0 active",
            "0.5 circle#0.first ended", "0.5 circle#0.second possible",
            "0.64 circle#0.second active",
            "0.9 circle#0.second ended", "0.9 circle#0 ended",
        ])
    }

    @Test("released before 0.5 s: nothing printed and the circle stays at [320, 240]")
    func releasedEarlyDoesNothing() throws {
        let sceneText = try String(contentsOfFile: Self.scene, encoding: .utf8)
        for release in [0.1, 0.3, 0.49] {
            let events = [Build.down(0, 320, 240, id: 7), Build.up(release, 320, 240, id: 7)].joined(separator: "\n")
            let log = try Fixture.replay(sceneText: sceneText, eventsText: events)
            #expect(Fixture.prints(log).isEmpty, "released at \(release)")
            #expect(Fixture.final(log, "circle")?.center == [320, 240])
        }
    }

    @Test("moved more than 10 points before 0.5 s: nothing printed and the circle stays at [320, 240]")
    func movedEarlyDoesNothing() throws {
        let sceneText = try String(contentsOfFile: Self.scene, encoding: .utf8)
        // 12 points right at 0.2 s, then the example's drag after 0.6 s.
        var lines = [Build.down(0, 320, 240, id: 7), Build.move(0.2, 332, 240, id: 7)]
        for i in 1...20 { lines.append(Build.move(0.6 + Double(i) / 100, 332 + 3 * Double(i), 240, id: 7)) }
        lines.append(Build.up(0.9, 392, 240, id: 7))
        let log = try Fixture.replay(sceneText: sceneText, eventsText: lines.joined(separator: "\n"))
        #expect(Fixture.prints(log).isEmpty)
        #expect(Fixture.final(log, "circle")?.center == [320, 240])
        #expect(log.contains { $0.contains(#""node": "circle#0.first", "phase": "failed""#) })
    }

    @Test("moving exactly 10 points before 0.5 s is still a long press")
    func tenPointsIsWithinTheLongPress() throws {
        let sceneText = try String(contentsOfFile: Self.scene, encoding: .utf8)
        var lines = [Build.down(0, 320, 240, id: 7), Build.move(0.2, 330, 240, id: 7)]
        for i in 1...20 { lines.append(Build.move(0.6 + Double(i) / 100, 330 + 3 * Double(i), 240, id: 7)) }
        lines.append(Build.up(0.9, 390, 240, id: 7))
        let log = try Fixture.replay(sceneText: sceneText, eventsText: lines.joined(separator: "\n"))
        #expect(Fixture.prints(log) == [Printed(0.9, "circle", "dropped")])
        #expect(Fixture.final(log, "circle")?.center == [390, 240])
    }

    @Test("while dragging, the circle follows the finger; the final line shows where it was dropped")
    func theCircleFollowsTheFingerLive() throws {
        let lab = try LabScene(path: Self.scene)
        let events = try EventFile.load(Self.events)
        var options = Replay.Options()
        options.until = nil
        let replay = Replay(lab: lab, events: events, options: options)
        var centers: [Double: Double] = [:]
        replay.run(frame: { time in
            let t = (time.seconds * 1000).rounded() / 1000
            if let x = lab.transforms().first?.center.x { centers[t] = Double(x) }
        })
        // Before the press is long enough, and after the drop: at rest.
        #expect(centers[0.5] == 320)
        #expect(centers[1.5] == 380)
        // Mid-drag (0.7 s: the finger is at 350), the circle is under the finger.
        let mid = try #require(centers.filter { abs($0.key - 0.7) < 0.02 }.min { $0.key < $1.key }?.value)
        #expect(mid > 320 && mid < 380)
    }
}
