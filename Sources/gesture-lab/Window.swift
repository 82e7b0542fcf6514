import ArgumentParser
import Foundation
import GestureKit
import LabApp
import LabCore

/// The options every window command takes.
struct WindowOptions: ParsableArguments {
    @Option(name: .customLong("tick-hz"), help: "Recognition steps per second.") var tickHz: Int = 120
    @Option(help: "Also write the live session's log to this file.") var log: String?
    @Flag(name: .customLong("no-panel"), help: "Show the scene alone, without the recognizer panel (Tab brings it back).") var noPanel = false
    @Flag(name: .customLong("no-help-hint"), help: "Leave the \"H: help\" hint out of the panel.") var noHelpHint = false
    @Flag(help: "Draw the path of each touch (T toggles it).") var trails = false
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
        options.previewName = swift.preview
        options.canvasSize = swift.canvas
        options.hasSafeArea = swift.safeArea
        options.worker.callbackSeconds = swift.callbackTimeout
        options.worker.memoryBytes = swift.memoryLimit << 20
        options.showsPanel = !noPanel
        options.showsHelpHint = !noHelpHint
        options.showsTrails = trails
        return options
    }
}

/// The options of Swift scenes: which view is the root, and the canvas it is laid out in.
struct SwiftSceneOptions: ParsableArguments {
    @Option(help: "A Swift scene's root view (default: ContentView, else the file's first preview, else its only View).") var view: String?
    @Option(help: "A Swift scene's #Preview of this name as the root view.") var preview: String?
    @Option(help: "A Swift scene's canvas in points, WIDTHxHEIGHT (default 390x844).") var size: String?
    @Flag(help: "Give a Swift scene's canvas an iPhone's safe area (47 points at the top, 34 at the bottom): the root is laid out inside it, and views that ignore it reach past it.") var safeArea = false

    @Option(name: .customLong("callback-timeout"), help: "Seconds a Swift file's code may run without returning (a callback, a body) before the lab stops it.") var callbackTimeout: Double = Limits.callbackSeconds
    @Option(name: .customLong("memory-limit"), help: "MiB of memory a Swift file's code may hold before the lab stops it.") var memoryLimit: Int = Limits.memoryBytes >> 20

    func validate() throws {
        guard callbackTimeout.isFinite, callbackTimeout >= 0.1, callbackTimeout <= 3600 else {
            throw ValidationError("--callback-timeout must be from 0.1 to 3600 seconds")
        }
        guard (64...1 << 20).contains(memoryLimit) else { throw ValidationError("--memory-limit must be from 64 to 1048576 MiB") }
        if let size, DocumentLoader.parseSize(size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, each from 1 to 16384, such as 390x844")
        }
    }

    var canvas: CGSize? { size.flatMap(DocumentLoader.parseSize) }
    var loader: DocumentLoader {
        let loader = DocumentLoader(viewName: view, previewName: preview, canvas: canvas, hasSafeArea: safeArea)
        loader.worker.callbackSeconds = callbackTimeout
        loader.worker.memoryBytes = memoryLimit << 20
        return loader
    }
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
        let app = try LabApp(options: options)
        app.run()
        // The file's code stopped: the recording and the log are whole up to there.
        if let failure = app.failure { throw failure }
    }
}

/// How `replay` renders: the frames' look, where rendering starts, and where frames go.
struct RenderOptions: ParsableArguments {
    @Option(help: "Render every frame as numbered PNG files into this folder (its old frame-NNNNNN.png files are removed first).") var frames: String?
    @Option(help: "Encode the frames into a video with ffmpeg: FILE.mp4, FILE.webm or FILE.gif.") var video: String?
    @Option(help: "Render the final frame to this PNG file (with the same look options as frames and videos).") var screenshot: String?
    @Option(help: "Start rendering frames at this time in seconds (the log is the same).") var from: Double?
    @Flag(help: "Render from half a second before the first touch to a second after the last (unless --until; the run, and so the log, then ends there too), leaving out a take's idle start and end.") var trim = false
    @Flag(name: .customLong("no-panel"), help: "Render the scene alone, without the recognizer panel.") var noPanel = false
    @Flag(name: .customLong("no-help-hint"), help: "Leave the \"H: help\" hint out of the panel.") var noHelpHint = false
    @Flag(help: "Draw the path of each touch.") var trails = false
    @Option(help: "Pixels per point of rendered frames: 1 or 2.") var scale: Double = 1

    func validate() throws {
        if let from { guard from.isFinite, from >= 0, from <= Limits.time else { throw ValidationError("--from must be a time in seconds from 0 to \(formatNumber(Limits.time))") } }
        guard scale == 1 || scale == 2 else { throw ValidationError("--scale must be 1 or 2") }
        if let video, VideoEncoder.format(of: video) == nil { throw ValidationError("--video must name an .mp4, .webm or .gif file") }
        if from != nil && trim { throw ValidationError("--from and --trim both say where rendering starts; give one") }
        if !rendersFrames && from != nil {
            throw ValidationError("--from says where rendered frames start; add --frames DIR or --video FILE")
        }
        if !rendersFrames && screenshot == nil && (trim || noPanel || noHelpHint || trails || scale != 1) {
            throw ValidationError("--trim, --no-panel, --no-help-hint, --trails and --scale shape rendered frames; add --screenshot FILE, --frames DIR or --video FILE")
        }
    }

