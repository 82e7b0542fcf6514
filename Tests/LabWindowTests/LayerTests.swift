import Testing
import LabTestSupport
@testable import LabWindow

/// A 100 × 100 point offscreen canvas, cleared white.
private func whiteCanvas(scale: Double = 1) throws -> Canvas {
    useDummyVideoDriver()
    let canvas = try Canvas(offscreenWidth: 100, height: 100, pixelScale: scale)
    canvas.clear(.white)
    return canvas
}

private let red = RGBA(r: 255, g: 0, b: 0), blue = RGBA(r: 0, g: 0, b: 255)

private func close(_ a: RGBA, _ b: RGBA, within tolerance: Int = 3) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance
}

@Suite("Layers: drawing offscreen, then compositing as one picture", .serialized, .usesSDLEventQueue)
struct LayerTests {
    @Test("two overlapping squares in a half-faded layer do not show through each other")
    func fadedGroup() throws {
        let canvas = try whiteCanvas()
        #expect(canvas.beginLayer(x: 0, y: 0, width: 100, height: 100))
        canvas.fillRect(x: 10, y: 10, width: 50, height: 50, color: red)
        canvas.fillRect(x: 40, y: 40, width: 50, height: 50, color: blue)
        canvas.endLayer(LayerComposite(opacity: 0.5))
        let image = try canvas.readPixels()
        // Where they overlap, only the blue square shows, at half strength over white.
        #expect(close(image[50, 50], RGBA(r: 127, g: 127, b: 255)))
        #expect(close(image[80, 80], RGBA(r: 127, g: 127, b: 255)))
        #expect(close(image[20, 20], RGBA(r: 255, g: 127, b: 127)))
        #expect(image[5, 95] == .white)
    }

