import Foundation
import FuzzCommon
import GestureKit
import LabApp
import LabCore

/// libFuzzer target: any scene the validator accepts renders to an image headless (SDL's dummy
/// video driver, the software renderer) without a crash, a hang or a runaway allocation.
@main
enum FuzzRenderMain {
    static func main() { exit(runFuzzer({ data, size in data.map { fuzzRender($0, size) } ?? 0 })) }
}

func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lab: LabScene
    do { lab = try LabScene(try SceneFile.parse(bytes, path: "fuzz.json")) } catch {
        FuzzChecks.checkOneLine(error)
        return 0
    }
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    do {
        let frames = try OffscreenFrames(session: LabRuntime(lab: lab))
        _ = try frames.render(at: .zero, touches: [])
    } catch {
        preconditionFailure("an accepted scene does not render: \(error)")
    }
    return 0
}
