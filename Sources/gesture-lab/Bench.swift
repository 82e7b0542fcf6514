import ArgumentParser
import Foundation
import GestureKit
import LabBench
import LabCore

/// `gesture-lab bench`: the standard workloads of the standard workload definition, and the lab's
/// frame cost and start-up time. See BENCHMARKS.md.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the engine and the lab on the standard workloads (see BENCHMARKS.md).",
        discussion: """
        W1, W2, W1check, W2check: generate the stream in memory, build the scene, time the delivery \
        loop, print the verify: counters and `gesture-lab W1 events=… seconds=… ns_per_event=… peak_rss_kb=…`. \
        A whole W1 or W2 stream is timed in 21 passes by default, as the workloads' C floor does, each \
        through a scene built afresh, and the figure is the median pass (--passes 1: one pass). \
        With --runs K each run is its own process and the last line is the median of each column.
        scaling: W1 with 100, 1,000 and 10,000 items. frame: the cost of drawing one lab frame. \
        startup: from process start to the first presented frame. hash: the four stream hashes. \
        views: a frame of 1,000 views re-evaluated, laid out and drawn (at 1x, then 2x). lazy: a frame of a \
        10,000-row LazyVStack feed while a finger scrolls it. drawing: 100 star cards \
        (paths, gradients, clips, shadows through Cairo), cached and redrawn. layers: a tilted card \
        with a cut-out badge, a soft text shadow, a faded blurred glow and a material, at 1x and 2x. \
        swift-scene: compile and show a \
        seed example (--scene), then reload it. worker: the 1,000-view frame stepped in this \
        process and through a worker process, input to frame and whole frame, and the worker's \
        compile and show. drag-views: a drag over a file of 1,000 views, the engine's step and the \
        views' update per move, and the bodies evaluated.
        """)

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case W1, W2, W1check, W2check, scaling, frame, startup, hash, views, drawing, lazy, layers, worker
        case swiftScene = "swift-scene"
        case dragViews = "drag-views"
        case startupChild = "startup-child"
    }

    @Argument(help: "W1, W2, W1check, W2check, scaling, frame, startup, hash, views, lazy, drawing, layers, worker, drag-views or swift-scene.") var target: Target
    @Option(help: "Items in the grid (ten to a row; the scene grows downwards).") var items: Int = 100
    @Option(help: "Runs, each in its own process; the figure is the median of each column (default 1; scaling 3, startup 5).") var runs: Int?
    @Option(help: "Deliver only the first N events of the stream (quick runs; no expectations then).") var events: Int?
    @Option(help: "Start at this event of the stream (for profiles of one part, e.g. 248000: W1's drags; no expectations then).") var from: Int = 0
    @Option(help: "engine: GestureKit directly; app: the lab's runtime on the interpreted scene file, with its log.") var path: BenchPath = .engine
    @Flag(help: "W1 without the @GestureState updates on drag and pinch.") var noGestureState = false
    @Flag(help: "Steady state: deliver the stream once untimed first, then time a second pass on the same scene.") var warm = false
    @Option(help: "Timed passes, each through a scene built afresh; the figure is the median pass (default 21 for a whole W1 or W2 stream without --warm, as the workloads' C floor; 1 otherwise).") var passes: Int?
    @Option(help: "Frames to time for `frame`.") var frames: Int = 200
    @Option(help: .hidden) var mode: StartupBench.Mode = .firstFrame
    @Option(help: .hidden) var scene: String?

    func validate() throws {
        guard (1...1_000_000).contains(items) else { throw ValidationError("--items must be between 1 and 1000000") }
        if let runs { guard (1...99).contains(runs) else { throw ValidationError("--runs must be between 1 and 99") } }
        if let events { guard events >= 0 else { throw ValidationError("--events must be 0 or more") } }
        if let passes { guard (1...999).contains(passes) else { throw ValidationError("--passes must be between 1 and 999") } }
        guard from >= 0 else { throw ValidationError("--from must be 0 or more") }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be between 1 and 100000") }
    }

    func run() throws {
        let mainTime = monotonicNanoseconds()
        switch target {
        case .W1, .W2, .W1check, .W2check:
            let name = WorkloadName(rawValue: target.rawValue)!
            if let runs, runs > 1 {
                try repeated(name, runs: runs)
            } else {
                try single(name)
            }
        case .scaling: try scaling()
        case .frame: try frame()
        case .views:
            print(try ViewBench.frame(frames: frames).line)
            print("2x " + (try ViewBench.frame(frames: frames, pixelScale: 2).line))
        case .lazy:
            print(try ViewBench.lazyFeed(frames: frames).line)
        case .dragViews:
            print(DragViewsBench.run(events: events ?? 600).line)
            print("taps " + DragViewsBench.taps().line)
        case .drawing:
            print("cached  " + (try ViewBench.drawing(changing: false, frames: frames).line))
            print("redrawn " + (try ViewBench.drawing(changing: true, frames: frames).line))
        case .layers:
            print("1x " + (try ViewBench.layers(pixelScale: 1, frames: frames).line))
            print("2x " + (try ViewBench.layers(pixelScale: 2, frames: frames).line))
        case .worker:
            let (inProcess, worker, shown) = try WorkerBench.run(frames: frames)
            print(inProcess.line)
            print(worker.line)
            print("worker compile_and_show_s=\(format(shown, 3)) input_to_frame_added_ms=\(format(median(worker.ready) - median(inProcess.ready), 3))")
            print(try WorkerBench.messageCost().line)
        case .swiftScene:
            let path = try Assets.resolveScene(scene ?? "seed000-draggable-circle")
            for run in 1...(runs ?? 3) {
                let (first, reload) = try ViewBench.compileAndShow(path: path)
                print("swift-scene run=\(run) compile_and_show_s=\(format(first, 3)) reload_s=\(format(reload, 3))")
            }
        case .startup: try startup()
        case .startupChild:
            guard let scene else { throw ValidationError("startup-child needs --scene") }
            let readings = try StartupBench.child(mode: mode, scenePath: scene, mainTime: mainTime)
            print(readings.line)
        case .hash:
            var ok = true
            for name in WorkloadName.allCases {
                let stream = Workload.events(name)
                let hash = Workload.streamHash(stream)
                let good = hash == name.publishedHash
                ok = ok && good
                print("\(name.rawValue) events=\(stream.count) stream_hash=\(Workload.hex(hash)) \(good ? "ok" : "MISMATCH (published \(Workload.hex(name.publishedHash)))")")
            }
            if !ok { throw ExitCode(1) }
        }
    }

    private var peer: String { path == .engine ? "gesture-lab" : "gesture-lab-app" }

    /// The timed passes of a workload: as asked, else 21 for a whole W1 or W2 stream timed cold
    /// (the C floor's number: one pass of a few milliseconds is at the mercy of the machine), and
    /// 1 for the checks, a piece of a stream or a warm run (what the profiles collect).
    private func passCount(_ name: WorkloadName) -> Int {
        if let passes { return passes }
        let whole = (name == .w1 || name == .w2) && events == nil && from == 0
        return whole && !warm ? 21 : 1
    }

    /// One run in this process.
    private func single(_ name: WorkloadName) throws {
        BenchRunner.countsAllocations = true
        let passes = passCount(name)
        let result = try BenchRunner.run(name, path: path, items: items, from: from, limit: events,
                                          gestureState: !noGestureState, warm: warm, passes: passes)
        var hashNote = ""
        if items == 100 && result.passed != nil {
            hashNote = result.streamHash == name.publishedHash ? " (matches the workload definition)" : " MISMATCH (the workload definition: \(Workload.hex(name.publishedHash)))"
        }
        print("workload=\(name.rawValue) path=\(path.rawValue) items=\(items) gesture_state=\(name.isTransformScene && path == .engine && !noGestureState)\(warm ? " warm=true (second pass timed)" : "")")
        print("stream_hash=\(Workload.hex(result.streamHash))\(hashNote)")
        result.verifyLines.forEach { print($0) }
        if passes > 1, let fastest = result.passSeconds.first, let slowest = result.passSeconds.last {
            print("note: median of \(passes) passes, each through a scene built afresh; min pass \(format(fastest, 6)) s, max pass \(format(slowest, 6)) s")
        }
        if let allocations = result.allocations {
            let perEvent = Double(allocations.count) / Double(max(1, result.events))
            print("allocations: \(allocations.count) in the timed loop, \(format(perEvent, 3)) per event, \(allocations.bytes) bytes (malloc interposer preloaded: the time below includes its overhead)")
        }
        let hashBad = hashNote.contains("MISMATCH")
        if let passed = result.passed { print("verify: \(passed && !hashBad ? "PASSED" : "FAILED")") }
        print(BenchResult.figureLine(workload: name.rawValue, events: result.events, seconds: result.seconds,
                                     nsPerEvent: result.nsPerEvent, peakRSSKB: result.peakRSSKB)
                .replacingOccurrences(of: "gesture-lab ", with: peer + " ", options: .anchored))
        if result.passed == false || hashBad { throw ExitCode(1) }
    }

    /// The arguments that repeat this run in a child process.
    private func childArguments(_ workload: String, items: Int) -> [String] {
        var arguments = ["bench", workload, "--runs", "1", "--items", "\(items)", "--path", path.rawValue]
        if let events { arguments += ["--events", "\(events)"] }
        if from > 0 { arguments += ["--from", "\(from)"] }
        if noGestureState { arguments.append("--no-gesture-state") }
        if warm { arguments.append("--warm") }
        if let passes { arguments += ["--passes", "\(passes)"] }
        return arguments
    }

    private struct Figure { var events: Int; var seconds: Double; var ns: Double; var rss: Int }

    /// Runs a child `gesture-lab bench …` and returns its output and figure line.
    private func child(_ arguments: [String]) throws -> (String, Figure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").last(where: { $0.contains(" events=") && $0.contains(" ns_per_event=") })
        else {
            FileHandle.standardError.write(Data(text.utf8))
            throw LabError(file: "bench", "a run failed (exit status \(process.terminationStatus))")
        }
        var fields: [String: String] = [:]
        for part in line.split(separator: " ") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
        }
        let figure = Figure(events: Int(fields["events"] ?? "") ?? 0, seconds: Double(fields["seconds"] ?? "") ?? 0,
                            ns: Double(fields["ns_per_event"] ?? "") ?? 0, rss: Int(fields["peak_rss_kb"] ?? "") ?? 0)
        return (text, figure)
    }

    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// K runs, one process each; prints each run's output, then the median line.
    private func repeated(_ name: WorkloadName, runs: Int) throws {
        var figures: [Figure] = []
        for index in 1...runs {
            let (text, figure) = try child(childArguments(name.rawValue, items: items))
            print("run \(index) of \(runs):")
            print(text, terminator: "")
            figures.append(figure)
        }
        print("median of \(runs) runs:")
        print("\(peer) \(name.rawValue) events=\(figures[0].events) seconds=\(format(median(figures.map(\.seconds)), 6)) ns_per_event=\(format(median(figures.map(\.ns)), 1)) peak_rss_kb=\(Int(median(figures.map { Double($0.rss) })))")
    }

    /// W1 at 100, 1,000 and 10,000 items, interleaved rounds, median per size.
    private func scaling() throws {
        let sizes = [100, 1000, 10000]
        let rounds = runs ?? 3
        var results: [Int: [Figure]] = [:]
        for round in 1...rounds {
            for size in sizes {
                let (_, figure) = try child(childArguments("W1", items: size))
                results[size, default: []].append(figure)
                print("round \(round) items=\(size) ns_per_event=\(format(figure.ns, 1)) peak_rss_kb=\(figure.rss)")
            }
        }
        let base = median(results[100]!.map(\.ns))
        print("median of \(rounds) interleaved rounds (W1, \(path.rawValue)):")
        for size in sizes {
            let ns = median(results[size]!.map(\.ns))
            let rss = Int(median(results[size]!.map { Double($0.rss) }))
            let height = Int(WorkloadGrid(items: size).sceneHeight)
            print("scaling W1 items=\(size) scene=1280x\(height) ns_per_event=\(format(ns, 1)) vs_100=\(format(ns / base, 2))x peak_rss_kb=\(rss)")
        }
    }

    private func frame() throws {
        let labView = try FrameBench.run(frames: frames)
        print(labView.line)
        let offscreen = try FrameBench.runOffscreenFrames(frames: max(1, frames / 2))
        print(offscreen.line)
    }

    private func startup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-lab-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenePath = folder.appendingPathComponent("W1.json").path
        try BenchSceneFile.json(kind: .transform, labels: true).write(toFile: scenePath, atomically: true, encoding: .utf8)
        let rounds = runs ?? 5
        var results: [StartupBench.Mode: [StartupBench.Run]] = [:]
        for round in 1...rounds {
            for mode in StartupBench.Mode.allCases {
                let run = try StartupBench.measure(executable: Self.executable,
                                                   arguments: ["bench", "startup-child", "--mode", mode.rawValue, "--scene", scenePath])
                results[mode, default: []].append(run)
                print("round \(round) \(mode.rawValue) total_ms=\(format(run.totalMS, 1)) to_main_ms=\(format(run.toMainMS, 1)) to_window_ms=\(format(run.toWindowMS, 1))")
            }
        }
        print("median of \(rounds) rounds (SDL dummy driver, software renderer, W1 scene with 100 labelled shapes):")
        for mode in StartupBench.Mode.allCases {
            let list = results[mode]!
            let what = mode == .firstFrame ? "exec to first present()" : "exec to LabApp.run() returning after one frame (incl. shutdown)"
            print("startup \(mode.rawValue) ms=\(format(median(list.map(\.totalMS)), 1)) to_main_ms=\(format(median(list.map(\.toMainMS)), 1)) to_window_ms=\(format(median(list.map(\.toWindowMS)), 1))  [\(what)]")
        }
    }
}

extension BenchPath: ExpressibleByArgument {}
extension StartupBench.Mode: ExpressibleByArgument {}