    @Test("a multiplied layer darkens what is below it; screen lightens; destination-out cuts a hole")
    func blendModes() throws {
        func blended(_ mode: LayerBlend, below: RGBA, above: RGBA) throws -> RGBA {
            let canvas = try whiteCanvas()
            canvas.fillRect(x: 0, y: 0, width: 100, height: 100, color: below)
            #expect(canvas.beginLayer(x: 20, y: 20, width: 60, height: 60))
            canvas.fillRect(x: 20, y: 20, width: 60, height: 60, color: above)
            canvas.endLayer(LayerComposite(blend: mode))
            let image = try canvas.readPixels()
            #expect(image[10, 10] == below)   // outside the layer: as it was
            return image[50, 50]
        }
        let yellow = RGBA(r: 255, g: 255, b: 0), grey = RGBA(r: 128, g: 128, b: 128)
        #expect(close(try blended(.multiply, below: yellow, above: grey), RGBA(r: 128, g: 128, b: 0)))
        #expect(close(try blended(.screen, below: RGBA(r: 0, g: 0, b: 0), above: grey), grey))
        #expect(close(try blended(.difference, below: yellow, above: RGBA(r: 255, g: 0, b: 0)), RGBA(r: 0, g: 255, b: 0)))
        #expect(close(try blended(.normal, below: yellow, above: grey), grey))
        #expect(close(try blended(.plusDarker, below: RGBA(r: 200, g: 200, b: 200), above: RGBA(r: 100, g: 200, b: 255)),
                      RGBA(r: 45, g: 145, b: 200)))
    }

    @Test("a blend mode inside a layer mixes only with that layer's own drawing")
    func blendInsideAGroup() throws {
        let canvas = try whiteCanvas()
        canvas.fillRect(x: 0, y: 0, width: 100, height: 100, color: RGBA(r: 0, g: 128, b: 0))
        #expect(canvas.beginLayer(x: 10, y: 10, width: 80, height: 80))
        canvas.fillRect(x: 10, y: 10, width: 80, height: 80, color: RGBA(r: 255, g: 255, b: 0))
        #expect(canvas.beginLayer(x: 30, y: 30, width: 40, height: 40))
        canvas.fillRect(x: 30, y: 30, width: 40, height: 40, color: .black)
        canvas.endLayer(LayerComposite(blend: .destinationOut))
        canvas.endLayer(LayerComposite())
        let image = try canvas.readPixels()
        // The hole shows the green below the group, not white: the group was cut, not the canvas.
        #expect(close(image[50, 50], RGBA(r: 0, g: 128, b: 0)))
        #expect(close(image[20, 20], RGBA(r: 255, g: 255, b: 0)))
    }

    @Test("a silhouette layer moved and blurred is a soft shadow: darkest under its middle, fading with no step")
    func softShadow() throws {
        let canvas = try whiteCanvas(scale: 2)
        #expect(canvas.beginLayer(x: 20, y: 20, width: 60, height: 60))
        canvas.fillRect(x: 30, y: 30, width: 40, height: 40, color: red)
        canvas.endLayer(LayerComposite(blur: 4, silhouette: .black, offset: (x: 0, y: 6)))
        let image = try canvas.readPixels()
        // The middle (at 2x: pixel 100, 112) is black; no red anywhere; down the lower edge
        // the shadow fades a little at each pixel.
        #expect(image[100, 112].r < 10)
        #expect(image[100, 112].r == image[100, 112].g)
        var previous = -1
        var steps: [Int] = []
        for y in 136...170 {
            let value = Int(image[100, y].r)
            #expect(value >= previous)
            steps.append(value - max(previous, 0))
            previous = value
        }
        #expect(previous > 250)
        #expect(steps.dropFirst().max()! < 40)
    }

    @Test("a warped layer is drawn where the warp carries each point")
    func warp() throws {
        let canvas = try whiteCanvas()
        #expect(canvas.beginLayer(x: 10, y: 10, width: 30, height: 30))
        canvas.fillRect(x: 10, y: 10, width: 30, height: 30, color: blue)
        canvas.endLayer(LayerComposite(warp: Homography(a: 1, b: 0, c: 50, d: 0, e: 1, f: 40)))
        let image = try canvas.readPixels()
        #expect(image[25, 25] == .white)
        #expect(close(image[75, 65], blue))
        // A mirror about x = 50: a square on the left lands on the right, whole (no seams).
        canvas.clear(.white)
        #expect(canvas.beginLayer(x: 10, y: 10, width: 30, height: 30))
        canvas.fillRect(x: 10, y: 10, width: 30, height: 30, color: blue)
        canvas.endLayer(LayerComposite(warp: Homography(a: -1, b: 0, c: 100, d: 0, e: 1, f: 0)))
        let mirrored = try canvas.readPixels()
        #expect(mirrored[25, 25] == .white)
        for x in 61..<90 { #expect(close(mirrored[x, 25], blue)) }
    }

    @Test("a homography's inverse undoes it; a point behind the eye has no place")
    func homography() throws {
        let turn = Homography(a: 0.8, b: 0.1, c: 12, d: -0.2, e: 1.1, f: -3, g: 0.001, h: -0.0005, i: 1)
        let back = try #require(turn.inverted())
        let there = try #require(turn.apply(30, 40))
        let again = try #require(back.apply(there.0, there.1))
        #expect(abs(again.0 - 30) < 1e-9 && abs(again.1 - 40) < 1e-9)
        #expect(Homography(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: -0.01, h: 0, i: 1).apply(200, 0) == nil)
        #expect(Homography(a: 1, b: 2, c: 0, d: 2, e: 4, f: 0).inverted() == nil)
    }

    @Test("a material's backdrop: stripes under the outline are blurred to grey, those outside stay sharp")
    func backdropBlur() throws {
        let canvas = try whiteCanvas()
        for x in stride(from: 0, to: 100, by: 4) { canvas.fillRect(x: Double(x), y: 0, width: 2, height: 100, color: .black) }
        let circle = VectorPath(elements: [.move(20, 50), .cubic(20, 33, 33, 20, 50, 20), .cubic(67, 20, 80, 33, 80, 50),
                                           .cubic(80, 67, 67, 80, 50, 80), .cubic(33, 80, 20, 67, 20, 50), .close])
        canvas.blurBackdrop(under: circle, deviation: 4)
        let image = try canvas.readPixels()
        // Inside: every pixel near the stripes' mean; outside: black and white as drawn.
        for x in 44..<56 { #expect(abs(Int(image[x, 50].r) - 128) < 30) }
        #expect(image[0, 2] == .black && image[2, 2] == .white)
        #expect(image[48, 2] == .black && image[50, 2] == .white)
    }

    @Test("a layer off the canvas is not started; an unmatched end does nothing")
    func offCanvas() throws {
        let canvas = try whiteCanvas()
        #expect(!canvas.beginLayer(x: 200, y: 200, width: 10, height: 10))
        #expect(!canvas.beginLayer(x: 10, y: 10, width: .nan, height: 10))
        canvas.endLayer(LayerComposite())
        #expect(try canvas.readPixels()[50, 50] == .white)
    }
}

@Suite("SF Symbols as icon-font glyphs", .serialized, .usesSDLEventQueue)
struct SymbolGlyphTests {
    /// The icon font at 24 points; nil, recorded as an issue, where it is not installed.
    private func iconFont() throws -> Font? {
        guard let path = SystemFont.materialIcons.path else {
            Issue.record("the Material Icons font is not installed (scripts/deps.sh installs it)")
            return nil
        }
        return try Font(path: path, pointSize: 24)
    }

    @Test("heart.fill is drawn as a tinted glyph filling its frame; heart is its outline; an unknown name is not drawn")
    func glyphs() throws {
        guard let icons = try iconFont() else { return }
        let canvas = try whiteCanvas(scale: 2)
        let frame = ShapeFrame(centerX: 50, centerY: 50, width: 60, height: 50)
        #expect(canvas.drawSymbol("heart.fill", icons: icons, in: frame, color: red))
        let filled = try canvas.readPixels()
        // The middle of a filled heart is the tint; the corners of its frame are not drawn on.
        #expect(filled[100, 110] == red)
        #expect(filled[50, 55] == .white)
        canvas.clear(.white)
        #expect(canvas.drawSymbol("heart", icons: icons, in: frame, color: red))
        #expect(try canvas.readPixels()[100, 110] == .white)   // an outline: hollow in the middle
        #expect(!canvas.drawSymbol("no.such.symbol", icons: icons, in: frame, color: red))
        #expect(SymbolGlyphs.codepoints.count >= 200)
    }

    @Test("a symbol fills the shorter side of its frame with the icon itself, not with the font's padding around it")
    func iconFillsItsFrame() throws {
        guard let icons = try iconFont() else { return }
        let canvas = try whiteCanvas()
        // A resizable circle.fill in an 80-point square: its disc reaches near the square's sides.
        #expect(canvas.drawSymbol("circle.fill", icons: icons, in: ShapeFrame(centerX: 50, centerY: 50, width: 80, height: 80), color: red))
        let pixels = try canvas.readPixels()
        #expect(pixels[50, 50] == red)
        #expect(pixels[13, 50] == red)    // 37 points left of the centre: inside a 40-point radius
        #expect(pixels[8, 50] == .white)  // past it
    }

    @Test("a name without a glyph takes its nearest relative's: variant parts come off, the fill and the meaning stay")
    func relatives() {
        #expect(Canvas.glyphName(forSymbol: "heart.fill") == "heart.fill")
        #expect(Canvas.glyphName(forSymbol: "hand.point.right.fill") == "hand.point.right")
        #expect(Canvas.glyphName(forSymbol: "tray.circle.fill") == "tray.fill")
        #expect(Canvas.glyphName(forSymbol: "person.crop.circle.badge.plus") == "person.crop.circle")
        #expect(Canvas.glyphName(forSymbol: "person.crop.circle.fill.badge.checkmark") == "person.crop.circle.fill")
        #expect(Canvas.glyphName(forSymbol: "bell.slash.circle") == "bell.slash")
        // A part that changes the meaning is never taken off; nor is the base symbol itself.
        #expect(Canvas.glyphName(forSymbol: "bell.and.waves.left.and.right") == nil)
        #expect(Canvas.glyphName(forSymbol: "circle.grid.2x2") == nil)
        #expect(Canvas.glyphName(forSymbol: "no.such.symbol") == nil)
    }
}
