import Foundation
import Testing
import LabTestSupport
@testable import LabWindow

/// Everything that touches SDL runs in one serialised suite: SDL's video subsystem and event
/// queue are process-wide.
@Suite("SDL window, drawing and input", .serialized, .usesSDLEventQueue)
struct SDLTests {
    // MARK: Drawing

    @Test("a filled circle is round: red at its centre, black outside its box and in its box's corner")
    func circle() throws {
        let window = try makeHeadlessWindow()
        let canvas = window.canvas
        canvas.clear(.black)
        canvas.fill(.circle, in: ShapeFrame(centerX: 100, centerY: 100, width: 80, height: 80), color: RGBA(r: 255, g: 0, b: 0))
        let image = try canvas.readPixels()
        #expect(image.width == 200 && image.height == 200)
        #expect(image[100, 100] == RGBA(r: 255, g: 0, b: 0))
        #expect(image[100, 62] == RGBA(r: 255, g: 0, b: 0))
        for (x, y) in [(100, 55), (55, 100), (145, 100), (100, 145), (10, 10)] {
            #expect(isBlack(image[x, y]), "(\(x), \(y)) is \(image[x, y])")
        }
        // Corners of the bounding square (60...140) are outside the circle.
        for (x, y) in [(62, 62), (137, 62), (62, 137), (137, 137)] {
            #expect(isBlack(image[x, y]), "corner (\(x), \(y)) is \(image[x, y])")
        }
    }

    @Test("edges are antialiased: a scanline across a circle's edge has intermediate shades")
    func antialiasing() throws {
        let window = try makeHeadlessWindow()
        let canvas = window.canvas
        canvas.clear(.black)
        canvas.fill(.circle, in: ShapeFrame(centerX: 100, centerY: 100, width: 120, height: 120), color: .white)
        let image = try canvas.readPixels()
        var partial = 0
        for y in 40...160 {
            for x in 30...100 {
                let value = image[x, y].r
                if value > 10 && value < 245 { partial += 1 }
            }
        }
        #expect(partial > 40, "only \(partial) partially covered pixels on the left half of the edge")
        #expect(image[100, 100] == .white)
    }

    @Test("a rectangle rotated 45 degrees covers a point on its diagonal extension that the unrotated one misses")
    func rotatedRectangle() throws {
        let window = try makeHeadlessWindow()
        let canvas = window.canvas
        let frame = ShapeFrame(centerX: 100, centerY: 100, width: 100, height: 20)
        canvas.clear(.black)
        canvas.fill(.rectangle, in: frame, color: .white)
        let straight = try canvas.readPixels()
        canvas.clear(.black)
        var rotated = frame
        rotated.rotationDegrees = 45
        canvas.fill(.rectangle, in: rotated, color: .white)
        let turned = try canvas.readPixels()
        #expect(isBlack(straight[130, 130]))
        #expect(turned[130, 130] == .white)
        // Rotation is clockwise on screen: the right end moves down, so (130, 70) stays empty.
        #expect(isBlack(turned[130, 70]))
        #expect(straight[140, 100] == .white)
        #expect(isBlack(turned[140, 100]))
    }

    @Test("scale enlarges a shape about its centre")
    func scaledShape() throws {
        let window = try makeHeadlessWindow()
        let canvas = window.canvas
        canvas.clear(.black)
        canvas.fill(.roundedRectangle(cornerRadius: 5), in: ShapeFrame(centerX: 100, centerY: 100, width: 40, height: 40, scale: 2),
                    color: .white)
        let image = try canvas.readPixels()
        #expect(image[100, 100] == .white)
        #expect(image[135, 100] == .white)  // inside only because of the scale
        #expect(isBlack(image[125, 50]))
    }

