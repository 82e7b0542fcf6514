import Foundation
import GestureKit
import GestureUI
import LabApp
import LabCore
import LabWindow

/// The view layer's figures: a frame of a 1,000-view `ForEach` (every body evaluated again, laid
/// out and drawn by the lab with the software renderer), a frame of a 10,000-row lazy feed while
/// a finger scrolls it, and how long a seed example takes to compile and show, and to reload
/// after a save.
public enum ViewBench {
    /// 1,000 cells in a 25 × 40 grid; a tap re-colours them all, so every frame re-evaluates
    /// 1,000 bodies.
    struct Grid: View {
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

    /// 100 cards in a 10 × 10 grid, each a star of its own `Shape` filled with a gradient on a
    /// white card clipped to a rounded rectangle with a shadow: paths, gradients, clips and blurs
    /// through Cairo. With `changing`, a tap turns every gradient, so every sprite is drawn anew
    /// each frame; without, the sprites come from the cache.
    struct Drawings: View {
        @State var tick = 0
        let changing: Bool
        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<10) { row in
                    HStack(spacing: 4) {
                        ForEach(0..<10) { column in
                            StarCard(index: row * 10 + column, tick: changing ? tick : 0)
                        }
                    }
                }
            }
            .onTapGesture { tick += 1 }
        }
    }

    /// The layers figures: a card tilted in perspective (its text drawn flat, then carried
    /// through the projection), a title with a soft shadow, a badge cut out by a blend mode in
    /// a compositing group, the card's glow faded and blurred as one picture, and a material
    /// over text; the tilt changes at every frame.
    struct Layers: View {
        @State var tick = 0
        var body: some View {
            ZStack {
                VStack(spacing: 6) {
                    ForEach(0..<12) { line in Text("Line \(line) behind the glass").font(.title2) }
                }
                card.compositingGroup().opacity(0.45).blur(radius: 16).offset(y: 24)
                card.rotation3DEffect(.degrees(Double(tick % 60) - 30), axis: (x: 0, y: 1, z: 0))
                Text("Now playing").padding(24).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                    .offset(y: 260)
            }
            .onTapGesture { tick += 1 }
        }
        var card: some View {
            VStack(spacing: 18) {
                ZStack {
                    Capsule().fill(.white).frame(width: 110, height: 36)
                    Text("NEW").font(.headline).blendMode(.destinationOut)
                }
                .compositingGroup()
                Text("Layers").font(.system(size: 44)).foregroundColor(.white).shadow(color: .black.opacity(0.55), radius: 6, y: 5)
                Text("drag to tilt, pinch to grow").foregroundColor(.white)
            }
            .frame(width: 260, height: 340)
            .background(LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
            .clipShape(RoundedRectangle(cornerRadius: 28))
        }
    }

    struct StarCard: View {
        let index: Int
        let tick: Int
        var body: some View {
            BenchStar()
                .fill(LinearGradient(colors: [.orange, .pink],
                                     // Unique to the card and the tick: a changed gradient misses the sprite cache.
                                     startPoint: UnitPoint(x: Double(tick % 500) / 1000 + Double(index) / 10_000, y: 0),
                                     endPoint: .bottomTrailing))
                .frame(width: 24, height: 24)
                .padding(5)
                .background(Color.white)
                .cornerRadius(6)
                .shadow(radius: 2, y: 1)
        }
    }

    struct BenchStar: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                for index in 0..<5 {
                    let angle = Double(index) * 4 * .pi / 5 - .pi / 2
                    let point = CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
            }
        }
    }

    /// 10,000 rows in a `LazyVStack` in a `ScrollView`, each an avatar and two lines of text:
    /// a feed. Only the rows seen are built.
    struct Feed: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<10_000) { index in FeedRow(index: index) }
                }
            }
        }
    }

    struct FeedRow: View {
        let index: Int
        var body: some View {
            HStack(spacing: 12) {
                Circle().fill(index % 3 == 0 ? Color.orange : Color.blue).frame(width: 40, height: 40)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Row \(index)").font(.headline)
                    Text("Posted \(index % 60) minutes ago").font(.caption).foregroundStyle(.secondary)
                }
            }
            .padding(.horizontal, 16)
            .frame(height: 60)
        }
    }

    public struct FrameResult: Sendable {
        public var frames: Int
        public var views: Int
        /// Milliseconds per frame: all, then the view layer's part (bodies, layout, display
        /// list) and the drawing.
        public var total: [Double]
        public var update: [Double]
        public var draw: [Double]
        /// Bodies evaluated per frame (about 1,001 when the tap re-evaluates every cell).
        public var bodies: Double
        /// What the timed frames' updates did, summed (``UpdateStats``): the update's phases.
        public var stats = UpdateStats()
        public var line: String {
            "frame views=\(views) frames=\(frames) ms_per_frame_median=\(format(median(total), 3)) update_ms=\(format(median(update), 3)) draw_ms=\(format(median(draw), 3)) max=\(format(total.max() ?? 0, 3)) bodies_per_frame=\(format(bodies, 1))"
                + " (mean " + stats.phaseMilliseconds(per: frames) + ")"
        }
    }

    /// Each frame: a tap changes the state every cell reads; the host re-evaluates, lays out and
    /// makes the display list; the lab draws the frame (canvas, views, panel) and presents it.
    public static func frame(frames: Int = 200, warmup: Int = 20, pixelScale: Double = 1) throws -> FrameResult {
        try frame(of: Grid(), views: 1_000, frames: frames, warmup: warmup, pixelScale: pixelScale)
    }

    /// The drawing figures: 100 star cards, their sprites cached (`changing` false) or drawn anew
    /// every frame.
    public static func drawing(changing: Bool, frames: Int = 200, warmup: Int = 20) throws -> FrameResult {
        try frame(of: Drawings(changing: changing), views: 100, frames: frames, warmup: warmup)
    }

    /// A frame of ``Layers`` at `pixelScale`.
    public static func layers(pixelScale: Double, frames: Int = 200, warmup: Int = 20) throws -> FrameResult {
        try frame(of: Layers(), views: 20, frames: frames, warmup: warmup, pixelScale: pixelScale)
    }

    /// The lazy figures: a finger scrolls the 10,000-row feed, 15 points a frame up the screen,
    /// lifts and starts again; every frame builds the rows that scroll in.
    public static func lazyFeed(frames: Int = 200, warmup: Int = 20) throws -> FrameResult {
        try frame(of: Feed(), views: 10_000, frames: frames, warmup: warmup) { index, time, runtime, size in
            let stroke = 36
            let step = index % stroke
            let x = size.width / 2
            let y = size.height - 100 - Double(step) * 15
            let phase: TouchEvent.Phase = step == 0 ? .began : (step == stroke - 1 ? .ended : .moved)
            runtime.deliver(.touch(TouchEvent(time: time.seconds, phase: phase, id: 1, location: CGPoint(x: x, y: y))))
        }
    }

    /// Each frame's input by default: a tap in the middle.
    static func tap(index: Int, time: GestureTime, runtime: LabRuntime, size: CGSize) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        runtime.deliver(.touch(TouchEvent(time: time.seconds, phase: .began, id: 1, location: center)))
        runtime.deliver(.touch(TouchEvent(time: time.seconds + 0.001, phase: .ended, id: 1, location: center)))
    }

    static func frame<Root: View>(of root: Root, views: Int, frames: Int, warmup: Int, pixelScale: Double = 1,
                                  input: (Int, GestureTime, LabRuntime, CGSize) -> Void = tap) throws -> FrameResult {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        let host = ViewHost(root)
        host.statsClock = { UInt64(monotonicNanoseconds()) }
        let runtime = LabRuntime(document: SwiftScene(host: host, path: "Grid.swift"))
        let (w, h) = LabLayout.preferredWindowSize(for: host.scene.size)
        let canvas = try LabWindow.Canvas(offscreenWidth: w, height: h, pixelScale: pixelScale)
        let view = try LabView(canvas: canvas)
        let layout = LabLayout(sceneSize: host.scene.size, windowWidth: Double(w), windowHeight: Double(h))
        var state = LabOverlayState()
        state.sceneTitle = "1,000 views"
        var total: [Double] = [], update: [Double] = [], draw: [Double] = []
        let bodiesBefore = host.bodyEvaluations
        var stats = UpdateStats()
        for index in 0..<(warmup + frames) {
            let t = GestureTime(nanoseconds: Int64(index + 1) * 16_666_667)
            let statsBefore = host.stats
            let start = monotonicNanoseconds()
            input(index, t, runtime, host.scene.size)
            let list = host.displayList(at: runtime.engine.now)
            let middle = monotonicNanoseconds()
            view.draw(session: runtime, frame: SceneFrame(now: runtime.engine.now, sessions: runtime.engine.snapshot(), displayList: list),
                      lingering: [], layout: layout, state: state)
            canvas.present()
            let stop = monotonicNanoseconds()
            if index >= warmup {
                total.append(Double(stop - start) / 1e6)
                update.append(Double(middle - start) / 1e6)
                draw.append(Double(stop - middle) / 1e6)
                stats.add(host.stats, since: statsBefore)
            }
        }
        return FrameResult(frames: frames, views: views, total: total, update: update, draw: draw,
                           bodies: Double(host.bodyEvaluations - bodiesBefore) / Double(warmup + frames), stats: stats)
    }

    /// Seconds to compile a Swift scene, start its worker and draw its first frame, then the
    /// same again for a reload (the file saved again, compiled into a new library, a new worker).
    public static func compileAndShow(path: String) throws -> (first: Double, reload: Double) {
        setenv("SDL_VIDEODRIVER", "dummy", 0)
        let loader = DocumentLoader()
        // As the lab shows a Swift file: compiled here, run in a worker, its first frame drawn.
        func show() throws -> Double {
            let start = monotonicNanoseconds()
            let session = try loader.start(try loader.prepare(path), tickHz: 120)
            let frames = try OffscreenFrames(session: session)
            _ = try frames.render(at: .zero, touches: [])
            return Double(monotonicNanoseconds() - start) / 1e9
        }
        let first = try show()
        let reload = try show()
        return (first, reload)
    }
}
