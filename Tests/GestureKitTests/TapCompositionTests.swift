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

    // Issue 13: the tap rules as OpenSwiftUI's TapGesture, DistanceGesture and RepeatGesture have
    // them, on a 400 x 300 rectangle.

    @Test("a finger that slides exactly 45 points fails the tap: the movement limit is exclusive")
    func movementLimitIsExclusive() {
        let lab = Harness()
        lab.shape("r", w: 400, h: 300).gesture(TapGesture().onEnded(lab.say("tap")))
        lab.down(1, 400, 300, at: 0)
        lab.move(1, 420, 300, at: 0.02)
        lab.move(1, 445, 300, at: 0.04)
        lab.up(1, 445, 300, at: 0.06)
        lab.advance(to: 1)
        #expect(lab.output.isEmpty)
        #expect(lab.lastPhase(of: "r#0") == .failed)
    }

    @Test("the second tap must be released within 0.35 s of the first release, not only pressed")
    func repeatWindowClosesOnTheNextRelease() {
        let lab = Harness()
        lab.shape("r", w: 400, h: 300).gesture(TapGesture(count: 2).onEnded(lab.say("double")))
        lab.down(1, 400, 300, at: 0.10)
        lab.up(1, 400, 300, at: 0.15)
        lab.down(1, 400, 300, at: 0.45)
        lab.up(1, 400, 300, at: 0.60)
        lab.advance(to: 1)
        #expect(lab.output.isEmpty)
        #expect(lab.phases.first { $0.node == "r#0" && $0.to == .failed }?.time.description == "0.5")
    }

    @Test("a second tap released in time counts even though it went down late in the window")
    func repeatReleasedInTime() {
        let lab = Harness()
        lab.shape("r", w: 400, h: 300).gesture(TapGesture(count: 2).onEnded(lab.say("double")))
        lab.down(1, 400, 300, at: 0.10)
        lab.up(1, 400, 300, at: 0.15)
        lab.down(1, 400, 300, at: 0.45)
        lab.up(1, 400, 300, at: 0.49)
        #expect(lab.output == ["double"])
    }

    @Test("there is no distance limit between taps: a second tap 100 points away still makes a double tap")
    func repeatTapAnywhere() {
        let lab = Harness()
        lab.shape("r", w: 400, h: 300).gesture(TapGesture(count: 2).onEnded(lab.say("double")))
        lab.tap(300, 300, at: 0)
        lab.tap(400, 300, at: 0.2)
        lab.advance(to: 1)
        #expect(lab.output == ["double"])
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

extension TapCompositionTests {
    @Test("a quick tap under a long press exclusively before a tap fires the tap once the long press fails")
    func longPressOrTap() {
        let lab = Harness()
        lab.shape("r", w: 400, h: 300).gesture(
            LongPressGesture(minimumDuration: 0.5).onEnded { [unowned lab] _ in lab.record("long press") }
                .exclusively(before: TapGesture().onEnded(lab.say("tap"))))
        lab.tap(at: 0)
        lab.advance(to: 1)
        #expect(lab.output == ["tap"])
        lab.down(at: 2)
        lab.advance(to: 2.6)
        lab.up(at: 2.7)
        lab.advance(to: 3)
        #expect(lab.output == ["tap", "long press"])
    }

    @Test("a tap that waited behind a long press and is given a touch held 0.9 s fails: its 0.75 s ran out between the held touch-down and release")
    func heldTapTimesOutInReplay() {
        let lab = Harness()
        lab.shape("r", w: 400, h: 300).gesture(
            LongPressGesture(minimumDuration: 2).onEnded { [unowned lab] _ in lab.record("long press") }
                .exclusively(before: TapGesture().onEnded(lab.say("tap"))))
        lab.down(at: 0)
        lab.up(at: 0.9)                       // the long press fails here; the tap's time ran out at 0.75
        lab.advance(to: 2)
        // Held 0.9 s: given the touch-down and then the release, the tap has timed out between them.
        #expect(lab.output.isEmpty)
        #expect(lab.lastPhase(of: "r#0.second") == .failed)
    }
}
