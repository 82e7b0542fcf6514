import Foundation
import Testing
import GestureKit
import LabCore
import LabTestSupport
@testable import LabApp
@testable import LabWindow

/// A scene with one draggable square and a tap target, written as a user would.
func labScene(_ gestures: String = #"".gesture(DragGesture().onEnded { v in print(\"moved \\(v.translation.width)\") })""#) throws -> LabScene {
    let json = """
    {"version": 1, "size": [400, 300], "shapes": [
      {"id": "box", "kind": "rectangle", "center": [200, 150], "size": [100, 100], "gestures": [\(gestures)]}
    ]}
    """
    return try LabScene(SceneFile.parse(Array(json.utf8), path: "test.json"))
}

func at(_ seconds: Double) -> GestureTime { GestureTime(seconds: seconds)! }

/// A hidden window feeding the real input layer into a simulation, each event `spacing`
/// seconds after the previous one.
final class WindowRig {
    let window: Window
    let mapper = InputMapper()
    let simulation: LabSimulation
    let spacing: Double
    var time = 0.0

    init(_ lab: LabScene, spacing: Double) throws {
        window = try Window(title: "test", width: 400, height: 300, hidden: true)
        simulation = LabSimulation(lab: lab, tickHz: 120)
        self.spacing = spacing
    }

    /// Takes what SDL queued through the input mapper into the simulation.
    func pump() {
        for event in window.pollEvents() {
            time += spacing
            for item in mapper.handle(event, at: at(time)).items { simulation.enqueue(item) }
        }
    }
}

