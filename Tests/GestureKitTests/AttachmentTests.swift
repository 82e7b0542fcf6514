import Testing
@testable import GestureKit

@Suite("Attachments: priorities and masks")
struct AttachmentTests {
    /// A parent with a child in its middle, both with taps.
    static func parentAndChild(_ lab: Harness) -> (parent: ShapeNode, child: ShapeNode) {
        let parent = lab.shape("stack", w: 300, h: 300)
        let child = parent.addChild(ShapeNode(id: "heart", center: CGPoint(x: 150, y: 150), size: CGSize(width: 100, height: 100)))
        return (parent, child)
    }

    @Test("a child's gesture wins over its parent's plain gesture")
    func childBeatsParent() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(perform: lab.say("child"))
        parent.onTapGesture(perform: lab.say("parent"))
        lab.tap(400, 300, at: 0)
        lab.advance(to: 1)
        #expect(lab.output == ["child"])
        lab.tap(280, 180, at: 2)     // the parent only
        #expect(lab.output == ["child", "parent"])
    }

    @Test("a parent's highPriorityGesture wins over the child's gesture (seed 004)")
    func highPriorityParent() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(perform: lab.say("Button tapped"))
        parent.highPriorityGesture(TapGesture().onEnded(lab.say("Parent gesture wins")))
        lab.tap(400, 300, at: 0)
        lab.advance(to: 1)
        #expect(lab.output == ["Parent gesture wins"])
    }

    @Test("a parent's simultaneousGesture fires together with the child's gesture")
    func simultaneousParent() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(perform: lab.say("heart"))
        parent.simultaneousGesture(TapGesture().onEnded(lab.say("stack")))
        lab.tap(400, 300, at: 0)
        #expect(lab.output == ["heart", "stack"])
        lab.tap(280, 180, at: 1)
        #expect(lab.output == ["heart", "stack", "stack"])
    }

    @Test("mask .gesture disables the children's gestures")
    func maskGesture() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(perform: lab.say("child"))
        parent.gesture(TapGesture().onEnded(lab.say("parent")), including: .gesture)
        lab.tap(400, 300, at: 0)
        #expect(lab.output == ["parent"])
    }

    @Test("mask .subviews disables the added gesture, and so does isEnabled: false")
    func maskSubviews() {
        for useFlag in [false, true] {
            let lab = Harness()
            let (parent, child) = Self.parentAndChild(lab)
            child.onTapGesture(perform: lab.say("child"))
            if useFlag {
                parent.gesture(TapGesture().onEnded(lab.say("parent")), isEnabled: false)
            } else {
                parent.gesture(TapGesture().onEnded(lab.say("parent")), including: .subviews)
            }
            lab.tap(400, 300, at: 0)
            lab.tap(280, 180, at: 1)
            #expect(lab.output == ["child"])
        }
    }

    @Test("mask .none disables everything below and the added gesture")
    func maskNone() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(perform: lab.say("child"))
        parent.gesture(TapGesture().onEnded(lab.say("parent")), including: .none)
        lab.tap(400, 300, at: 0)
        lab.tap(280, 180, at: 1)
        #expect(lab.output.isEmpty)
    }

    @Test("press feedback: simultaneousGesture(DragGesture(minimumDistance: 0)) runs beside the drag (seed 004)")
    func pressFeedback() {
        let lab = Harness()
        var isPressed = false
        var offset = CGSize.zero
        lab.shape("circle", .circle, w: 80, h: 80)
            .gesture(DragGesture()
                .onChanged { offset = $0.translation }
                .onEnded { _ in offset = .zero })
            .simultaneousGesture(DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in isPressed = false })
        lab.down(1, 400, 300, at: 0)
        #expect(isPressed)
        #expect(offset == .zero)
        lab.move(1, 420, 300, at: 0.1)
        #expect(offset == CGSize(width: 20, height: 0))
        #expect(isPressed)
        lab.up(1, 420, 300, at: 0.2)
        #expect(!isPressed)
        #expect(offset == .zero)
    }

    @Test("later gestures of one view: the first attached wins, as with chained .gesture")
    func firstAttachedWins() {
        let lab = Harness()
        lab.shape("v").gesture(DragGesture().onEnded { [unowned lab] _ in lab.record("drag") })
            .gesture(TapGesture().onEnded(lab.say("tap")))
        lab.tap(at: 0)
        #expect(lab.output == ["tap"])   // the drag failed at release, so the tap got its turn
        lab.drag(from: (400, 300), to: (450, 300), start: 1)
        #expect(lab.output == ["tap", "drag"])
    }

    @Test("attachment names: SHAPEID#INDEX by default, name: where given, paths through compositions")
    func names() {
        let lab = Harness()
        lab.shape("card")
            .gesture(TapGesture(count: 2).sequenced(before: TapGesture()))
            .gesture(DragGesture(), name: "mover")
        lab.tap(at: 0)
        lab.advance(to: 1)
        let nodes = Set(lab.phases.map(\.node))
        #expect(nodes == ["card#0", "card#0.first", "mover"])
        #expect(lab.phases.allSatisfy { $0.shapeID == "card" })
    }

    @Test("a finger that goes down again outside the child, within the same instance, is not the child's")
    func sameFingerDownAgainOutsideTheChild() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(count: 2, perform: lab.say("heart double"))
        parent.onTapGesture(count: 2, perform: lab.say("stack double"))
        lab.tap(400, 300, at: 0)        // on the heart: the instance's tree is built for it
        lab.tap(280, 180, at: 0.15)     // the same finger again, on the stack only
        lab.advance(to: 2)
        #expect(!lab.output.contains("heart double"))
        #expect(lab.output == ["stack double"])
    }

    @Test("a gesture joined beside another on the child is not given a second finger that lands on the parent only")
    func joinedAttachmentTakesOnlyItsTouches() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        var moved: [String] = []
        child.onTapGesture(perform: lab.say("tap"))
        child.simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { value in
            moved.append("\(Int(value.translation.width)),\(Int(value.translation.height))")
        })
        parent.simultaneousGesture(LongPressGesture(minimumDuration: 5))
        lab.down(1, 400, 300, at: 0)          // on the heart: the drag follows this finger
        lab.down(2, 280, 180, at: 0.1)        // on the stack only: joins the instance, not the drag
        lab.move(2, 300, 180, at: 0.2)
        lab.move(1, 410, 300, at: 0.3)
        #expect(moved == ["0,0", "10,0"])
    }

    @Test("a gesture waiting behind a double tap is not started when the gate opens on events that all missed its shape")
    func gateOpeningOnMissedEventsStartsNothing() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(count: 2, perform: lab.say("double"))
        child.gesture(TapGesture().onCancelled { [unowned lab] in lab.record("cancelled \($0)") })
        parent.simultaneousGesture(TapGesture())
        lab.tap(400, 300, at: 0)            // on the heart
        lab.down(1, 280, 180, at: 0.1)      // the same finger again, on the stack only
        lab.advance(to: 0.5)                // the double tap's window ends: the gate opens
        lab.up(1, 280, 180, at: 0.6)
        lab.advance(to: 2)
        #expect(lab.output.isEmpty)
        #expect(!lab.phaseLines.contains { $0.contains("heart#1") })
    }

    @Test("a child's tap waiting behind its parent's high-priority long press gets the held touch when the press fails, and each attachment reports its own gesture's phase")
    func firstAttachmentJoinsUnwrapped() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.onTapGesture(perform: lab.say("tap"))
        parent.highPriorityGesture(LongPressGesture(minimumDuration: 1).onEnded { [unowned lab] _ in lab.record("press") })
        var attachments: [String] = []
        lab.engine.observe([.ends]) { event in
            guard case .ended(let gesture) = event else { return }
            attachments = gesture.attachments.map { "\($0.name) \($0.phase) started: \($0.isStarted)" }
        }
        lab.tap(400, 300, at: 0)
        #expect(lab.output == ["tap"])
        #expect(attachments == ["heart#0 ended started: true", "stack#0 failed started: true"])
        lab.down(1, 400, 300, at: 1)
        lab.advance(to: 2.5)
        lab.up(1, 400, 300, at: 2.6)
        #expect(lab.output == ["tap", "press"])
        #expect(attachments == ["heart#0 possible started: false", "stack#0 ended started: true"])
    }

    @Test("a child's gesture waiting behind its parent's high-priority double tap is not started when the gate opens on events that, by then, all missed the child")
    func unwrappedFirstBehindGateStartsNothing() {
        let lab = Harness()
        let (parent, child) = Self.parentAndChild(lab)
        child.gesture(TapGesture().onEnded { [unowned lab] in lab.record("child tap") })
        parent.highPriorityGesture(TapGesture(count: 2))
        var attachments: [String] = []
        lab.engine.observe([.ends]) { event in
            guard case .ended(let gesture) = event else { return }
            attachments = gesture.attachments.map { "\($0.name) \($0.phase) started: \($0.isStarted)" }
        }
        lab.tap(400, 300, at: 0)            // on the heart
        lab.down(1, 280, 180, at: 0.1)      // the same finger again, on the stack only: held
        lab.advance(to: 1)                  // the double tap fails; the gate opens
        lab.up(1, 280, 180, at: 1.1)
        lab.advance(to: 2)
        #expect(lab.output.isEmpty)
        #expect(!lab.phaseLines.contains { $0.contains("heart#0") })
        #expect(attachments == ["heart#0 possible started: false", "stack#0 failed started: true"])
    }

    @Test("a second finger on another shape starts its own gesture")
    func twoShapesTwoGestures() {
        let lab = Harness()
        lab.shape("left", x: 200, w: 100, h: 100).onTapGesture(perform: lab.say("left"))
        lab.shape("right", x: 600, w: 100, h: 100).onTapGesture(perform: lab.say("right"))
        lab.down(1, 200, 300, at: 0)
        lab.down(2, 600, 300, at: 0.01)
        lab.up(2, 600, 300, at: 0.05)
        lab.up(1, 200, 300, at: 0.06)
        #expect(lab.output == ["right", "left"])
    }
}
