import Benchmark
import GestureKit
import LabBench

// The standard workloads through GestureKit (the `engine` path of `gesture-lab bench`), with
// the malloc interposer counting every allocation inside the measured region.
//
// * "W1 stream" / "W2 stream": one iteration = the whole stream delivered to a fresh scene
//   (scene building outside the measurement), including the per-sequence resets and the final
//   flush. mallocs per event = mallocCountTotal / 372,000 (W1) or / 40,000 (W2).
// * "W1 pinch moves" / "W1 drag moves": one iteration = the 60 move frames of one sequence
//   (120 / 60 events), the touch-downs and lifts delivered outside the measurement: the
//   steady state inside a gesture. Sequences are taken in stream order.
// * "W2 tap": one iteration = one tap (down and up, 2 events) after 1,000 warm-up taps; the
//   down also fires the previous tap's pending single tap.

let w1 = Workload.w1()
let w2 = Workload.w2()

let full: Benchmark.Configuration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident],
    warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)
let steady: Benchmark.Configuration = .init(
    metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
    warmupIterations: 50, maxDuration: .seconds(10), maxIterations: 1000)

/// Walks a stream sequence by sequence, on one scene, for the steady-state benchmarks.
final class SequenceCursor {
    let events: [StreamEvent]
    let bench: EngineBench
    var index: Int

    init(events: [StreamEvent], kind: BenchSceneKind, start: Int) {
        self.events = events
        self.bench = EngineBench(kind: kind)
        self.index = start
    }

    /// Delivers events while `condition` holds; returns how many.
    @discardableResult
    func deliver(while condition: (StreamEvent) -> Bool) -> Int {
        var count = 0
        while index < events.count, condition(events[index]) {
            let event = events[index]
            bench.deliver(event)
            if event.isLast { bench.reset(item: Int(event.item)) }
            index += 1
            count += 1
        }
        return count
    }
}

let benchmarks: @Sendable () -> Void = {
    // What the framework itself allocates between startMeasurement() and stopMeasurement():
    // subtract it from the steady-state figures below.
    Benchmark("Baseline (empty measurement)", configuration: steady) { benchmark in
        benchmark.startMeasurement()
        benchmark.stopMeasurement()
    }

    Benchmark("W1 stream (372,000 events)", configuration: full) { benchmark in
        let bench = EngineBench(kind: .transform)
        benchmark.startMeasurement()
        blackHole(BenchRunner.deliver(w1, to: bench, resets: true))
        benchmark.stopMeasurement()
        precondition(bench.counters.pinches == 2000 && bench.counters.drags == 2000 && bench.counters.taps == 0)
    }

    Benchmark("W2 stream (40,000 events)", configuration: full) { benchmark in
        let bench = EngineBench(kind: .taps)
        benchmark.startMeasurement()
        blackHole(BenchRunner.deliver(w2, to: bench, resets: false))
        benchmark.stopMeasurement()
        precondition(bench.counters.singles == 20000 && bench.counters.doubles == 0)
    }

    for (name, start, end) in [("W1 pinch moves (120 events)", 0, 248_000), ("W1 drag moves (60 events)", 248_000, 372_000)] {
        var cursor = SequenceCursor(events: w1, kind: .transform, start: start)
        Benchmark(name, configuration: steady) { benchmark in
            if cursor.index >= end { cursor = SequenceCursor(events: w1, kind: .transform, start: start) }
            cursor.deliver { $0.kind == .down }
            benchmark.startMeasurement()
            let moved = cursor.deliver { $0.kind == .move }
            benchmark.stopMeasurement()
            cursor.deliver { $0.kind == .up }
            precondition(moved == (start == 0 ? 120 : 60))
        }
    }

    var taps = SequenceCursor(events: w2, kind: .taps, start: 0)
    taps.deliver { _ in taps.index < 2000 }
    Benchmark("W2 tap (2 events)", configuration: steady) { benchmark in
        if taps.index + 2 > w2.count {
            taps = SequenceCursor(events: w2, kind: .taps, start: 0)
            taps.deliver { _ in taps.index < 2000 }
        }
        let stop = taps.index + 2
        benchmark.startMeasurement()
        taps.deliver { _ in taps.index < stop }
        benchmark.stopMeasurement()
    }
}
