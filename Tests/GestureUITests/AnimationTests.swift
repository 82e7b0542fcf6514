import Testing
@testable import GestureUI

private struct PressAndSpring: View {
    @State var isPressed = false
    @State var offset: CGFloat = 0
    var body: some View {
        Circle().fill(isPressed ? .blue : .gray).frame(width: 80, height: 80)
            .offset(x: offset)
            .simultaneousGesture(DragGesture(minimumDistance: 0)
                .onChanged { _ in isPressed = true }
                .onEnded { _ in
                    isPressed = false
                    withAnimation(.linear(duration: 1)) { offset = 100 }
                })
    }
}

private struct Implicit: View {
    @State var flag = false
    @State var other = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 40).offset(x: flag ? 100 : 0).opacity(other > 0 ? 0.5 : 1)
                .animation(.linear(duration: 1), value: flag)
            Color.blue.frame(width: 40, height: 40).onTapGesture { flag.toggle() }
                .simultaneousGesture(LongPressGesture(minimumDuration: 0.2).onEnded { _ in other += 1 })
        }
    }
}

private struct Blocked: View {
    @State var x: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 40, height: 40).offset(x: x).animation(nil)
            .onTapGesture { withAnimation(.linear(duration: 1)) { x += 100 } }
    }
}

@Suite("Animation")
struct AnimationTests {
    @Test("withAnimation animates its own changes only: the colour jumps, the offset slides")
    func transactionsStaySeparate() {
        let lab = ViewHarness(PressAndSpring())
        lab.tap(195, 422, at: 1.0)
        let half = lab.item(at: 1.55)
        guard case .shape(_, let fill, _, _) = half.content else { Issue.record("no shape"); return }
        #expect(fill == .gray)
        #expect(abs(Double(half.center.x) - (195 + 50)) < 0.5)
        #expect(lab.item(at: 2.1).center.x == 295)
    }

    @Test("animations run on the simulation clock: the same moment draws the same frame")
    func exactFrames() {
        let a = ViewHarness(PressAndSpring()), b = ViewHarness(PressAndSpring())
        a.tap(195, 422, at: 1.0)
        b.tap(195, 422, at: 1.0)
        b.advance(to: 1.3)
        #expect(a.item(at: 1.3).center == b.item(at: 1.3).center)
    }

    @Test("animation(_:value:) animates when its value changed, and not for other changes")
    func valueAnimation() {
        let lab = ViewHarness(Implicit())
        let start = lab.item(0).center.x
        lab.tap(195, 446, at: 0.1)                           // flag: animated
        #expect(abs(Double(lab.item(0, at: 0.65).center.x - start) - 50) < 0.5)
        lab.down(195, 446, at: 2.0)
        lab.advance(to: 2.3)                                 // other: not animated
        #expect(lab.item(0, at: 2.3).opacity == 0.5)
    }

    @Test("animation(nil) keeps an outer withAnimation from animating what is inside")
    func animationNil() {
        let lab = ViewHarness(Blocked())
        lab.tap(195, 422, at: 0.1)
        #expect(lab.item(at: 0.5).center.x == 295)
    }

    @Test("the curves: linear is proportional, easeInOut is symmetric, a spring overshoots a little and settles")
    func curves() {
        #expect(Animator.progress(.linear(duration: 2), elapsed: 0.5) == 0.25)
        let ease = Animation.easeInOut(duration: 1)
        #expect(abs(Animator.progress(ease, elapsed: 0.5) - 0.5) < 1e-6)
        #expect(abs(Animator.progress(ease, elapsed: 0.25) + Animator.progress(ease, elapsed: 0.75) - 1) < 1e-6)
        let spring = Animation.spring()
        let peak = stride(from: 0.0, to: 2, by: 0.01).map { Animator.progress(spring, elapsed: $0) }.max()!
        #expect(peak > 1 && peak < 1.05)
        // The oscillator itself stays within 0.1 % of its target from the settling time on, so
        // snapping to the target there is a jump of less than 0.1 %.
        let settle = Animator.length(of: spring)
        for t in stride(from: settle, to: settle + 2, by: 0.001) {
            #expect(abs(Animator.spring(t, response: 0.5, damping: 0.825) - 1) <= 0.001)
        }
        #expect(Animator.progress(spring, elapsed: settle) == 1)
        #expect(Animation.default == .easeInOut(duration: 0.35))
    }
}

private struct Snake: View {
    @State var drag = CGSize.zero
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<4) { index in
                Color.red.frame(width: 20, height: 20)
                    .offset(drag)
                    .animation(.default.delay(Double(index) / 20), value: drag)
            }
        }
        .gesture(DragGesture().onChanged { drag = $0.translation }.onEnded { _ in drag = .zero })
    }
}

