import Testing
@testable import GestureUI

/// Shows a number that counts as it animates.
private struct CountingText: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(Text("\(Int(value.rounded()))"))
    }
}

/// The "wrong password" shake: three swings sideways per unit of its data.
private struct Shake: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
    }
}

/// A bar whose height is its animatable data: a view of the user's that is Animatable.
private struct Bar: View, Animatable {
    var height: Double
    var animatableData: Double {
        get { height }
        set { height = newValue }
    }
    var body: some View {
        Color.blue.frame(width: 40, height: height)
    }
}

@Suite("Animatable modifiers, geometry effects and views")
struct AnimatableModifierTests {
    private struct Counter: View {
        @State var target = 0.0
        var body: some View {
            Color.clear.frame(width: 200, height: 100)
                .modifier(CountingText(value: target))
                .onTapGesture { withAnimation(.linear(duration: 1)) { target = 100 } }
        }
    }

    @Test("an AnimatableModifier's body is rebuilt with the values on their way: a number counts up")
    func counts() {
        let lab = ViewHarness(Counter())
        #expect(lab.center(of: "0") != nil)
        lab.tap(195, 422, at: 1)
        // The change is made as the finger lifts (t = 1.05); half way through, about 50.
        lab.advance(to: 1.55)
        let shown = lab.texts().compactMap { Int($0.text) }
        #expect(shown.count == 1)
        #expect(abs((shown.first ?? 0) - 50) <= 2)
        lab.advance(to: 2.2)
        #expect(lab.center(of: "100") != nil)
    }

    @Test("without an animation the modifier shows its new value at once")
    func jumps() {
        struct Plain: View {
            @State var target = 0.0
            var body: some View {
                Color.clear.frame(width: 200, height: 100)
                    .modifier(CountingText(value: target))
                    .onTapGesture { target = 100 }
            }
        }
        let lab = ViewHarness(Plain())
        lab.tap(195, 422, at: 1)
        #expect(lab.center(of: "100") != nil)
    }

    @Test("a GeometryEffect shakes the view while its data animates and rests where it started")
    func shake() {
        struct Field: View {
            @State var attempts = 0
            var body: some View {
                Color.red.frame(width: 200, height: 40)
                    .modifier(Shake(animatableData: CGFloat(attempts)))
                    .onTapGesture { withAnimation(.linear(duration: 0.5)) { attempts += 1 } }
            }
        }
        let lab = ViewHarness(Field())
        let rest = lab.item().center.x
        lab.tap(195, 422, at: 1)
        // A sixth of the way (1/12 s): a quarter swing, sin(π/2) → 10 points right.
        lab.advance(to: 1.05 + 0.5 / 6)
        #expect(abs(lab.item().center.x - rest - 10) < 1.5)
        lab.advance(to: 2)
        #expect(abs(lab.item().center.x - rest) < 0.01)
    }

    @Test("an Animatable view of the user's is rebuilt with its values on their way")
    func animatableView() {
        struct Chart: View {
            @State var tall = false
            var body: some View {
                Bar(height: tall ? 200 : 100).onTapGesture { withAnimation(.linear(duration: 1)) { tall = true } }
            }
        }
        let lab = ViewHarness(Chart())
        #expect(lab.item().size.height == 100)
        lab.tap(195, 422, at: 1)
        lab.advance(to: 1.55)
        #expect(abs(lab.item().size.height - 150) < 3)
        lab.advance(to: 2.5)
        #expect(lab.item().size.height == 200)
    }
}
