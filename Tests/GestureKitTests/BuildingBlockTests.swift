import Testing
@testable import GestureKit

/// The recognizer nodes' shared building blocks: duration and distance limits, the touch list
/// and the velocity ring.
@Suite("Building blocks of recognizer nodes")
struct BuildingBlockTests {
    @Test("a timer is due at its deadline, not before, and the earlier of two is the one that fires first")
    func timerDeadlines() {
        var press = NodeTimer(span: 0.75)
        #expect(!press.isDue(at: GestureTime(seconds: 100)!))
        press.start(at: GestureTime(seconds: 1)!)
        #expect(press.deadline == GestureTime(seconds: 1.75)!)
        #expect(!press.isDue(at: GestureTime(seconds: 1.7499)!))
        #expect(press.isDue(at: GestureTime(seconds: 1.75)!))
        var window = NodeTimer(span: 0.35)
        #expect(NodeTimer.earlier(press, window) == press)
        window.start(at: GestureTime(seconds: 1.2)!)
        #expect(NodeTimer.earlier(press, window) == window)
        press.stop()
        #expect(NodeTimer.earlier(press, window) == window)
        window.stop()
        #expect(NodeTimer.earlier(press, window) == nil)
    }

    @Test("a tap's movement limit excludes its maximum; a long press's includes it")
    func movementLimits() {
        let finger = FollowedFinger(id: 1, start: CGPoint(x: 0, y: 0))
        let tap = MovementLimit(maximum: 45, includesMaximum: false)
        let press = MovementLimit(maximum: 10, includesMaximum: true)
        #expect(tap.allows(finger, at: CGPoint(x: 44.9, y: 0)))
        #expect(!tap.allows(finger, at: CGPoint(x: 45, y: 0)))
        #expect(!tap.allows(finger, at: CGPoint(x: 27, y: 36)))         // 45 pt away
        #expect(press.allows(finger, at: CGPoint(x: 6, y: 8)))           // exactly 10 pt
        #expect(!press.allows(finger, at: CGPoint(x: 6, y: 8.01)))
    }

    @Test("a touch list keeps down order past its inline capacity and never drops a finger")
    func touchListOverflow() {
        var list = TouchList(keepsCentroid: true)
        for id in 0..<14 { list.add(id, at: CGPoint(x: Double(id), y: 0)) }
        #expect(list.count == 14)
        #expect(list.centroid == CGPoint(x: 6.5, y: 0))
        let moved = list.move(12, to: CGPoint(x: 100, y: 0))
        let movedUnknown = list.move(99, to: .zero)
        #expect(moved && !movedUnknown)
        list.remove(3)
        list.remove(11)
        #expect(list.count == 12)
        #expect((0..<list.count).map { list[$0].x } == [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 100, 13])
        // The centroid kept up to date is the mean of the points as they are now, overflow included.
        let sum = (0..<list.count).reduce(0.0) { $0 + Double(list[$1].x) }
        #expect(list.centroid == CGPoint(x: sum / 12, y: 0))
        #expect(!list.contains(3) && list.contains(13))
        for id in [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 12, 13] { list.remove(id) }
        #expect(list.isEmpty && list.centroid == .zero)
    }

    @Test("a touch list that does not keep its centroid measures it when asked, and keeps that until asked again")
    func touchListCentroidOnRequest() {
        var list = TouchList()
        list.add(1, at: CGPoint(x: 0, y: 0))
        list.add(2, at: CGPoint(x: 10, y: 4))
        #expect(list.centroid == .zero)
        #expect(list.measureCentroid() == CGPoint(x: 5, y: 2))
        list.move(2, to: CGPoint(x: 20, y: 4))
        #expect(list.centroid == CGPoint(x: 5, y: 2))
        #expect(list.measureCentroid() == CGPoint(x: 10, y: 2))
    }

