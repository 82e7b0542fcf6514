import Foundation
import GestureKit
import GestureUI
import LabApp
import LabCore
import LabWindow

/// What running a Swift file in a worker process costs: the same 1,000-view file, a tap every
/// frame re-colouring every cell, stepped and drawn in the lab's own process and through the
/// worker; per frame, the time from the input to a frame ready to draw (the latency the worker
/// adds: the request, the worker's step and picture, the answer's bytes both ways), and the whole
/// frame with its drawing.
public enum WorkerBench {
    /// The view bench's grid as a file of its own.
    static let grid = """
        import SwiftUI

        struct ContentView: View {
            @State var tick = 0
            var body: some View {
                VStack(spacing: 2) {
                    ForEach(0..<40) { row in
                        HStack(spacing: 2) {
                            ForEach(0..<25) { column in
                                Cell(index: row * 25 + column, tick: tick)
                            }
                        }
                    }
                }
                // The whole grid takes the tap (the frame's middle falls between two rows).
                .contentShape(Rectangle())
                .onTapGesture { tick += 1 }
            }
        }

        struct Cell: View {
            let index: Int
            let tick: Int
            var body: some View {
                RoundedRectangle(cornerRadius: 3)
                    .fill((index + tick) % 7 == 0 ? Color.orange : Color.blue)
                    .frame(width: 13, height: 13)
            }
        }
        """

    public struct Result {
        public var place: String
        public var frames: Int
        /// Milliseconds from the frame's input to its frame ready to draw.
        public var ready: [Double]
        /// Of which the input and its step (`run`), and the picture (`frame`).
        public var step: [Double]
        public var picture: [Double]
        /// Milliseconds of the whole frame, drawing included.
        public var total: [Double]
        public var line: String {
            "\(place) views=1000 frames=\(frames) input_to_frame_ms=\(format(median(ready), 3)) (step \(format(median(step), 3)), picture \(format(median(picture), 3))) frame_ms=\(format(median(total), 3)) max=\(format(total.max() ?? 0, 3))"
        }
    }

    /// What a frame's answer costs on its own: its bytes, and the milliseconds to write it (the
    /// worker's part) and to read it back (the window's part), median of `rounds`: written whole,
    /// and against the frame before (a tap re-colours a few cells in seven), as the worker sends it.
    public struct MessageCost {
        public var bytes: Int
        public var encode: Double
        public var decode: Double
        public var deltaBytes: Int
        public var deltaEncode: Double
        public var deltaDecode: Double
        public var line: String {
            "worker message whole bytes=\(bytes) encode_ms=\(format(encode, 3)) decode_ms=\(format(decode, 3))"
                + " against_last bytes=\(deltaBytes) encode_ms=\(format(deltaEncode, 3)) decode_ms=\(format(deltaDecode, 3))"
        }
    }

    /// Runs `body` with the grid written as a file of its own in a temporary folder (removed
    /// after), the dummy video driver set unless one is.
    private static func withGridFile<R>(_ body: (String) throws -> R) throws -> R {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        let folder = NSTemporaryDirectory() + "/gesture-lab-worker-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Grid.swift"
        try grid.write(toFile: path, atomically: false, encoding: .utf8)
        return try body(path)
    }

    /// The cost of a frame's answer after a tap, written whole and against the frame before.
    public static func messageCost(rounds: Int = 50) throws -> MessageCost {
        try withGridFile { path in try messageCost(of: path, rounds: rounds) }
    }

