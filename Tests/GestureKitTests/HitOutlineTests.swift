import Testing
@testable import GestureKit

@Suite("Hit outlines")
struct HitOutlineTests {
    private let square = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]
    private let inner = [CGPoint(x: 25, y: 25), CGPoint(x: 75, y: 25), CGPoint(x: 75, y: 75), CGPoint(x: 25, y: 75)]

    @Test("a point is inside a polygon by the non-zero rule; the even-odd rule makes a hole where two turn the same way")
    func rules() {
        #expect(HitOutline(polygons: [square]).contains(CGPoint(x: 50, y: 50)))
        #expect(!HitOutline(polygons: [square]).contains(CGPoint(x: 150, y: 50)))
        #expect(HitOutline(polygons: [square, inner]).contains(CGPoint(x: 50, y: 50)))
        #expect(!HitOutline(polygons: [square, inner], evenOdd: true).contains(CGPoint(x: 50, y: 50)))
        #expect(HitOutline(polygons: [square, inner], evenOdd: true).contains(CGPoint(x: 10, y: 50)))
    }

    @Test("a shape with an outline is hit inside it and not in the rest of its frame")
    func shapeNode() {
        let triangle = HitOutline(polygons: [[CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]])
        let shape = ShapeNode(id: "t", kind: .outline(triangle), center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 100))
        #expect(shape.contains(local: CGPoint(x: 50, y: 60)))
        #expect(!shape.contains(local: CGPoint(x: 5, y: 5)))
    }
}