    var look: OffscreenFrames.Look {
        var look = OffscreenFrames.Look()
        look.showsPanel = !noPanel
        look.showsHelpHint = !noHelpHint
        look.showsTrails = trails
        look.pixelScale = scale
        return look
    }
    var rendersFrames: Bool { frames != nil || video != nil }
}

/// Renders replay frames offscreen for `--screenshot`, `--frames` and `--video`, with progress
/// on standard error.
struct OffscreenRenderer {
    let frame: (GestureTime) -> Void
    let finish: () throws -> Void

    static func make(replay: LabCore.Replay, render: RenderOptions, fps: Double) throws -> OffscreenRenderer? {
        let screenshot = render.screenshot
        guard screenshot != nil || render.rendersFrames else { return nil }
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let frames = render.frames
        if let frames {
            do { try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true) } catch {
                throw LabError(file: frames, "cannot create this folder")
            }
            try removeOldFrames(in: frames)
        }
        let renderer = try OffscreenFrames(session: replay.session, look: render.look)
        var encoder: VideoEncoder?
        if let video = render.video {
            let probe = try renderer.render(at: .zero, touches: [])
            encoder = try VideoEncoder(path: video, width: probe.width, height: probe.height, fps: fps)
        }
        // The touches the engine has received, as it receives them.
        let touches = ReplayTouches()
        replay.session.observeDeliveries { touches.apply($0) }
        let start = replay.options.from
        let total = max(1, Int(((replay.endTime.seconds - start.seconds) * fps).rounded(.down)) + 1)
        let progress = Progress(total: total, what: render.video ?? frames ?? "frames")
        var count = 0
        var failure: Error?
        var last: GestureTime = .zero
        return OffscreenRenderer(frame: { time in
            last = time
            guard failure == nil, render.rendersFrames else { return }
            do {
                let image = try renderer.render(at: time, touches: touches.down, trails: touches.trails)
                if let frames {
                    try image.writePNG(to: (frames as NSString).appendingPathComponent(String(format: "frame-%06d.png", count)))
                }
                try encoder?.append(image)
                count += 1
                progress.update(count)
            } catch { failure = error }
        }, finish: {
            if let failure { throw LabError(file: render.video ?? frames ?? "frames", "rendering failed: \(failure)") }
            try encoder?.finish()
            if render.rendersFrames { progress.done(count) }
            if let screenshot {
                let end = replay.endTime
                do {
                    try renderer.render(at: max(end, last), touches: touches.down, trails: touches.trails).writePNG(to: screenshot)
                } catch {
                    throw LabError(file: screenshot, "cannot render or write the screenshot: \(error)")
                }
            }
        })
    }

    /// Removes the frame files an earlier run left in `folder` (`frame-NNNNNN.png`, nothing
    /// else), so frames of two runs never mix.
    static func removeOldFrames(in folder: String) throws(LabError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let old = names.filter { name in
            name.hasPrefix("frame-") && name.hasSuffix(".png") && name.count == 16
                && name.dropFirst(6).prefix(6).allSatisfy(\.isNumber)
        }
        for name in old {
            let path = (folder as NSString).appendingPathComponent(name)
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw LabError(file: path, "cannot remove this frame of an earlier run")
            }
        }
        if !old.isEmpty {
            FileHandle.standardError.write(Data("gesture-lab: removed \(old.count) frames of an earlier run from \(OneLine.text(folder))\n".utf8))
        }
    }
}

/// Rendering progress on standard error: a line rewritten in place on a terminal, a line every
/// quarter otherwise.
final class Progress {
    let total: Int
    let what: String
    private let isTerminal = isatty(2) != 0
    private var shown = -1

    init(total: Int, what: String) {
        self.total = total
        self.what = OneLine.text(what)
    }

    func update(_ count: Int) {
        let percent = min(100, count * 100 / total)
        if isTerminal {
            guard percent != shown else { return }
            FileHandle.standardError.write(Data("\rrendering \(what): frame \(count) of about \(total) (\(percent) %)".utf8))
        } else {
            guard percent / 25 != shown / 25 else { return }
            FileHandle.standardError.write(Data("rendering \(what): frame \(count) of about \(total)\n".utf8))
        }
        shown = percent
    }

    func done(_ count: Int) {
        FileHandle.standardError.write(Data("\(isTerminal ? "\r" : "")rendered \(count) frames to \(what)\(isTerminal ? "\u{1B}[K" : "")\n".utf8))
    }
}
