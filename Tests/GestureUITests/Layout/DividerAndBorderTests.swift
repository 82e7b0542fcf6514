import Testing
@testable import GestureUI

@Suite("Dividers, borders, transforms and UIKit's screen")
struct DividerAndBorderTests {
    @Test("a Divider runs across a VStack as wide as offered, and up an HStack as tall as offered")
    func divider() {
        let column = drawnItems(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 40)
            Divider()
            Color.blue.frame(width: 100, height: 40)
        }.frame(width: 300))
        #expect(column[1].size == CGSize(width: 300, height: Divider.thickness))
        let row = drawnItems(HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 100)
            Divider()
            Color.blue.frame(width: 40, height: 100)
        }.frame(height: 100))
        #expect(row[1].size == CGSize(width: Divider.thickness, height: 100))
        guard case .shape(.rectangle, let fill, _, _) = row[1].content else { Issue.record("not a line"); return }
        #expect(fill == Color.hairline)
    }

    @Test("border strokes a rectangle inside the view's frame")
    func border() {
        let drawn = drawnItems(Color.yellow.frame(width: 100, height: 50).border(.gray, width: 4))
        #expect(drawn.count == 2)
        guard case .shape(.rectangle, nil, let stroke, let width) = drawn[1].content else { Issue.record("no border"); return }
        #expect(stroke == .gray && width == 4)
        #expect(drawn[1].size == CGSize(width: 96, height: 46))
    }

    @Test("transformEffect moves, turns and scales about the top-leading corner")
    func transformEffect() {
        let moved = drawnItems(Color.red.frame(width: 100, height: 50).transformEffect(CGAffineTransform(translationX: 20, y: 10)))[0]
        #expect(moved.center == CGPoint(x: 215, y: 432))
        let scaled = drawnItems(Color.red.frame(width: 100, height: 50).transformEffect(CGAffineTransform(scaleX: 2, y: 2)))[0]
        // Twice the size, its top-leading corner where it was.
        #expect(scaled.scale == 2)
        #expect(scaled.center == CGPoint(x: 145 + 100, y: 397 + 50))
    }

    @Test("UIScreen.main.bounds is the host's canvas; the safe area modifiers change nothing")
    func screenAndSafeArea() {
        let host = ViewHost(Color.red.ignoresSafeArea().edgesIgnoringSafeArea(.all), size: CGSize(width: 320, height: 480))
        host.update()
        #expect(host.run { UIScreen.main.bounds } == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(host.displayList(at: .zero).items[0].size == CGSize(width: 320, height: 480))
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
    }
}
