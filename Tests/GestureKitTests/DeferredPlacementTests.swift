import Testing
@testable import GestureKit

/// A top-level shape whose placement waits for its next reading (``ShapeNode/deferPlacement(to:)``):
/// every reader sees the placement as if it had been made at once.
@Suite("Placements that wait for their reading")
struct DeferredPlacementTests {
    /// Places its shapes `dx`, `dy` points from where they were, turned a quarter and doubled,
    /// and counts how often it was asked.
    final class Mover: DeferredPlacer {
        var calls = 0
        var dx: Double = 50, dy: Double = 0
        func place(_ shape: ShapeNode) {
            calls += 1
            let center = shape.center
            shape.setPlacement(center: CGPoint(x: center.x + dx, y: center.y + dy), rotation: .degrees(90), scale: 2)
        }
    }

    @Test("a waiting placement is made by the first read of the centre, once, and a later read finds it made")
    func readingTheCentrePlaces() {
        let shape = ShapeNode(id: "card", center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 20))
        let mover = Mover()
        shape.deferPlacement(to: mover)
        shape.deferPlacement(to: mover)
        #expect(mover.calls == 0)
        #expect(shape.center == CGPoint(x: 150, y: 100))
        #expect(shape.rotation == .degrees(90) && shape.scale == 2)
        #expect(mover.calls == 1)
    }

    @Test("a hit test, a geometry version and a transform each make a waiting placement first")
    func everyGeometryReaderPlaces() {
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        let shapes = (0..<30).map { index in
            scene.add(ShapeNode(id: "s\(index)", center: CGPoint(x: 20 + 25 * Double(index), y: 300), size: CGSize(width: 20, height: 20)))
        }
        let mover = Mover()
        mover.dx = 0
        mover.dy = 100
        _ = scene.hitPath(at: CGPoint(x: 20, y: 300))     // the index is built
        let first = shapes[0]
        let version = first.geometryVersion
        first.deferPlacement(to: mover)
        // The index finds the shape where the placement puts it, not where it was.
        #expect(scene.hitPath(at: CGPoint(x: 20, y: 400)).map(\.id) == ["s0"])
        #expect(scene.hitPath(at: CGPoint(x: 20, y: 300)).isEmpty)
        #expect(mover.calls == 1)
        first.deferPlacement(to: mover)
        #expect(first.geometryVersion != version)
        #expect(mover.calls == 2)
        // Moved again after the index filed it: filed again.
        #expect(scene.hitPath(at: CGPoint(x: 20, y: 500)).map(\.id) == ["s0"])
        first.deferPlacement(to: mover)
        // The centre of the 20 x 20 shape, wherever it is turned and scaled about it.
        #expect(first.convertToGlobal(CGPoint(x: 10, y: 10)) == CGPoint(x: 20, y: 600))
        #expect(mover.calls == 3)
    }

    @Test("a direct write to a shape that owes a placement lands after that placement, as it would have at once")
    func directWriteAfterPlacement() {
        let shape = ShapeNode(id: "card", center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 20))
        let mover = Mover()
        shape.deferPlacement(to: mover)
        shape.center = CGPoint(x: 0, y: 0)
        #expect(mover.calls == 1)
        #expect(shape.center == .zero)
        #expect(shape.rotation == .degrees(90))
        shape.deferPlacement(to: mover)
        shape.setPlacement(center: CGPoint(x: 5, y: 5), rotation: .zero, scale: 1)
        #expect(mover.calls == 2)
        #expect(shape.center == CGPoint(x: 5, y: 5) && shape.rotation == .zero && shape.scale == 1)
    }
}
