import Testing
import GestureKit
import LabCore

/// The lab's one stepping loop: fixed steps, input in order, the same log however it is driven.
@Suite("Simulation")
struct LabSimulationTests {
    static let scene = Build.scene([
        ".gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onEnded { _ in print(\"moved\") })",
        ".onTapGesture { print(\"tap\") }",
    ])

    static func lab() throws -> LabScene {
        try LabScene(try SceneFile.parse(Array(scene.utf8), path: "scene.json"))
    }

    static var input: [EventFile.Item] { [
        .touch(TouchEvent(time: 0.1, phase: .began, id: 1, location: CGPoint(x: 200, y: 200))),
        .touch(TouchEvent(time: 0.15, phase: .ended, id: 1, location: CGPoint(x: 200, y: 200))),
        .touch(TouchEvent(time: 1.0, phase: .began, id: 1, location: CGPoint(x: 200, y: 200))),
        .touch(TouchEvent(time: 1.7, phase: .moved, id: 1, location: CGPoint(x: 260, y: 200))),
        .touch(TouchEvent(time: 1.9, phase: .ended, id: 1, location: CGPoint(x: 260, y: 200))),
    ] }

    @Test("one step at a time, or idle steps skipped, the simulation writes the same log")
    func skippingChangesNothing() throws {
        let stepped = LabSimulation(lab: try Self.lab(), tickHz: 120)
        for item in Self.input { stepped.enqueue(item) }
        while stepped.time + stepped.stepDuration <= GestureTime(seconds: 2.5)! { stepped.step() }
        stepped.finish(at: GestureTime(seconds: 2.5)!)

        let skipping = LabSimulation(lab: try Self.lab(), tickHz: 120)
        for item in Self.input { skipping.enqueue(item) }
        skipping.run(until: GestureTime(seconds: 2.5)!)
        skipping.finish(at: GestureTime(seconds: 2.5)!)

        #expect(skipping.runtime.lines == stepped.runtime.lines)
        #expect(skipping.runtime.lines.contains { $0.contains(#""text": "moved""#) })
        #expect(skipping.runtime.lines.last?.contains(#""view": {"center": [260, 200]"#) == true)
    }

    @Test("run(until:) stops at the last whole step at or before the target")
    func wholeSteps() throws {
        let simulation = LabSimulation(lab: try Self.lab(), tickHz: 100)
        simulation.run(until: GestureTime(seconds: 0.345)!)
        #expect(simulation.time == GestureTime(seconds: 0.34)!)
        #expect(simulation.runtime.engine.now == GestureTime(seconds: 0.34)!)
        simulation.run(until: GestureTime(seconds: 0.3)!)   // the past: nothing happens
        #expect(simulation.time == GestureTime(seconds: 0.34)!)
    }

    @Test("input that arrives out of order is delivered in order, at the later time")
    func inputKeepsOrder() throws {
        let simulation = LabSimulation(lab: try Self.lab(), tickHz: 60)
        var delivered: [String] = []
        simulation.observeDeliveries { delivered.append(EventRecorder.line($0)) }
        simulation.enqueue(Self.input[0])
        simulation.enqueue(.touch(TouchEvent(time: 0.05, phase: .ended, id: 1, location: CGPoint(x: 200, y: 200))))
        simulation.run(until: GestureTime(seconds: 0.5)!)
        #expect(delivered == [
            #"{"t": 0.1, "type": "touchDown", "id": 1, "x": 200, "y": 200}"#,
            #"{"t": 0.1, "type": "touchUp", "id": 1, "x": 200, "y": 200}"#,
        ])
    }

    @Test("a live session ends one second after its last input, and its recording ends with an idle")
    func liveFinish() throws {
        let simulation = LabSimulation(lab: try Self.lab(), tickHz: 120)
        var delivered: [EventFile.Item] = []
        simulation.observeDeliveries { delivered.append($0) }
        simulation.enqueue(Self.input[0])
        simulation.enqueue(Self.input[1])
        simulation.run(until: GestureTime(seconds: 0.12)!)
        let end = simulation.finish()
        #expect(end == GestureTime(seconds: 1.15)!)
        #expect(delivered.count == 3)
        if case .idle(let time) = delivered.last { #expect(time == GestureTime(seconds: 0.15)!) } else { Issue.record("no idle at the end") }
        #expect(simulation.runtime.lines.last?.hasPrefix(#"{"t": 1.15, "type": "final""#) == true)
    }

    @Test("a replayed frame shows the state after the steps up to its time")
    func framesShowTheirMoment() throws {
        let events = try EventFile.parse(Array(Self.input.map(EventRecorder.line).joined(separator: "\n").utf8), path: "e.jsonl")
        var options = Replay.Options()
        options.fps = 10
        options.tickHz = 100
        let replay = Replay(lab: try Self.lab(), events: events, options: options)
        var touchesAt: [Double: Int] = [:]
        replay.run(frame: { time in touchesAt[(time.seconds * 10).rounded() / 10] = replay.engine.touchesDown })
        #expect(touchesAt[0.0] == 0 && touchesAt[0.1] == 1 && touchesAt[0.2] == 0)
        #expect(touchesAt[1.0] == 1 && touchesAt[1.8] == 1 && touchesAt[1.9] == 0)
        #expect(touchesAt.count == 30, "frames from 0 to the end, 2.9 s, every 0.1 s")
    }
}
