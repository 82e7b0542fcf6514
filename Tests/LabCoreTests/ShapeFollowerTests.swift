import Testing
import GestureKit
import LabCore

/// The lab's policy for scene files, outside GestureKit: shapes follow their drags, magnifies
/// and rotates live, keep what a successful gesture did, and go back when it fails.
@Suite("Shapes following their gestures")
struct ShapeFollowerTests {
    /// A scene, its engine and a follower; touches by id.
    final class Rig {
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        lazy var engine = GestureEngine(scene: scene)
        lazy var follower = ShapeFollower(engine: engine, pinned: pinned)
        var pinned: [ShapeNode] = []

        func shape(_ id: String, _ kind: ShapeNode.Kind = .rectangle, x: Double = 400, y: Double = 300,
                   w: Double = 200, h: Double = 200) -> ShapeNode {
            scene.add(ShapeNode(id: id, kind: kind, center: CGPoint(x: x, y: y), size: CGSize(width: w, height: h)))
        }
        func send(_ phase: TouchEvent.Phase, _ id: Int, _ x: Double, _ y: Double, at t: Double) {
            _ = follower
            engine.send(TouchEvent(time: t, phase: phase, id: id, location: CGPoint(x: x, y: y)))
        }
        func drag(from: (Double, Double), to: (Double, Double), start t: Double) {
            send(.began, 1, from.0, from.1, at: t)
            for step in 1...10 {
                let f = Double(step) / 10
                send(.moved, 1, from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f, at: t + 0.02 * Double(step))
            }
            send(.ended, 1, to.0, to.1, at: t + 0.21)
        }
    }

    /// A scene of one shape with a drag, and its engine, without a follower.
    static func draggable(_ id: String, at center: CGPoint, size: CGSize) -> (ShapeNode, GestureEngine) {
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        let shape = scene.add(ShapeNode(id: id, center: center, size: size))
        shape.gesture(DragGesture())
        return (shape, GestureEngine(scene: scene))
    }

