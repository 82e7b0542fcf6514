import CXInput
import Foundation
import GestureKit
import LabCore
import Testing
@testable import LabApp
@testable import LabWindow

@Suite("Touchpad gestures")
struct TouchpadTests {
    /// An XInput 2.4 pinch event as the X server sends it: window pixels, scale since the start,
    /// degrees turned since the last event.
    static func pinch(_ type: Int32, x: Double, y: Double, scale: Double, angle: Double, cancelled: Bool = false) -> XIGesturePinchEvent {
        var event = XIGesturePinchEvent()
        event.type = GenericEvent
        event.evtype = type
        event.event_x = x
        event.event_y = y
        event.scale = scale
        event.delta_angle = angle
        event.flags = cancelled ? Int32(XIGesturePinchEventCancelled) : 0
        return event
    }

    @Test("XInput 2.4 pinch events, through the window's translation and the input mapper, make the engine see a pinch of their scale and angle about the pointer")
    func pinchReachesTheEngine() throws {
        let lab = try labScene(#"".gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { v in print(\"\\(v)\") })""#)
        let simulation = LabSimulation(lab: lab, tickHz: 120)
        let mapper = InputMapper()
        mapper.toScene = { x, y in CGPoint(x: x, y: y) }
        // A pinch on a 2x display: X's pixels are twice the window's points.
        let events = [Self.pinch(XI_GesturePinchBegin, x: 400, y: 300, scale: 1, angle: 0)]
            + (1...6).map { Self.pinch(XI_GesturePinchUpdate, x: 400, y: 300, scale: 1 + 0.1 * Double($0), angle: 5) }
            + [Self.pinch(XI_GesturePinchEnd, x: 400, y: 300, scale: 1.6, angle: 0)]
        var time = 0.1
        for xEvent in events {
            let event = try #require(TouchpadGestures.translate(xEvent, time: time, pixelsPerPoint: 2))
            for item in mapper.handle(event, at: at(time)).items { simulation.enqueue(item) }
            time += 0.02
        }
        simulation.finish(at: at(1))
        let printed = simulation.runtime.lines.first { $0.contains("\"print\"") }
        // The two fingers about the pointer (200, 150) in points: 1.6 times apart, 30° turned.
        let text = try #require(printed)
        // Scene points are kept to a thousandth, so the values are exact to about 1e-5.
        let magnification = try #require(text.firstMatch(of: /magnification: ([0-9.]+)/).flatMap { Double($0.1) })
        let radians = try #require(text.firstMatch(of: /radians: ([0-9.]+)/).flatMap { Double($0.1) })
        #expect(abs(magnification - 1.6) < 1e-4, "\(text)")
        #expect(abs(radians * 180 / .pi - 30) < 1e-2, "\(text)")
    }

    @Test("a cancelled pinch cancels its two fingers; other XInput events are not pinches")
    func cancelledPinch() throws {
        let begin = try #require(TouchpadGestures.translate(Self.pinch(XI_GesturePinchBegin, x: 10, y: 10, scale: 1, angle: 0), time: 0, pixelsPerPoint: 1))
        let end = try #require(TouchpadGestures.translate(Self.pinch(XI_GesturePinchEnd, x: 10, y: 10, scale: 1, angle: 0, cancelled: true), time: 0.1, pixelsPerPoint: 1))
        #expect(end.kind == .touchpadPinch(phase: .cancel, x: 10, y: 10, scale: 1, angleDelta: 0))
        var other = Self.pinch(XI_GesturePinchBegin, x: 0, y: 0, scale: 1, angle: 0)
        other.evtype = XI_Motion
        #expect(TouchpadGestures.translate(other, time: 0, pixelsPerPoint: 1) == nil)
        let mapper = InputMapper()
        mapper.toScene = { x, y in CGPoint(x: x, y: y) }
        _ = mapper.handle(begin, at: at(0))
        let items = mapper.handle(end, at: at(0.1)).items
        #expect(items.count == 2 && items.allSatisfy { if case .touch(let e) = $0 { e.phase == .cancelled } else { false } })
        #expect(mapper.markers.isEmpty)
    }
}
