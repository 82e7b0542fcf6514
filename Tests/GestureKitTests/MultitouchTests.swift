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
        let lab = Harness()
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
        // GestureKit never moves a shape on its own (the lab's ShapeFollower does, for scene files).
        #expect(shape.center == CGPoint(x: 400, y: 300) && shape.scale == 1 && shape.rotation == .zero)
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
