import CSDL2
import Foundation
import GestureKit
import LabApp
import LabCore
import LabWindow

/// Start-up time: from the moment a parent process starts `gesture-lab` to the child's first
/// presented frame, on SDL's dummy video driver (software renderer). Both read CLOCK_MONOTONIC,
/// which all processes share, so the child's reading minus the parent's is exact.
public enum StartupBench {
    /// How the child gets to its first frame.
    public enum Mode: String, CaseIterable, Sendable {
        /// The lab's own start-up steps, in LabApp's order, stamped right after the first
        /// `present()`: load and interpret the scene file, open the window (SDL video, renderer),
        /// load the fonts, make the simulation, draw the first frame, present it.
        case firstFrame = "first-frame"
        /// `LabApp(options:).run()` itself, unchanged, with a quit event queued so that its loop
        /// runs exactly one frame; stamped when `run()` returns. An upper bound: it includes
        /// the app's shutdown (the loop reads the quit before its first frame and does not wait).
        case labApp = "labapp"
    }

    /// The child's readings (CLOCK_MONOTONIC ns).
    public struct ChildReadings: Sendable {
        public var main: UInt64
        public var windowOpen: UInt64
        public var done: UInt64
        public var line: String { "startup_child main_ns=\(main) window_ns=\(windowOpen) done_ns=\(done)" }
        public init(main: UInt64, windowOpen: UInt64, done: UInt64) {
            self.main = main; self.windowOpen = windowOpen; self.done = done
        }
        public init?(line: String) {
            var values: [String: UInt64] = [:]
            for part in line.split(separator: " ") {
                let pair = part.split(separator: "=")
                if pair.count == 2, let value = UInt64(pair[1]) { values[String(pair[0])] = value }
            }
            guard let main = values["main_ns"], let window = values["window_ns"], let done = values["done_ns"] else { return nil }
            self.init(main: main, windowOpen: window, done: done)
        }
    }

    /// Runs in the child: gets to the first presented frame of `scenePath` and returns the readings.
    public static func child(mode: Mode, scenePath: String, mainTime: UInt64) throws -> ChildReadings {
        switch mode {
        case .firstFrame:
            let lab = try LabScene(path: scenePath)
            let (w, h) = LabLayout.preferredWindowSize(for: lab.scene.size)
            let window = try Window(title: "gesture-lab — \(lab.file.title ?? lab.file.path)", width: w, height: h,
                                    hidden: false, highDPI: true, resizable: true)
            let windowTime = monotonicNanoseconds()
            let view = try LabView(canvas: window.canvas)
            let simulation = LabSimulation(lab: lab, tickHz: 120)
            let size = window.sizeInPoints
            let layout = LabLayout(sceneSize: lab.scene.size, windowWidth: Double(size.width), windowHeight: Double(size.height))
            var state = LabOverlayState()
            state.sceneTitle = lab.file.title ?? scenePath
            state.clockStatus = "▶ t=0.00"
            state.monitor = "0 fps · step 0.000 ms · 120 Hz"
            view.draw(session: simulation, frame: simulation.frame(at: simulation.time, drawing: true), lingering: [], layout: layout, state: state)
            window.canvas.present()
            return ChildReadings(main: mainTime, windowOpen: windowTime, done: monotonicNanoseconds())
        case .labApp:
            var options = LabApp.Options(scenes: [scenePath])
            options.hotReload = false
            let app = try LabApp(options: options)
            let windowTime = monotonicNanoseconds()
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            quit.quit.type = SDL_QUIT.rawValue
            guard SDL_PushEvent(&quit) == 1 else { throw LabError(file: scenePath, "SDL refused the quit event") }
            app.run()
            return ChildReadings(main: mainTime, windowOpen: windowTime, done: monotonicNanoseconds())
        }
    }

    /// One run from the parent's side.
    public struct Run: Sendable {
        /// Parent's reading just before starting the child.
        public var spawn: UInt64
        public var child: ChildReadings
        public var totalMS: Double { Double(child.done &- spawn) / 1e6 }
        public var toMainMS: Double { Double(child.main &- spawn) / 1e6 }
        public var toWindowMS: Double { Double(child.windowOpen &- spawn) / 1e6 }
    }

    /// Starts `executable arguments…` with SDL's dummy driver and reads the child's line.
    public static func measure(executable: String, arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        let spawn = monotonicNanoseconds()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
              let line = text.split(separator: "\n").last(where: { $0.hasPrefix("startup_child") }),
              let readings = ChildReadings(line: String(line))
        else {
            throw LabError(file: executable, "the start-up child failed (status \(process.terminationStatus)): \(text)")
        }
        return Run(spawn: spawn, child: readings)
    }
}
