import Testing
import PropertyBased
@testable import GestureKit

@Suite("Engine: time, bad input, geometry")
struct EngineTests {
    static func script(_ lab: Harness) {
        lab.down(1, 400, 300, at: 0.123)
        lab.move(1, 402, 300, at: 0.2)
        lab.up(1, 402, 300, at: 0.9)
        lab.tap(at: 1.0)
        lab.tap(at: 1.2)
        lab.down(1, 400, 300, at: 2.0)
        lab.move(1, 480, 300, at: 2.05)
        lab.up(1, 480, 300, at: 2.1)
    }
    static func build(_ lab: Harness) {
        lab.shape("a")
            .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).onEnded { [unowned lab] _ in lab.record("dropped") })
            .onTapGesture(count: 2, perform: lab.say("double"))
            .onTapGesture(perform: lab.say("single"))
    }

    @Test("the same input gives the same phases and output whether stepped every millisecond or every 100 ms")
    func stepSizeInvariance() {
        var transcripts: [[String]] = []
        for step in [0.001, 0.1, 0.37] {
            let lab = Harness()
            Self.build(lab)
            // Advance in steps first, as a fixed-timestep loop does, then deliver each event.
            var t = 0.0
            let original = lab.engine
            _ = original
            func stepTo(_ time: Double) { while t + step < time { t += step; lab.advance(to: t) } }
            stepTo(0.123); lab.down(1, 400, 300, at: 0.123)
            stepTo(0.2); lab.move(1, 402, 300, at: 0.2)
            stepTo(0.9); lab.up(1, 402, 300, at: 0.9)
            stepTo(1.0); lab.tap(at: 1.0)
            stepTo(1.2); lab.tap(at: 1.2)
            stepTo(2.0); lab.down(1, 400, 300, at: 2.0)
            stepTo(2.1); lab.up(1, 400, 300, at: 2.1)
            stepTo(3)
            lab.advance(to: 3)
            transcripts.append(lab.phaseLines + lab.output)
        }
        #expect(transcripts[0] == transcripts[1])
        #expect(transcripts[0] == transcripts[2])
        #expect(transcripts[0].contains("0.623 a#0.first ended"))
        #expect(transcripts[0].contains("single"))
    }

    @Test("time going backwards is ignored and reported")
    func timeBackwards() {
        let lab = Harness()
        lab.shape("a").onTapGesture(perform: lab.say("tap"))
        lab.down(at: 1)
        lab.up(at: 0.5)
        #expect(lab.diagnostics == ["time goes backwards (t=0.5 after t=1); event ignored"])
        lab.up(at: 1.1)
        #expect(lab.output == ["tap"])
    }

    @Test("a touch reused while down, an up that never went down and NaN locations are ignored and reported")
    func badTouches() {
        let lab = Harness()
        lab.shape("a").onTapGesture(perform: lab.say("tap"))
        lab.down(1, at: 0)
        lab.down(1, at: 0.01)
        lab.up(5, at: 0.02)
        lab.move(1, .nan, 3, at: 0.03)
        lab.up(1, at: 0.04)
        #expect(lab.diagnostics == [
            "touch 1 went down while already down; event ignored",
            "touch 5 ended but never went down; event ignored",
            "touch 1: location is not finite; event ignored",
        ])
        #expect(lab.output == ["tap"])
        #expect(lab.engine.touchesDown == 0 && lab.engine.activeSessionCount == 0)
    }

    @Test("several live gestures' timers fire in time order, the older gesture first on a tie, and one ending leaves the others' timers running")
    func timersOfSeveralGestures() {
        let lab = Harness()
        for (id, x) in [("a", 100.0), ("b", 300.0), ("c", 500.0)] {
            lab.shape(id, x: x, y: 300, w: 100, h: 100)
                .onLongPressGesture(minimumDuration: id == "c" ? 0.3 : 0.5, perform: lab.say("\(id) pressed"))
        }
        // b goes down before a: on the tie at 0.5, b's gesture is the older and fires first.
        lab.down(2, 300, 300, at: 0)
        lab.down(1, 100, 300, at: 0)
        lab.down(3, 500, 300, at: 0.1)
        #expect(lab.engine.nextDeadline == GestureTime(seconds: 0.4))
        lab.advance(to: 0.45)
        #expect(lab.output == ["c pressed"])
        // b lifts before its deadline: it fails and ends; a's timer still runs.
        lab.up(2, 300, 300, at: 0.46)
        #expect(lab.engine.nextDeadline == GestureTime(seconds: 0.5))
        lab.advance(to: 1)
        #expect(lab.output == ["c pressed", "a pressed"])
        #expect(lab.engine.nextDeadline == nil)

        let tie = Harness()
        for (id, x) in [("a", 100.0), ("b", 300.0)] {
            tie.shape(id, x: x, y: 300, w: 100, h: 100).onLongPressGesture(minimumDuration: 0.5, perform: tie.say("\(id) pressed"))
        }
        tie.down(2, 300, 300, at: 0)
        tie.down(1, 100, 300, at: 0)
        // Both due at 0.5, reached by an event: b's (the older) runs first.
        tie.move(1, 101, 300, at: 0.6)
        #expect(tie.output == ["b pressed", "a pressed"])

        // Cancelled together, none fires later; a new press has its timer again.
        let cancelled = Harness()
        for (id, x) in [("a", 100.0), ("b", 300.0)] {
            cancelled.shape(id, x: x, y: 300, w: 100, h: 100).onLongPressGesture(minimumDuration: 0.5, perform: cancelled.say("\(id) pressed"))
        }
        cancelled.down(1, 100, 300, at: 0)
        cancelled.down(2, 300, 300, at: 0.1)
        cancelled.engine.cancelAll(at: GestureTime(seconds: 0.2)!)
        #expect(cancelled.engine.nextDeadline == nil)
        cancelled.advance(to: 1)
        #expect(cancelled.output.isEmpty)
        cancelled.down(2, 300, 300, at: 2)
        cancelled.move(2, 301, 300, at: 2.6)
        #expect(cancelled.output == ["b pressed"])
    }


    @Test("seven gestures live at once, more than the live list keeps in place, fire in time order, end from the middle and the end, and none is lost")
    func sevenLiveGestures() {
        let lab = Harness()
        // Shape i presses for 0.9 - 0.1 i s: the newest due first, so the earliest deadline
        // moves past the list's inline slots into its overflow.
        for i in 0..<7 {
            lab.shape("s\(i)", x: 60 + 110 * Double(i), y: 300, w: 100, h: 100)
                .onLongPressGesture(minimumDuration: 0.9 - 0.1 * Double(i), perform: lab.say("s\(i) pressed"))
        }
        for i in 0..<7 { lab.down(i + 1, 60 + 110 * Double(i), 300, at: 0.01 * Double(i)) }
        #expect(lab.engine.activeSessionCount == 7)
        #expect(lab.engine.nextDeadline == GestureTime(seconds: 0.36))
        // One in the overflow (s5) and one inline (s1) lift early: they fail and leave the list.
        lab.up(6, 610, 300, at: 0.2)
        lab.up(2, 170, 300, at: 0.21)
        #expect(lab.engine.activeSessionCount == 5)
        #expect(lab.engine.nextDeadline == GestureTime(seconds: 0.36))
        lab.advance(to: 2)
        #expect(lab.output == ["s6 pressed", "s4 pressed", "s3 pressed", "s2 pressed", "s0 pressed"])
        // Pressed, each lives until its finger lifts: the last of the list first, then the first.
        for id in [7, 1, 5, 3, 4] { lab.up(id, at: 2.1) }
        #expect(lab.engine.activeSessionCount == 0 && lab.engine.touchesDown == 0 && lab.engine.nextDeadline == nil)
        #expect(lab.diagnostics.isEmpty)
        // The trees are reused: all seven go again, in the same order.
        for i in 0..<7 { lab.down(i + 1, 60 + 110 * Double(i), 300, at: 3 + 0.01 * Double(i)) }
        lab.advance(to: 5)
        #expect(lab.output.count == 12 && lab.output.suffix(7) == ["s6 pressed", "s5 pressed", "s4 pressed", "s3 pressed",
                                                                    "s2 pressed", "s1 pressed", "s0 pressed"])
    }
    @Test("losing focus cancels every touch and every gesture; nothing is left stuck")
    func cancelAll() {
        let lab = Harness()
        lab.shape("a").gesture(DragGesture(minimumDistance: 0))
        lab.down(1, at: 0)
        lab.down(2, 410, 300, at: 0.1)
        lab.engine.cancelAll(at: GestureTime(seconds: 0.2)!)
        #expect(lab.lastPhase(of: "a#0") == .cancelled)
        #expect(lab.engine.touchesDown == 0 && lab.engine.activeSessionCount == 0)
        lab.up(1, at: 0.3)
        #expect(lab.diagnostics == ["touch 1 ended but never went down; event ignored"])
    }

    @Test("hit testing follows the drawn geometry: a circle's corner misses")
    func hitGeometry() {
        let lab = Harness()
        lab.shape("dot", .circle, w: 100, h: 100).onTapGesture(perform: lab.say("dot"))
        lab.tap(355, 255, at: 0)   // inside the frame, outside the circle
        #expect(lab.output.isEmpty)
        lab.tap(400, 260, at: 1)
        #expect(lab.output == ["dot"])
    }

    @Test("hit testing goes through nested rotation and scale")
    func hitNested() {
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        let parent = scene.add(ShapeNode(id: "p", center: CGPoint(x: 400, y: 300), size: CGSize(width: 200, height: 100)))
        parent.rotation = .degrees(90)
        parent.scale = 2
        let child = parent.addChild(ShapeNode(id: "c", kind: .capsule, center: CGPoint(x: 150, y: 50), size: CGSize(width: 40, height: 20)))
        // The child's centre is 50 points right of the parent's centre; scaled ×2 and turned
        // a quarter clockwise, it lands 100 points below the parent's centre.
        #expect(scene.hitPath(at: CGPoint(x: 400, y: 400)).map(\.id) == ["p", "c"])
        #expect(child.convertToGlobal(CGPoint(x: 20, y: 10)) == CGPoint(x: 400, y: 400))
        #expect(scene.hitPath(at: CGPoint(x: 400, y: 300)).map(\.id) == ["p"])
        #expect(scene.hitPath(at: CGPoint(x: 700, y: 300)).map(\.id) == [])
        let capsuleEnd = child.convertToGlobal(CGPoint(x: 1, y: 1))   // outside the capsule's rounded end
        #expect(scene.hitPath(at: capsuleEnd).map(\.id) == ["p"])
    }

    @Test("rounded rectangles and ellipses hit by their true outline")
    func roundedAndEllipse() {
        let r = ShapeNode(id: "r", kind: .roundedRectangle(cornerRadius: 20), size: CGSize(width: 100, height: 60))
        #expect(!r.contains(local: CGPoint(x: 2, y: 2)))
        #expect(r.contains(local: CGPoint(x: 10, y: 10)))
        #expect(r.contains(local: CGPoint(x: 50, y: 1)))
        let e = ShapeNode(id: "e", kind: .ellipse, size: CGSize(width: 200, height: 100))
        #expect(e.contains(local: CGPoint(x: 199, y: 50)))
        #expect(!e.contains(local: CGPoint(x: 180, y: 10)))
    }

    /// Where a piece's spatial taps landed, as `SPACE X,Y` lines.
    final class Places {
        var lines: [String] = []
        func record(_ space: String, _ p: CGPoint) {
            lines.append("\(space) \(formatNumber(Double(p.x))),\(formatNumber(Double(p.y)))")
        }
    }

    /// A 400-point board at (400, 300) whose space is named "board", with a 100-point piece at
    /// (300, 300) inside it: the piece's `onTapGesture` reports in the first of `spaces`, and a
    /// simultaneous spatial tap in each of the others.
    static func boardWithPiece(_ lab: Harness, _ spaces: [(String, CoordinateSpace)], into places: Places) -> (board: ShapeNode, piece: ShapeNode) {
        let board = lab.shape("board", w: 400, h: 400)
        board.coordinateSpaceName = "board"
        let piece = board.addChild(ShapeNode(id: "piece", center: CGPoint(x: 300, y: 300), size: CGSize(width: 100, height: 100)))
        for (index, (label, space)) in spaces.enumerated() {
            if index == 0 {
                piece.onTapGesture(coordinateSpace: ResolvedCoordinateSpace(space)) { places.record(label, $0) }
            } else {
                piece.simultaneousGesture(SpatialTapGesture(coordinateSpace: ResolvedCoordinateSpace(space)).onEnded { places.record(label, $0.location) })
            }
        }
        return (board, piece)
    }

    @Test("spatial taps report local, global and named coordinate spaces")
    func coordinateSpaces() {
        let lab = Harness()
        let places = Places()
        _ = Self.boardWithPiece(lab, [("local", .local), ("global", .global), ("board", .named("board"))], into: places)
        lab.tap(510, 410, at: 0)
        #expect(places.lines == ["local 60,60", "global 510,410", "board 310,310"])
    }

    @Test("a reused tree measures in its shapes' places of now: after the board moves, and after its space is renamed")
    func reusedTreeFollowsMovedShapes() {
        let lab = Harness()
        let places = Places()
        let (board, piece) = Self.boardWithPiece(lab, [("local", .local), ("board", .named("board"))], into: places)
        var trees: [Int] = []
        lab.engine.observe([.ends]) { if case .ended(let gesture) = $0 { trees.append(gesture.treeNumber) } }
        lab.tap(510, 410, at: 0)
        // The board (the piece's parent) moves 50 pt right: the same tree serves the next tap.
        board.setPlacement(center: CGPoint(x: 450, y: 300), rotation: .zero, scale: 1)
        lab.tap(560, 410, at: 1)
        // The piece itself moves and turns a quarter.
        piece.setPlacement(center: CGPoint(x: 250, y: 300), rotation: .degrees(90), scale: 1)
        lab.tap(520, 420, at: 2)
        // The board's space gets another name: the gesture's space falls back to the scene's.
        board.coordinateSpaceName = "table"
        lab.tap(520, 420, at: 3)
        #expect(places.lines == ["local 60,60", "board 310,310",
                                 "local 60,60", "board 310,310",
                                 "local 70,30", "board 270,320",
                                 "local 70,30", "board 520,420"])
        #expect(trees == [0, 0, 0, 0])
    }

    @Test("two engines over one scene each find and reuse their own trees")
    func twoEnginesOneScene() {
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        var taps: [String] = []
        for (index, x) in [100.0, 300.0].enumerated() {
            scene.add(ShapeNode(id: "s\(index)", center: CGPoint(x: x, y: 100), size: CGSize(width: 100, height: 100)))
                .onTapGesture { taps.append("s\(index)") }
        }
        let engines = [GestureEngine(scene: scene), GestureEngine(scene: scene)]
        var trees: [[Int]] = [[], []]
        for (index, engine) in engines.enumerated() {
            engine.observe([.ends]) { if case .ended(let gesture) = $0 { trees[index].append(gesture.treeNumber) } }
        }
        var t = 0.0
        func tap(_ engine: GestureEngine, _ x: Double) {
            engine.send(TouchEvent(time: GestureTime(seconds: t)!, phase: .began, id: 1, location: CGPoint(x: x, y: 100)))
            engine.send(TouchEvent(time: GestureTime(seconds: t + 0.05)!, phase: .ended, id: 1, location: CGPoint(x: x, y: 100)))
            t += 0.5
        }
        // Alternating engines on the same shapes: each tap leaves its engine's hint on the shape.
        tap(engines[0], 100); tap(engines[1], 300); tap(engines[1], 100); tap(engines[0], 300)
        tap(engines[0], 100); tap(engines[1], 100); tap(engines[0], 300); tap(engines[1], 300)
        #expect(taps == ["s0", "s1", "s0", "s1", "s0", "s0", "s1", "s1"])
        #expect(trees[0] == [0, 1, 0, 1])
        #expect(trees[1] == [0, 1, 1, 0])
    }

    @Test("a node describes itself in one line, with its value and time left")
    func descriptions() {
        let lab = Harness()
        lab.shape("card").gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()))
        lab.down(at: 0)
        lab.advance(to: 0.19)
        let tree = lab.engine.snapshot()[0].attachments[0]
        #expect(tree.treeLines() == [
            "Sequence active",
            "  LongPress(0.5s) active [pressing, 0.31s left]",
            "  Drag waiting",
        ])
        lab.advance(to: 0.6)
        lab.move(1, 430, 300, at: 0.7)
        #expect(lab.engine.snapshot()[0].attachments[0].treeLines() == [
            "Sequence active",
            "  LongPress(0.5s) ended [true]",
            "  Drag active [translation (30, 0)]",
        ])
    }

    @Test("a live instance prints as a heading over its trees, with the parts the overlay lays out")
    func sessionLines() {
        let lab = Harness()
        lab.shape("card").gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()))
        lab.down(at: 0)
        lab.down(2, 420, 300, at: 0.1)
        lab.advance(to: 0.19)
        let session = lab.engine.snapshot()[0]
        #expect(session.treeLines == [
            "card · 2 touches",
            "  Sequence active",
            "    LongPress(0.5s) active [pressing, 0.31s left]",
            "    Drag waiting",
        ])
        let press = session.attachments[0].children[0], drag = session.attachments[0].children[1]
        #expect(press.phaseLabel == "active" && press.timeLeftLabel == "0.31s" && press.value == "pressing")
        #expect(drag.phaseLabel == "waiting" && drag.timeLeftLabel == nil)
    }

    @Test("phase changes are observed with node path, from, to and time")
    func phaseEvents() {
        let lab = Harness()
        lab.shape("card").gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()))
        lab.down(at: 0)
        lab.advance(to: 1)
        lab.up(at: 1)
        #expect(lab.phases.map(\.description) == [
            "t=0 card#0: · → possible",
            "t=0 card#0.first: · → possible",
            "t=0 card#0.first: possible → active",
            "t=0 card#0: possible → active",
            "t=0.5 card#0.first: active → ended",
            "t=0.5 card#0.second: · → possible",
            "t=1 card#0.second: possible → failed",
            "t=1 card#0: active → failed",
        ])
    }
}

