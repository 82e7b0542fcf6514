import Foundation
import Testing
@testable import LabWindow

@Suite("Tessellation")
struct TessellationTests {
    @Test("circles get more segments as they grow, and every outline point lies on the circle")
    func circleSegments() {
        var previous = 0
        for radius in [2.0, 10, 50, 200, 1000] {
            let points = Tessellator.outline(of: .circle, in: ShapeFrame(centerX: 0, centerY: 0, width: 2 * radius, height: 2 * radius),
                                             pixelScale: 1)
            #expect(points.count >= previous)
            previous = points.count
            for p in points { #expect(abs(p.length - radius) < 1e-9) }
            // The polygon's edges stay within the tolerance of the true circle.
            let step = 2 * Double.pi / Double(points.count)
            #expect(radius * (1 - cos(step / 2)) <= Tessellator.curveTolerance + 1e-9 || points.count == 2048)
        }
        #expect(previous > 200)
    }

    @Test("outlines follow the frame's rotation (clockwise on screen), scale and pixel scale")
    func outlineTransform() {
        let frame = ShapeFrame(centerX: 10, centerY: 20, width: 4, height: 2, rotationDegrees: 90, scale: 2)
        let points = Tessellator.outline(of: .rectangle, in: frame, pixelScale: 3)
        #expect(points.count == 4)
        // Local (2, 1) -> scaled (4, 2) -> rotated 90° clockwise on screen (-2, 4) -> + centre -> x3.
        #expect(points.contains { abs($0.x - 24) < 1e-9 && abs($0.y - 72) < 1e-9 })
        let xs = points.map(\.x), ys = points.map(\.y)
        #expect(abs(xs.max()! - xs.min()!  - 12) < 1e-9)  // height 2 x scale 2 x 3 px
        #expect(abs(ys.max()! - ys.min()! - 24) < 1e-9)
    }

    @Test("a circle shape in a non-square frame uses the shorter side, like SwiftUI")
    func circleInRectangle() {
        let points = Tessellator.outline(of: .circle, in: ShapeFrame(centerX: 0, centerY: 0, width: 100, height: 40), pixelScale: 1)
        #expect(points.allSatisfy { abs($0.length - 20) < 1e-9 })
    }

    @Test("degenerate and non-finite frames produce nothing to draw")
    func degenerate() {
        #expect(Tessellator.outline(of: .circle, in: ShapeFrame(centerX: 0, centerY: 0, width: 0, height: 0), pixelScale: 1).count < 3)
        #expect(Tessellator.outline(of: .rectangle, in: ShapeFrame(centerX: 0, centerY: 0, width: 10, height: 0), pixelScale: 1).count < 3)
        #expect(Tessellator.outline(of: .capsule, in: ShapeFrame(centerX: .nan, centerY: 0, width: 10, height: 5), pixelScale: 1).isEmpty)
        var tessellator = Tessellator()
        tessellator.addFill(outline: [], color: .white)
        tessellator.addStroke(outline: [Vec(x: 0, y: 0)], width: 2, color: .white)
        #expect(tessellator.indices.isEmpty)
    }

    @Test("a capsule's ends are half-discs")
    func capsule() {
        let points = Tessellator.outline(of: .capsule, in: ShapeFrame(centerX: 0, centerY: 0, width: 100, height: 20), pixelScale: 1)
        let rightEnd = points.filter { $0.x > 40 }
        #expect(!rightEnd.isEmpty)
        #expect(rightEnd.allSatisfy { abs((Vec(x: $0.x - 40, y: $0.y)).length - 10) < 1e-9 })
        #expect(abs(points.map(\.x).max()! - 50) < 1e-9)
    }

    @Test("a radius so large that the angle step rounds to 0 gets the most segments, not a crash")
    func hugeRadius() {
        #expect(Tessellator.segmentsForFullTurn(radius: 1e16) == 2048)
        #expect(Tessellator.segmentsForFullTurn(radius: .infinity) == 2048)
        #expect(Tessellator.segmentsForFullTurn(radius: .nan) == 8)
    }

    @Test("a font size of any value maps to a pixel size from 1 to 1000")
    func fontPixelSize() {
        #expect(Font.pixelSize(for: 1e17) == 1000 && Font.pixelSize(for: .infinity) == 1000)
        #expect(Font.pixelSize(for: .nan) == 1 && Font.pixelSize(for: -5) == 1 && Font.pixelSize(for: 24.4) == 24)
    }

    @Test("degenerate and NaN geometry is tessellated without a crash (no NaN reaches an integer conversion)")
    func degenerateGeometry() {
        var tessellator = Tessellator()
        tessellator.addFill(outline: [Vec(x: 0, y: 0), Vec(x: 0, y: 0), Vec(x: 0, y: 0)], color: RGBA.white)
        tessellator.addFill(outline: [Vec(x: .nan, y: 0), Vec(x: 1, y: .nan), Vec(x: 2, y: 2)], color: RGBA.white)
        tessellator.addStroke(outline: [Vec(x: 1, y: 1), Vec(x: 1, y: 1)], width: .nan, color: RGBA.white)
    }

    @Test("clipping keeps an outline inside the box as it is and cuts one across it to the box")
    func clipping() {
        let square = [Vec(x: -10, y: -10), Vec(x: 10, y: -10), Vec(x: 10, y: 10), Vec(x: -10, y: 10)]
        #expect(Tessellator.clip(square, toMinX: -20, minY: -20, maxX: 20, maxY: 20) == square)
        let cut = Tessellator.clip(square, toMinX: 0, minY: 0, maxX: 100, maxY: 100)
        #expect(Set(cut.map { "\($0.x),\($0.y)" }) == ["0.0,0.0", "10.0,0.0", "10.0,10.0", "0.0,10.0"])
        #expect(Tessellator.clip(square, toMinX: 50, minY: 50, maxX: 100, maxY: 100).isEmpty)
        // A diamond far larger than the box covers the box: its cut is the box itself.
        let diamond = [Vec(x: 1e12, y: 0), Vec(x: 0, y: 1e12), Vec(x: -1e12, y: 0), Vec(x: 0, y: -1e12)]
        let covered = Tessellator.clip(diamond, toMinX: 0, minY: 0, maxX: 800, maxY: 600)
        #expect(Set(covered.map { "\($0.x),\($0.y)" }) == ["0.0,0.0", "800.0,0.0", "800.0,600.0", "0.0,600.0"])
    }
}
