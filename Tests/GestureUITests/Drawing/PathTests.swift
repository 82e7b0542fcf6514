import Testing
@testable import GestureUI

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// What the one drawn item of `view` is.
private func content<V: View>(_ view: V) -> DisplayItem.Content? {
    let host = ViewHost(view)
    host.update()
    return host.displayList(at: .zero).items.first?.content
}

private struct TappableTriangle: View {
    @State var taps = 0
    var body: some View {
        Triangle().fill(.orange).frame(width: 100, height: 100).onTapGesture { taps += 1 }
    }
}

@Suite("Paths and shapes")
struct PathTests {
    @Test("a filled shape of your own is hit inside its outline, not in the rest of its frame")
    func customShapeHitTesting() {
        let lab = ViewHarness(TappableTriangle())
        lab.tap(195 - 45, 422 - 45, at: 0)      // the frame's top-left corner: outside the triangle
        #expect(lab.state["taps"] == "0")
        lab.tap(195, 422 + 20, at: 1)           // inside
        #expect(lab.state["taps"] == "1")
    }

    @Test("a path records its elements and reads back as SVG-like text")
    func elements() {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
            p.closeSubpath()
        }
        #expect(path.description == "M 0 0 L 10 0 Q 15 5 10 10 Z")
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(Path().isEmpty && !path.isEmpty)
    }

    @Test("a rectangle's path runs clockwise on screen from its top-left corner; an ellipse's from 3 o'clock")
    func startingPoints() {
        #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).description == "M 1 2 L 4 2 L 4 6 L 1 6 Z")
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        guard case .move(let start) = circle.elements.first, case .curve(let next, _, _) = circle.elements[1] else {
            Issue.record("no curve"); return
        }
        #expect(start == CGPoint(x: 75, y: 25))      // a circle in the middle of a wider frame
        #expect(next == CGPoint(x: 50, y: 50))       // then 6 o'clock: clockwise on screen
    }

    @Test("boundingRect holds the curves; contains follows the non-zero or the even-odd rule")
    func boundsAndContains() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = circle.boundingRect
        #expect(abs(bounds.minX) < 0.01 && abs(bounds.maxX - 100) < 0.01 && abs(bounds.maxY - 100) < 0.01)
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(!circle.contains(CGPoint(x: 5, y: 5)))          // inside the frame, outside the circle
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))           // both turn the same way: non-zero fills the hole
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
    }

    @Test("addArc sweeps the way angles grow (clockwise on screen) unless clockwise is true")
    func arcDirection() {
        var down = Path()
        down.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(down.boundingRect.minY > -0.01)                 // through (7, 7): below the centre
        var up = Path()
        up.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(up.boundingRect.minY < -9.9)                    // the long way round, through the top
    }

    @Test("trimmedPath keeps the stretch between two fractions of the length: a quarter of a circle from 3 to 6 o'clock")
    func trim() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        let bounds = quarter.boundingRect
        #expect(abs(bounds.minX - 50) < 0.5 && abs(bounds.maxX - 100) < 0.01)
        #expect(abs(bounds.minY - 50) < 0.5 && abs(bounds.maxY - 100) < 0.01)
        #expect(circle.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
    }

    @Test("applying a transform moves every point; CGAffineTransform composes as CoreGraphics does")
    func transforms() {
        let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2))
        #expect(moved.boundingRect == CGRect(x: 5, y: 0, width: 20, height: 20))
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
        let t = CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 4, ty: 5)
        let back = CGPoint(x: 7, y: 8).applying(t).applying(t.inverted())
        #expect(abs(back.x - 7) < 1e-9 && abs(back.y - 8) < 1e-9)
    }

    @Test("a shape of your own draws its path in its frame, filled with the foreground colour")
    func customShapeDraws() {
        guard case .path(let path, let fill, let stroke, _, _) = content(Triangle().frame(width: 100, height: 80).foregroundColor(.red)) else {
            Issue.record("not a path"); return
        }
        #expect(path.description == "M 50 0 L 100 80 L 0 80 Z")
        #expect(fill == .color(.red) && stroke == nil)
    }

    @Test("a built-in shape with a plain outline draws by kind; dashed or trimmed it draws as its path")
    func builtInShapesAsPaths() {
        guard case .shape = content(Circle().stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round))) else {
            Issue.record("a plain stroke is drawn by kind"); return
        }
        guard case .path(_, _, _, let style, _) = content(RoundedRectangle(cornerRadius: 8).stroke(.blue, style: StrokeStyle(lineWidth: 3, dash: [4, 2]))) else {
            Issue.record("a dashed stroke is a path"); return
        }
        #expect(style.dash == [4, 2])
        guard case .path(let arc, _, _, let trimStyle, _) = content(Circle().trim(from: 0, to: 0.5).stroke(.green, lineWidth: 6).frame(width: 100, height: 100)) else {
            Issue.record("a trimmed circle is a path"); return
        }
        #expect(trimStyle.lineWidth == 6)
        #expect(abs(arc.boundingRect.minY - 50) < 0.5)          // the lower half: 3 o'clock round to 9
    }

    @Test("a Path is a view: filled with the foreground colour, or stroked")
    func pathIsAView() {
        let path = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 50)]) }
        guard case .path(_, let fill, _, _, _) = content(path) else { Issue.record("not a path"); return }
        #expect(fill == .color(.primary))
        guard case .path(_, nil, let stroke, let style, _) = content(path.stroke(.orange, lineWidth: 4)) else { Issue.record("not stroked"); return }
        #expect(stroke == .color(.orange) && style.lineWidth == 4)
    }
}