@Suite("Animations that add up")
struct AdditiveAnimationTests {
    @Test("letters with growing delays trail a moving finger like a snake, the first closest, while it still moves")
    func snake() {
        let lab = ViewHarness(Snake())
        lab.down(195, 422, at: 1.0)
        for step in 1...30 { lab.move(195 + Double(step) * 4, 422, at: 1.0 + Double(step) / 60) }
        // Half a second in, the finger has moved 120 points and is still moving.
        let offsets = lab.frame(at: 1.5).enumerated().map { index, item in Double(item.center.x) - (195 - 30 + 10 + Double(index) * 20) }
        #expect(offsets[0] > 60)
        #expect(offsets[0] > offsets[1] && offsets[1] > offsets[2] && offsets[2] > offsets[3])
        #expect(offsets[3] > 0)
    }

    @Test("a change in mid-flight adds its step: the value never jumps, and it ends at the last target")
    func interruption() {
        let tracks = Animator()
        let key = AnimationKey(node: 1, slot: .offset)
        let linear = Animation.linear(duration: 1)
        tracks.beginUpdate(); tracks.setTarget(key, SIMD4(0, 0, 0, 0), animation: nil, at: GestureTime(seconds: 0)!); tracks.endUpdate()
        tracks.beginUpdate(); tracks.setTarget(key, SIMD4(100, 0, 0, 0), animation: linear, at: GestureTime(seconds: 1)!); tracks.endUpdate()
        tracks.beginUpdate(); tracks.setTarget(key, SIMD4(200, 0, 0, 0), animation: linear, at: GestureTime(seconds: 1.5)!); tracks.endUpdate()
        // At 1.5: 50 of the first step done, none of the second.
        #expect(abs(tracks.value(key, at: GestureTime(seconds: 1.5)!)!.x - 50) < 1e-9)
        // At 2.0: the first step done (100), half the second (50).
        #expect(abs(tracks.value(key, at: GestureTime(seconds: 2.0)!)!.x - 150) < 1e-9)
        #expect(tracks.value(key, at: GestureTime(seconds: 2.6)!)!.x == 200)
    }
}

private struct Pulse: View {
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .phaseAnimator([1.0, 2.0]) { content, scale in content.scaleEffect(scale) } animation: { _ in .linear(duration: 1) }
    }
}

private struct Bounce: View {
    @State var taps = 0
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .phaseAnimator([0.0, -50.0], trigger: taps) { content, y in content.offset(y: y) } animation: { _ in .linear(duration: 0.5) }
            .onTapGesture { taps += 1 }
    }
}

@Suite("PhaseAnimator")
struct PhaseAnimatorTests {
    @Test("without a trigger the phases go round and round, each step after the one before has finished")
    func cycles() {
        let lab = ViewHarness(Pulse())
        lab.advance(to: 0.5)
        #expect(abs(lab.item(at: 0.5).scale - 1.5) < 0.01)
        lab.advance(to: 1.5)
        #expect(abs(lab.item(at: 1.5).scale - 1.5) < 0.01)    // on the way back to 1
        lab.advance(to: 2.0)
        #expect(abs(lab.item(at: 2.0).scale - 1) < 0.01)
    }

    @Test("with a trigger the phases run once per change, back to the first")
    func triggered() {
        let lab = ViewHarness(Bounce())
        lab.advance(to: 1.0)
        #expect(lab.item(at: 1.0).center.y == 422)
        lab.tap(195, 422, at: 1.0)
        lab.advance(to: 1.3)
        #expect(lab.item(at: 1.3).center.y < 422)
        lab.advance(to: 3.0)
        #expect(abs(lab.item(at: 3.0).center.y - 422) < 0.01)
        #expect(!lab.host.isAnimating(at: GestureTime(seconds: 3.0)!))
    }
}

private struct Bar: Shape {
    var fraction: CGFloat
    var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
}

private struct Growing: View {
    @State var full = false
    var body: some View {
        VStack {
            Bar(fraction: full ? 1 : 0.5).fill(Color.blue).frame(width: 200, height: 20)
            Circle().trim(from: 0, to: full ? 1 : 0.5).stroke(Color.red, lineWidth: 4).frame(width: 100, height: 100)
        }
        .onTapGesture { withAnimation(.linear(duration: 1)) { full = true } }
    }
}

@Suite("Animatable shapes")
struct AnimatableShapeTests {
    @Test("a shape's animatableData is drawn at the animated values: halfway through, a bar is three quarters long")
    func customShape() {
        let lab = ViewHarness(Growing())
        lab.tap(195, 422, at: 1.0)
        let bar = lab.frame(at: 1.55).first { if case .path(_, .color(let c)?, _, _, _) = $0.content { return c == .blue } else { return false } }!
        guard case .path(let path, _, _, _, _) = bar.content else { return }
        #expect(abs(path.boundingRect.width - 150) < 0.5)
    }

