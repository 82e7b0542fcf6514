import Testing
@testable import GestureKit

@Suite("Value storage of recognizer nodes", .serialized)
struct ValueStorageTests {
    /// Counts live instances, to see that stored values are released.
    final class Tracked {
        nonisolated(unsafe) static var live = 0
        let number: Int
        init(_ number: Int) { self.number = number; Tracked.live += 1 }
        deinit { Tracked.live -= 1 }
    }

    @Test("a queue gives values back in order across growth and reuse, and releases what it held")
    func queueOrderAndRelease() {
        let before = Tracked.live
        do {
            let queue = ValueQueue<Tracked>(capacity: 1)
            for round in 0..<3 {
                for n in 0..<5 { queue.append(Tracked(round * 10 + n)) }
                #expect(queue.popFront().number == round * 10)
                #expect(queue.popFront().number == round * 10 + 1)
                queue.append(Tracked(99))
                #expect((0..<4).map { _ in queue.popFront().number } == [round * 10 + 2, round * 10 + 3, round * 10 + 4, 99])
                #expect(queue.isEmpty)
            }
            queue.append(Tracked(1))
            queue.append(Tracked(2))
            #expect(Tracked.live == before + 2)
            queue.removeAll()
            #expect(Tracked.live == before)
            queue.append(Tracked(3))
        }
        #expect(Tracked.live == before)
    }

    @Test("a work queue emptied and filled again gives back only what was queued since, in order")
    func workQueueReuse() {
        var queue = WorkQueue()
        for n in 0..<3 { queue.append(QueuedWork(node: n, entry: n * 10, reason: nil)) }
        #expect(queue.count == 3 && queue[2].entry == 20)
        queue.removeAll()
        #expect(queue.isEmpty)
        queue.append(QueuedWork(node: 7, entry: 1, reason: .cancelled))
        queue.append(QueuedWork(node: 8, entry: 2, reason: nil))
        #expect(queue.count == 2)
        #expect((0..<queue.count).map { queue[$0].node } == [7, 8])
        #expect(queue[0].reason == .cancelled && queue[1].reason == nil)
        for n in 0..<5 { queue.append(QueuedWork(node: n, entry: 0, reason: nil)) }
        #expect((0..<queue.count).map { queue[$0].node } == [7, 8, 0, 1, 2, 3, 4])
    }

    @Test("a slot holds at most one value and releases it when cleared or freed")
    func slotHoldsOneValue() {
        let before = Tracked.live
        do {
            let slot = ValueSlot<Tracked>()
            #expect(!slot.isSet)
            slot.set(Tracked(1))
            slot.set(Tracked(2))
            #expect(slot.value.number == 2)
            #expect(Tracked.live == before + 1)
            slot.clear()
            #expect(!slot.isSet)
            #expect(Tracked.live == before)
            slot.set(Tracked(5))
            #expect(slot.value.number == 5)
        }
        #expect(Tracked.live == before)
    }
}
