import Foundation
import Testing
import GestureKit
import LabCore
@testable import LabApp
import LabWindow

/// Headless renders of every built-in scene mid-gesture, compared with golden images
/// (downsampled 4×, so a few pixels of antialiasing never matter). Set
/// GESTURE_LAB_UPDATE_GOLDEN=1 to rewrite them.
@Suite("Rendering", .serialized)
struct RenderTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Replays a built-in scene (JSON or Swift) to the middle of its recorded input, or to `at`.
    static func midGesture(_ name: String, at: Double? = nil) throws -> (replay: Replay, time: GestureTime, touches: [InputMapper.Marker]) {
        let path = try Assets.resolveScene(name)
        let events = try EventFile.load(path.replacingOccurrences(of: path.hasSuffix(".swift") ? ".swift" : ".json", with: ".events.jsonl"))
        let touchItems = events.items.filter { if case .touch = $0 { true } else { false } }
        let middle = at.flatMap { GestureTime(seconds: $0) } ?? touchItems[touchItems.count * 2 / 5].time
        var options = Replay.Options()
        options.until = middle
        let replay = Replay(document: try DocumentLoader().load(path), events: events, options: options)
        var touches = ReplayTouches(events.items)
        return (replay, middle, touches.touches(upTo: middle))
    }

    /// 4× box-filtered RGB.
    static func downsample(_ image: PixelImage) -> (width: Int, height: Int, rgb: [UInt8]) {
        let w = image.width / 4, h = image.height / 4
        var rgb = [UInt8](repeating: 0, count: w * h * 3)
        for y in 0..<h {
            for x in 0..<w {
                var sum = (0, 0, 0)
                for dy in 0..<4 {
                    for dx in 0..<4 {
                        let p = image[x * 4 + dx, y * 4 + dy]
                        sum.0 += Int(p.r); sum.1 += Int(p.g); sum.2 += Int(p.b)
                    }
                }
                let i = (y * w + x) * 3
                rgb[i] = UInt8(sum.0 / 16); rgb[i + 1] = UInt8(sum.1 / 16); rgb[i + 2] = UInt8(sum.2 / 16)
            }
        }
        return (w, h, rgb)
    }

    static func ppm(_ image: (width: Int, height: Int, rgb: [UInt8])) -> Data {
        Data(Array("P6\n\(image.width) \(image.height)\n255\n".utf8) + image.rgb)
    }

    static func readPPM(_ data: Data) -> (width: Int, height: Int, rgb: [UInt8])? {
        let bytes = [UInt8](data)
        var fields: [String] = [], current = "", index = 0
        while fields.count < 4, index < bytes.count {
            let c = bytes[index]; index += 1
            if c == 0x20 || c == 0x0A { if !current.isEmpty { fields.append(current); current = "" } } else { current.append(Character(UnicodeScalar(c))) }
        }
        guard fields.count == 4, fields[0] == "P6", let w = Int(fields[1]), let h = Int(fields[2]) else { return nil }
        let rgb = Array(bytes[index...])
        return rgb.count == w * h * 3 ? (w, h, rgb) : nil
    }

    @Test("every built-in scene renders mid-gesture like its golden image", arguments: [
        "long-press-drag", "long-press-rotate", "tap-orderings", "double-before-single", "priorities-and-masks",
        "press-feedback", "drag-pinch-rotate", "nested-transforms", "gallery",
    ])
    func goldenRender(scene: String) throws {
        try Self.compare(scene: scene, at: nil, golden: scene)
    }

    /// The seeds' views at the moments that show what they teach (seconds into the input).
    static let swiftMoments: [(scene: String, time: Double)] = [
        ("seed000-draggable-circle", 1.25), ("seed000-draggable-circle", 1.6), ("seed001-double-tap-text", 1.0),
        ("seed001-drag-image", 0.45), ("seed002-rotate-after-press", 2.2), ("seed004-tap-and-drag", 0.3),
        ("seed004-tap-and-drag", 2.05), ("seed004-high-priority", 0.03), ("seed004-long-press-then-drag", 0.7),
        ("seed004-exclusive-gestures", 1.0), ("seed004-masked-gesture", 0.45), ("seed004-masked-gesture", 1.5),
        ("seed001-canvas-tap", 0.03), ("seed001-tap-orderings", 0.03), ("seed001-simultaneous-taps", 1.0),
        ("seed001-exclusive-taps", 1.0), ("seed001-sequenced-taps", 1.0),
        ("shapes-and-paths", 0.3), ("shapes-and-paths", 1.5), ("swipe-cards", 1.4), ("swipe-cards", 2.0),
        ("list-and-navigation", 0.4), ("list-and-navigation", 2.9), ("list-and-navigation", 4.4),
        ("tabs-grid-and-sheet", 0.5), ("tabs-grid-and-sheet", 4.5), ("flip-card", 0.3), ("flip-card", 1.4), ("flip-card", 2.0),
        ("tilt-card", 1.0), ("tilt-card", 4.8), ("like-card", 0.7), ("like-card", 2.1),
        ("dark-settings", 0.7), ("dark-settings", 2.6),
    ]

    @Test("every seed example renders like its golden images at the moments that show what it teaches",
          arguments: RenderTests.swiftMoments.map { "\($0.scene)@\($0.time)" })
    func swiftGoldenRender(moment: String) throws {
        let parts = moment.split(separator: "@")
        try Self.compare(scene: String(parts[0]), at: Double(parts[1]), golden: "\(parts[0])-\(parts[1])")
    }

    /// The looks (text faces, symbols, soft shadows, layers) as a recording at `--scale 2` shows
    /// them, at the moments of the frames in the README.
    @Test("the looks render at 2x like their golden images", arguments: ["like-card@2.1", "tilt-card@1.0"])
    func lookGoldenRender(moment: String) throws {
        let parts = moment.split(separator: "@")
        try Self.compare(scene: String(parts[0]), at: Double(parts[1]), golden: "\(parts[0])-\(parts[1])-2x", pixelScale: 2)
    }

    static func compare(scene: String, at: Double?, golden name: String, pixelScale: Double = 1) throws {
        let (replay, time, touches) = try Self.midGesture(scene, at: at)
        var look = OffscreenFrames.Look()
        look.pixelScale = pixelScale
        let frames = try OffscreenFrames(session: replay.session, look: look)
        replay.run()
        let image = Self.downsample(try frames.render(at: time, touches: touches))
        let golden = Self.goldenDirectory.appendingPathComponent("\(name).ppm")
        if ProcessInfo.processInfo.environment["GESTURE_LAB_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try Self.ppm(image).write(to: golden)
            return
        }
        let expected = try #require(Self.readPPM(try Data(contentsOf: golden)), "no golden image for \(scene)")
        #expect(expected.width == image.width && expected.height == image.height)
        guard expected.rgb.count == image.rgb.count else { return }
        var differing = 0
        for i in stride(from: 0, to: image.rgb.count, by: 3) {
            let d = (0..<3).map { abs(Int(image.rgb[i + $0]) - Int(expected.rgb[i + $0])) }.max()!
            if d > 24 { differing += 1 }
        }
        let fraction = Double(differing) / Double(image.width * image.height)
        #expect(fraction < 0.005, "\(scene): \(differing) of \(image.width * image.height) pixels differ")
    }

    @Test("without the help hint the panel's lines move up: no blank line is left where it was")
    func noHelpHintGap() throws {
        func headingTop(hint: Bool) throws -> Int? {
            var look = OffscreenFrames.Look()
            look.showsHelpHint = hint
            let frames = try OffscreenFrames(session: LabRuntime(lab: try labScene()), look: look)
            let image = try frames.render(at: .zero, touches: [])
            let x0 = Int(frames.layout.panelX) + 16
            // The "Recognizers" heading: the first row below the title's lines with bright text.
            return (60..<140).first { y in (x0..<(x0 + 100)).contains { image[$0, y].r > 200 } }
        }
        let with = try #require(try headingTop(hint: true)), without = try #require(try headingTop(hint: false))
        #expect(without == with - 22, "heading at \(with) with the hint, \(without) without")
    }

    @Test("the overlay shows the long-press-drag recognizer tree with its countdown")
    func overlayNodes() throws {
        let lab = try labScene(#"".gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()))""#)
        let runtime = LabRuntime(lab: lab)
        runtime.deliver(.touch(TouchEvent(time: 0, phase: .began, id: 1, location: CGPoint(x: 200, y: 150))))
        runtime.engine.advance(to: at(0.2))
        let trees = runtime.engine.snapshot()
        #expect(trees.count == 1)
        #expect(trees[0].attachments[0].treeLines() == [
            "Sequence active", "  LongPress(0.5s) active [pressing, 0.3s left]", "  Drag waiting",
        ])
        #expect(trees[0].attachments[0].children[0].timerSpan == 0.5)
        // And the panel draws it: the panel area is not blank.
        let frames = try OffscreenFrames(session: runtime)
        let image = try frames.render(at: at(0.2), touches: [.init(id: 1, location: CGPoint(x: 200, y: 150), isSimulated: false)])
        let panelX = Int(frames.layout.panelX) + 20
        var lit = 0
        for y in 150..<260 { for x in panelX..<(panelX + 300) where image[x, y].g > 150 { lit += 1 } }
        #expect(lit > 50, "the tree's active nodes are drawn in green")
    }
}
