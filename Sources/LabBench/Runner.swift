import Foundation
import GestureKit
import LabCore

/// Which path a run delivers events through.
public enum BenchPath: String, CaseIterable, Sendable {
    /// GestureKit directly: `GestureEngine.send` on a scene built in Swift.
    case engine
    /// The lab app's runtime: an interpreted scene file, `LabRuntime.deliver`, the replay log.
    case app
}

/// One timed run of a stream, with the counters that prove the work happened.
public struct BenchResult: Sendable {
    public var workload: WorkloadName
    public var path: BenchPath
    public var items: Int
    public var events: Int
    public var streamHash: UInt64
    public var seconds: Double
    public var peakRSSKB: Int
    public var verifyLines: [String]
    /// Heap allocations during the timed region, when the malloc interposer is preloaded.
    public var allocations: (count: Int, bytes: Int)?
    /// Whether every counter matched the expectation (nil when the stream was cut short).
    public var passed: Bool?
    /// The timed passes (`seconds` is their median), fastest first.
    public var passSeconds: [Double] = []

    public var nsPerEvent: Double { events > 0 ? seconds * 1e9 / Double(events) : 0 }

    /// `gesture-lab W1 events=… seconds=… ns_per_event=… peak_rss_kb=…`
    public var figureLine: String {
        BenchResult.figureLine(workload: workload.rawValue, events: events, seconds: seconds,
                               nsPerEvent: nsPerEvent, peakRSSKB: peakRSSKB)
    }

    public static func figureLine(workload: String, events: Int, seconds: Double, nsPerEvent: Double, peakRSSKB: Int) -> String {
        "gesture-lab \(workload) events=\(events) seconds=\(format(seconds, 6)) ns_per_event=\(format(nsPerEvent, 1)) peak_rss_kb=\(peakRSSKB)"
    }
}

/// Formats with a fixed number of decimals.
public func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Generates a stream, builds its scene, and times the delivery loop.
public enum BenchRunner {
    /// What the malloc interposer counted in the last ``deliver(_:to:resets:)`` (if preloaded
    /// and ``countsAllocations`` is on).
    nonisolated(unsafe) public static var lastAllocations: (allocations: Int, bytes: Int, frees: Int)?
    /// Count allocations in ``deliver(_:to:resets:)`` with ``AllocationCounter`` (the command
    /// turns it on; off by default so that a host with its own counting, such as
    /// ordo-one/benchmark, keeps the interposer to itself).
    nonisolated(unsafe) public static var countsAllocations = false

    /// The stream of a run: the named workload for `items` items, optionally only its first
    /// `limit` events (for quick runs; then no expectations apply).
    public static func stream(_ name: WorkloadName, items: Int = 100, from: Int = 0, limit: Int? = nil) -> [StreamEvent] {
        let events = Workload.events(name, grid: WorkloadGrid(items: items))
        let start = min(max(0, from), events.count)
        guard start > 0 || (limit.map { $0 < events.count } ?? false) else { return events }
        let end = limit.map { min(events.count, start + max(0, $0)) } ?? events.count
        return Array(events[start..<end])
    }

    public static func makeTarget(_ name: WorkloadName, path: BenchPath, items: Int, gestureState: Bool = true) throws -> BenchTarget {
        let kind = BenchSceneKind(name)
        switch path {
        case .engine: return EngineBench(kind: kind, grid: WorkloadGrid(items: items), gestureState: gestureState)
        case .app: return try AppBench(kind: kind, grid: WorkloadGrid(items: items))
        }
    }

    /// Delivers every event at its timestamp, resets the item after the last event of each
    /// sequence (W1 scenes), and at the end runs the clock one second past the last event so
    /// pending single taps fire. Returns the elapsed seconds of exactly that.
    @inline(never)
    public static func deliver<Target: BenchTarget>(_ events: [StreamEvent], to target: Target, resets: Bool) -> Double {
        let end = GestureTime(nanoseconds: ((events.last?.t ?? 0) + 1000) * 1_000_000)
        let counter = countsAllocations ? AllocationCounter.shared : nil
        counter?.start()
        let start = monotonicNanoseconds()
        for event in events {
            target.deliver(event)
            if resets && event.isLast { target.reset(item: Int(event.item)) }
        }
        target.finish(at: end)
        let stop = monotonicNanoseconds()
        if let counter { lastAllocations = counter.stop() }
        return Double(stop &- start) / 1e9
    }

    /// The warm-up pass: the same loop, not timed (and not collected by profile.sh).
    @inline(never)
    public static func deliverUntimed<Target: BenchTarget>(_ events: [StreamEvent], to target: Target, resets: Bool) {
        for event in events {
            target.deliver(event)
            if resets && event.isLast { target.reset(item: Int(event.item)) }
        }
        target.finish(at: GestureTime(nanoseconds: ((events.last?.t ?? 0) + 1000) * 1_000_000))
    }

