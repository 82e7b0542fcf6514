import Testing
@testable import GestureKit

/// Seed 001: a double tap and a single tap, arranged every way.
@Suite("Tap orderings (seed 001)")
struct TapCompositionTests {
    static func doubleTap(_ lab: Harness) -> some Gesture { TapGesture(count: 2).onEnded(lab.say("tap twice")) }
    static func singleTap(_ lab: Harness) -> some Gesture { TapGesture().onEnded(lab.say("tap once")) }

    @Test("double tap chained before single tap: one tap prints tap once, late, at the repeat window's end")
    func chainedDoubleFirstSingleTap() {
        let lab = Harness()
        lab.shape("text").gesture(Self.doubleTap(lab)).gesture(Self.singleTap(lab))
        lab.tap(at: 0)
        lab.advance(to: 0.39)
        #expect(lab.output.isEmpty)
        lab.advance(to: 1)
        #expect(lab.output == ["tap once"])
        let printedAt = lab.phases.first { $0.node == "text#1" && $0.to == .ended }?.time
        #expect(printedAt?.description == "0.4")   // up at 0.05 + 0.35
    }

    @Test("double tap chained before single tap: two taps print tap twice at once")
    func chainedDoubleFirstDoubleTap() {
        let lab = Harness()
        lab.shape("text").gesture(Self.doubleTap(lab)).gesture(Self.singleTap(lab))
        lab.tap(at: 0)
        lab.tap(at: 0.2)
        #expect(lab.output == ["tap twice"])
        lab.advance(to: 2)
        #expect(lab.output == ["tap twice"])
    }

    @Test("double tap chained before single tap: three taps print tap twice then tap once")
    func chainedDoubleFirstTripleTap() {
        let lab = Harness()
        lab.shape("text").gesture(Self.doubleTap(lab)).gesture(Self.singleTap(lab))
        lab.tap(at: 0)
        lab.tap(at: 0.2)
        lab.tap(at: 0.4)
        lab.advance(to: 2)
        #expect(lab.output == ["tap twice", "tap once"])
    }

    @Test("single tap chained before double tap: the double tap never fires")
    func chainedSingleFirst() {
        let lab = Harness()
        lab.shape("text").gesture(Self.singleTap(lab)).gesture(Self.doubleTap(lab))
        lab.tap(at: 0)
        lab.tap(at: 0.2)
        lab.tap(at: 0.4)
        lab.advance(to: 2)
        #expect(lab.output == ["tap once", "tap once", "tap once"])
    }

    @Test("simultaneously: the single tap fires on the first tap, the double on the second")
    func simultaneous() {
        for swapped in [false, true] {
            let lab = Harness()
            if swapped {
                lab.shape("text").gesture(Self.singleTap(lab).simultaneously(with: Self.doubleTap(lab)))
            } else {
                lab.shape("text").gesture(Self.doubleTap(lab).simultaneously(with: Self.singleTap(lab)))
            }
            lab.tap(at: 0)
            #expect(lab.output == ["tap once"])
            lab.tap(at: 0.2)
            #expect(lab.output == ["tap once", "tap twice"])
        }
    }

    @Test("double exclusively before single: one tap prints tap once after a delay")
    func exclusiveDoubleFirst() {
        let lab = Harness()
        lab.shape("text").gesture(Self.doubleTap(lab).exclusively(before: Self.singleTap(lab)))
        lab.tap(at: 0)
        #expect(lab.output.isEmpty)
        lab.advance(to: 1)
        #expect(lab.output == ["tap once"])
        lab.tap(at: 2)
        lab.tap(at: 2.2)
        lab.advance(to: 3)
        #expect(lab.output == ["tap once", "tap twice"])
    }

    @Test("single exclusively before double: only tap once, however fast the taps")
    func exclusiveSingleFirst() {
        let lab = Harness()
        lab.shape("text").gesture(Self.singleTap(lab).exclusively(before: Self.doubleTap(lab)))
        lab.tap(at: 0)
        lab.tap(at: 0.1)
        lab.advance(to: 1)
        #expect(lab.output == ["tap once", "tap once"])
    }

    @Test("onTapGesture(count: 2) before onTapGesture: double wins, single waits (seed 004)")
    func onTapGestureDoubleBeforeSingle() {
        let lab = Harness()
        var tapCount = 0, doubleTapCount = 0
        lab.shape("circle", .circle, w: 100, h: 100)
            .onTapGesture(count: 2) { doubleTapCount += 1 }
            .onTapGesture { tapCount += 1 }
        lab.tap(at: 0)
        lab.tap(at: 0.2)
        lab.advance(to: 1)
        #expect(doubleTapCount == 1 && tapCount == 0)
        lab.tap(at: 2)
        lab.advance(to: 3)
        #expect(doubleTapCount == 1 && tapCount == 1)
    }

    @Test("a second tap too far from the first starts no double tap")
    func repeatTapTooFar() {
        let lab = Harness()
        lab.shape("wide", w: 600, h: 200).gesture(Self.doubleTap(lab))
        lab.tap(200, 300, at: 0)
        lab.tap(300, 300, at: 0.2)
        lab.advance(to: 1)
        #expect(lab.output.isEmpty)
    }

    @Test("a tap held longer than 0.75 s fails")
    func tapHeldTooLong() {
        let lab = Harness()
        lab.shape("t").gesture(Self.singleTap(lab))
        lab.down(at: 0)
        lab.up(at: 0.8)
        #expect(lab.output.isEmpty)
        #expect(lab.lastPhase(of: "t#0") == .failed)
        #expect(lab.phases.last?.time.description == "0.75")
    }

    @Test("a tap whose finger slides more than 45 points fails")
    func tapSlides() {
        let lab = Harness()
        lab.shape("t").gesture(Self.singleTap(lab))
        lab.down(1, 400, 300, at: 0)
        lab.move(1, 440, 300, at: 0.02)
        lab.up(1, 440, 300, at: 0.04)
        #expect(lab.output == ["tap once"])
        lab.down(1, 400, 300, at: 1)
        lab.move(1, 446, 300, at: 1.02)
        lab.up(1, 446, 300, at: 1.04)
        #expect(lab.output == ["tap once"])
    }
}
