import Testing
@testable import GestureKit

@Suite("Multitouch: drag, pinch and rotate together")
struct MultitouchTests {
    /// Two fingers 100 points apart about the shape's centre, turned and spread.
    static func pinch(_ lab: Harness, from start: Double, spread: Double, turn: Double, shift: CGSize = .zero) {
        let cx = 400.0, cy = 300.0
        lab.down(1, cx - 50, cy, at: start)
        lab.down(2, cx + 50, cy, at: start + 0.01)
        for step in 1...10 {
            let f = Double(step) / 10
            let r = 50 * (1 + (spread - 1) * f), a = turn * f * .pi / 180
            let mx = cx + shift.width * f, my = cy + shift.height * f
            lab.move(1, mx - r * cos(a), my - r * sin(a), at: start + 0.02 + 0.01 * Double(step))
            lab.move(2, mx + r * cos(a), my + r * sin(a), at: start + 0.02 + 0.01 * Double(step))
        }
        let r = 50 * spread, a = turn * .pi / 180
        lab.up(1, cx + shift.width - r * cos(a), cy + shift.height - r * sin(a), at: start + 0.2)
        lab.up(2, cx + shift.width + r * cos(a), cy + shift.height + r * sin(a), at: start + 0.21)
    }

    @Test("one shape is dragged, pinched and rotated at once with two fingers (seed 001's limitation)")
    func dragPinchRotate() {
        let lab = Harness(follow: true)
        var results: [String] = []
        let shape = lab.shape("photo", w: 200, h: 200)
        shape.gesture(DragGesture().simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
            .onEnded { value in
                let drag = value.first?.first, magnify = value.first?.second, rotate = value.second
                results.append("drag \(drag.map { "\($0.translation.width),\($0.translation.height)" } ?? "nil")")
                results.append("scale \(magnify.map { formatNumber(Double($0.magnification)) } ?? "nil")")
                results.append("angle \(rotate.map { formatNumber($0.rotation.degrees) } ?? "nil")")
            })
        Self.pinch(lab, from: 0, spread: 1.5, turn: 30, shift: CGSize(width: 40, height: 20))
        #expect(results == ["drag 40.0,20.0", "scale 1.5", "angle 30"])
        #expect(abs(shape.center.x - 440) < 1e-9 && abs(shape.center.y - 320) < 1e-9)
        #expect(abs(shape.scale - 1.5) < 1e-9)
        #expect(abs(shape.rotation.degrees - 30) < 1e-9)
        #expect(shape.gestureEffect.isIdentity)
    }

    @Test("a drag beside a press-feedback drag moves the shape once, not twice")
    func twoDragsOneFinger() {
        let lab = Harness(follow: true)
        let circle = lab.shape("circle", .circle, w: 100, h: 100)
        circle.gesture(DragGesture()).simultaneousGesture(DragGesture(minimumDistance: 0))
        lab.drag(from: (400, 300), to: (450, 300), start: 0)
        #expect(circle.center == CGPoint(x: 450, y: 300))
        let other = lab.shape("other", x: 100, y: 100, w: 100, h: 100)
        other.gesture(DragGesture().simultaneously(with: DragGesture(minimumDistance: 0)))
        lab.down(1, 100, 100, at: 1)
        lab.move(1, 130, 100, at: 1.1)
        #expect(other.gestureEffect.translation == CGSize(width: 30, height: 0))
        lab.up(1, 130, 100, at: 1.2)
        #expect(other.center == CGPoint(x: 130, y: 100))
    }

    @Test("magnification is measured from where the fingers were when the pair formed")
    func magnificationFromStart() {
        let lab = Harness()
        var values: [CGFloat] = []
        lab.shape("c").gesture(MagnifyGesture(minimumScaleDelta: 0.2).onChanged { values.append($0.magnification) })
        lab.down(1, 350, 300, at: 0)
        lab.down(2, 450, 300, at: 0.01)
        lab.move(2, 460, 300, at: 0.02)     // 1.1: below the threshold
        #expect(values.isEmpty)
        lab.move(2, 500, 300, at: 0.03)
        #expect(values == [1.5])
    }

    @Test("a shape follows its gesture live and goes back when the gesture fails")
    func transientAndRestore() {
        let lab = Harness(follow: true)
        let card = lab.shape("card")
        card.gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture()))
        lab.down(1, 400, 300, at: 0)
        lab.advance(to: 0.4)
        lab.move(1, 450, 300, at: 0.5)
        #expect(card.gestureEffect.translation == CGSize(width: 50, height: 0))
        #expect(card.center == CGPoint(x: 400, y: 300))
        lab.engine.cancelAll(at: GestureTime(seconds: 0.6)!)
        #expect(card.gestureEffect.isIdentity)
        #expect(card.center == CGPoint(x: 400, y: 300))
    }

    @Test("the drag follows the centroid: a second finger landing does not make it jump")
    func centroidNoJump() {
        let lab = Harness()
        var translations: [CGFloat] = []
        lab.shape("c", w: 400, h: 400).gesture(DragGesture(minimumDistance: 0).onChanged { translations.append($0.translation.width) })
        lab.down(1, 300, 300, at: 0)
        lab.move(1, 310, 300, at: 0.1)
        lab.down(2, 500, 300, at: 0.2)
        lab.move(1, 320, 300, at: 0.3)   // centroid moves 5
        lab.move(2, 510, 300, at: 0.4)   // centroid moves 5 more
        lab.up(1, 320, 300, at: 0.5)
        lab.move(2, 530, 300, at: 0.6)
        // Every event is a new value (its time changed); the translation never jumps.
        #expect(translations == [0, 10, 10, 15, 20, 20, 40])
    }

    @Test("a child follows its drag in its parent's rotated space")
    func childInRotatedParent() {
        let lab = Harness(follow: true)
        let parent = lab.shape("board", w: 400, h: 400)
        parent.rotation = .degrees(90)
        let piece = parent.addChild(ShapeNode(id: "piece", center: CGPoint(x: 200, y: 200), size: CGSize(width: 50, height: 50)))
        piece.gesture(DragGesture())
        lab.drag(from: (400, 300), to: (400, 340), start: 0)   // 40 points down the screen
        // The parent is turned a quarter clockwise, so its +x axis points down the screen.
        #expect(abs(piece.center.x - 240) < 1e-9 && abs(piece.center.y - 200) < 1e-9)
    }

    @Test("SpatialEventGesture reports every touch with a stable id and its phase")
    func spatialEvents() {
        let lab = Harness()
        var seen: [String] = []
        lab.shape("canvas").gesture(SpatialEventGesture(coordinateSpace: .global)
            .onChanged { events in seen.append(events.map { "\($0.id.rawValue):\($0.phase.rawValue)" }.joined(separator: " ")) }
            .onEnded { events in seen.append("end " + events.map { "\($0.id.rawValue):\($0.phase.rawValue)" }.joined(separator: " ")) })
        lab.down(7, 400, 300, at: 0)
        lab.down(9, 420, 300, at: 0.1)
        lab.up(7, 400, 300, at: 0.2)
        lab.move(9, 430, 300, at: 0.3)
        lab.up(9, 430, 300, at: 0.4)
        #expect(seen == ["7:active", "7:active 9:active", "7:ended 9:active", "9:active", "end 9:ended"])
    }
}
