import Foundation
import GestureKit
import LabCore
import LabSyntax
import Testing

/// Shared helpers: the built-in scenes, the golden logs, replays of files and of in-memory
/// text, and scratch files.
enum Fixture {
    /// The Assets folder LabCore finds (it falls back to the source tree).
    static var assets: String {
        guard let directory = Assets.directory else { fatalError("LabCore cannot find the Assets folder") }
        return directory
    }

    static var scenesDirectory: String { (assets as NSString).appendingPathComponent("scenes") }

    /// Every built-in scene's name (Assets/scenes/NAME.json), sorted.
    static let builtInSceneNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static func scenePath(_ name: String) -> String { (scenesDirectory as NSString).appendingPathComponent(name + ".json") }
    static func eventsPath(_ name: String) -> String { (scenesDirectory as NSString).appendingPathComponent(name + ".events.jsonl") }

    // MARK: Goldens

    /// Golden files as the test bundle carries them.
    static func bundledGolden(_ file: String) -> String? {
        guard let root = Bundle.module.resourceURL else { return nil }
        let url = root.appendingPathComponent("Golden").appendingPathComponent(file)
        return FileManager.default.fileExists(atPath: url.path) ? url.path : nil
    }

    /// The Golden folder in the source tree (where regenerated goldens are written).
    static let sourceGoldenDirectory: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").path
    }()

    /// `GESTURE_LAB_UPDATE_GOLDEN=1 swift test --filter LabCoreTests` rewrites the goldens in
    /// the source tree instead of comparing with them.
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["GESTURE_LAB_UPDATE_GOLDEN"] == "1" }

    /// A file that ships in Golden/ (contract example and the like): from the bundle, else the source tree.
    static func goldenInput(_ file: String) -> String {
        bundledGolden(file) ?? (sourceGoldenDirectory as NSString).appendingPathComponent(file)
    }

    // MARK: Replays

    /// Replays files and returns the log's lines.
    static func replay(scene: String, events: String, tickHz: Int = 120, fps: Double? = nil,
                       until: Double? = nil) throws -> [String] {
        let lab = try LabScene(path: scene)
        let file = try EventFile.load(events)
        return run(lab, file, tickHz: tickHz, fps: fps, until: until)
    }

    /// Replays in-memory scene and event text.
    static func replay(sceneText: String, eventsText: String, tickHz: Int = 120, until: Double? = nil) throws -> [String] {
        let lab = try LabScene(try SceneFile.parse(Array(sceneText.utf8), path: "scene.json"))
        let file = try EventFile.parse(Array(eventsText.utf8), path: "events.jsonl")
        return run(lab, file, tickHz: tickHz, fps: nil, until: until)
    }

    /// With `fps`, the replay stops at every frame's time (a frame callback): the log must not
    /// change.
    static func run(_ lab: LabScene, _ events: EventFile, tickHz: Int, fps: Double?, until: Double?) -> [String] {
        var options = Replay.Options()
        options.tickHz = tickHz
        if let fps { options.fps = fps }
        options.until = until.flatMap { GestureTime(seconds: $0) }
        let replay = Replay(lab: lab, events: events, options: options)
        if fps != nil {
            var frames = 0
            return replay.run(frame: { _ in frames += 1 })
        }
        return replay.run()
    }

    // MARK: Reading logs

    /// The `print` lines of a log, as (t, shape, text).
    static func prints(_ lines: [String]) -> [Printed] {
        lines.compactMap { line in
            guard let object = json(line), object["type"] as? String == "print" else { return nil }
            return Printed(t: (object["t"] as? NSNumber)?.doubleValue ?? -1,
                           shape: object["shape"] as? String ?? "", text: object["text"] as? String ?? "")
        }
    }

    /// The final line's transform of one shape.
    static func final(_ lines: [String], _ shape: String) -> (center: [Double], rotation: Double, scale: Double)? {
        guard let last = lines.last, let object = json(last), object["type"] as? String == "final",
              let shapes = object["shapes"] as? [String: Any], let entry = shapes[shape] as? [String: Any],
              let center = entry["center"] as? [NSNumber] else { return nil }
        return (center.map(\.doubleValue), (entry["rotation"] as? NSNumber)?.doubleValue ?? .nan,
                (entry["scale"] as? NSNumber)?.doubleValue ?? .nan)
    }

    static func json(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    // MARK: Scratch files

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesture-lab-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @discardableResult
    static func write(_ text: String, to url: URL) -> String {
        try? Data(text.utf8).write(to: url)
        return url.path
    }
}

