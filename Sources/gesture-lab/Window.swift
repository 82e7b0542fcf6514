import ArgumentParser
import Foundation
import GestureKit
import LabApp
import LabCore

/// The options every window command takes.
struct WindowOptions: ParsableArguments {
    @Option(name: .customLong("tick-hz"), help: "Recognition steps per second.") var tickHz: Int = 120
    @Option(help: "Also write the live session's log to this file.") var log: String?
    @OptionGroup var swift: SwiftSceneOptions

    func validate() throws {
        guard (1...10_000).contains(tickHz) else { throw ValidationError("--tick-hz must be between 1 and 10000") }
    }

    /// Lab options for these scenes with these settings.
    func lab(scenes: [String]) -> LabApp.Options {
        var options = LabApp.Options(scenes: scenes)
        options.tickHz = tickHz
        options.logPath = log
        options.viewName = swift.view
        options.canvasSize = swift.canvas
        return options
    }
}

/// The options of Swift scenes: which view is the root, and the canvas it is laid out in.
struct SwiftSceneOptions: ParsableArguments {
    @Option(help: "A Swift scene's root view (default: ContentView, or the file's only View).") var view: String?
    @Option(help: "A Swift scene's canvas in points, WIDTHxHEIGHT (default 390x844).") var size: String?

    func validate() throws {
        if let size, DocumentLoader.parseSize(size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, each from 1 to 16384, such as 390x844")
        }
    }

    var canvas: CGSize? { size.flatMap(DocumentLoader.parseSize) }
    var loader: DocumentLoader { DocumentLoader(viewName: view, canvas: canvas) }
}

/// `gesture-lab` with no arguments: the gallery of built-in scenes.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the window on the gallery of built-in scenes.")
    @OptionGroup var window: WindowOptions

    func run() throws {
        let scenes = Assets.builtInScenes()
        guard !scenes.isEmpty else { throw LabError(file: "Assets/scenes", "no built-in scenes found (set GESTURE_LAB_ASSETS)") }
        var options = window.lab(scenes: scenes.map(\.path))
        options.startIndex = scenes.firstIndex { $0.name == "gallery" } ?? 0
        try LabApp(options: options).run()
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the window on a scene; the file is reloaded when it changes.")
    @Argument(help: "A scene file, or a built-in scene's name.") var scene: String
    @OptionGroup var window: WindowOptions

    func run() throws {
        try LabApp(options: window.lab(scenes: [try Assets.resolveScene(scene)])).run()
    }
}

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the window and write every input to an event file.")
    @Argument(help: "A scene file, or a built-in scene's name.") var scene: String
    @Option(help: "The event file to write.") var output: String
    @OptionGroup var window: WindowOptions

    func run() throws {
        var options = window.lab(scenes: [try Assets.resolveScene(scene)])
        options.recordPath = output
        options.hotReload = false
        try LabApp(options: options).run()
    }
}

/// Renders replay frames offscreen for `--screenshot` and `--frames`.
struct OffscreenRenderer {
    let frame: (GestureTime) -> Void
    let finish: () throws -> Void

    static func make(replay: LabCore.Replay, screenshot: String?, frames: String?) throws -> OffscreenRenderer? {
        guard screenshot != nil || frames != nil else { return nil }
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        if let frames {
            do { try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true) } catch {
                throw LabError(file: frames, "cannot create this folder")
            }
        }
        let renderer = try OffscreenFrames(runtime: replay.runtime)
        // The touches the engine has received, as it receives them.
        let touches = ReplayTouches()
        replay.simulation.observeDeliveries { touches.apply($0) }
        var count = 0
        var failure: Error?
        var last: GestureTime = .zero
        return OffscreenRenderer(frame: { time in
            guard failure == nil, let frames else { last = time; return }
            do {
                let image = try renderer.render(at: time, touches: touches.down)
                try image.writePNG(to: (frames as NSString).appendingPathComponent(String(format: "frame-%06d.png", count)))
                count += 1
            } catch { failure = error }
            last = time
        }, finish: {
            if let failure { throw LabError(file: frames ?? "frames", "rendering failed: \(failure)") }
            if let screenshot {
                let end = replay.endTime
                do {
                    try renderer.render(at: max(end, last), touches: touches.down).writePNG(to: screenshot)
                } catch {
                    throw LabError(file: screenshot, "cannot render or write the screenshot: \(error)")
                }
            }
        })
    }
}
