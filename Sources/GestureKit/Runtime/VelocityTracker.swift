/// Recent samples of a scalar or 2D quantity for velocity estimates over
/// ``Constants/velocityWindow``: the latest samples inside the window (at most ``capacity``) in an
/// inline ring. Samples that fall out of the window are dropped as new ones arrive, so reading
/// the velocity is one subtraction, and a fresh tracker allocates nothing. Its readers are
/// inlined: the ring is large, and a call that is not inlined copies it.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(time: 0.00, x: 0)
/// tracker.add(time: 0.05, x: 10)
/// tracker.velocity.x                     // 200 per second
/// ```
package struct VelocityTracker {
    /// Samples kept: at 120 events a second, a little more than the 0.1 s window.
    package static let capacity = 12
    private var times = InlineArray<12, Double>(repeating: 0)
    private var xs = InlineArray<12, Double>(repeating: 0)
    private var ys = InlineArray<12, Double>(repeating: 0)
    /// Where the newest sample is, and how many samples (newest back) are kept.
    private var newest = capacity - 1
    private var count = 0
    /// Change per second between the oldest sample inside the window and the newest one,
    /// measured as each sample arrives (``add(time:x:y:)``), or when asked (``settle()``) after
    /// samples added unmeasured: the ring is read in place by these mutating calls, where a
    /// reader of a node's stored state would copy the inline arrays for every element it reads.
    package private(set) var velocity: (x: Double, y: Double) = (0, 0)
    /// Samples were added since ``velocity`` was measured.
    private var isUnsettled = false

    package init() {}

    /// Adds a sample without measuring: for a tracker whose velocity is read now and then
    /// (a drag's, read only in its value); ``settle()`` measures before a reading. Settled
    /// afterwards, the velocity is exactly what adding each sample with ``add(time:x:y:)`` gives:
    /// the samples kept are the newest ``capacity`` inside the window of the newest, either way.
    @inline(__always)
    package mutating func addUnmeasured(time: Double, x: Double, y: Double = 0) {
        store(time: time, x: x, y: y)
        isUnsettled = true
    }

    /// Drops the samples outside the window and measures ``velocity`` after samples added
    /// with ``addUnmeasured(time:x:y:)``.
    @inline(__always)
    package mutating func settle() {
        guard isUnsettled else { return }
        isUnsettled = false
        dropOutsideWindowAndMeasure(newest: times[newest])
    }

    /// Adds a sample (times never decrease), drops those now older than the window and measures.
    @inline(__always)
    package mutating func add(time: Double, x: Double, y: Double = 0) {
        store(time: time, x: x, y: y)
        dropOutsideWindowAndMeasure(newest: time)
    }

    /// Puts a sample in the ring, over the oldest when it is full.
    @inline(__always)
    private mutating func store(time: Double, x: Double, y: Double) {
        newest = newest == Self.capacity - 1 ? 0 : newest + 1
        times[newest] = time; xs[newest] = x; ys[newest] = y
        count = Swift.min(count + 1, Self.capacity)
    }

    /// Drops the samples older than the window of the newest (at `time`), then measures ``velocity``.
    @inline(__always)
    private mutating func dropOutsideWindowAndMeasure(newest time: Double) {
        while count > 1, time - times[index(count - 1)] > Constants.velocityWindow { count -= 1 }
        velocity = measure()
    }

    @inline(__always)
    private mutating func measure() -> (x: Double, y: Double) {
        guard count > 1 else { return (0, 0) }
        let first = index(count - 1)
        let dt = times[newest] - times[first]
        guard dt > 0 else { return (0, 0) }
        return ((xs[newest] - xs[first]) / dt, (ys[newest] - ys[first]) / dt)
    }

    // Inlined: the ring is large, and a call that is not inlined copies it.
    @inline(__always)
    private func index(_ age: Int) -> Int {
        let index = newest - age
        return index < 0 ? index + Self.capacity : index
    }

}
