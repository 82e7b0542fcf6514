import Testing
@testable import GestureUI

@Suite("rotation3DEffect and stretches")
struct Rotation3DTests {
    @Test("a card turned 60° about the y axis is drawn half as wide, about its centre")
    func halfTurn() {
        let item = drawnItems(Color.red.frame(width: 100, height: 60).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))[0]
        let outline = DisplayListBuilder.outline(of: item).boundingRect
        #expect(abs(outline.width - 50) < 0.01)
        #expect(abs(outline.height - 60) < 0.01)
        #expect(abs(item.center.x - 195) < 0.01)
    }

    @Test("about the z axis it is an ordinary turn")
    func zAxis() {
        let item = drawnItems(Color.red.frame(width: 100, height: 60).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))[0]
        #expect(abs(item.rotation.degrees - 30) < 1e-9)
        #expect(item.size == CGSize(width: 100, height: 60))
    }

    @Test("scaleEffect(x:y:) is drawn stretched, not at the mean of its scales")
    func stretch() {
        let item = drawnItems(Circle().fill(.blue).frame(width: 100, height: 100).scaleEffect(x: 2, y: 0.5))[0]
        let outline = DisplayListBuilder.outline(of: item).boundingRect
        #expect(abs(outline.width - 200) < 0.5)
        #expect(abs(outline.height - 50) < 0.5)
    }

    @Test("a turn past 90° shows the mirror image, still inside the frame")
    func mirrored() {
        let item = drawnItems(Rectangle().fill(.red).frame(width: 100, height: 60).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))[0]
        let outline = DisplayListBuilder.outline(of: item).boundingRect
        #expect(abs(outline.width - 100) < 0.01)
        #expect(abs(outline.midX - 195) < 0.01)
    }
}
