/// What the hand-written bounds share: their event, and the timing rule of the peers (one warm
/// pass, then the median of seven, each pass later in time than the last; one pass for a
/// profile).
import Foundation

/// One stream event as a bound receives it: time in nanoseconds, kind 0 down / 1 move / 2 up,
/// and the item the harness resets after it (the last event of its sequence), else -1 (in
/// 32 bytes).
struct BoundEvent {
    var t: Int64
    var kind: UInt8
    var item: Int16
    var id: Int32
    var x: Double
    var y: Double
}

enum BoundHarness {
    /// The median time in seconds of `run` over `events` (one pass when `profiling`), after a
    /// warm pass; `reset` comes before each pass.
    static func seconds(_ events: [StreamEvent], profiling: Bool, reset: () -> Void, run: ([BoundEvent]) -> Void) -> Double {
        var offset: Int64 = 0
        let span = events.last!.t + 10_000
        func pass() -> Double {
            reset()
            let shifted = events.map { event in
                BoundEvent(t: (event.t + offset) * 1_000_000, kind: UInt8(event.kind.rawValue),
                           item: event.isLast ? Int16(event.item) : -1, id: event.id, x: event.x, y: event.y)
            }
            offset += span
            let start = ContinuousClock.now
            run(shifted)
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        _ = pass()
        let times = (0..<(profiling ? 1 : 7)).map { _ in pass() }.sorted()
        return times[times.count / 2]
    }

    /// The figure line, in the peers' format.
    static func report(_ workload: String, events: Int, seconds: Double) {
        print("bound-swift \(workload) events=\(events) seconds=\(seconds) ns_per_event=\(seconds * 1e9 / Double(events))")
    }
}
