import Testing
@testable import GestureKit

/// The scene's hit-testing index, as a view layer that replaces its shapes uses it.
@Suite("Hit testing")
struct HitTestingTests {
    /// A grid of small shapes (enough for the index) plus, optionally, one too large to file.
    func shapes(_ count: Int, huge: Bool) -> [ShapeNode] {
        var list = (0..<count).map { i in
            ShapeNode(id: "s\(i)", kind: .rectangle, center: CGPoint(x: 30 + Double(i % 10) * 60, y: 30 + Double(i / 10) * 60),
                      size: CGSize(width: 40, height: 40))
        }
        if huge {
            list.append(ShapeNode(id: "huge", kind: .rectangle, center: CGPoint(x: 0, y: 0), size: CGSize(width: 20_000, height: 20_000)))
        }
        return list
    }

    @Test("replacing the shapes forgets a huge shape's place in the index: fewer shapes later hit-test without a stale entry")
    func replacingShapesForgetsHugeShapes() {
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        scene.replaceShapes(shapes(40, huge: true))
        #expect(scene.hitPath(at: CGPoint(x: 30, y: 30)).map(\.id) == ["huge"])
        scene.replaceShapes([])
        scene.replaceShapes(shapes(30, huge: false))
        #expect(scene.hitPath(at: CGPoint(x: 30, y: 30)).map(\.id) == ["s0"])
        #expect(scene.hitPath(at: CGPoint(x: 5, y: 5)).isEmpty)
        scene.replaceShapes([])
        scene.replaceShapes(shapes(25, huge: true))
        #expect(scene.hitPath(at: CGPoint(x: 5, y: 5)).map(\.id) == ["huge"])
    }

    @Test("shapes far out, past the index's flat cells and at negative coordinates, are found as the near ones are")
    func farShapesAreFound() {
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        var list = shapes(30, huge: false)
        let far = [("east", 5_000.0, 300.0), ("south", 300.0, 9_000.0), ("west", -700.0, 200.0), ("north", 100.0, -3_000.0)]
        for (id, x, y) in far {
            list.append(ShapeNode(id: id, kind: .rectangle, center: CGPoint(x: x, y: y), size: CGSize(width: 40, height: 40)))
        }
        scene.replaceShapes(list)
        for (id, x, y) in far {
            #expect(scene.hitPath(at: CGPoint(x: x + 10, y: y - 10)).map(\.id) == [id])
            #expect(scene.hitPath(at: CGPoint(x: x + 25, y: y)).isEmpty)
        }
        #expect(scene.hitPath(at: CGPoint(x: 30, y: 30)).map(\.id) == ["s0"])
        // Moving a far shape into the flat cells re-files it there.
        list[30].center = CGPoint(x: 700, y: 500)
        #expect(scene.hitPath(at: CGPoint(x: 5_000, y: 300)).isEmpty)
        #expect(scene.hitPath(at: CGPoint(x: 700, y: 500)).map(\.id) == ["east"])
    }
}
