import Foundation
import Testing
@testable import GestureKit

/// A drag's rules apart from its node (``DragTracker``): the phases each event asks for.
@Suite("A drag's tracker")
struct DragTrackerTests {
    private func event(_ phase: TouchEvent.Phase, _ id: Int, _ x: Double, _ y: Double, ms: Int64) -> TouchEvent {
        TouchEvent(time: GestureTime(nanoseconds: ms * 1_000_000), phase: phase, id: id, location: CGPoint(x: x, y: y))
    }

    @Test("a drag asks to become active once its finger moved the minimum distance, then for every move, and ends when it lifts")
    func phasesOfOneFinger() {
        var drag = DragTracker()
        let gesture = DragGesture(), box = GeometryBox()
        #expect(drag.handle(event(.began, 1, 100, 100, ms: 0), gesture, phase: .possible, geometry: box) == nil)
        #expect(drag.handle(event(.moved, 1, 105, 100, ms: 10), gesture, phase: .possible, geometry: box) == nil)
        #expect(drag.handle(event(.moved, 1, 110, 100, ms: 20), gesture, phase: .possible, geometry: box) == .active)
        #expect(drag.handle(event(.moved, 1, 111, 100, ms: 30), gesture, phase: .active, geometry: box) == .active)
        #expect(drag.translation == CGSize(width: 11, height: 0))
        #expect(drag.handle(event(.ended, 1, 112, 100, ms: 40), gesture, phase: .active, geometry: box) == .ended)
        let value = drag.value()
        #expect(value.translation == CGSize(width: 12, height: 0))
        #expect(value.startLocation == CGPoint(x: 100, y: 100))
        #expect(value.time == Date(timeIntervalSinceReferenceDate: 0.04))
    }

    @Test("a drag that never moved its minimum distance fails when its last finger lifts, and a second finger moves its centroid without a jump")
    func failingAndCentroid() {
        var drag = DragTracker()
        let gesture = DragGesture(), box = GeometryBox()
        _ = drag.handle(event(.began, 1, 0, 0, ms: 0), gesture, phase: .possible, geometry: box)
        _ = drag.handle(event(.began, 2, 8, 0, ms: 5), gesture, phase: .possible, geometry: box)
        #expect(drag.translation == .zero)
        #expect(drag.handle(event(.moved, 2, 12, 0, ms: 10), gesture, phase: .possible, geometry: box) == nil)
        #expect(drag.translation == CGSize(width: 2, height: 0))
        #expect(drag.handle(event(.ended, 1, 0, 0, ms: 20), gesture, phase: .possible, geometry: box) == nil)
        #expect(drag.handle(event(.ended, 2, 12, 0, ms: 30), gesture, phase: .possible, geometry: box) == .failed)
        #expect(drag.handle(event(.moved, 9, 50, 50, ms: 40), gesture, phase: .failed, geometry: box) == nil)
    }
}