@Suite("Parameters")
struct ParameterTests {
    @Test("a tap count below 1 stops at construction with a message naming it")
    func tapCountPrecondition() async {
        await #expect(processExitsWith: .failure) {
            _ = TapGesture(count: 0)
        }
    }

    @Test("a negative long-press duration stops at construction")
    func negativeDuration() async {
        await #expect(processExitsWith: .failure) {
            _ = LongPressGesture(minimumDuration: -1)
        }
    }

    @Test("a NaN drag distance stops at construction")
    func nanDistance() async {
        await #expect(processExitsWith: .failure) {
            _ = DragGesture(minimumDistance: .nan)
        }
    }
}

@Suite("Hit-testing index")
struct HitIndexTests {
    /// The plain scan the index must agree with.
    static func scan(_ scene: GestureScene, _ point: CGPoint) -> [String] {
        for shape in scene.shapes.reversed() {
            let path = shape.hitPath(global: point, parentTransform: .identity)
            if !path.isEmpty { return path.map(\.id) }
        }
        return []
    }

    @Test("a shape pinched to an enormous scale is still hit, and nothing overflows")
    func enormousShape() {
        let scene = GestureScene(size: CGSize(width: 1000, height: 1000))
        for i in 0..<30 {
            scene.add(ShapeNode(id: "s\(i)", center: CGPoint(x: 50 + 30 * Double(i), y: 500), size: CGSize(width: 20, height: 20)))
        }
        let grown = scene.shapes[3]
        for scale in [1e3, 1e9, 1e300, .infinity] {
            grown.scale = scale
            #expect(scene.hitPath(at: CGPoint(x: 900, y: 100)).map(\.id) == Self.scan(scene, CGPoint(x: 900, y: 100)))
            #expect(scene.hitPath(at: CGPoint(x: 5e8, y: -5e8)).map(\.id) == Self.scan(scene, CGPoint(x: 5e8, y: -5e8)))
        }
    }

