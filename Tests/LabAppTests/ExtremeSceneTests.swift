import Foundation
import Testing
import GestureKit
import LabCore
@testable import LabApp
import LabWindow

/// Scenes the validator accepts at the edges of its limits render headless, quickly, in little
/// memory, and look right: what is on screen is drawn, what is far off it costs nothing.
@Suite("Rendering extreme scenes", .serialized)
struct ExtremeSceneTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    static let label = String(repeating: "x", count: Limits.textLength)
    /// 125 different lines of seven letters: each would be a 4,096-pixel texture at this size.
    static let manyLines = (0..<125).map { String(format: "line%03d", $0) }.joined(separator: "\\n")

    static func render(_ shape: String) throws -> PixelImage {
        let json = ##"{"version":1,"size":[800,600],"background":"#000000","shapes":[\##(shape)]}"##
        let lab = try LabScene(SceneFile.parse(Array(json.utf8), path: "extreme.json"))
        let runtime = LabRuntime(lab: lab)
        let frames = try OffscreenFrames(session: runtime)
        return try frames.render(at: .zero, touches: [])
    }

    /// Resident memory of this process in MiB.
    static func residentMiB() -> Double {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? Double(fields[1])! * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576 : 0
    }

    /// Starts measuring the peak (Linux resets VmHWM when 5 is written to clear_refs).
    static func resetPeak() { try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8) }

    /// The peak resident memory since ``resetPeak()`` in MiB (VmHWM).
    static func peakMiB() -> Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Double(line.filter(\.isNumber)).map { $0 / 1024 } ?? 0
    }

    @Test("legal but extreme shapes render without a crash and without memory to match their size", arguments: [
        #"{"id":"a","kind":"circle","center":[400,300],"size":[1000000,1000000],"scale":1000}"#,
        #"{"id":"a","kind":"text","center":[400,300],"size":[100,100],"text":"x","scale":1000,"fontSize":400}"#,
        #"{"id":"a","kind":"circle","center":[400,-100000000],"rotation":45,"size":[10,10],"label":"\#(label)"}"#,
        #"{"id":"a","kind":"roundedRectangle","cornerRadius":1000000,"center":[400,300],"rotation":45,"size":[1000000,3],"scale":1000,"label":"\#(label)"}"#,
        #"{"id":"a","kind":"text","center":[400,300],"rotation":30,"size":[100,100],"fontSize":400,"scale":1000,"text":"\#(label)"}"#,
        #"{"id":"a","kind":"image","asset":"images/landscape.bmp","center":[400,300],"rotation":30,"size":[1000000,1000000],"scale":1000}"#,
        #"{"id":"a","kind":"ellipse","center":[100000000,100000000],"size":[0,0],"scale":0.001,"label":"\#(label)"}"#,
        #"{"id":"a","kind":"text","center":[400,300],"size":[100,100],"fontSize":400,"scale":1000,"text":"\#(manyLines)"}"#,
    ])
    func extremeShapes(shape: String) throws {
        let before = Self.residentMiB()
        Self.resetPeak()
        _ = try Self.render(shape)
        // Under a sanitizer, freed memory stays in quarantine: only the absence of a crash counts.
        if ProcessInfo.processInfo.environment["GESTURE_LAB_SANITIZER"] == nil {
            #expect(Self.peakMiB() - before < 400, "the peak memory rose by more than 400 MiB")
        }
    }

    @Test("a band far larger than the screen, turned 45 degrees, fills what it covers")
    func hugeBandFills() throws {
        let image = try Self.render(##"{"id":"a","kind":"rectangle","color":"#FF0000","center":[400,300],"rotation":45,"size":[1000000,3],"scale":1000}"##)
        // The band is 3,000 points thick through the scene's centre: the whole scene is red.
        var red = 0, total = 0
        for y in stride(from: 5, to: 595, by: 10) {
            for x in stride(from: 5, to: 795, by: 10) {
                total += 1
                if image[x * image.width / 1260, y * image.height / 640].r > 200 { red += 1 }
            }
        }
        #expect(red == total, "\(total - red) of \(total) samples are not red")
    }

    @Test("an offscreen frame is at most a 4K screen's; the window keeps the scene's size")
    func frameSizes() {
        let (width, height) = LabLayout.frameSize(for: CGSize(width: 16384, height: 16384))
        #expect(width <= 3840 && height <= 2160)
        #expect(LabLayout.frameSize(for: CGSize(width: 800, height: 600)) == (1260, 640))
        #expect(LabLayout.preferredWindowSize(for: CGSize(width: 16384, height: 16384)) == (16844, 16384))
    }
}
