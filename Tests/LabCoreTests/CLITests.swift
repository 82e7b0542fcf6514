import Foundation
import LabCore
import Testing

/// Finds the built `gesture-lab` executable: `$GESTURE_LAB_BINARY`, else beside the test
/// bundle (same build products folder), else in the package's .build/debug.
enum CLI {
    static let binary: String? = {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["GESTURE_LAB_BINARY"], fm.isExecutableFile(atPath: env) {
            return env
        }
        var folders: [URL] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(Bundle.module.bundleURL.deletingLastPathComponent())
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folders.append(package.appendingPathComponent(".build/debug"))
        for folder in folders {
            // On macOS the test bundle's executable sits in PackageTests.xctest/Contents/MacOS.
            for candidate in [folder, folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()] {
                let path = candidate.appendingPathComponent("gesture-lab").path
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue, fm.isExecutableFile(atPath: path) {
                    return path
                }
            }
        }
        return nil
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the command, with `environment` added to the test's own.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary))
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        // Standard output and error go to files, so a large log can never block on a full pipe.
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Exactly one line on standard error, of the form `FILE:LINE:COLUMN: error: MESSAGE`.
    static func isOneErrorLine(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 2, lines[1].isEmpty else { return false }
        // FILE:LINE:COLUMN: error: MESSAGE, or FILE: error: MESSAGE where there is no place (an
        // argument), as the contract allows ("line and column where known").
        return lines[0].wholeMatch(of: /[^:]+(:\d+:\d+)?: error: .+/) != nil
    }
}

@Suite("The gesture-lab command line", .enabled(if: CLI.binary != nil, "gesture-lab is not built beside the tests; run swift build first"))
struct CLITests {
    static let example = Fixture.goldenInput("contract-example.json")
    static let exampleEvents = Fixture.goldenInput("contract-example.events.jsonl")

    @Test("replay of a good scene exits 0 and writes the log, the same as the library's, to standard output")
    func goodReplay() throws {
        let result = try CLI.run(["replay", Self.example, "--input", Self.exampleEvents])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let expected = try Fixture.replay(scene: Self.example, events: Self.exampleEvents).joined(separator: "\n") + "\n"
        #expect(result.stdout == expected)
        #expect(result.stdout.contains(#"{"t": 0.9, "type": "print", "shape": "circle", "text": "dropped"}"#))
    }