    @Test("points on the very edges and corners of turned, scaled shapes are found by the index as by the scan")
    func edgesAgreeWithScan() {
        let scene = GestureScene(size: CGSize(width: 2000, height: 2000))
        for i in 0..<40 {
            scene.add(ShapeNode(id: "s\(i)", center: CGPoint(x: 100 + 45 * Double(i), y: 100 + 37 * Double(i)),
                                size: CGSize(width: 30 + Double(i), height: 20 + Double(i % 7)),
                                rotation: .degrees(Double(i * 17 % 90)), scale: 0.5 + Double(i % 5) * 0.37))
        }
        var checked = 0
        for shape in scene.shapes {
            let w = Double(shape.size.width), h = Double(shape.size.height)
            for (x, y) in [(0, 0), (w, 0), (0, h), (w, h), (w / 2, 0), (0, h / 2), (w, h / 2), (w / 2, h)] {
                let point = shape.localToGlobal.apply(CGPoint(x: x, y: y))
                let scanned = Self.scan(scene, point)
                #expect(scene.hitPath(at: point).map(\.id) == scanned, "\(shape.id) at local (\(x), \(y))")
                if !scanned.isEmpty { checked += 1 }
            }
        }
        #expect(checked > 100, "only \(checked) edge points were inside a shape by the scan")
    }