    @Test("velocity is measured from the oldest sample inside the window to the newest")
    func velocityWindow() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity.x == 0)
        tracker.add(time: 0.00, x: 0)
        tracker.add(time: 0.05, x: 10)
        #expect(abs(tracker.velocity.x - 200) < 1e-9)
        tracker.add(time: 0.10, x: 30)        // 0.00 is exactly at the window's edge: still in
        #expect(abs(tracker.velocity.x - 300) < 1e-9)
        tracker.add(time: 0.16, x: 60)        // 0.00 and 0.05 fall out; from 0.10
        #expect(abs(tracker.velocity.x - 500) < 1e-9)
        tracker.add(time: 1.00, x: 60)        // everything else is out: one sample, no velocity
        #expect(tracker.velocity.x == 0)
    }

    @Test("a velocity ring keeps its latest twelve samples when more fall inside the window")
    func velocityRing() {
        var tracker = VelocityTracker()
        for step in 0..<20 { tracker.add(time: Double(step) * 0.001, x: Double(step * step)) }
        // Samples 8…19 remain: (361 - 64) / 0.011 s.
        #expect(abs(tracker.velocity.x - 297 / 0.011) < 1e-6)
    }

    @Test("a velocity measured only when read is exactly the one measured at every sample, read after any sample")
    func velocityMeasuredWhenRead() {
        var seed: UInt64 = 0x5EED
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for _ in 0..<50 {
            var eager = VelocityTracker(), lazy = VelocityTracker()
            var time = 0.0
            for _ in 0..<40 {
                // Gaps from a millisecond to beyond the window, so samples drop out both ways.
                time += next() < 0.2 ? 0.05 + next() * 0.1 : 0.001 + next() * 0.02
                let x = next() * 200 - 100, y = next() * 200 - 100
                eager.add(time: time, x: x, y: y)
                lazy.addUnmeasured(time: time, x: x, y: y)
                if next() < 0.3 {
                    lazy.settle()
                    #expect(lazy.velocity == eager.velocity)
                }
            }
            lazy.settle()
            #expect(lazy.velocity == eager.velocity)
        }
    }

    @Test("the engine's lists empty without giving back their storage, and removals keep the order of the rest")
    func listsKeepStorageAndOrder() {
        var list = [3, 1, 4, 1, 5]
        list.reserveCapacity(16)
        let capacity = list.capacity
        list.removeKeepingOrder(at: 4)
        #expect(list == [3, 1, 4, 1])
        list.removeKeepingOrder(at: 1)
        #expect(list == [3, 4, 1])
        list.removeFirstOccurrence(of: 1)
        list.removeFirstOccurrence(of: 9)
        #expect(list == [3, 4])
        list.removeAllKeepingStorage()
        #expect(list.isEmpty && list.capacity == capacity)
        var touches = TouchMap<String>(filler: "")
        touches[1] = "a"; touches[2] = "b"; touches[3] = "c"
        touches[2] = nil
        #expect(touches.ids == [1, 3] && touches.values == ["a", "c"])
        touches[3] = nil
        let firstValue = touches[1]
        #expect(touches.ids == [1] && firstValue == "a")
    }

    @Test("a small list keeps its order across its inline slots and its overflow, through removals, emptying and refilling")
    func smallListOrder() {
        var list = SmallList(filler: -1)
        var model: [Int] = []
        func contents(_ list: inout SmallList<Int>) -> [Int] { list.indices.map { list[$0] } }
        for value in [3, 1, 4, 1, 5, 9, 2] { list.append(value); model.append(value) }
        #expect(contents(&list) == model && list.count == 7)
        // Removals from the overflow, across its edge and from the inline part.
        for position in [5, 3, 0] {
            list.remove(at: position); model.remove(at: position)
            #expect(contents(&list) == model)
        }
        list.removeFirst(1); model.remove(at: model.firstIndex(of: 1)!)
        list.removeFirst(8)
        #expect(contents(&list) == model)
        list[1] = 6; model[1] = 6
        #expect(contents(&list) == model && Array(list) == model)
        list.removeAll()
        #expect(list.isEmpty && Array(list) == [])
        // Refilled past the inline slots: nothing left over from before shows through.
        for value in 10..<16 { list.append(value) }
        #expect(contents(&list) == Array(10..<16))
        // Emptied while it overflows, and refilled past the inline slots again.
        list.removeAll()
        for value in 20..<27 { list.append(value) }
        #expect(contents(&list) == Array(20..<27) && list.count == 7)
    }

    @Test("a touch map keeps its touches in order past the small list's inline slots")
    func touchMapOverflow() {
        var touches = TouchMap<Int>(filler: 0)
        for id in 0..<7 { touches[id] = id * 10 }
        touches[2] = nil
        touches[5] = 55
        #expect(touches.ids == [0, 1, 3, 4, 5, 6] && touches.values == [0, 10, 30, 40, 55, 60])
        #expect(touches.contains(6) && !touches.contains(2) && touches.count == 6)
        touches.removeAll()
        #expect(touches.isEmpty)
        for id in 10..<16 { touches[id] = id }
        #expect(touches.ids == Array(10..<16) && touches.values == Array(10..<16))
    }
}
