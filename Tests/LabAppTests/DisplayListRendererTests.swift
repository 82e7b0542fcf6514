import Foundation
import GestureKit
@testable import GestureUI
@testable import LabApp
import LabTestSupport
import LabWindow
import Testing

@Suite("Drawing display lists: layers kept from frame to frame", .serialized, .usesSDLEventQueue)
struct DisplayListRendererTests {
    private func setUp() throws -> (LabWindow.Canvas, DisplayListRenderer, LabLayout) {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let canvas = try LabWindow.Canvas(offscreenWidth: 200, height: 200)
        let renderer = DisplayListRenderer(canvas: canvas, font: try LabWindow.Font(.sans, pointSize: 16))
        let layout = LabLayout(sceneSize: CGSize(width: 200, height: 200), windowWidth: 200, windowHeight: 200, showsPanel: false)
        return (canvas, renderer, layout)
    }

    private func card(at x: CGFloat) -> DisplayList {
        let square = DisplayItem(content: .shape(.rectangle, fill: .red, stroke: nil, lineWidth: 0),
                                 center: CGPoint(x: x, y: 100), size: CGSize(width: 60, height: 60))
        var title = DisplayItem(content: .text(lines: ["Hi"], pointSize: 20, color: .white, isBold: false),
                                center: CGPoint(x: x, y: 100), size: CGSize(width: 30, height: 24))
        title.shadow = DisplayItem.Shadow(color: .black, radius: 4, offset: CGSize(width: 0, height: 3))
        let sharp = DisplayItem(content: .text(lines: ["Hi"], pointSize: 20, color: .white, isBold: false),
                                center: CGPoint(x: x, y: 100), size: CGSize(width: 30, height: 24))
        return DisplayList(items: [square, title, sharp], layers: [DisplayLayer(items: 0..<3, opacity: 0.5)])
    }

    @Test("a faded group shown again unchanged is put down from its kept picture, pixel for pixel; a moved one is drawn anew")
    func keptPictures() throws {
        let (canvas, renderer, layout) = try setUp()
        let clip = (x: 0.0, y: 0.0, width: 200.0, height: 200.0)
        canvas.clear(RGBA.white)
        renderer.draw(card(at: 100), layout: layout, clip: clip)
        let first = try canvas.readPixels()
        // The group's picture and the title's shadow.
        #expect(renderer.keptPictureCount == 2)
        // Half-faded red (iOS's, green 59) over white: green halfway to 255.
        #expect(abs(Int(first[75, 75].g) - 157) < 4 && first[75, 75].r == 255)

        canvas.clear(RGBA.white)
        renderer.draw(card(at: 100), layout: layout, clip: clip)
        #expect(try canvas.readPixels() == first)
        #expect(renderer.keptPictureCount == 2)

        canvas.clear(RGBA.white)
        renderer.draw(card(at: 60), layout: layout, clip: clip)
        let moved = try canvas.readPixels()
        #expect(moved[120, 100] == RGBA.white && moved[40, 100].r == 255 && abs(Int(moved[40, 100].g) - 157) < 4)
        #expect(renderer.keptPictureCount == 3)   // the new two, and the old group shown a frame ago
        // Two frames later, pictures not shown since are gone.
        for _ in 0..<3 { renderer.draw(card(at: 60), layout: layout, clip: clip) }
        #expect(renderer.keptPictureCount == 1)
    }

    @Test("a symbol without a glyph is drawn as its nearest relative, or as an outline in its own colour, never in grey")
    func symbolsWithoutGlyphs() throws {
        let (canvas, renderer, layout) = try setUp()
        let clip = (x: 0.0, y: 0.0, width: 200.0, height: 200.0)
        func drawn(_ name: String, _ color: Color) throws -> [RGBA] {
            canvas.clear(RGBA.white)
            let item = DisplayItem(content: .symbol(name: name, pointSize: 60, color: color),
                                   center: CGPoint(x: 100, y: 100), size: CGSize(width: 80, height: 80))
            renderer.draw(DisplayList(items: [item], layers: []), layout: layout, clip: clip)
            let pixels = try canvas.readPixels()
            return (40..<160).flatMap { y in (40..<160).map { x in pixels[x, y] } }.filter { $0 != RGBA.white }
        }
        guard SystemFont.materialIcons.path != nil else {
            Issue.record("the Material Icons font is not installed (scripts/deps.sh installs it)")
            return
        }
        // `tray.circle.fill` has no glyph; `tray.fill` stands in: the same pixels, in red.
        let relative = try drawn("tray.circle.fill", .red)
        #expect(relative.count > 500)
        #expect(relative == (try drawn("tray.fill", .red)))
        // `circle.grid.2x2` has no relative: its outline takes the symbol's blue, as the glyph would.
        let outline = try drawn("circle.grid.2x2", .blue)
        let strokes = outline.filter { $0.r < 200 }   // the line itself, not its faint edges
        #expect(!strokes.isEmpty)
        #expect(strokes.allSatisfy { Int($0.b) - Int($0.r) > 40 })   // blue, not grey
    }
}
