import Testing
@testable import LabBench

/// The view benches do the work their figures name: a bench whose input misses its views
/// measures nothing but drawing (the view bench's tap once fell between two rows of its grid).
@Suite("View benches: their input reaches the views", .serialized)
struct ViewBenchTests {
    @Test("every frame of the view bench evaluates the 1,000 cells again")
    func viewBenchReevaluatesTheGrid() throws {
        let result = try ViewBench.frame(frames: 3, warmup: 0)
        #expect(result.bodies >= 1_000, "\(result.bodies) bodies per frame")
    }

    @Test("the drag bench's finger moves its card: most moves bring an update that starts at the card and evaluates its body alone")
    func dragBenchMovesTheCard() {
        let drag = DragViewsBench.run(events: 60, warmup: 0)
        #expect(drag.events == 60)
        #expect(drag.bodiesPerEvent > 0.75 && drag.bodiesPerEvent <= 1, "\(drag.bodiesPerEvent) bodies per move")
        #expect(drag.stats.incrementalPasses == drag.stats.passes, "\(drag.stats.incrementalPasses) of \(drag.stats.passes) updates from the card")
        let taps = DragViewsBench.taps(events: 3)
        #expect(taps.bodiesPerEvent == 1, "\(taps.bodiesPerEvent) bodies per tap")
        #expect(taps.stats.incrementalPasses == taps.stats.passes)
    }
}