    @Test("a trim's ends animate: halfway through, three quarters of the circle are drawn")
    func trim() {
        let lab = ViewHarness(Growing())
        func arcLength(_ t: Double) -> Double {
            let ring = lab.frame(at: t).first { if case .path(_, _, .color(let c)?, _, _) = $0.content { return c == .red } else { return false } }!
            guard case .path(let path, _, _, _, _) = ring.content else { return 0 }
            return PathFlattener.polylines(path).reduce(0) { total, line in
                total + zip(line.points, line.points.dropFirst()).reduce(0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
            }
        }
        let half = arcLength(0.5)
        lab.tap(195, 422, at: 1.0)
        #expect(abs(arcLength(1.55) / half - 1.5) < 0.02)
    }
}

private struct Pop: View {
    @State var likes = 0
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(2.0, duration: 0.5)
                    LinearKeyframe(1.0, duration: 0.5)
                }
            }
            .onTapGesture { likes += 1 }
    }
}

private struct SpringPop: View {
    @State var likes = 0
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                KeyframeTrack { SpringKeyframe(2.0, duration: 1.0, spring: .bouncy) }
            }
            .onTapGesture { likes += 1 }
    }
}

private struct BarePop: View {
    @State var likes = 0
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            .onTapGesture { likes += 1 }
    }
}

@Suite("keyframeAnimator")
struct KeyframeAnimatorTests {
    @Test("keyframes written without a track animate the whole value one after the other, as a track of them does")
    func bareKeyframesAreOneTrack() {
        let lab = ViewHarness(BarePop())
        lab.tap(195, 422, at: 1.0)
        lab.advance(to: 1.3)
        #expect(abs(lab.item().scale - 1.5) < 0.06)
        lab.advance(to: 1.55)
        #expect(lab.item().scale > 1.8)
        lab.advance(to: 1.8)
        #expect(abs(lab.item().scale - 1.5) < 0.06)
        lab.advance(to: 3.0)
        #expect(lab.item().scale == 1)
    }

    @Test("a bouncy spring keyframe swings past its target and ends on it")
    func springBounces() {
        let lab = ViewHarness(SpringPop())
        lab.tap(195, 422, at: 1.0)
        var largest = 1.0
        for step in 1...60 {
            lab.advance(to: 1.0 + Double(step) / 60)
            largest = max(largest, lab.item().scale)
        }
        #expect(largest > 2.03)    // a damping ratio of 0.7 overshoots by 4.6 %
        lab.advance(to: 3.0)
        #expect(lab.item().scale == 2)
    }

    @Test("a trigger plays the keyframes once: up to 2 in half a second, back to 1 in the next")
    func plays() {
        let lab = ViewHarness(Pop())
        lab.advance(to: 1.0)
        #expect(lab.item(at: 1.0).scale == 1)
        lab.tap(195, 422, at: 1.0)
        lab.advance(to: 1.3)
        #expect(abs(lab.item().scale - 1.5) < 0.06)
        lab.advance(to: 1.8)
        #expect(abs(lab.item().scale - 1.5) < 0.06)
        lab.advance(to: 3.0)
        #expect(lab.item().scale == 1)
        #expect(!lab.host.isAnimating(at: GestureTime(seconds: 3.0)!))
    }
}

private struct Dismissing: View {
    @State var offset: CGFloat = 0
    @State var removed = 0
    let useTransaction: Bool
    var body: some View {
        Color.red.frame(width: 40, height: 40)
            .offset(x: offset)
            .opacity(removed > 0 ? 0.5 : 1)
            .onTapGesture {
                if useTransaction {
                    var transaction = Transaction(animation: .linear(duration: 0.4))
                    transaction.addAnimationCompletion { removed += 1 }
                    withTransaction(transaction) { offset = 100 }
                } else {
                    withAnimation(.linear(duration: 0.4)) { offset = 100 } completion: { removed += 1 }
                }
            }
    }
}

@Suite("Animation completions")
struct AnimationCompletionTests {
    @Test("withAnimation's completion runs once its animation has ended on the simulation clock, not before",
          arguments: [false, true])
    func completionAfterTheAnimation(useTransaction: Bool) {
        let lab = ViewHarness(Dismissing(useTransaction: useTransaction))
        lab.tap(195, 422, at: 1.0)
        lab.advance(to: 1.3)
        #expect(lab.item(at: 1.3).opacity == 1)
        lab.advance(to: 1.6)
        #expect(lab.item(at: 1.6).opacity == 0.5)
        #expect(abs(lab.item(at: 1.6).center.x - 295) < 0.01)
    }

    @Test("a transaction with a completion differs from one without; copies carry the same completion")
    func transactionsCompareTheirCompletions() {
        var a = Transaction(animation: .default)
        let b = a
        a.addAnimationCompletion {}
        #expect(a != b)
        let c = a
        #expect(a == c)
    }
}
