import Testing
import LabTestSupport
@testable import LabWindow

/// A 100 × 100 point offscreen canvas, cleared white, one pixel per point.
private func whiteCanvas() throws -> Canvas {
    useDummyVideoDriver()
    let canvas = try Canvas(offscreenWidth: 100, height: 100)
    canvas.clear(.white)
    return canvas
}

private let square = VectorPath(elements: [.move(0, 0), .line(80, 0), .line(80, 80), .line(0, 80), .close])
private let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

@Suite("Drawing paths through Cairo", .serialized, .usesSDLEventQueue)
struct PathDrawingTests {
    @Test("a path fills where its frame puts it, antialiased only at its edges")
    func fillsInItsFrame() throws {
        let canvas = try whiteCanvas()
        canvas.drawPath(square, in: ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80), fill: .color(red))
        let image = try canvas.readPixels()
        #expect(image[50, 50] == red)
        #expect(image[11, 11] == red && image[88, 88] == red)
        #expect(image[8, 50] == .white && image[92, 50] == .white)
    }

    @Test("the even-odd rule leaves a hole where a path winds over itself twice")
    func evenOdd() throws {
        var ring = VectorPath(elements: [.move(0, 0), .line(80, 0), .line(80, 80), .line(0, 80), .close])
        ring.elements += [.move(20, 20), .line(60, 20), .line(60, 60), .line(20, 60), .close]
        let canvas = try whiteCanvas()
        canvas.drawPath(ring, in: ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80), fill: .color(red), evenOdd: true)
        let holed = try canvas.readPixels()
        #expect(holed[50, 50] == .white && holed[20, 50] == red)
        canvas.clear(.white)
        canvas.drawPath(ring, in: ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80), fill: .color(red))
        #expect(try canvas.readPixels()[50, 50] == red)
    }

    @Test("a dashed stroke leaves gaps; a round cap reaches past the line's end")
    func dashesAndCaps() throws {
        let line = VectorPath(elements: [.move(0, 10), .line(80, 10)])
        let canvas = try whiteCanvas()
        canvas.drawPath(line, in: ShapeFrame(centerX: 50, centerY: 20, width: 80, height: 20),
                        stroke: PathStroke(paint: .color(blue), lineWidth: 6, dash: [10, 10]))
        let dashed = try canvas.readPixels()
        // The line runs from x = 10 to 90 at y = 20: dashes on 10…20, gaps on 20…30.
        #expect(dashed[15, 20] == blue && dashed[25, 20] == .white && dashed[35, 20] == blue)
        canvas.clear(.white)
        canvas.drawPath(line, in: ShapeFrame(centerX: 50, centerY: 20, width: 80, height: 20),
                        stroke: PathStroke(paint: .color(blue), lineWidth: 10, cap: .round))
        let capped = try canvas.readPixels()
        #expect(capped[7, 20] == blue && capped[93, 20] == blue)
    }

    @Test("a linear gradient runs from its first colour to its last and keeps them beyond its ends")
    func linearGradient() throws {
        let canvas = try whiteCanvas()
        let gradient = PathPaint.linear(x0: 20, y0: 0, x1: 60, y1: 0, stops: [PaintStop(location: 0, color: red), PaintStop(location: 1, color: blue)])
        canvas.drawPath(square, in: ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80), fill: gradient)
        let image = try canvas.readPixels()
        #expect(image[15, 50] == red && image[85, 50] == blue)
        let middle = image[50, 50]
        #expect(abs(Int(middle.r) - 128) < 8 && abs(Int(middle.b) - 128) < 8)
    }

    @Test("a conic gradient changes with the angle: red at 3 o'clock, blue half a turn round at 9")
    func conicGradient() throws {
        let canvas = try whiteCanvas()
        let conic = PathPaint.conic(cx: 40, cy: 40, start: 0, end: 2 * .pi,
                                    stops: [PaintStop(location: 0, color: red), PaintStop(location: 0.5, color: blue), PaintStop(location: 1, color: red)])
        canvas.drawPath(square, in: ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80), fill: conic)
        let image = try canvas.readPixels()
        let right = image[85, 51], left = image[15, 50], bottom = image[50, 85]
        #expect(right.r > 230 && right.b < 25, "\(right)")
        #expect(left.b > 230 && left.r < 25, "\(left)")
        #expect(abs(Int(bottom.r) - Int(bottom.b)) < 20, "\(bottom)")   // a quarter turn: halfway
    }

    @Test("a path is drawn at the canvas's pixel scale, sharp at 2x")
    func pixelScale() throws {
        useDummyVideoDriver()
        let canvas = try Canvas(offscreenWidth: 100, height: 100, pixelScale: 2)
        canvas.clear(.white)
        canvas.drawPath(square, in: ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80), fill: .color(red))
        let image = try canvas.readPixels()
        #expect(image[21, 21] == red && image[19, 19] == .white && image[178, 178] == red && image[181, 181] == .white)
    }
}