@Suite("Lab input layer", .serialized, .usesSDLEventQueue)
struct InputLayerTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    @Test("finger events pushed into SDL drag a shape through the real input layer")
    func pushedFingersDrag() throws {
        let lab = try labScene()
        let rig = try WindowRig(lab, spacing: 0.02)
        let (window, simulation, pump) = (rig.window, rig.simulation, rig.pump)
        #expect(window.pushFingerEvent(.down, fingerID: 7, x: 200, y: 150))
        pump()
        for step in 1...6 {
            #expect(window.pushFingerEvent(.move, fingerID: 7, x: 200 + Double(step) * 10, y: 150))
            pump()
        }
        #expect(window.pushFingerEvent(.up, fingerID: 7, x: 260, y: 150))
        pump()
        simulation.run(until: at(rig.time + 0.1))
        #expect(simulation.runtime.lines.contains { $0.contains(#""text": "moved 60.0""#) })
        let box = lab.scene.shape(withID: "box")!
        #expect(abs(box.center.x - 260) < 0.01)
    }

    @Test("a right click leaves a simulated finger that a left drag pinches against")
    func simulatedFingerPinch() throws {
        let lab = try labScene(#"".gesture(MagnifyGesture().onEnded { v in print(\"scale \\(v.magnification)\") })""#)
        let mapper = InputMapper()
        let simulation = LabSimulation(lab: lab, tickHz: 120)
        func send(_ kind: InputEvent.Kind, _ t: Double) {
            for item in mapper.handle(InputEvent(time: t, kind: kind), at: at(t)).items { simulation.enqueue(item) }
        }
        send(.mouseDown(button: .right, x: 170, y: 150, clickCount: 1, modifiers: []), 0)
        send(.mouseUp(button: .right, x: 170, y: 150, clickCount: 1, modifiers: []), 0.05)
        #expect(mapper.markers.map(\.isSimulated) == [true])
        send(.mouseDown(button: .left, x: 230, y: 150, clickCount: 1, modifiers: []), 0.2)
        send(.mouseMove(x: 240, y: 150, buttons: .left, modifiers: []), 0.3)
        send(.mouseMove(x: 260, y: 150, buttons: .left, modifiers: []), 0.4)
        send(.mouseUp(button: .left, x: 260, y: 150, clickCount: 1, modifiers: []), 0.5)
        simulation.run(until: at(0.6))
        #expect(simulation.runtime.lines.contains { $0.contains(#""text": "scale 1.5""#) })
        // A click on the simulated finger removes it.
        send(.mouseDown(button: .left, x: 172, y: 151, clickCount: 1, modifiers: []), 1)
        send(.mouseUp(button: .left, x: 172, y: 151, clickCount: 1, modifiers: []), 1.05)
        #expect(mapper.markers.isEmpty)
        simulation.run(until: at(1.2))
        #expect(simulation.runtime.engine.touchesDown == 0)
    }

    @Test("holding Alt rests a finger at the pointer: a long touch, lifted by letting go of Alt or by a click")
    func altRestsAFinger() throws {
        let lab = try labScene(#"".onLongTouchGesture { print(\"rested\") }", ".onTapGesture { print(\"tap\") }""#)
        let mapper = InputMapper()
        let simulation = LabSimulation(lab: lab, tickHz: 120)
        func send(_ kind: InputEvent.Kind, _ t: Double) {
            for item in mapper.handle(InputEvent(time: t, kind: kind), at: at(t)).items { simulation.enqueue(item) }
        }
        send(.mouseMove(x: 200, y: 150, buttons: [], modifiers: []), 0)
        send(.keyDown(key: .leftOption, isRepeat: false, modifiers: .option), 0.1)
        send(.keyDown(key: .leftOption, isRepeat: true, modifiers: .option), 0.3)
        #expect(mapper.markers.map(\.id) == [EventFile.restingTouchID])
        #expect(LabView.sourceLabel(mapper.markers[0]) == "resting")
        send(.mouseMove(x: 204, y: 151, buttons: [], modifiers: .option), 0.4)
        simulation.run(until: at(0.7))
        send(.keyUp(key: .leftOption, modifiers: []), 0.8)
        #expect(mapper.markers.isEmpty)
        // Rest again, then click: the click lifts the resting finger first and is a tap.
        send(.keyDown(key: .rightOption, isRepeat: false, modifiers: .option), 1)
        send(.mouseDown(button: .left, x: 204, y: 151, clickCount: 1, modifiers: .option), 1.1)
        send(.mouseUp(button: .left, x: 204, y: 151, clickCount: 1, modifiers: .option), 1.15)
        send(.keyUp(key: .rightOption, modifiers: []), 1.2)
        simulation.run(until: at(2))
        #expect(Self.prints(simulation) == ["rested", "tap"])
        #expect(simulation.runtime.engine.touchesDown == 0)
    }

    @Test("Alt rests no finger while the pointer is off the scene, and a resting finger that slides off lifts")
    func restingOnlyOnTheScene() {
        let mapper = InputMapper()
        mapper.toScene = { x, y in x < 400 ? CGPoint(x: x, y: y) : nil }
        func send(_ kind: InputEvent.Kind, _ t: Double) -> [EventFile.Item] {
            mapper.handle(InputEvent(time: t, kind: kind), at: at(t)).items
        }
        _ = send(.mouseMove(x: 500, y: 150, buttons: [], modifiers: []), 0)
        #expect(send(.keyDown(key: .leftOption, isRepeat: false, modifiers: .option), 0.1).isEmpty)
        _ = send(.keyUp(key: .leftOption, modifiers: []), 0.2)
        _ = send(.mouseMove(x: 300, y: 150, buttons: [], modifiers: []), 0.3)
        #expect(send(.keyDown(key: .leftOption, isRepeat: false, modifiers: .option), 0.4).count == 1)
        let lifted = send(.mouseMove(x: 450, y: 150, buttons: [], modifiers: .option), 0.5)
        guard case .touch(let event)? = lifted.first else { Issue.record("no lift: \(lifted)"); return }
        #expect(event.phase == .ended && event.kind == .resting && event.location == CGPoint(x: 300, y: 150))
        #expect(mapper.markers.isEmpty)
    }

    static func prints(_ simulation: LabSimulation) -> [String] {
        simulation.runtime.lines.filter { $0.contains(#""type": "print""#) }.compactMap { line in
            line.range(of: #""text": ""#).map { String(line[$0.upperBound...].dropLast(2)) }
        }
    }

    @Test("control and the wheel pinch about the pointer; shift and the wheel rotate")
    func wheelPinchAndRotate() throws {
        let lab = try labScene(#"".gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { v in print(\"done\") })""#)
        let mapper = InputMapper()
        let simulation = LabSimulation(lab: lab, tickHz: 120)
        func send(_ kind: InputEvent.Kind, _ t: Double) {
            for item in mapper.handle(InputEvent(time: t, kind: kind), at: at(t)).items { simulation.enqueue(item) }
        }
        for i in 0..<3 { send(.wheel(dx: 0, dy: 1, x: 200, y: 150, modifiers: .control), 0.1 * Double(i)) }
        #expect(mapper.markers.count == 2)
        for item in mapper.tick(realNow: 1, at: at(1)) { simulation.enqueue(item) }
        #expect(mapper.markers.isEmpty)
        simulation.run(until: at(1.1))
        #expect(simulation.runtime.lines.contains { $0.contains(#""text": "done""#) })
        #expect(lab.scene.shape(withID: "box")!.scale > 1.2)
    }

    @Test("losing focus cancels every touch and the gesture it drove")
    func focusLost() throws {
        let lab = try labScene()
        let rig = try WindowRig(lab, spacing: 0.05)
        let (window, simulation, pump) = (rig.window, rig.simulation, rig.pump)
        window.pushFingerEvent(.down, fingerID: 1, x: 200, y: 150)
        pump()
        window.pushFingerEvent(.move, fingerID: 1, x: 240, y: 150)
        pump()
        window.pushFocusLost()
        pump()
        simulation.run(until: at(rig.time + 0.1))
        #expect(simulation.runtime.engine.touchesDown == 0)
        #expect(simulation.runtime.lines.last { $0.contains(#""node": "box#0""#) }?.contains("cancelled") == true)
        #expect(lab.scene.shape(withID: "box")!.center == CGPoint(x: 200, y: 150))
    }

    @Test("a live session and the replay of its recording write the same log")
    func recordReplaysIdentically() throws {
        let lab = try labScene()
        let simulation = LabSimulation(lab: lab, tickHz: 60)
        var recorded: [String] = []
        simulation.observeDeliveries { recorded.append(EventRecorder.line($0)) }
        let mapper = InputMapper()
        func send(_ kind: InputEvent.Kind, _ t: Double) {
            for item in mapper.handle(InputEvent(time: t, kind: kind), at: at(t)).items { simulation.enqueue(item) }
            simulation.run(until: at(t))
        }
        send(.mouseDown(button: .left, x: 190.1234, y: 150, clickCount: 1, modifiers: .shift), 0.1234567)
        for i in 1...8 { send(.mouseMove(x: 190 + Double(i) * 7.3, y: 150 + Double(i), buttons: .left, modifiers: []), 0.2 + Double(i) * 0.0171) }
        send(.mouseUp(button: .left, x: 250, y: 158, clickCount: 1, modifiers: []), 0.5)
        simulation.finish()
        let events = try EventFile.parse(Array(recorded.joined(separator: "\n").utf8), path: "rec.jsonl")
        let replay = Replay(lab: try labScene(), events: events)
        #expect(replay.run() == simulation.runtime.lines)
    }

    @Test("the clock runs slow, pauses and single-steps without losing input order")
    func clockControls() {
        var clock = LabClock(realNow: 10)
        #expect(clock.simulated(atReal: 11) == 1)
        clock.setScale(0.25, realNow: 11)
        #expect(clock.simulated(atReal: 13) == 1.5)
        clock.setPaused(true, realNow: 13)
        #expect(clock.simulated(atReal: 20) == 1.5)
        clock.nudge(by: 0.01)
        #expect(clock.simulated(atReal: 21) == 1.51)
        clock.setPaused(false, realNow: 21)
        #expect(abs(clock.simulated(atReal: 25) - 2.51) < 1e-12)
    }
}
