import GestureUI

/// What the view benches do with a host's ``UpdateStats``: sum the timed updates' counts, and
/// print their phases.
extension UpdateStats {
    /// Adds what `now` counted since `before` (two readings of one host's stats).
    mutating func add(_ now: UpdateStats, since before: UpdateStats) {
        passes += now.passes - before.passes
        bodies += now.bodies - before.bodies
        reused += now.reused - before.reused
        incrementalPasses += now.incrementalPasses - before.incrementalPasses
        nodesMade += now.nodesMade - before.nodesMade
        nodesSynced += now.nodesSynced - before.nodesSynced
        resolveNanoseconds += now.resolveNanoseconds - before.resolveNanoseconds
        layoutNanoseconds += now.layoutNanoseconds - before.layoutNanoseconds
        shapesNanoseconds += now.shapesNanoseconds - before.shapesNanoseconds
        restNanoseconds += now.restNanoseconds - before.restNanoseconds
    }

    /// "resolve_ms=… layout_ms=… shapes_ms=… rest_ms=…": each phase's time over `count` updates
    /// (events, frames), in milliseconds.
    func phaseMilliseconds(per count: Int) -> String {
        let n = Double(max(count, 1))
        func ms(_ nanoseconds: UInt64) -> String { format(Double(nanoseconds) / 1e6 / n, 3) }
        return "resolve_ms=\(ms(resolveNanoseconds)) layout_ms=\(ms(layoutNanoseconds)) shapes_ms=\(ms(shapesNanoseconds)) rest_ms=\(ms(restNanoseconds))"
    }
}
