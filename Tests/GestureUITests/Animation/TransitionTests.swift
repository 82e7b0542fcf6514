import Testing
@testable import GestureUI

private struct Banner: View {
    var transition: AnyTransition?
    @State var isShown = false
    var body: some View {
        ZStack {
            // A stage that keeps the stack's size, so the banner's coming and going moves nothing else.
            Color.clear.frame(width: 300, height: 300).allowsHitTesting(false)
            Color.gray.frame(width: 60, height: 60).onTapGesture {
                withAnimation(.linear(duration: 1)) { isShown.toggle() }
            }
            if isShown {
                if let transition {
                    Color.red.frame(width: 100, height: 40).offset(y: -200).transition(transition)
                } else {
                    Color.red.frame(width: 100, height: 40).offset(y: -200)
                }
            }
        }
    }
}

private struct Unanimated: View {
    @State var isShown = false
    var body: some View {
        ZStack {
            Color.gray.frame(width: 60, height: 60).onTapGesture { isShown.toggle() }
            if isShown { Color.red.frame(width: 100, height: 40).offset(y: -200) }
        }
    }
}

/// The red banner's item in a frame, if drawn.
private func banner(_ lab: ViewHarness, at t: Double) -> DisplayItem? {
    lab.frame(at: t).first { item in
        if case .shape(_, let fill, _, _) = item.content { return fill == .red }
        return false
    }
}

@Suite("Transitions")
struct TransitionTests {
    @Test("a view inserted by an animated change fades in when it has no transition of its own")
    func defaultFade() {
        let lab = ViewHarness(Banner())
        lab.tap(195, 422, at: 1.0)
        let half = banner(lab, at: 1.55)
        #expect(half.map { abs($0.opacity - 0.5) < 0.01 } == true)
        #expect(banner(lab, at: 2.1)?.opacity == 1)
    }

    @Test("a view removed by an animated change stays on screen, fading out, and is not hit")
    func removalFades() {
        let lab = ViewHarness(Banner())
        lab.tap(195, 422, at: 1.0)
        lab.advance(to: 2.5)
        lab.tap(195, 422, at: 3.0)
        let going = banner(lab, at: 3.55)
        #expect(going.map { abs($0.opacity - 0.5) < 0.01 } == true)
        // The banner's place (y 202…242 at the middle of the canvas) hits nothing now.
        #expect(lab.host.scene.hitPath(at: CGPoint(x: 195, y: 222)).isEmpty)
        #expect(banner(lab, at: 4.1) == nil)
        #expect(lab.host.isAnimating(at: GestureTime(seconds: 3.5)!))
        #expect(!lab.host.isAnimating(at: GestureTime(seconds: 4.2)!))
    }

    @Test("a change without an animation inserts and removes at once")
    func noAnimationNoTransition() {
        let lab = ViewHarness(Unanimated())
        lab.tap(195, 422, at: 1.0)
        #expect(banner(lab, at: 1.06)?.opacity == 1)
        lab.tap(195, 422, at: 2.0)
        #expect(banner(lab, at: 2.06) == nil)
    }

    @Test("move(edge:) brings the view in from its own height above, and slide leaves to the trailing side")
    func moveAndSlide() {
        let lab = ViewHarness(Banner(transition: .move(edge: .top)))
        lab.tap(195, 422, at: 1.0)
        // At the start of the insertion the banner is 40 points (its height) above its place.
        let start = banner(lab, at: 1.05 + 1e-9)
        let end = banner(lab, at: 2.2)
        #expect(start.map { abs($0.center.y - (end!.center.y - 40)) < 0.5 } == true)
        #expect(start?.opacity == 1)

        let slide = ViewHarness(Banner(transition: .slide))
        slide.tap(195, 422, at: 1.0)
        slide.advance(to: 2.5)
        slide.tap(195, 422, at: 3.0)
        let placed = banner(slide, at: 3.05)!.center.x
        let half = banner(slide, at: 3.55)!.center.x
        #expect(abs(half - (placed + 50)) < 0.5)
    }

    @Test("scale combined with opacity grows and fades in together; asymmetric takes each side's own")
    func combinedAndAsymmetric() {
        let lab = ViewHarness(Banner(transition: .scale.combined(with: .opacity)))
        lab.tap(195, 422, at: 1.0)
        let half = banner(lab, at: 1.55)!
        #expect(abs(half.opacity - 0.5) < 0.01)
        #expect(abs(half.scale - 0.5) < 0.01)

        let asym = ViewHarness(Banner(transition: .asymmetric(insertion: .scale, removal: .identity)))
        asym.tap(195, 422, at: 1.0)
        #expect(abs(banner(asym, at: 1.55)!.scale - 0.5) < 0.01)
        asym.advance(to: 2.5)
        asym.tap(195, 422, at: 3.0)
        // `.identity` on the way out: drawn unchanged until the change's animation ends.
        #expect(banner(asym, at: 3.55)?.scale == 1)
        #expect(banner(asym, at: 3.55)?.opacity == 1)
        #expect(banner(asym, at: 4.2) == nil)
    }

    @Test("a view shown again while it is going comes back from where it stands")
    func interruptedRemoval() {
        let lab = ViewHarness(Banner())
        lab.tap(195, 422, at: 1.0)
        lab.advance(to: 2.5)
        lab.tap(195, 422, at: 3.0)         // goes: opacity 1 → 0 from 3.05
        lab.tap(195, 422, at: 3.3)         // back at 3.35, from 0.7
        let back = banner(lab, at: 3.35 + 1e-9)
        #expect(back.map { abs($0.opacity - 0.7) < 0.02 } == true)
        #expect(banner(lab, at: 4.5)?.opacity == 1)
    }

    @Test("a modifier transition comes in from its active modifier's look: turned about its anchor, faded")
    func modifierTransition() {
        struct Pivot: ViewModifier {
            let angle: Double
            func body(content: Content) -> some View {
                content.rotationEffect(.degrees(angle), anchor: .topLeading).opacity(angle == 0 ? 1 : 0.5)
            }
        }
        let pivot = AnyTransition.modifier(active: Pivot(angle: -90), identity: Pivot(angle: 0))
        let lab = ViewHarness(Banner(transition: pivot))
        lab.tap(195, 422, at: 1.0)
        // Half way in (the change is made as the finger lifts at 1.05): turned −45°, three
        // quarters opaque.
        let half = banner(lab, at: 1.55)
        #expect(half.map { abs($0.rotation.degrees + 45) < 0.5 } == true)
        #expect(half.map { abs($0.opacity - 0.75) < 0.01 } == true)
        let shown = banner(lab, at: 2.1)
        #expect(shown.map { abs($0.rotation.degrees) < 0.01 && $0.opacity == 1 } == true)
        // Going out it turns the same way back, as asymmetric(…, removal:) would not change.
        lab.tap(195, 422, at: 3.0)
        let going = banner(lab, at: 3.55)
        #expect(going.map { abs($0.rotation.degrees + 45) < 0.5 } == true)
    }
}