    @Test("a stroked circle is a ring: coloured on its radius, background at its centre")
    func ring() throws {
        let window = try makeHeadlessWindow()
        let canvas = window.canvas
        canvas.clear(.black)
        canvas.strokeCircle(centerX: 100, centerY: 100, radius: 40, lineWidth: 4, color: .white)
        let image = try canvas.readPixels()
        #expect(image[140, 100] == .white)
        #expect(image[100, 60] == .white)
        #expect(isBlack(image[100, 100]))
        #expect(isBlack(image[145, 100]))
        #expect(isBlack(image[135, 100]))
    }

    @Test("lines, translucent panels and clipping draw where they should")
    func linesPanelsAndClip() throws {
        let window = try makeHeadlessWindow()
        let canvas = window.canvas
        canvas.clear(.black)
        canvas.drawLine(fromX: 20, fromY: 20, toX: 180, toY: 20, width: 6, color: .white)
        canvas.drawLine(fromX: 20, fromY: 60, toX: 100, toY: 60, width: 10, color: .white, cap: .round)
        canvas.fillRect(x: 20, y: 100, width: 50, height: 50, color: RGBA(r: 255, g: 255, b: 255, a: 128))
        canvas.setClip(x: 100, y: 100, width: 50, height: 50)
        canvas.fill(.rectangle, in: ShapeFrame(x: 80, y: 80, width: 100, height: 100), color: .white)
        canvas.resetClip()
        let image = try canvas.readPixels()
        #expect(image[100, 20] == .white)
        #expect(isBlack(image[100, 26]))
        #expect(image[103, 60] == .white)  // inside the round cap
        #expect(isBlack(image[107, 60]))
        #expect(isBlack(image[100, 67]))
        let panel = image[40, 120]
        #expect(panel.r > 100 && panel.r < 160, "half-transparent white over black is \(panel)")
        #expect(image[120, 120] == .white)
        #expect(isBlack(image[90, 90]))
        #expect(isBlack(image[160, 160]))
    }

    @Test("an offscreen canvas draws at its pixel scale without any window")
    func offscreenCanvas() throws {
        let canvas = try Canvas(offscreenWidth: 100, height: 80, pixelScale: 2)
        canvas.clear(.black)
        #expect(canvas.pixelScale == 2)
        #expect(canvas.sizeInPixels == (200, 160) as (Int, Int))
        canvas.fillCircle(centerX: 50, centerY: 40, radius: 20, color: RGBA(r: 0, g: 255, b: 0))
        let image = try canvas.readPixels()
        #expect(image.width == 200 && image.height == 160)
        #expect(image[100, 80] == RGBA(r: 0, g: 255, b: 0))
        #expect(image[100, 45] == RGBA(r: 0, g: 255, b: 0))
        #expect(isBlack(image[100, 35]))
        #expect(image[0, 0].a == 255)
    }

    @Test("a BMP image loads and draws stretched into its frame")
    func bmpImage() throws {
        let folder = try TemporaryFolder("bmp")
        defer { folder.remove() }
        let path = folder.path("image.bmp")
        try Data(makeBMP(width: 2, height: 2, pixels: [.white, RGBA(r: 255, g: 0, b: 0),
                                                       RGBA(r: 0, g: 0, b: 255), RGBA(r: 0, g: 255, b: 0)]))
            .write(to: URL(fileURLWithPath: path))
        let window = try makeHeadlessWindow()
        let canvas = window.canvas
        let texture = try canvas.loadImage(path: path)
        #expect(texture.width == 2 && texture.height == 2)
        canvas.clear(.black)
        canvas.draw(texture, in: ShapeFrame(centerX: 100, centerY: 100, width: 100, height: 100))
        let image = try canvas.readPixels()
        let topRight = image[140, 60]
        let bottomLeft = image[60, 140]
        #expect(topRight.r > 200 && topRight.g < 60 && topRight.b < 60, "\(topRight)")
        #expect(bottomLeft.b > 200 && bottomLeft.r < 60, "\(bottomLeft)")
        #expect(isBlack(image[40, 100]))
        #expect(throws: LabWindowError.self) { try canvas.loadImage(path: folder.path("missing.bmp")) }
    }