    private static func messageCost(of path: String, rounds: Int) throws -> MessageCost {
        let local = LabSimulation(document: try SwiftSceneCompiler().load(path, size: DocumentLoader().canvas), tickHz: 120)
        let center = CGPoint(x: local.sceneSize.width / 2, y: local.sceneSize.height / 2)
        func tapped(at seconds: Double) -> WorkerReply {
            local.enqueue(.touch(TouchEvent(time: seconds, phase: .began, id: 1, location: center)))
            local.enqueue(.touch(TouchEvent(time: seconds + 0.01, phase: .ended, id: 1, location: center)))
            _ = local.run(until: GestureTime(seconds: seconds + 0.1)!)
            return .frame(local.frame(at: GestureTime(seconds: seconds + 0.1)!, drawing: true))
        }
        let before = tapped(at: 0.1), reply = tapped(at: 0.5)
        /// Milliseconds to write `reply` and to read it back, and its bytes; against the last
        /// frame (`before`) when `delta`.
        func measure(delta: Bool) throws -> (Double, Double, Int) {
            var writer = WireWriter()
            let written = delta ? FrameBaseline() : nil, read = delta ? FrameBaseline() : nil
            if delta {
                before.encode(into: &writer, against: written)
                var reader = WireReader(writer.bytes)
                _ = try WorkerReply.decode(&reader, against: read)
                writer.reset()
            }
            let start = monotonicNanoseconds()
            reply.encode(into: &writer, against: written)
            let encoded = monotonicNanoseconds()
            var reader = WireReader(writer.bytes)
            _ = try WorkerReply.decode(&reader, against: read)
            let decoded = monotonicNanoseconds()
            return (Double(encoded - start) / 1e6, Double(decoded - encoded) / 1e6, writer.bytes.count)
        }
        var whole: [(Double, Double, Int)] = [], delta: [(Double, Double, Int)] = []
        for _ in 0..<rounds {
            whole.append(try measure(delta: false))
            delta.append(try measure(delta: true))
        }
        return MessageCost(bytes: whole[0].2, encode: median(whole.map(\.0)), decode: median(whole.map(\.1)),
                           deltaBytes: delta[0].2, deltaEncode: median(delta.map(\.0)), deltaDecode: median(delta.map(\.1)))
    }

    /// Runs the grid in this process and in a worker; also returns the seconds the worker took
    /// to compile, start and show its first frame.
    public static func run(frames: Int = 200, warmup: Int = 20) throws -> (inProcess: Result, worker: Result, compileAndShow: Double) {
        try withGridFile { path in try run(path: path, frames: frames, warmup: warmup) }
    }

    private static func run(path: String, frames: Int, warmup: Int) throws -> (inProcess: Result, worker: Result, compileAndShow: Double) {
        let loader = DocumentLoader()
        let compiler = try SwiftSceneCompiler()
        let local = LabSimulation(document: try compiler.load(path, size: loader.canvas), tickHz: 120)
        let inProcess = try measure(local, place: "in-process", frames: frames, warmup: warmup)
        let start = monotonicNanoseconds()
        let session = try loader.start(try loader.prepare(path), tickHz: 120)
        let shown = try OffscreenFrames(session: session)
        _ = try shown.render(at: .zero, touches: [])
        let compileAndShow = Double(monotonicNanoseconds() - start) / 1e9
        let worker = try measure(session, place: "worker", frames: frames, warmup: warmup)
        return (inProcess, worker, compileAndShow)
    }

    static func measure(_ session: any SceneSession, place: String, frames: Int, warmup: Int) throws -> Result {
        let size = session.sceneSize
        let (w, h) = LabLayout.preferredWindowSize(for: size)
        let canvas = try LabWindow.Canvas(offscreenWidth: w, height: h)
        let view = try LabView(canvas: canvas)
        let layout = LabLayout(sceneSize: size, windowWidth: Double(w), windowHeight: Double(h))
        var state = LabOverlayState()
        state.sceneTitle = "1,000 views"
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var ready: [Double] = [], total: [Double] = [], step: [Double] = [], picture: [Double] = []
        for index in 0..<(warmup + frames) {
            let t = GestureTime(nanoseconds: Int64(index + 1) * 16_666_667)
            let begin = monotonicNanoseconds()
            session.enqueue(.touch(TouchEvent(time: t.seconds - 0.004, phase: .began, id: 1, location: center)))
            session.enqueue(.touch(TouchEvent(time: t.seconds - 0.003, phase: .ended, id: 1, location: center)))
            session.run(until: t)
            let stepped = monotonicNanoseconds()
            let frame = session.frame(at: t, drawing: true)
            let middle = monotonicNanoseconds()
            view.draw(session: session, frame: frame, lingering: [], layout: layout, state: state)
            canvas.present()
            let end = monotonicNanoseconds()
            if index >= warmup {
                ready.append(Double(middle - begin) / 1e6)
                step.append(Double(stepped - begin) / 1e6)
                picture.append(Double(middle - stepped) / 1e6)
                total.append(Double(end - begin) / 1e6)
            }
        }
        if let failure = session.failure { throw LabError(file: session.path, failure.description) }
        return Result(place: place, frames: frames, ready: ready, step: step, picture: picture, total: total)
    }
}
