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

    @Test("the drag bench's finger moves its card: most moves bring an update of the board and the card alone, the cells handed back")
    func dragBenchMovesTheCard() {
        let drag = DragViewsBench.run(events: 60, warmup: 0)
        #expect(drag.events == 60)
        #expect(drag.bodiesPerEvent > 1.5 && drag.bodiesPerEvent <= 2, "\(drag.bodiesPerEvent) bodies per move")
        #expect(Double(drag.stats.reused) / Double(drag.events) > 750, "\(drag.stats.reused) cells handed back in \(drag.events) moves")
        let taps = DragViewsBench.taps(events: 3)
        #expect(taps.bodiesPerEvent == 2, "\(taps.bodiesPerEvent) bodies per tap")
    }
}