    @Test("replay writes what a Swift scene prints as it starts (an onAppear) before the rest of the log")
    func printsAtStart() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Fixture.write("""
            import SwiftUI
            struct ContentView: View {
                var body: some View { Color.blue.onAppear { print("appeared") }.onTapGesture { print("tapped") } }
            }
            """, to: folder.appendingPathComponent("Appear.swift"))
        let events = Fixture.write(Build.taps(at: [0.1], 195, 422), to: folder.appendingPathComponent("taps.jsonl"))
        let result = try CLI.run(["replay", file, "--input", events])
        #expect(result.status == 0, "\(result.stderr)")
        let prints = result.stdout.split(separator: "\n").filter { $0.contains(#""type": "print""#) }
        #expect(prints == [#"{"t": 0, "type": "print", "text": "appeared"}"#, #"{"t": 0.15, "type": "print", "text": "tapped"}"#])
    }

    @Test("a Swift scene's task, its main-actor model's work and a Task a tap starts run on the replay's clock, the same at any tick rate")
    func taskOnTheClock() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Fixture.write("""
            import SwiftUI
            @MainActor final class Loader: ObservableObject {
                @Published var items: [String] = []
                func load() async {
                    try? await Task.sleep(for: .seconds(0.5))
                    items = ["one", "two"]
                    print("loaded")
                }
            }
            struct ContentView: View {
                @StateObject private var loader = Loader()
                @State private var status = "idle"
                var body: some View {
                    VStack { Text(status); ForEach(loader.items, id: \\.self) { Text($0) } }
                        .onTapGesture { Task { try? await Task.sleep(for: .seconds(0.3)); print("tapped later") } }
                        .task {
                            await loader.load()
                            try? await Task.sleep(nanoseconds: 200_000_000)
                            status = "ready"
                            print("ready")
                        }
                }
            }
            """, to: folder.appendingPathComponent("Loads.swift"))
        let events = Fixture.write(Build.taps(at: [0.1], 195, 422), to: folder.appendingPathComponent("taps.jsonl"))
        var logs: [String] = []
        for hz in ["30", "1000"] {
            let result = try CLI.run(["replay", file, "--input", events, "--until", "1", "--tick-hz", hz])
            #expect(result.status == 0, "\(result.stderr)")
            logs.append(result.stdout)
        }
        let prints = logs[0].split(separator: "\n").filter { $0.contains(#""type": "print""#) }
        #expect(prints == [#"{"t": 0.45, "type": "print", "text": "tapped later"}"#, #"{"t": 0.5, "type": "print", "text": "loaded"}"#,
                           #"{"t": 0.7, "type": "print", "text": "ready"}"#])
        #expect(logs[0].contains(#""status": "ready""#))
        #expect(logs[0] == logs[1])
    }

    @Test("replay takes a built-in scene by name")
    func builtInSceneByName() throws {
        let result = try CLI.run(["replay", "long-press-drag", "--input", Fixture.eventsPath("long-press-drag"), "--tick-hz", "1000"])
        #expect(result.status == 0)
        let expected = try Fixture.replay(scene: Fixture.scenePath("long-press-drag"), events: Fixture.eventsPath("long-press-drag"))
        #expect(result.stdout == expected.joined(separator: "\n") + "\n")
    }

    @Test("--log FILE writes the log to the file and nothing to standard output")
    func logToFile() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let logPath = folder.appendingPathComponent("out.log.jsonl").path
        let result = try CLI.run(["replay", Self.example, "--input", Self.exampleEvents, "--log", logPath])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: logPath, encoding: .utf8)
        let expected = try Fixture.replay(scene: Self.example, events: Self.exampleEvents).joined(separator: "\n") + "\n"
        #expect(written == expected)
    }

    @Test("--until runs the clock to the given time: the final line's t")
    func until() throws {
        let result = try CLI.run(["replay", Self.example, "--input", Self.exampleEvents, "--until", "3"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").last?.hasPrefix(#"{"t": 3, "type": "final""#) == true)
    }

    @Test("a bad scene exits 2 with one error line naming the file, line and column")
    func badScene() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = Fixture.write(#"{"version": 1, "shapes": [{"id": "a", "kind": "star", "center": [1, 2], "size": [3, 4]}]}"#,
                                  to: folder.appendingPathComponent("bad.json"))
        let result = try CLI.run(["replay", scene, "--input", Self.exampleEvents])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(CLI.isOneErrorLine(result.stderr), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(scene):1:47: error: unknown kind 'star'"))
    }

    @Test("a bad gesture inside a scene exits 2 with one error line")
    func badGesture() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = Fixture.write(Build.scene([".gesture(TapGesture(count: 0))"]), to: folder.appendingPathComponent("bad.json"))
        let result = try CLI.run(["replay", scene, "--input", Self.exampleEvents])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(CLI.isOneErrorLine(result.stderr), "\(result.stderr)")
        #expect(result.stderr.contains(": error: count must be between 1 and 100, got 0"))
    }

    @Test("a bad event file exits 2 with one error line, and no partial log")
    func badEvents() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = Fixture.write("{\"t\": 0, \"type\": \"touchDown\", \"id\": 1, \"x\": 320, \"y\": 240}\n{\"t\": 0.5, \"type\": \"swipe\"}\n",
                                   to: folder.appendingPathComponent("bad.jsonl"))
        let result = try CLI.run(["replay", Self.example, "--input", events])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(CLI.isOneErrorLine(result.stderr), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("\(events):2:20: error: unknown event type \"swipe\""))
    }

    @Test("bad arguments exit 2 with one error line", arguments: [
        ["replay", "SCENE", "--input", "EVENTS", "--tick-hz", "0"],
        ["replay", "SCENE", "--input", "EVENTS", "--bogus"],
        ["replay", "SCENE"],
        ["replay", "no-such-scene", "--input", "EVENTS"],
        ["replay", "SCENE", "--input", "/nonexistent/events.jsonl"],
        ["replay", "SCENE", "--input", "EVENTS", "--fps", "-1"],
        ["frobnicate"],
    ])
    func badArguments(arguments: [String]) throws {
        let filled = arguments.map { $0 == "SCENE" ? Self.example : $0 == "EVENTS" ? Self.exampleEvents : $0 }
        let result = try CLI.run(filled)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stdout.isEmpty, "\(arguments)")
        #expect(CLI.isOneErrorLine(result.stderr), "\(arguments): \(result.stderr)")
    }

