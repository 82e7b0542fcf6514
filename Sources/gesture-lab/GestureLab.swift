import ArgumentParser
import Foundation
import GestureKit
import LabApp
import LabBench
import LabCore

/// `gesture-lab`: the command line of the contract. Every bad scene, event file or argument
/// ends with one line `FILE:LINE:COLUMN: error: MESSAGE` on standard error and exit status 2.
@main
struct GestureLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture-lab",
        abstract: "SwiftUI's gesture system on Linux: a laboratory window, replays and scenes.",
        version: GestureLab.version,
        subcommands: [Open.self, Run.self, Replay.self, Record.self, Scenes.self, Bench.self],
        defaultSubcommand: Open.self)

    /// The lab's version (`gesture-lab --version`).
    static let version = "1.1.0"

    static func main() {
        // The lab's own worker process, which runs a Swift file's code (WorkerSimulation).
        if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "__worker" { WorkerMain.run() }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as LabError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(2)
        } catch let failure as SceneFailure {
            // A Swift file's code trapped, hung or ran out of memory in its worker: the log is
            // whole up to there (and every temporary folder gone, the stack unwound).
            FileHandle.standardError.write(Data((failure.errorLine + "\n").utf8))
            Foundation.exit(1)
        } catch let error as SwiftCompileError {
            // The compiler's own diagnostics, as it wrote them.
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            Foundation.exit(2)
        } catch {
            if let clean = error as? CleanExit {
                exit(withError: clean)
            }
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let text = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            // An argument has no line or column: the contract's form without them, naming the
            // command where a file would be.
            FileHandle.standardError.write(Data("gesture-lab: error: \(OneLine.text(text))\n".utf8))
            Foundation.exit(2)
        }
    }
}

struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in scenes: name, then a one-line description.")

    @Option(help: "Print this built-in scene's file, and where its sample input is, to start from a copy.") var show: String?

    func run() throws {
        if let show {
            guard let scene = Assets.builtInScenes().first(where: { $0.name == show }) else {
                throw LabError(file: show, "no built-in scene of that name (gesture-lab scenes lists them)")
            }
            let text: String
            do { text = try String(contentsOfFile: scene.path, encoding: .utf8) } catch {
                throw LabError(file: scene.path, "cannot be read")
            }
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
            let base = (scene.path as NSString).deletingPathExtension
            FileHandle.standardError.write(Data("gesture-lab: \(show) is \(scene.path); its sample input is \(base).events.jsonl\n".utf8))
            return
        }
        let scenes = Assets.builtInScenes()
        guard !scenes.isEmpty else {
            throw LabError(file: "Assets/scenes", "no built-in scenes found (set GESTURE_LAB_ASSETS to the Assets folder)")
        }
        let width = scenes.map(\.name.count).max() ?? 0
        for scene in scenes {
            print(scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.description)
        }
    }
}

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene on recorded input with no window and no wall clock, and write the log.")

    @Argument(help: "A scene file, or a built-in scene's name.") var scene: String
    @Option(help: "The input event file (JSON Lines).") var input: String
    @Option(help: "Where to write the log, in place (default, or -: standard output).") var log: String?
    @Option(help: "Run the clock to this time in seconds (default: one second after the last event).") var until: Double?
    @Option(name: .customLong("tick-hz"), help: "Recognition steps per second.") var tickHz: Int = 120
    @Option(help: "Rendered frames per second (default 60 for --frames, 30 for an MP4 or WebM video, 15 for a GIF).") var fps: Double?
    @OptionGroup var render: RenderOptions
    @Flag(help: "At the end, print this run's peak memory as peak_rss_kb=N on standard error.") var reportMemory = false
    @OptionGroup var swift: SwiftSceneOptions

    func validate() throws {
        guard (1...100_000).contains(tickHz) else { throw ValidationError("--tick-hz must be between 1 and 100000") }
        if let fps { guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be more than 0 and at most 1000 (frames per second)") } }
        if let until {
            guard until.isFinite, until >= 0, until <= Limits.time else {
                throw ValidationError("--until must be a time in seconds from 0 to \(formatNumber(Limits.time))")
            }
        }
    }

    func run() throws {
        let loader = swift.loader
        // A Swift file compiles before anything else is read; its code then runs in a worker.
        let prepared = try loader.prepare(try Assets.resolveScene(scene))
        // The input is checked whole first (a bad file is one error line before anything runs,
        // its warnings shown only once it passed) and then read again as the replay goes: any
        // length, constant memory (the first thousand warnings are kept, the rest counted).
        var warnings: [LabWarning] = [], unshown = 0
        let events = try EventStream(path: input) { warning in
            if warnings.count < 1_000 { warnings.append(warning) } else { unshown += 1 }
        }
        for warning in warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
        if unshown > 0 {
            FileHandle.standardError.write(Data("\(OneLine.text(input)):1:1: warning: \(unshown) more events ignored, as above\n".utf8))
        }
        var options = LabCore.Replay.Options()
        options.tickHz = tickHz
        let rate = fps ?? render.video.flatMap(VideoEncoder.format(of:)).map(VideoEncoder.defaultFPS) ?? 60
        options.fps = rate
        options.until = until.flatMap { GestureTime(seconds: $0) }
        if let from = render.from { options.from = GestureTime(seconds: from) ?? .zero }
        if render.trim, let first = events.firstTouchTime, let last = events.lastTouchTime {
            // Half a second before the take's first touch, never before its mark (a take's
            // prelude, which brings the scene to where the window was, is not shown)…
            let start = GestureTime(seconds: max(0, first.seconds - 0.5)) ?? .zero
            options.from = max(start, events.markTime ?? .zero)
            // …and ends a second after the last touch (the idle end of a take left out too).
            if options.until == nil { options.until = last + GestureTime.Duration(seconds: 1) }
        } else if render.trim, let mark = events.markTime {
            options.from = mark
        }
        if let video = render.video, VideoEncoder.format(of: video) == .gif, rate > VideoEncoder.maximumGIFFPS {
            throw LabError(file: video, "a GIF plays at most \(Int(VideoEncoder.maximumGIFFPS)) frames a second; give --fps 50 or less")
        }
        let end = options.until ?? events.lastTime + GestureTime.Duration(seconds: 1)
        if render.rendersFrames, options.from > end {
            throw LabError(file: input, "nothing to render: rendering would start at \(options.from) s, after the end at \(end) s")
        }
        if let video = render.video, OutputFile.isSameFile(video, input) {
            throw LabError(file: video, "is the input file; writing the video there would destroy the input")
        }
        if let log, OutputFile.isSameFile(log, input) {
            throw LabError(file: log, "is the input file; writing the log there would destroy the input")
        }
        let session = try loader.start(prepared, tickHz: tickHz)
        let replay = LabCore.Replay(session: session, input: events, options: options)
        let renderer = try OffscreenRenderer.make(replay: replay, render: render, fps: rate)
        // The log streams to its file as it is written; nothing of it is kept in memory.
        let output = try OutputFile(path: log ?? "-")
        var failure: LabError?
        // Lines written while the scene started (an onAppear's print) come first.
        for line in session.takeStartingOutput().lines { try output.writeLine(line) }
        session.observeScene { event in
            guard case .line(let line) = event, failure == nil else { return }
            do throws(LabError) { try output.writeLine(line) } catch { failure = error }
        }
        if session.failure == nil { replay.run(frame: render.rendersFrames ? renderer?.frame : nil) }
        if let stopped = session.failure {
            // The code stopped: its error ends the log (the lines before it all written), and the
            // replay with it.
            try output.writeLine(stopped.logLine)
            try output.close()
            try? renderer?.finish()
            throw stopped
        }
        if let changed = events.failure {
            throw LabError(file: changed.file, at: changed.location, "the input changed while it was replayed: \(changed.message)")
        }
        if let failure { throw failure }
        try output.close()
        try renderer?.finish()
        if reportMemory { FileHandle.standardError.write(Data("peak_rss_kb=\(ProcessStats.peakRSSKB())\n".utf8)) }
    }
}
