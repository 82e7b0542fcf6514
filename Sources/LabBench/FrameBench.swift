import Foundation
import GestureKit
import LabApp
import LabCore
import LabWindow

/// Frame cost: the lab drawing one frame of the W1 scene (100 labelled shapes) with live
/// gestures — a pinch+rotate, a drag and a pending tap, so the panel shows three full
/// recognizer trees — and four touch rings, with SDL's software renderer into memory.
public enum FrameBench {
    public struct Result: Sendable {
        public var label: String
        public var width: Int
        public var height: Int
        public var frames: Int
        public var sessions: Int
        public var touches: Int
        /// Milliseconds per frame, one per measured frame.
        public var samples: [Double]
        public var medianMS: Double { median(samples) }
        public var meanMS: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }
        public var maxMS: Double { samples.max() ?? 0 }
        public var line: String {
            "frame \(label) \(width)x\(height) frames=\(frames) sessions=\(sessions) touches=\(touches) ms_per_frame_median=\(format(medianMS, 3)) mean=\(format(meanMS, 3)) max=\(format(maxMS, 3))"
        }
    }

    /// The W1 lab scene with live gestures and the touches that are down.
    public static func prepare() throws -> (runtime: LabRuntime, touches: [InputMapper.Marker]) {
        let grid = WorkloadGrid()
        let runtime = LabRuntime(lab: try BenchSceneFile.load(kind: .transform, grid: grid, labels: true))
        var down: [Int: CGPoint] = [:]
        func send(_ ms: Int64, _ phase: TouchEvent.Phase, _ id: Int, _ x: Double, _ y: Double) {
            runtime.deliver(.touch(TouchEvent(time: GestureTime(nanoseconds: ms * 1_000_000), phase: phase, id: id,
                                              location: CGPoint(x: x, y: y))))
            down[id] = phase == .ended ? nil : CGPoint(x: x, y: y)
        }
        let pinch = 44, drag = 12, tap = 77
        for k in 0...12 {
            let kk = Double(k), t = Int64(k) * 8
            let theta = kk * Double.pi / 180, r = 20 + kk
            let phase: TouchEvent.Phase = k == 0 ? .began : .moved
            send(t, phase, 0, grid.cx(pinch) - r * cos(theta), grid.cy(pinch) - r * sin(theta))
            send(t, phase, 1, grid.cx(pinch) + r * cos(theta), grid.cy(pinch) + r * sin(theta))
            send(t, phase, 2, grid.cx(drag) + 4 * kk, grid.cy(drag))
        }
        send(100, .began, 3, grid.cx(tap), grid.cy(tap))
        let touches = down.keys.sorted().map { InputMapper.Marker(id: $0, location: down[$0]!, isSimulated: false) }
        return (runtime, touches)
    }

    /// Draws `frames` frames into a `width` x `height` canvas (the scene scaled to fit beside the
    /// panel, as in a 1280x800 window) and presents each; the first `warmup` are not counted.
    public static func run(width: Int = 1280, height: Int = 800, frames: Int = 200, warmup: Int = 20) throws -> Result {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        let (runtime, touches) = try prepare()
        let canvas = try Canvas(offscreenWidth: width, height: height)
        let view = try LabView(canvas: canvas)
        let layout = LabLayout(sceneSize: runtime.document.scene.size, windowWidth: Double(width), windowHeight: Double(height))
        var state = LabOverlayState()
        state.touches = touches
        state.sceneTitle = runtime.document.title ?? "W1"
        state.clockStatus = "▶ t=" + String(format: "%.2f", runtime.engine.now.seconds)
        state.monitor = "60 fps · step 0.010 ms · 120 Hz"
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for index in 0..<(warmup + frames) {
            let start = monotonicNanoseconds()
            view.draw(session: runtime, frame: runtime.frame(at: runtime.engine.now, drawing: true), lingering: [], layout: layout, state: state)
            canvas.present()
            let stop = monotonicNanoseconds()
            if index >= warmup { samples.append(Double(stop - start) / 1e6) }
        }
        return Result(label: "labview", width: width, height: height, frames: frames,
                      sessions: runtime.engine.activeSessionCount, touches: touches.count, samples: samples)
    }

    /// The replay renderer (`replay --frames`): ``OffscreenFrames`` at the scene's preferred
    /// window size (scene at zoom 1 plus the panel), including reading the pixels back.
    public static func runOffscreenFrames(frames: Int = 100, warmup: Int = 10) throws -> Result {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        let (runtime, touches) = try prepare()
        let renderer = try OffscreenFrames(session: runtime)
        var samples: [Double] = []
        var size = (0, 0)
        for index in 0..<(warmup + frames) {
            let start = monotonicNanoseconds()
            let image = try renderer.render(at: runtime.engine.now, touches: touches)
            let stop = monotonicNanoseconds()
            size = (image.width, image.height)
            if index >= warmup { samples.append(Double(stop - start) / 1e6) }
        }
        return Result(label: "offscreen-frames+readpixels", width: size.0, height: size.1, frames: frames,
                      sessions: runtime.engine.activeSessionCount, touches: touches.count, samples: samples)
    }
}