    // MARK: Text

    @Test("text draws visible pixels, measures wider for longer strings and is drawn from the cache")
    func text() throws {
        let window = try makeHeadlessWindow(width: 300, height: 100)
        let canvas = window.canvas
        let font = try sansFont(20)
        canvas.clear(.black)
        canvas.drawText("Hello", font: font, color: .white, x: 10, y: 10)
        let image = try canvas.readPixels()
        var lit = 0
        for y in 0..<image.height { for x in 0..<image.width where !isBlack(image[x, y]) { lit += 1 } }
        #expect(lit > 50, "\(lit) pixels lit by the text")
        // Nothing left of the text's origin.
        for y in 0..<100 { #expect(isBlack(image[5, y])) }

        let short = canvas.measureText("Hello", font: font)
        let long = canvas.measureText("Hello, world", font: font)
        #expect(long.width > short.width)
        #expect(short.width > 20 && short.height >= 20)
        #expect(font.measure("Hello").width == short.width)
        let twoLines = canvas.measureText("Hello\nworld", font: font)
        #expect(twoLines.height == 2 * short.height)

        let misses = canvas.textCacheMisses
        let hits = canvas.textCacheHits
        canvas.drawText("Hello", font: font, color: .white, x: 10, y: 50)
        #expect(canvas.textCacheHits == hits + 1)
        #expect(canvas.textCacheMisses == misses)
        canvas.drawText("Hello", font: font, color: .red, x: 10, y: 50)
        #expect(canvas.textCacheMisses == misses + 1)
        #expect(canvas.lastError == nil)
    }

    @Test("a rectangle thinner than a pixel is a hairline: one whole row of pixels wherever it falls, never none")
    func hairlines() throws {
        let window = try makeHeadlessWindow(width: 40, height: 40)
        let canvas = window.canvas
        for offset in stride(from: 0.0, to: 1.0, by: 0.1) {
            canvas.clear(.black)
            canvas.fillRect(x: 5, y: 10 + offset, width: 30, height: 0.33, color: .white)
            let image = try canvas.readPixels()
            let lit = (0..<40).filter { y in !isBlack(image[20, y]) }
            #expect(lit.count == 1, "offset \(offset): rows \(lit)")
        }
    }

    @Test("Chinese, Japanese and Korean a face lacks are drawn from the fallback face, each character its own glyph a whole em wide, on the Latin text's line",
          .enabled(if: SystemFont.cjkFallback.path != nil, "fonts-wqy-microhei (scripts/deps.sh installs it)"))
    func cjkFallback() throws {
        let window = try makeHeadlessWindow(width: 300, height: 60)
        let canvas = window.canvas
        let font = try sansFont(20)
        // A whole em each (the face alone would draw narrower boxes).
        let three = canvas.measureText("日本語", font: font)
        #expect(abs(three.width - 60) < 3, "\(three.width)")
        let mixed = canvas.measureText("Hi 한국어", font: font)
        #expect(abs(mixed.width - (canvas.measureText("Hi ", font: font).width + 60)) < 3)
        /// The lit pixels of one character drawn alone.
        func glyph(_ text: String) throws -> [Bool] {
            canvas.clear(.black)
            canvas.drawText(text, font: font, color: .white, x: 10, y: 10)
            let image = try canvas.readPixels()
            return (0..<40).flatMap { y in (0..<40).map { x in !isBlack(image[x, y]) } }
        }
        let sun = try glyph("日"), book = try glyph("本"), kana = try glyph("テ")
        #expect(sun.filter { $0 }.count > 30)
        // Different characters, different glyphs (a missing glyph's box is the same for all).
        #expect(sun != book && book != kana && sun != kana)
        #expect(canvas.lastError == nil)
    }

    @Test("emoji are drawn in colour from the emoji face, each 1.25 em wide, on the Latin text's line; a space after one is the text's own",
          .enabled(if: SystemFont.emoji.path != nil, "fonts-noto-color-emoji (scripts/deps.sh installs it)"))
    func emojiInColour() throws {
        let window = try makeHeadlessWindow(width: 300, height: 60)
        let canvas = window.canvas
        let font = try sansFont(20)
        #expect(abs(canvas.measureText("🏀", font: font).width - 25) < 2)
        #expect(abs(canvas.measureText("a 🏀 b", font: font).width - (canvas.measureText("a  b", font: font).width + 25)) < 2)
        canvas.clear(.white)
        canvas.drawText("🏀", font: font, color: .black, x: 10, y: 10)
        let image = try canvas.readPixels()
        // An orange ball: pixels that are neither grey nor the text's black.
        let coloured = (10..<40).flatMap { y in (10..<40).map { x in image[x, y] } }.filter { pixel in
            Int(pixel.r) - Int(pixel.b) > 60
        }
        #expect(coloured.count > 100)
        #expect(canvas.lastError == nil)
    }

    /// A headless window whose canvas keeps at most `cacheCapacity` lines of text, cleared to
    /// black, and a 12-point font.
    private func textWindow(cacheCapacity: Int) throws -> (Window, Font) {
        let window = try makeHeadlessWindow()
        window.canvas.textCacheCapacity = cacheCapacity
        window.canvas.clear(.black)
        return (window, try sansFont(12))
    }

    @Test("the text cache evicts the least recently used lines beyond its capacity")
    func textCacheEviction() throws {
        let (window, font) = try textWindow(cacheCapacity: 8)
        let canvas = window.canvas
        for i in 0..<8 { canvas.drawText("line \(i)", font: font, color: .white, x: 0, y: 0) }
        canvas.drawText("line 0", font: font, color: .white, x: 0, y: 0)  // now the most recent
        canvas.drawText("line 8", font: font, color: .white, x: 0, y: 0)  // evicts 1 and 2
        #expect(canvas.textCacheCount <= 8)
        let hits = canvas.textCacheHits
        canvas.drawText("line 0", font: font, color: .white, x: 0, y: 0)
        #expect(canvas.textCacheHits == hits + 1)
        let misses = canvas.textCacheMisses
        canvas.drawText("line 1", font: font, color: .white, x: 0, y: 0)
        #expect(canvas.textCacheMisses == misses + 1)
    }

    @Test("a clock drawn anew every frame reuses the textures of the lines the cache let go")
    func textTexturesReused() throws {
        let (window, font) = try textWindow(cacheCapacity: 16)
        let canvas = window.canvas
        // Six hundred frames of a clock: every string new, every one the same size or nearly.
        for frame in 0..<600 {
            canvas.drawText(String(format: "t=%.2f", 10 + Double(frame) / 60), font: font, color: .white, x: 0, y: 0)
        }
        #expect(canvas.textCacheCount <= 16)
        // The cache's lines and a batch let go at most, not one texture a frame.
        #expect(canvas.textTexturesMade <= 40, "\(canvas.textTexturesMade) textures made for 600 lines")
        #expect(canvas.lastError == nil)
    }

    @Test("a short line drawn turned from a texture a longer line had shows nothing of the longer one (only its own part is drawn)")
    func reusedTextureShowsOnlyItsLine() throws {
        let font = try sansFont(12)
        let canvas = try Canvas(offscreenWidth: 200, height: 60)
        canvas.textCacheCapacity = 4
        canvas.clear(.black)
        // Fill the cache with lines about 40 pixels wide, then let them go: a narrow line of
        // the same rounded size (64 pixels) is drawn into one of their textures.
        for i in 0..<8 { canvas.drawText("MMM\(i)", font: font, color: .white, x: 0, y: 0) }
        let made = canvas.textTexturesMade
        canvas.clear(.black)
        canvas.drawText("i", font: font, color: .white, x: 10, y: 10, rotationDegrees: 10)
        #expect(canvas.textTexturesMade == made, "the narrow line reused a texture")
        let image = try canvas.readPixels()
        // The turned "i" is a few pixels wide near x = 10; further right, nothing of the wide lines.
        var lit = 0
        for y in 0..<60 { for x in 24..<200 where image[x, y].r > 0 { lit += 1 } }
        #expect(lit == 0, "\(lit) pixels lit beside the line")
        var glyph = 0
        for y in 0..<60 { for x in 0..<24 where image[x, y].r > 128 { glyph += 1 } }
        #expect(glyph > 5)
    }

    @Test("opening a missing font throws an error naming the file and SDL's reason")
    func missingFont() {
        do {
            _ = try Font(path: "/nonexistent/font.ttf", pointSize: 12)
            Issue.record("expected an error")
        } catch let error as LabWindowError {
            #expect(error.description.contains("/nonexistent/font.ttf"))
            #expect(error.description.count > "could not open the font /nonexistent/font.ttf at 12 px: ".count)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("text measures the same in points on a 2x canvas as at 1x")
    func highDensityText() throws {
        let font = try sansFont(14)
        let canvas = try Canvas(offscreenWidth: 100, height: 50, pixelScale: 2)
        canvas.clear(.black)
        let atTwo = canvas.measureText("Hello, world", font: font)
        let atOne = font.measure("Hello, world")
        #expect(abs(atTwo.width - atOne.width) < 3)
        #expect(abs(atTwo.lineHeight - atOne.lineHeight) < 1)
        canvas.drawText("Hi", font: font, color: .white, x: 50, y: 25, anchor: .center)
        let image = try canvas.readPixels()
        var lit = 0
        for y in 0..<image.height { for x in 0..<image.width where !isBlack(image[x, y]) { lit += 1 } }
        #expect(lit > 60)
        #expect(isBlack(image[10, 10]))
    }

    // MARK: Window

    @Test("the window reports its size in points and pixels and its title")
    func windowBasics() throws {
        let window = try makeHeadlessWindow(width: 320, height: 240)
        #expect(window.videoDriver == "dummy")
        #expect(window.sizeInPoints == (320, 240) as (Int, Int))
        #expect(window.sizeInPixels == (320, 240) as (Int, Int))
        #expect(window.pixelScale == 1)
        window.title = "Renamed"
        #expect(window.title == "Renamed")
        #expect(window.canvas.rendererName == "software")
    }

    // MARK: Input

    @Test("pushed finger down, move and up arrive as finger events at window-point positions")
    func fingerEvents() throws {
        let window = try makeHeadlessWindow(width: 400, height: 300)
        _ = window.pollEvents()
        let before = MonotonicClock.now()
        #expect(window.pushFingerEvent(.down, touchID: 3, fingerID: 7, normalizedX: 0.25, normalizedY: 0.5))
        #expect(window.pushFingerEvent(.move, touchID: 3, fingerID: 7, x: 123, y: 45))
        #expect(window.pushFingerEvent(.up, touchID: 3, fingerID: 7, x: 130, y: 50))
        let events = window.pollEvents()
        let after = MonotonicClock.now()
        let id = 3 << 32 | 7
        let fingers = events.filter {
            switch $0.kind {
            case .fingerDown, .fingerMove, .fingerUp: true
            default: false
            }
        }
        try #require(fingers.count == 3)
        guard case let .fingerDown(downID, x0, y0, pressure, _) = fingers[0].kind else {
            Issue.record("expected fingerDown, got \(fingers[0].kind)")
            return
        }
        #expect(downID == id)
        #expect(x0 == 100 && y0 == 150)
        #expect(pressure == 1)
        guard case let .fingerMove(moveID, x1, y1, _, _) = fingers[1].kind else {
            Issue.record("expected fingerMove, got \(fingers[1].kind)")
            return
        }
        #expect(moveID == id)
        #expect(abs(x1 - 123) < 0.001 && abs(y1 - 45) < 0.001)
        guard case let .fingerUp(upID, x2, y2, _, _) = fingers[2].kind else {
            Issue.record("expected fingerUp, got \(fingers[2].kind)")
            return
        }
        #expect(upID == id)
        #expect(abs(x2 - 130) < 0.001 && abs(y2 - 50) < 0.001)
        #expect(fingers.allSatisfy { $0.time >= before && $0.time <= after })
        #expect(fingers[0].time <= fingers[1].time && fingers[1].time <= fingers[2].time)
        #expect(window.activeFingerIDs.isEmpty)
    }

    @Test("synthetic mouse events from touches, and mouse buttons during a touch, are filtered")
    func syntheticMouseFiltered() throws {
        let window = try makeHeadlessWindow()
        _ = window.pollEvents()
        window.pushMouseButtonEvent(down: true, x: 10, y: 10, fromTouch: true)
        window.pushMouseButtonEvent(down: false, x: 10, y: 10, fromTouch: true)
        window.pushMouseButtonEvent(down: true, button: .right, x: 20, y: 30, clickCount: 2)
        window.pushFingerEvent(.down, fingerID: 1, x: 50, y: 50)
        window.pushMouseButtonEvent(down: false, x: 50, y: 50)  // X11's emulated press, which == 0
        window.pushFingerEvent(.up, fingerID: 1, x: 50, y: 50)
        let kinds = window.pollEvents().map(\.kind).filter {
            switch $0 {
            case .mouseDown, .mouseUp, .fingerDown, .fingerUp: true
            default: false
            }
        }
        let finger = 1 << 32 | 1
        #expect(kinds == [
            .mouseDown(button: .right, x: 20, y: 30, clickCount: 2, modifiers: []),
            .fingerDown(id: finger, x: 50, y: 50, pressure: 1, modifiers: []),
            .fingerUp(id: finger, x: 50, y: 50, pressure: 1, modifiers: []),
        ])
    }

    @Test("losing focus cancels the fingers still down")
    func focusLossCancelsFingers() throws {
        let window = try makeHeadlessWindow()
        _ = window.pollEvents()
        window.pushFingerEvent(.down, fingerID: 1, x: 10, y: 10)
        window.pushFingerEvent(.down, fingerID: 2, x: 20, y: 20)
        window.pushFocusLost()
        window.pushFingerEvent(.move, fingerID: 1, x: 15, y: 10)  // ignored: already cancelled
        let kinds = window.pollEvents().map(\.kind).filter {
            switch $0 {
            case .fingerCancel, .focusLost, .fingerMove: true
            default: false
            }
        }
        #expect(kinds == [.fingerCancel(id: 1 << 32 | 1), .fingerCancel(id: 1 << 32 | 2), .focusLost])
        #expect(window.activeFingerIDs.isEmpty)
    }

    @Test("the monotonic clock never goes backwards and has sub-millisecond resolution")
    func clock() {
        var previous = MonotonicClock.now()
        var smallestStep = Double.infinity
        for _ in 0..<1000 {
            let now = MonotonicClock.now()
            #expect(now >= previous)
            if now > previous { smallestStep = min(smallestStep, now - previous) }
            previous = now
        }
        #expect(smallestStep < 0.001)
    }

    // MARK: Demo

    @Test("a demo scene renders to a PNG file")
    func demoScene() throws {
        let path = ProcessInfo.processInfo.environment["LABWINDOW_DEMO_PNG"] ?? temporaryPath("demo.png")
        let keep = ProcessInfo.processInfo.environment["LABWINDOW_DEMO_PNG"] != nil
        defer { if !keep { try? FileManager.default.removeItem(atPath: path) } }
        let scale = Double(ProcessInfo.processInfo.environment["LABWINDOW_DEMO_SCALE"] ?? "1") ?? 1
        let canvas = try Canvas(offscreenWidth: 480, height: 320, pixelScale: scale)
        try drawDemoScene(on: canvas)
        let image = try canvas.readPixels()
        try image.writePNG(to: path)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(written.count < image.bytes.count / 4)
    }
}

/// Rotated shapes, a highlight ring, touch markers, a panel and text.
func drawDemoScene(on canvas: Canvas) throws {
    let font = try sansFont(15)
    let mono = try Font(.mono, pointSize: 12)
    canvas.clear(RGBA(hex: "#F2F2F7")!)
    canvas.fill(.roundedRectangle(cornerRadius: 16),
                in: ShapeFrame(centerX: 120, centerY: 110, width: 160, height: 100, rotationDegrees: -12),
                color: RGBA(hex: "#3478F6")!)
    canvas.drawText("card", font: font, color: .white, x: 120, y: 110, anchor: .center, rotationDegrees: -12)
    let ellipse = ShapeFrame(centerX: 330, centerY: 100, width: 150, height: 80, rotationDegrees: 30)
    canvas.fill(.ellipse, in: ellipse, color: .orange)
    canvas.stroke(.ellipse, in: ellipse, lineWidth: 3, color: RGBA(hex: "#FFCC00")!)
    canvas.fill(.circle, in: ShapeFrame(centerX: 90, centerY: 240, width: 90, height: 90), color: .green)
    canvas.fill(.capsule, in: ShapeFrame(centerX: 230, centerY: 240, width: 140, height: 44, rotationDegrees: 20, scale: 1.1),
                color: .purple)
    canvas.fill(.rectangle, in: ShapeFrame(centerX: 390, centerY: 235, width: 70, height: 70, rotationDegrees: 45),
                color: .red)
    canvas.stroke(.rectangle, in: ShapeFrame(centerX: 390, centerY: 235, width: 70, height: 70, rotationDegrees: 45),
                  lineWidth: 2, color: .black)
    canvas.strokeCircle(centerX: 300, centerY: 170, radius: 22, lineWidth: 3, color: RGBA(r: 0, g: 0, b: 0, a: 140))
    canvas.fillCircle(centerX: 300, centerY: 170, radius: 5, color: RGBA(r: 0, g: 0, b: 0, a: 180))
    canvas.drawLine(fromX: 20, fromY: 300, toX: 200, toY: 285, width: 2, color: .darkGray, cap: .round)
    canvas.fillRect(x: 300, y: 270, width: 170, height: 44, color: RGBA(r: 0, g: 0, b: 0, a: 160))
    canvas.drawText("phase: active\nt = 0.450 s", font: mono, color: .white, x: 308, y: 275)
    canvas.drawText("Gesture Lab — DejaVu Sans", font: font, color: .black, x: 240, y: 12, anchor: .top)
}

/// A 24-bit bottom-up BMP file.
func makeBMP(width: Int, height: Int, pixels: [RGBA]) -> [UInt8] {
    let rowSize = (width * 3 + 3) / 4 * 4
    let dataSize = rowSize * height
    var bytes: [UInt8] = []
    func u16(_ v: Int) { bytes += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    func u32(_ v: Int) { bytes += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }
    bytes += Array("BM".utf8)
    u32(54 + dataSize); u32(0); u32(54)
    u32(40); u32(width); u32(height); u16(1); u16(24); u32(0); u32(dataSize); u32(2835); u32(2835); u32(0); u32(0)
    for y in (0..<height).reversed() {
        var row: [UInt8] = []
        for x in 0..<width {
            let p = pixels[y * width + x]
            row += [p.b, p.g, p.r]
        }
        row += Array(repeating: 0, count: rowSize - row.count)
        bytes += row
    }
    return bytes
}