    @Test("with many shapes, the grid index finds the same topmost shape as scanning every shape")
    func indexAgreesWithScan() async {
        await propertyCheck(count: 12, input: Gen.uint64()) { seed in
            var random = PropertyTests.Random(state: seed)
            let scene = GestureScene(size: CGSize(width: 2000, height: 2000))
            let kinds: [ShapeNode.Kind] = [.circle, .ellipse, .rectangle, .capsule, .roundedRectangle(cornerRadius: 12)]
            for i in 0..<200 {
                let shape = ShapeNode(id: "s\(i)", kind: kinds[random.int(0...4)],
                                      center: CGPoint(x: random.double(0...2000), y: random.double(0...2000)),
                                      size: CGSize(width: random.double(10...300), height: random.double(10...300)),
                                      rotation: .degrees(random.double(0...360)), scale: random.double(0.5...2))
                if random.int(0...3) == 0 {
                    shape.addChild(ShapeNode(id: "c\(i)", center: CGPoint(x: random.double(-200...400), y: random.double(-200...400)),
                                             size: CGSize(width: 60, height: 60)))
                }
                scene.add(shape)
            }
            for round in 0..<3 {
                for _ in 0..<100 {
                    let point = CGPoint(x: random.double(-100...2100), y: random.double(-100...2100))
                    #expect(scene.hitPath(at: point).map(\.id) == Self.scan(scene, point), "seed \(seed) round \(round)")
                }
                // Move, scale and turn some shapes, and look again.
                for _ in 0..<20 {
                    let shape = scene.shapes[random.int(0...199)]
                    if random.int(0...1) == 0 {
                        shape.center = CGPoint(x: random.double(0...2000), y: random.double(0...2000))
                    } else {
                        shape.center.x += random.double(-300...300)
                        shape.scale = random.double(0.5...3)
                        shape.rotation = .degrees(random.double(0...90))
                    }
                }
            }
        }
    }
}

/// Time arithmetic saturates: a deadline too far to hold is one that never comes.
@Suite("Time limits")
struct TimeLimitTests {
    @Test("a deadline past the largest time saturates instead of wrapping into the past")
    func saturation() {
        let late = GestureTime(seconds: 9.1e9)!
        #expect(late + GestureTime.Duration(seconds: 5e9) == GestureTime(nanoseconds: .max))
        #expect(GestureTime(nanoseconds: .max) - GestureTime(nanoseconds: .min) > 0)
    }

    @Test("a five-billion-second long press at t = 9.1e9 s does not fire at once, and fires at the largest time there is")
    func hugeLongPress() {
        let lab = Harness()
        var fired = false
        lab.shape("card").onLongPressGesture(minimumDuration: 5e9) { fired = true }
        lab.down(at: 9.1e9)
        lab.advance(to: 9.1e9 + 1)
        #expect(!fired)
        #expect(lab.phases.allSatisfy { $0.time.nanoseconds >= 0 })
        // Its deadline is the largest time there is, and it comes there.
        #expect(lab.engine.nextDeadline == GestureTime(nanoseconds: .max))
        lab.engine.advance(to: GestureTime(nanoseconds: .max))
        #expect(fired)
    }
}