    @Test("--tick-hz 0 is reported as such")
    func tickHzZero() throws {
        let result = try CLI.run(["replay", Self.example, "--input", Self.exampleEvents, "--tick-hz", "0"])
        #expect(result.stderr.contains("--tick-hz"))
    }

    @Test("the log is byte-identical across --tick-hz and --fps")
    func deterministicAcrossRates() throws {
        let reference = try CLI.run(["replay", "tap-orderings", "--input", Fixture.eventsPath("tap-orderings")])
        #expect(reference.status == 0)
        for rate in [["--tick-hz", "30"], ["--tick-hz", "1000"], ["--fps", "24"], ["--tick-hz", "7", "--fps", "144"]] {
            let result = try CLI.run(["replay", "tap-orderings", "--input", Fixture.eventsPath("tap-orderings")] + rate)
            #expect(result.stdout == reference.stdout, "\(rate)")
        }
    }

    @Test("gesture-lab scenes lists every built-in scene, JSON and Swift, with its description")
    func scenesCommand() throws {
        let result = try CLI.run(["scenes"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == Fixture.builtInSceneNames.count + SwiftSceneTests.swiftSceneNames.count)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == (Fixture.builtInSceneNames + SwiftSceneTests.swiftSceneNames).sorted())
        for name in Fixture.builtInSceneNames {
            let summary = try #require(try SceneFile.load(Fixture.scenePath(name)).summary)
            let line = try #require(lines.first { $0.hasPrefix(name + " ") })
            #expect(line.hasSuffix("  " + summary), "\(line)")
        }
        for name in SwiftSceneTests.swiftSceneNames {
            let line = try #require(lines.first { $0.hasPrefix(name + " ") })
            // The seeds' views say which seed they come from; every Swift scene has its first comment line.
            #expect(line.contains("(seed 00") || !name.hasPrefix("seed"), "\(line)")
            #expect(line.split(separator: " ", omittingEmptySubsequences: true).count > 2, "\(line)")
        }
    }
}

/// `replay --video`, `--trim`, `--from` and the frames folder (issue 14). Needs ffmpeg and ffprobe
/// (scripts/deps.sh installs them); without them the video tests say so and stop.
@Suite("Rendering a take", .serialized)
struct TakeRenderingTests {
    static var hasFFmpeg: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ffprobe") }
    }