    /// A whole run: generate, hash, build, time, verify. With `warm`, the stream is first
    /// delivered once untimed to the same scene (every item's recognizer trees built, the
    /// runtime's generic metadata instantiated), then again, 10 s later on the stream clock,
    /// timed: the steady state. Counters are those of the timed pass.
    ///
    /// With several `passes`, each pass builds its scene afresh (untimed) and times the stream
    /// through it, as the C floor of the standard workloads does (its state reset between
    /// passes): the figure is the median pass, and every pass's counters must match. The
    /// verify lines and the allocations are the first pass's.
    public static func run(_ name: WorkloadName, path: BenchPath = .engine, items: Int = 100, from: Int = 0,
                           limit: Int? = nil, gestureState: Bool = true, warm: Bool = false,
                           passes: Int = 1) throws -> BenchResult {
        let stream = stream(name, items: items, from: from, limit: limit)
        let hash = Workload.streamHash(stream)
        var events = stream
        if warm {
            let offset = (stream.last?.t ?? 0) + 10_000
            for index in events.indices { events[index].t += offset }
        }
        let complete = from <= 0 && (limit == nil || limit! >= Workload.events(name, grid: WorkloadGrid(items: items)).count)
        var times: [Double] = []
        var first: (lines: [String], passed: Bool, allocations: (count: Int, bytes: Int)?)?
        var allPassed = true
        /// One timed pass through `target` (after an untimed one when `warm`); generic, so the
        /// delivery loop is specialised for each concrete target.
        func timedPass<Target: BenchTarget>(_ target: Target) -> Target {
            if warm {
                deliverUntimed(stream, to: target, resets: name.isTransformScene)
                target.counters.reset()
            }
            times.append(deliver(events, to: target, resets: name.isTransformScene))
            return target
        }
        for _ in 0..<max(1, passes) {
            let target: BenchTarget
            switch path {
            case .engine:
                target = timedPass(EngineBench(kind: BenchSceneKind(name), grid: WorkloadGrid(items: items), gestureState: gestureState))
            case .app:
                target = timedPass(try AppBench(kind: BenchSceneKind(name), grid: WorkloadGrid(items: items)))
            }
            let (lines, passed) = verify(name, target: target, complete: complete, path: path, gestureState: gestureState)
            allPassed = allPassed && passed
            if first == nil { first = (lines, passed, lastAllocations.map { ($0.allocations, $0.bytes) }) }
        }
        times.sort()
        var lines = first!.lines
        if first!.passed && !allPassed { lines.append("verify: a later pass's counters did not match (FAILED)") }
        return BenchResult(workload: name, path: path, items: items, events: events.count, streamHash: hash,
                           seconds: times[times.count / 2], peakRSSKB: ProcessStats.peakRSSKB(), verifyLines: lines,
                           allocations: first!.allocations,
                           passed: complete ? allPassed : nil, passSeconds: times)
    }

    /// The `verify:` lines, and whether the counters are what the workload definition expects.
    public static func verify(_ name: WorkloadName, target: BenchTarget, complete: Bool, path: BenchPath,
                              gestureState: Bool) -> ([String], Bool) {
        let c = target.counters
        let left = target.leftovers
        var lines: [String] = []
        var ok = true
        func check(_ label: String, _ value: Int, _ expected: Int?) {
            if let expected, complete {
                let good = value == expected
                ok = ok && good
                lines.append("verify: \(label)=\(value) (expected \(expected)) \(good ? "ok" : "FAILED")")
            } else {
                lines.append("verify: \(label)=\(value)")
            }
        }
        switch name {
        case .w1, .w1check:
            let full = name == .w1
            check("taps", c.taps, full ? 0 : 1)
            check("pinch_rotate_sequences", c.pinches, full ? Workload.pinchSequences : 0)
            check("drag_sequences", c.drags, full ? Workload.dragSequences : 0)
            if path == .engine && gestureState {
                lines.append("verify: gesture_state_updates=\(c.stateUpdates)")
            }
            if c.pinchLifts > 0 {
                lines.append("verify: mean_scale_at_lift=\(format(c.scaleSum / Double(c.pinchLifts), 4)) mean_rotation_at_lift_deg=\(format(c.rotationSum / Double(c.pinchLifts), 3)) (over \(c.pinchLifts) sequences)")
            }
            if c.dragLifts > 0 {
                lines.append("verify: mean_drag_translation_px=\(format(c.translationSum / Double(c.dragLifts), 3)) (over \(c.dragLifts) sequences)")
            }
        case .w2, .w2check:
            let full = name == .w2
            check("single_taps", c.singles, full ? Workload.taps : 2)
            check("double_taps", c.doubles, full ? 0 : 1)
        }
        check("live_sessions_at_end", left.sessions, 0)
        check("touches_down_at_end", left.touches, 0)
        check("diagnostics", c.diagnostics, 0)
        return (lines, ok)
    }
}

/// Process-level measurements.
public enum ProcessStats {
    /// Peak resident set size of this process in KiB (VmHWM in /proc/self/status), 0 if unknown.
    public static func peakRSSKB() -> Int { ProcessMemory.peakKilobytes() ?? 0 }
}

/// CLOCK_MONOTONIC in nanoseconds: one clock for every process on the machine, so a parent
/// and its child can compare readings.
public func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// The median of some numbers (the mean of the middle two for an even count).
public func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
