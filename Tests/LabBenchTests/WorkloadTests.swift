import Foundation
import GestureKit
import LabBench
import Testing

@Suite("Workload streams: the Swift port of the reference generator")
struct WorkloadTests {
    @Test("SplitMix64 gives the published first outputs for seed 42")
    func splitMix() {
        var random = SplitMix64(seed: 42)
        #expect(random.next() == 0xbdd7_3226_2feb_6e95)
        #expect(random.next() == 0x28ef_e333_b266_f103)
        #expect(random.next() == 0x4752_6757_130f_9f52)
    }

    @Test("the grid is the workload definition's: 1280x800, the last item ends at (1180, 784)")
    func grid() {
        let grid = WorkloadGrid()
        #expect(grid.sceneWidth == 1280 && grid.sceneHeight == 800)
        #expect(grid.x(99) + 60 == 1180 && grid.y(99) + 60 == 784)
        #expect(WorkloadGrid(items: 1000).sceneHeight == 40 + 100 * 76)
    }

    @Test("llround semantics: halves away from zero, as C's llround")
    func rounding() {
        #expect(Workload.llround1000(0.0005) == 1)
        #expect(Workload.llround1000(-0.0005) == -1)
        #expect(Workload.llround1000(0.0025) == 3)     // half-to-even would give 2
        #expect(Workload.llround1000(409.0031984017158) == 409_003)
    }

    @Test("W1 starts and switches to drags where the workload definition says")
    func w1Landmarks() {
        let events = Workload.w1()
        #expect(events.count == 372_000)
        #expect(events[0] == StreamEvent(t: 0, kind: .down, id: 0, x: 410, y: 146, item: events[0].item, isLast: false))
        #expect(events[1].x == 450 && events[1].y == 146 && events[1].id == 1)
        #expect(events[2].t == 8 && events[2].kind == .move && events[2].x == 409.0031984017158 && events[2].y == 145.63349946481705)
        #expect(events[3].x == 450.9968015982842 && events[3].y == 146.36650053518295)
        let drag = events[248_000]
        #expect(drag.t == 1_976_000 && drag.kind == .down && drag.x == 1150 && drag.y == 678 && drag.item == 89)
        #expect(events.last?.t == 3_951_500)
        #expect(events.filter(\.isLast).count == 4000)
    }

    @Test("all four streams hash to the published stream_hash")
    func hashes() {
        for name in WorkloadName.allCases {
            #expect(Workload.streamHash(Workload.events(name)) == name.publishedHash, "\(name.rawValue)")
        }
        #expect(Workload.hex(WorkloadName.w1.publishedHash) == "f4bc81f8ada91281")
        #expect(Workload.w2().last?.t == 8_999_600)
    }

    @Test("more items: same rule, items picked with next() % items, drags kept inside the taller scene")
    func scaledStreams() {
        let grid = WorkloadGrid(items: 10_000)
        let events = Workload.w1(grid: grid, pinchSequences: 50, dragSequences: 50)
        #expect(events.count == (100 + 50) * 62)
        #expect(events.allSatisfy { $0.x >= 0 && $0.x < grid.sceneWidth && $0.y >= 0 && $0.y < grid.sceneHeight })
        #expect(Set(events.map(\.item)).contains { $0 >= 100 })
    }
}
