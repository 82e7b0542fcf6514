import Foundation
import FuzzCommon
import LabCore

/// libFuzzer target: any bytes as a scene file are either one error line or a scene built with
/// every gesture interpreted; never a crash or a hang.
@main
enum FuzzSceneFileMain {
    static func main() { exit(runFuzzer({ data, size in data.map { fuzzSceneFile($0, size) } ?? 0 })) }
}

func fuzzSceneFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try LabScene(try SceneFile.parse(bytes, path: "fuzz.json"))
    } catch {
        FuzzChecks.checkOneLine(error)
    }
    return 0
}