    @Test("a shape dragged, pinched and rotated at once with two fingers keeps all three")
    func dragPinchRotate() {
        let rig = Rig()
        let photo = rig.shape("photo")
        photo.gesture(DragGesture().simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture()))
        let (cx, cy) = (400.0, 300.0)
        rig.send(.began, 1, cx - 50, cy, at: 0)
        rig.send(.began, 2, cx + 50, cy, at: 0.01)
        for step in 1...10 {
            let f = Double(step) / 10, r = 50 * (1 + 0.5 * f), a = 30 * f * .pi / 180
            let mx = cx + 40 * f, my = cy + 20 * f
            rig.send(.moved, 1, mx - r * cos(a), my - r * sin(a), at: 0.02 + 0.01 * Double(step))
            rig.send(.moved, 2, mx + r * cos(a), my + r * sin(a), at: 0.02 + 0.01 * Double(step))
        }
        let r = 75.0, a = Double.pi / 6
        rig.send(.ended, 1, cx + 40 - r * cos(a), cy + 20 - r * sin(a), at: 0.2)
        rig.send(.ended, 2, cx + 40 + r * cos(a), cy + 20 + r * sin(a), at: 0.21)
        #expect(abs(photo.center.x - 440) < 1e-9 && abs(photo.center.y - 320) < 1e-9)
        #expect(abs(photo.scale - 1.5) < 1e-9)
        #expect(abs(photo.rotation.degrees - 30) < 1e-9)
        #expect(rig.follower.effect(on: photo).isIdentity)
        #expect(rig.follower.placement(of: photo).center == photo.center)
    }

    @Test("a shape dragged among many is hit where the finger left it, though nothing looked at it while it moved")
    func draggedShapeIsHitWhereItIs() {
        let rig = Rig()
        let shapes = (0..<30).map { rig.shape("s\($0)", x: 30 + 25 * Double($0), y: 100, w: 20, h: 20) }
        for shape in shapes { shape.gesture(DragGesture()) }
        rig.drag(from: (30, 100), to: (30, 400), start: 0)
        // The index was built before the drag; the next touch-down finds the shape moved.
        #expect(rig.scene.hitPath(at: CGPoint(x: 30, y: 400)).map(\.id) == ["s0"])
        #expect(rig.scene.hitPath(at: CGPoint(x: 30, y: 100)).isEmpty)
        rig.drag(from: (30, 400), to: (230, 400), start: 1)
        #expect(rig.scene.hitPath(at: CGPoint(x: 230, y: 400)).map(\.id) == ["s0"])
        #expect(shapes[0].center == CGPoint(x: 230, y: 400))
    }

    @Test("a shape looked at after every step of its drag is where the finger is at each look")
    func readAfterEveryStep() {
        let rig = Rig()
        let card = rig.shape("card")
        card.gesture(DragGesture(minimumDistance: 0))
        rig.send(.began, 1, 400, 300, at: 0)
        var seen: [CGFloat] = []
        for step in 1...5 {
            rig.send(.moved, 1, 400 + 10 * Double(step), 300, at: 0.02 * Double(step))
            seen.append(card.center.x)     // a read places the shape; the next step must place it again
        }
        rig.send(.ended, 1, 450, 300, at: 0.2)
        #expect(seen == [410, 420, 430, 440, 450])
        #expect(card.center == CGPoint(x: 450, y: 300))
    }

    @Test("a follower let go while its shape waits for a placement places it, and lets go of the shape")
    func droppedFollowerPlacesWaitingShape() {
        let (box, engine) = Self.draggable("box", at: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        weak var gone: ShapeFollower?
        do {
            let follower = ShapeFollower(engine: engine)
            gone = follower
            engine.send(TouchEvent(time: 0, phase: .began, id: 1, location: CGPoint(x: 100, y: 100)))
            engine.send(TouchEvent(time: 0.02, phase: .moved, id: 1, location: CGPoint(x: 100, y: 160)))
            #expect(box.hasDeferredPlacement)
        }
        #expect(gone == nil)
        #expect(engine.retiredObserverCount == 0, "the follower's handler, which holds its core, is let go with it")
        #expect(!box.hasDeferredPlacement)
        #expect(box.center == CGPoint(x: 100, y: 160))
    }

    @Test("a shape moved by two live gestures at once is read with both, whichever stepped last")
    func twoLiveTreesOnOneShape() {
        let rig = Rig()
        let table = rig.shape("table", x: 400, y: 300, w: 600, h: 400)
        let card = rig.shape("card", x: 200, y: 300, w: 100, h: 100)
        table.gesture(DragGesture())
        card.gesture(DragGesture())
        rig.send(.began, 1, 200, 300, at: 0)        // on the card
        rig.send(.began, 2, 500, 300, at: 0.01)     // on the table beside it
        rig.send(.moved, 1, 200, 340, at: 0.02)
        #expect(card.center == CGPoint(x: 200, y: 340))
        rig.send(.moved, 2, 560, 300, at: 0.03)
        rig.send(.moved, 1, 200, 360, at: 0.04)
        rig.send(.moved, 2, 580, 300, at: 0.05)
        #expect(card.center == CGPoint(x: 200, y: 360))
        #expect(table.center == CGPoint(x: 480, y: 300))
        rig.send(.ended, 1, 200, 360, at: 0.06)
        rig.send(.ended, 2, 580, 300, at: 0.07)
        #expect(card.center == CGPoint(x: 200, y: 360) && table.center == CGPoint(x: 480, y: 300))
        #expect(rig.follower.placement(of: card).center == CGPoint(x: 200, y: 360))
    }

    @Test("a drag beside a press-feedback drag moves the shape once, not twice")
    func twoDragsOneFinger() {
        let rig = Rig()
        let circle = rig.shape("circle", .circle, w: 100, h: 100)
        circle.gesture(DragGesture()).simultaneousGesture(DragGesture(minimumDistance: 0))
        rig.drag(from: (400, 300), to: (450, 300), start: 0)
        #expect(circle.center == CGPoint(x: 450, y: 300))
        let other = rig.shape("other", x: 100, y: 100, w: 100, h: 100)
        other.gesture(DragGesture().simultaneously(with: DragGesture(minimumDistance: 0)))
        rig.send(.began, 1, 100, 100, at: 1)
        rig.send(.moved, 1, 130, 100, at: 1.1)
        #expect(rig.follower.effect(on: other).translation == CGSize(width: 30, height: 0))
        #expect(other.center == CGPoint(x: 130, y: 100), "drawn and hit-tested where the finger is")
        rig.send(.ended, 1, 130, 100, at: 1.2)
        #expect(other.center == CGPoint(x: 130, y: 100))
        #expect(rig.follower.placement(of: other).center == CGPoint(x: 130, y: 100))
    }

    @Test("a shape follows its gesture live and goes back when the gesture is cancelled")
    func transientAndRestore() {
        let rig = Rig()
        let card = rig.shape("card")
        card.gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture()))
        rig.send(.began, 1, 400, 300, at: 0)
        rig.engine.advance(to: GestureTime(seconds: 0.4)!)
        rig.send(.moved, 1, 450, 300, at: 0.5)
        #expect(rig.follower.effect(on: card).translation == CGSize(width: 50, height: 0))
        #expect(card.center == CGPoint(x: 450, y: 300))
        #expect(rig.follower.placement(of: card).center == CGPoint(x: 400, y: 300))
        rig.engine.cancelAll(at: GestureTime(seconds: 0.6)!)
        #expect(rig.follower.effect(on: card).isIdentity)
        #expect(card.center == CGPoint(x: 400, y: 300))
    }

    @Test("a child follows its drag in its parent's rotated space")
    func childInRotatedParent() {
        let rig = Rig()
        let parent = rig.shape("board", w: 400, h: 400)
        parent.rotation = .degrees(90)
        let piece = parent.addChild(ShapeNode(id: "piece", center: CGPoint(x: 200, y: 200), size: CGSize(width: 50, height: 50)))
        piece.gesture(DragGesture())
        rig.drag(from: (400, 300), to: (400, 340), start: 0)   // 40 points down the screen
        // The parent is turned a quarter clockwise, so its +x axis points down the screen.
        #expect(abs(piece.center.x - 240) < 1e-9 && abs(piece.center.y - 200) < 1e-9)
    }

    @Test("a board turned by one finger while another drags a piece on it is where it would be whether or not anything looked at it on the way, and keeps the drag turned as the board ended")
    func readingDuringAGestureChangesNothing() {
        // Two runs of the same input; one reads every shape after every event (as a drawing
        // does), the other only halfway and at the end.
        func run(readingEveryEvent: Bool) -> (halfway: [CGFloat], end: [CGFloat], lift: (Double, Double)) {
            let rig = Rig()
            let board = rig.shape("board", w: 400, h: 400)
            board.simultaneousGesture(RotateGesture(minimumAngleDelta: .zero))
            let piece = board.addChild(ShapeNode(id: "piece", center: CGPoint(x: 100, y: 200), size: CGSize(width: 60, height: 60)))
            piece.gesture(DragGesture(minimumDistance: 0))
            func placements() -> [CGFloat] {
                [board.center.x, board.center.y, board.rotation.degrees, board.scale, piece.center.x, piece.center.y]
            }
            func look() { if readingEveryEvent { _ = placements() } }
            var halfway: [CGFloat] = []
            rig.send(.began, 1, 300, 300, at: 0); look()         // on the piece
            rig.send(.began, 2, 500, 300, at: 0.01); look()      // on the board beside it
            var last = ((0.0, 0.0), (0.0, 0.0))
            for step in 1...8 {
                let t = 0.01 + 0.02 * Double(step), a = Double(step) * 5 * .pi / 180
                last = ((300 - 100 * cos(a) + 4 * Double(step), 300 - 100 * sin(a)), (400 + 100 * cos(a), 300 + 100 * sin(a)))
                rig.send(.moved, 1, last.0.0, last.0.1, at: t); look()
                rig.send(.moved, 2, last.1.0, last.1.1, at: t + 0.005); look()
                if step == 4 { halfway = placements() }
            }
            rig.send(.ended, 1, last.0.0, last.0.1, at: 0.3); look()
            rig.send(.ended, 2, last.1.0, last.1.1, at: 0.31)
            return (halfway, placements(), last.0)
        }
        let read = run(readingEveryEvent: true), unread = run(readingEveryEvent: false)
        #expect(read.halfway == unread.halfway)
        #expect(read.end == unread.end)
        // The piece keeps its drag, turned into the board's space as the board ended.
        let angle = Double(read.end[2]) * .pi / 180
        #expect(abs(angle) > 0.2, "the board turned")
        let (dx, dy) = (read.lift.0 - 300, read.lift.1 - 300)
        #expect(abs(Double(read.end[4]) - (100 + cos(angle) * dx + sin(angle) * dy)) < 1e-9)
        #expect(abs(Double(read.end[5]) - (200 - sin(angle) * dx + cos(angle) * dy)) < 1e-9)
    }

    @Test("a pinned shape recognises its drag but stays where it is")
    func pinnedShapeStays() {
        let rig = Rig()
        let fixed = rig.shape("fixed")
        rig.pinned = [fixed]
        var ended = false
        fixed.gesture(DragGesture().onEnded { _ in ended = true })
        rig.drag(from: (400, 300), to: (460, 300), start: 0)
        #expect(ended)
        #expect(fixed.center == CGPoint(x: 400, y: 300))
    }

    @Test("with no follower, GestureKit leaves the shapes where they are")
    func noFollowerNoMotion() {
        let (card, engine) = Self.draggable("card", at: CGPoint(x: 400, y: 300), size: CGSize(width: 200, height: 200))
        engine.send(TouchEvent(time: 0, phase: .began, id: 1, location: CGPoint(x: 400, y: 300)))
        engine.send(TouchEvent(time: 0.1, phase: .moved, id: 1, location: CGPoint(x: 480, y: 300)))
        engine.send(TouchEvent(time: 0.2, phase: .ended, id: 1, location: CGPoint(x: 480, y: 300)))
        #expect(card.center == CGPoint(x: 400, y: 300))
    }

    @Test("a placement set from outside moves the shape and is kept under later gestures")
    func setPlacement() {
        let rig = Rig()
        let card = rig.shape("card")
        card.gesture(DragGesture())
        _ = rig.follower
        rig.follower.setPlacement(.init(center: CGPoint(x: 200, y: 200)), of: card)
        #expect(card.center == CGPoint(x: 200, y: 200))
        rig.drag(from: (200, 200), to: (230, 200), start: 0)
        #expect(card.center == CGPoint(x: 230, y: 200))
    }

    @Test("a shape with only taps is never taken over: a direct move stays its placement")
    func tapOnlyShapesAreLeftAlone() {
        let rig = Rig()
        let button = rig.shape("button")
        button.onTapGesture { }
        rig.send(.began, 1, 400, 300, at: 0)
        rig.send(.ended, 1, 400, 300, at: 0.05)
        button.center = CGPoint(x: 100, y: 100)
        #expect(rig.follower.placement(of: button).center == CGPoint(x: 100, y: 100))
    }
}