@Suite("Clipping and blurring paths", .serialized, .usesSDLEventQueue)
struct PathClipTests {
    private let frame = ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80)
    private let circle = VectorPath(elements: [.move(80, 40), .cubic(80, 62, 62, 80, 40, 80), .cubic(18, 80, 0, 62, 0, 40),
                                               .cubic(0, 18, 18, 0, 40, 0), .cubic(62, 0, 80, 18, 80, 40), .close])

    @Test("a clip outline cuts the fill: a square clipped to a circle leaves its corners")
    func clipCuts() throws {
        let canvas = try whiteCanvas()
        canvas.draw(PathDrawing(path: square, fill: .color(red), clips: [circle]), in: frame)
        let image = try canvas.readPixels()
        #expect(image[50, 50] == red)
        #expect(image[13, 13] == .white && image[87, 87] == .white)
    }

    @Test("a blur spreads the edge softly past the shape; a clip after it cuts the spread")
    func blurSpreads() throws {
        let small = VectorPath(elements: [.move(30, 30), .line(50, 30), .line(50, 50), .line(30, 50), .close])
        let canvas = try whiteCanvas()
        canvas.draw(PathDrawing(path: small, fill: .color(.black), blur: 4), in: frame)
        let image = try canvas.readPixels()
        // The square covers 40…60 on the canvas (its frame starts at 10): 5 points past its right edge.
        let halo = image[65, 50]
        #expect(halo.r > 40 && halo.r < 250, "\(halo)")
        #expect(image[50, 50].r < 60)
        canvas.clear(.white)
        canvas.draw(PathDrawing(path: small, fill: .color(.black), clips: [small], blur: 4), in: frame)
        let cut = try canvas.readPixels()
        #expect(cut[65, 50] == .white)
        #expect(cut[59, 50].r > 40)            // inside, the blurred edge is lighter than the middle
    }

    @Test("pre-clips shape a drawing before its blur: the blurred circle's halo reaches past the circle")
    func preClipsShapeTheBlur() throws {
        let canvas = try whiteCanvas()
        canvas.draw(PathDrawing(path: square, fill: .color(.black), preClips: [circle], blur: 3), in: frame)
        let image = try canvas.readPixels()
        #expect(image[50, 50].r < 10)
        #expect(image[13, 13].r > 200)         // a corner the circle cut off stays light
        #expect(image[91, 50].r < 250)          // the halo past the circle's edge at x = 90
    }
}

@Suite("The path sprite cache", .serialized, .usesSDLEventQueue)
struct PathSpriteCacheTests {
    @Test("past its limit the cache lets the least recently used sprites go, keeping the ones in use")
    func leastRecentlyUsed() throws {
        useDummyVideoDriver()
        let canvas = try Canvas(offscreenWidth: 100, height: 100)
        canvas.clear(.white)
        func dot(_ index: Int) -> VectorPath {
            let x = Double(index % 50), y = Double(index / 50)
            return VectorPath(elements: [.move(x, y), .line(x + 2, y), .line(x + 2, y + 2), .close])
        }
        let frame = ShapeFrame(centerX: 50, centerY: 50, width: 100, height: 100)
        for index in 0..<(Canvas.pathSpriteLimit + 100) {
            canvas.drawPath(dot(index), in: frame, fill: .color(red))
            canvas.drawPath(dot(0), in: frame, fill: .color(red))       // kept in use throughout
        }
        #expect(canvas.pathSprites.count <= Canvas.pathSpriteLimit)
        #expect(canvas.pathSprites.keys.contains(PathSpriteKey(drawing: PathDrawing(path: dot(0), fill: .color(red)), scale: 100)))
        #expect(!canvas.pathSprites.keys.contains(PathSpriteKey(drawing: PathDrawing(path: dot(1), fill: .color(red)), scale: 100)))
        #expect(canvas.pathSpriteBytes == canvas.pathSprites.values.reduce(0) { $0 + $1.texture.width * $1.texture.height * 4 })
    }

    @Test("a shadow whose blur grows frame by frame reuses a sprite per quarter pixel of deviation, not one per frame")
    func animatedBlurReusesSprites() throws {
        useDummyVideoDriver()
        let canvas = try Canvas(offscreenWidth: 100, height: 100)
        canvas.clear(.white)
        let disc = VectorPath(elements: [.move(10, 10), .line(30, 10), .line(30, 30), .line(10, 30), .close])
        let frame = ShapeFrame(centerX: 50, centerY: 50, width: 40, height: 40)
        // A radius animated from 0 to 4 points over 240 frames: 240 different deviations.
        for step in 1...240 {
            canvas.draw(PathDrawing(path: disc, fill: .color(.black), blur: 4 * Double(step) / 240), in: frame)
        }
        // 0 to 4 pixels on a quarter-pixel grid: at most 17 blurs.
        #expect(canvas.pathSprites.count <= 17)
        #expect(canvas.pathSprites.count >= 15)
        #expect(Canvas.quantizedBlur(1.1, scale: 2) == 1.125)
        #expect(Canvas.quantizedBlur(1.1, scale: 1) == 1)
    }
}
