import Foundation
import FuzzCommon
import GestureKit
import LabCore

/// libFuzzer target: any bytes as the event file of a built-in scene (the first byte picks the
/// scene) replay to a log of JSON lines, or are one error line.
@main
enum FuzzReplayMain {
    static func main() { exit(runFuzzer({ data, size in data.map { fuzzReplay($0, size) } ?? 0 })) }
}

func fuzzReplay(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let scenes = FuzzScenes.builtIn
    guard !scenes.isEmpty else { preconditionFailure("no built-in scenes (set GESTURE_LAB_ASSETS)") }
    let lab: LabScene
    do { lab = try LabScene(scenes[Int(data[0]) % scenes.count]) } catch { preconditionFailure("a built-in scene fails: \(error)") }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    do {
        let events = try EventFile.parse(bytes, path: "fuzz.jsonl")
        var options = Replay.Options()
        options.tickHz = 120
        FuzzChecks.checkLog(Replay(lab: lab, events: events, options: options).run())
    } catch {
        FuzzChecks.checkOneLine(error)
    }
    return 0
}

/// The built-in scenes, read once.
enum FuzzScenes {
    nonisolated(unsafe) static let builtIn: [SceneFile] = Assets.builtInScenes().compactMap { try? SceneFile.load($0.path) }
}