struct Printed: Equatable, CustomStringConvertible {
    var t: Double
    var shape: String
    var text: String
    init(t: Double, shape: String, text: String) { self.t = t; self.shape = shape; self.text = text }
    init(_ t: Double, _ shape: String, _ text: String) { self.init(t: t, shape: shape, text: text) }
    var description: String { "\(t) \(shape): \(text)" }
}

/// Builds small scenes and event files in tests.
enum Build {
    /// A one-shape scene (a 200 × 200 rectangle centred at (200, 200) unless told), with its
    /// gesture modifiers as a scene author would type them, and optional children (shape JSON).
    static func scene(_ gestures: [String], kind: String = "rectangle", center: (Double, Double) = (200, 200),
                      size: (Double, Double) = (200, 200), id: String = "view", children: [String] = []) -> String {
        "{\"version\": 1, \"size\": [800, 600], \"shapes\": [\(shape(id, kind: kind, center: center, size: size, gestures: gestures, children: children))]}"
    }

    /// One shape's JSON.
    static func shape(_ id: String, kind: String = "rectangle", center: (Double, Double), size: (Double, Double),
                      gestures: [String], children: [String] = []) -> String {
        var text = "{\"id\": \"\(id)\", \"kind\": \"\(kind)\", \"center\": [\(center.0), \(center.1)], "
            + "\"size\": [\(size.0), \(size.1)], \"gestures\": [\(gestures.map(quote).joined(separator: ", "))]"
        if !children.isEmpty { text += ", \"children\": [\(children.joined(separator: ", "))]" }
        return text + "}"
    }

    /// A JSON string literal for Swift source.
    static func quote(_ text: String) -> String { ReplayLog.quote(text) }

    /// Event lines.
    static func down(_ t: Double, _ x: Double, _ y: Double, id: Int = 1) -> String {
        "{\"t\": \(t), \"type\": \"touchDown\", \"id\": \(id), \"x\": \(x), \"y\": \(y)}"
    }
    static func move(_ t: Double, _ x: Double, _ y: Double, id: Int = 1) -> String {
        "{\"t\": \(t), \"type\": \"touchMove\", \"id\": \(id), \"x\": \(x), \"y\": \(y)}"
    }
    static func up(_ t: Double, _ x: Double, _ y: Double, id: Int = 1) -> String {
        "{\"t\": \(t), \"type\": \"touchUp\", \"id\": \(id), \"x\": \(x), \"y\": \(y)}"
    }

    /// Taps at the given press times, each held 50 ms, at one point.
    static func taps(at times: [Double], _ x: Double = 200, _ y: Double = 200) -> String {
        times.flatMap { [down($0, x, y), up(($0 + 0.05).rounded(toPlaces: 3), x, y)] }.joined(separator: "\n")
    }

    /// A straight one-finger drag from `from` to `to`, starting at `t`, in `steps` moves 10 ms apart.
    static func drag(from: (Double, Double), to: (Double, Double), at t: Double, steps: Int = 20, hold: Double = 0,
                     id: Int = 1, lift: Bool = true) -> String {
        var lines = [down(t, from.0, from.1, id: id)]
        var time = t + hold
        for i in 1...steps {
            time = (time + 0.01).rounded(toPlaces: 3)
            let f = Double(i) / Double(steps)
            lines.append(move(time, from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f, id: id))
        }
        if lift { lines.append(up((time + 0.05).rounded(toPlaces: 3), to.0, to.1, id: id)) }
        return lines.joined(separator: "\n")
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}