    /// Frames and size of a video, read by ffprobe.
    static func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        try #require(fields.count == 3, "ffprobe said '\(text)'")
        return (fields[2], fields[0], fields[1])
    }

    @Test("--video makes an MP4 with an even frame size and a GIF with its palette, one frame per --fps step from --trim's start")
    func videos() throws {
        guard Self.hasFFmpeg else { Issue.record("ffmpeg is not installed (scripts/deps.sh installs it)"); return }
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // An odd canvas (391 points wide) with the panel off: odd frames, padded to even for H.264.
        let events = folder.appendingPathComponent("events.jsonl").path
        try (Build.taps(at: [2.0]) + "\n").write(toFile: events, atomically: true, encoding: .utf8)
        let scene = folder.appendingPathComponent("scene.json").path
        try #"{"version": 1, "size": [391, 301], "shapes": [{"id": "dot", "kind": "circle", "center": [200, 200], "size": [80, 80], "gestures": [".onTapGesture { print(\"tap\") }"]}]}"#
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let mp4 = folder.appendingPathComponent("take.mp4").path
        let result = try CLI.run(["replay", scene, "--input", events, "--trim", "--until", "3", "--no-panel", "--video", mp4, "--fps", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        let video = try Self.probe(mp4)
        // From 1.5 s (half a second before the first touch) to 3 s at 10 frames a second.
        #expect(video.frames == 16)
        #expect(video.width == 392 && video.height == 302)
        #expect(result.stderr.contains("rendered 16 frames"))
        let gif = folder.appendingPathComponent("take.gif").path
        let gifResult = try CLI.run(["replay", scene, "--input", events, "--from", "2.5", "--until", "3", "--video", gif])
        #expect(gifResult.status == 0, "\(gifResult.stderr)")
        let animation = try Self.probe(gif)
        #expect(animation.frames == 8)   // 2.5 … 3.0 s at the GIF default of 15 frames a second
        // Its two passes' scratch folder is gone.
        let scratch = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("gesture-lab-gif-") }
        #expect(scratch.isEmpty, "\(scratch)")
    }

    @Test("--screenshot takes the look options: --no-panel --scale 2 gives the scene alone at twice its size")
    func screenshotLook() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("shot.png").path
        let result = try CLI.run(["replay", "tap-orderings", "--input", Fixture.eventsPath("tap-orderings"), "--until", "0.5",
                                  "--screenshot", shot, "--no-panel", "--no-help-hint", "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let header = try #require(FileHandle(forReadingAtPath: shot)).readData(ofLength: 24)
        let size = header.dropFirst(16).reduce(into: [UInt8]()) { $0.append($1) }
        let width = size[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = size[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let scene = try SceneFile.load(Fixture.scenePath("tap-orderings")).size
        #expect(width == Int(scene.width) * 2 && height == Int(scene.height) * 2)
        // Without a picture to shape, the look options are still refused.
        let refused = try CLI.run(["replay", "tap-orderings", "--input", Fixture.eventsPath("tap-orderings"), "--no-panel"])
        #expect(refused.status != 0 && refused.stderr.contains("--screenshot FILE"))
    }

    @Test("a frames folder loses the frames of an earlier, longer run, and nothing else")
    func framesFolderCleared() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames").path
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        for name in ["frame-000099.png", "notes.txt", "frame-1.png"] {
            FileManager.default.createFile(atPath: (frames as NSString).appendingPathComponent(name), contents: Data("x".utf8))
        }
        let result = try CLI.run(["replay", "tap-orderings", "--input", Fixture.eventsPath("tap-orderings"),
                                  "--from", "1", "--until", "1.2", "--fps", "10", "--frames", frames])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names == ["frame-000000.png", "frame-000001.png", "frame-000002.png", "frame-1.png", "notes.txt"])
    }

    @Test("--video without ffmpeg is one clear error line")
    func missingFFmpeg() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(CLI.binary))
        process.arguments = ["replay", "tap-orderings", "--input", Fixture.eventsPath("tap-orderings"),
                             "--until", "0.5", "--video", folder.appendingPathComponent("x.mp4").path]
        process.environment = ["PATH": folder.path, "GESTURE_LAB_ASSETS": Fixture.assets]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.contains("error: ffmpeg is not installed"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.mp4").path))
    }
}

extension TakeRenderingTests {
    @Test("scenes --show prints a built-in scene and says where its sample input is; --version prints the version")
    func showAndVersion() throws {
        let shown = try CLI.run(["scenes", "--show", "seed000-draggable-circle"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("struct DraggableCircle: View"))
        #expect(shown.stderr.contains("seed000-draggable-circle.events.jsonl"))
        let missing = try CLI.run(["scenes", "--show", "no-such-scene"])
        #expect(missing.status == 2 && missing.stderr.contains("error: no built-in scene"))
        let version = try CLI.run(["--version"])
        #expect(version.status == 0 && version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }
}

extension TakeRenderingTests {
    @Test("a bad argument is one error line naming the command and the allowed range, with no made-up line and column")
    func argumentErrors() throws {
        let result = try CLI.run(["replay", "tap-orderings", "--input", Fixture.eventsPath("tap-orderings"), "--fps", "0"])
        #expect(result.status == 2)
        #expect(result.stderr == "gesture-lab: error: --fps must be more than 0 and at most 1000 (frames per second)\n", "\(result.stderr)")
    }
}
