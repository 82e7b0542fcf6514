import Testing
@testable import GestureKit

/// tvOS's long touch: a finger resting without pressing. Resting touches reach only
/// `onLongTouchGesture`, and pressing ones never do.
@Suite("Long touches")
struct LongTouchTests {
    func rest(_ lab: Harness, _ phase: TouchEvent.Phase, _ x: Double = 400, _ y: Double = 300, at t: Double) {
        lab.engine.send(TouchEvent(time: t, phase: phase, id: -3, location: CGPoint(x: x, y: y), kind: .resting))
    }

    @Test("a finger resting half a second on the view performs the action, after touching turns false")
    func restingLongEnoughPerforms() {
        let lab = Harness()
        lab.shape("poster").onLongTouchGesture(perform: lab.say("long touch")) { [unowned lab] touching in lab.record("touching \(touching)") }
        rest(lab, .began, at: 0)
        lab.advance(to: 0.49)
        #expect(lab.output == ["touching true"])
        lab.advance(to: 0.5)
        #expect(lab.output == ["touching true", "touching false", "long touch"])
        rest(lab, .ended, at: 0.8)
        #expect(lab.output.count == 3)
    }

    @Test("lifting the resting finger early ends touching without the action")
    func liftingEarly() {
        let lab = Harness()
        lab.shape("poster").onLongTouchGesture(minimumDuration: 1, perform: lab.say("long touch")) { [unowned lab] in lab.record("touching \($0)") }
        rest(lab, .began, at: 0)
        rest(lab, .ended, at: 0.4)
        lab.advance(to: 2)
        #expect(lab.output == ["touching true", "touching false"])
    }

    @Test("sliding the resting finger more than 10 points is a swipe, not a long touch")
    func slidingFails() {
        let lab = Harness()
        lab.shape("poster").onLongTouchGesture(perform: lab.say("long touch")) { [unowned lab] in lab.record("touching \($0)") }
        rest(lab, .began, at: 0)
        rest(lab, .moved, 420, 300, at: 0.2)
        lab.advance(to: 1)
        #expect(lab.output == ["touching true", "touching false"])
    }

    @Test("a press, however long, never makes a long touch")
    func pressIsNotATouch() {
        let lab = Harness()
        lab.shape("poster").onLongTouchGesture(perform: lab.say("long touch"))
        lab.down(at: 0)
        lab.advance(to: 1)
        lab.up(at: 1)
        #expect(lab.output.isEmpty)
        #expect(lab.engine.activeSessionCount == 0)
    }

    @Test("a resting finger reaches no tap, press or drag on the same view")
    func restingReachesNothingElse() {
        let lab = Harness()
        lab.shape("poster")
            .onTapGesture(perform: lab.say("tap"))
            .onLongPressGesture(perform: lab.say("long press"))
            .gesture(DragGesture(minimumDistance: 0).onChanged { [unowned lab] _ in lab.record("drag") })
        rest(lab, .began, at: 0)
        rest(lab, .moved, 405, 300, at: 0.1)
        lab.advance(to: 1)
        rest(lab, .ended, at: 1)
        #expect(lab.output.isEmpty)
        // A press meanwhile works as ever.
        lab.tap(at: 2)
        #expect(lab.output == ["tap"])
    }

    @Test("a press during a long touch keeps to its own gestures: each recognises on its own")
    func pressAndRestApart() {
        let lab = Harness()
        lab.shape("poster")
            .onLongTouchGesture(perform: lab.say("long touch"))
            .onTapGesture(perform: lab.say("tap"))
        rest(lab, .began, at: 0)
        lab.tap(at: 0.1)
        lab.advance(to: 0.6)
        #expect(lab.output == ["tap", "long touch"])
    }

    @Test("the tree names it a long touch")
    func treeLine() {
        let lab = Harness()
        lab.shape("poster").onLongTouchGesture(minimumDuration: 0.8, perform: {})
        rest(lab, .began, at: 0)
        lab.advance(to: 0.3)
        #expect(lab.engine.snapshot()[0].attachments[0].description == "LongTouch(0.8s) active [touching, 0.5s left]")
    }
}

extension LongTouchTests {
    @Test("a parent's gesture with mask .gesture turns its child's long touch off too")
    func parentMaskTurnsLongTouchOff() {
        for (mask, expected) in [(GestureMask.gesture, [String]()), (.all, ["child rested"])] {
            let lab = Harness()
            let parent = lab.shape("parent", w: 400, h: 400)
            parent.addChild(ShapeNode(id: "child", center: CGPoint(x: 200, y: 200), size: CGSize(width: 100, height: 100)))
                .onLongTouchGesture(perform: lab.say("child rested"))
            parent.gesture(TapGesture().onEnded { [unowned lab] in lab.record("parent tap") }, including: mask)
            rest(lab, .began, at: 0)
            lab.advance(to: 1)
            #expect(lab.output == expected, "mask \(mask)")
        }
    }
}
