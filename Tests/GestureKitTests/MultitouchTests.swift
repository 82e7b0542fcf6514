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

    @Test("a pinch whose first finger dragged the shape while it waited measures from where that finger is when the second lands")
    func waitingFingerMovedBeforePair() {
        let lab = Harness()
        var scales: [CGFloat] = []
        let shape = lab.shape("card", w: 400, h: 400)
        shape.gesture(DragGesture().onChanged { _ in })
        // The pair waits for its second finger, beside the drag: its moves are left out.
        shape.simultaneousGesture(MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { value in value.first.map { scales.append($0.magnification) } })
        lab.down(1, 300, 300, at: 0)
        for step in 1...5 { lab.move(1, 300 + 10 * Double(step), 300, at: 0.01 * Double(step)) }
        lab.down(2, 450, 300, at: 0.1)        // 100 points from where finger 1 is now
        lab.move(2, 500, 300, at: 0.11)       // 150 points: 1.5 (not 200 / 150 from where it went down)
        #expect(scales.last == 1.5)
    }

    @Test("beside a drag, a pinch waiting for its second finger is left out of the first finger's moves, and looks that finger up when the second lands")
    func waitingPinchIsLeftOutOfMoves() {
        let root = DragGesture().simultaneously(with: MagnifyGesture().simultaneously(with: RotateGesture()))
            .makeRecognizer(.standalone)
        let context = RecognitionContext()
        var lookedUp: [Int] = []
        // Where the finger is, unknown here: the pinch keeps what it stored.
        context.touchLocations = { id in lookedUp.append(id); return nil }
        func send(_ phase: TouchEvent.Phase, _ id: Int, _ x: Double, at t: Double) {
            let event = TouchEvent(time: t, phase: phase, id: id, location: CGPoint(x: x, y: 300))
            context.now = event.time
            root.receive(event, context)
        }
        send(.began, 1, 300, at: 0)
        for step in 1...5 { send(.moved, 1, 300 + 10 * Double(step), at: 0.01 * Double(step)) }
        send(.began, 2, 450, at: 0.1)
        send(.moved, 2, 500, at: 0.11)
        // Measured from where finger 1 went down (300): 200 / 150, where every move delivered
        // would give 150 / 100.
        let scale = root.value?.second?.first?.magnification
        #expect(scale.map { abs($0 - 200.0 / 150.0) < 1e-12 } == true)
        #expect(lookedUp == [1, 1])          // the magnify and the rotate, each once
    }

    @Test("a pinch that first receives its events held back by a sequence measures from where its fingers were then, not where they are")
    func replayedPairMeasuresFromHeldEvents() {
        let lab = Harness()
        var scales: [CGFloat] = []
        lab.shape("card", w: 400, h: 400).gesture(LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: MagnifyGesture().simultaneously(with: RotateGesture()))
            .onChanged { value in
                if case .second(_, let pair?) = value, let magnify = pair.first { scales.append(magnify.magnification) }
            })
        lab.down(1, 300, 300, at: 0)
        lab.move(1, 305, 300, at: 0.05)       // within the long press's 10 points
        lab.down(2, 400, 300, at: 0.1)        // the pair forms here: 95 points apart
        lab.move(1, 310, 300, at: 0.2)
        lab.advance(to: 0.6)                  // the long press ends; the held events are given to the pair
        lab.move(2, 500, 300, at: 0.7)        // 190 points apart: 2 (a replay that left the first
        #expect(scales.last == 2)             // move out gives 1.9, one that looked up 310 gives 2.11)
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

    /// Random touches on a 300-point square: up to three fingers going down, moving and lifting.
    static func randomTouches(_ lab: Harness, seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var down: [Int: (Double, Double)] = [:]
        var time = 0.0
        for _ in 0..<60 {
            time += Double(1 + next(20)) / 1000
            let id = 1 + next(3)
            if let (x, y) = down[id] {
                if next(8) == 0 {
                    lab.up(id, x, y, at: time)
                    down[id] = nil
                } else {
                    let moved = (x + Double(next(41) - 20), y + Double(next(41) - 20))
                    lab.move(id, moved.0, moved.1, at: time)
                    down[id] = moved
                }
            } else if next(3) == 0 {
                let place = (Double(260 + next(280)), Double(160 + next(280)))
                lab.down(id, place.0, place.1, at: time)
                down[id] = place
            }
        }
        for (id, (x, y)) in down.sorted(by: { $0.key < $1.key }) {
            time += 0.001
            lab.up(id, x, y, at: time)
        }
    }

    @Test("a magnify and a rotate composed with simultaneously measure exactly what each measures as an attachment of its own, over 60 random touch sequences")
    func pinchPairComposedAsApart() {
        func describe(_ name: String, _ time: Date, _ amount: Double, _ velocity: Double, _ anchor: UnitPoint,
                      _ start: CGPoint) -> String {
            "\(name) t=\(time.timeIntervalSinceReferenceDate) \(amount) v=\(velocity) \(anchor.x),\(anchor.y) \(start.x),\(start.y)"
        }
        var seen: Set<String> = []
        for seed in 1...60 {
            var together: [String] = [], apart: [String] = []
            func magnify(_ out: @escaping (String) -> Void) -> some Gesture {
                MagnifyGesture(minimumScaleDelta: 0.05)
                    .onChanged { out(describe("magnify", $0.time, Double($0.magnification), Double($0.velocity), $0.startAnchor, $0.startLocation)) }
                    .onEnded { out(describe("magnify ended", $0.time, Double($0.magnification), Double($0.velocity), $0.startAnchor, $0.startLocation)) }
                    .onCancelled { out("magnify \($0)") }
            }
            func rotate(_ out: @escaping (String) -> Void) -> some Gesture {
                RotateGesture(minimumAngleDelta: .degrees(3))
                    .onChanged { out(describe("rotate", $0.time, $0.rotation.radians, $0.velocity.radians, $0.startAnchor, $0.startLocation)) }
                    .onEnded { out(describe("rotate ended", $0.time, $0.rotation.radians, $0.velocity.radians, $0.startAnchor, $0.startLocation)) }
                    .onCancelled { out("rotate \($0)") }
            }
            let shared = Harness()
            shared.shape("c", w: 300, h: 300).gesture(magnify { together.append($0) }.simultaneously(with: rotate { together.append($0) }))
            Self.randomTouches(shared, seed: UInt64(seed))
            let separate = Harness()
            separate.shape("c", w: 300, h: 300)
                .simultaneousGesture(magnify { apart.append($0) })
                .simultaneousGesture(rotate { apart.append($0) })
            Self.randomTouches(separate, seed: UInt64(seed))
            #expect(together == apart, "seed \(seed)")
            for line in together {
                let name = line.hasPrefix("magnify") ? "magnify" : "rotate"
                seen.insert(line.contains("ended") ? "\(name) ended" : line.hasSuffix("failed") ? "\(name) failed" : "\(name) changed")
            }
        }
        // The sequences made both gestures change, end and fail.
        #expect(seen == ["magnify changed", "magnify ended", "magnify failed", "rotate changed", "rotate ended", "rotate failed"])
    }
}
