import Testing
@testable import GestureUI

private struct Pressable: View {
    @State var presses = 0
    var body: some View {
        Button("Press") { presses += 1 }.frame(width: 200, height: 60)
    }
}

private struct Glow: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        content.opacity(taps > 0 ? 0.5 : 1).onTapGesture { taps += 1; print("modifier tap", taps) }
    }
}

private struct Modified: View {
    var body: some View { Color.red.frame(width: 100, height: 100).modifier(Glow()) }
}

private struct Hidden: View {
    @State var log: [String] = []
    var body: some View {
        ZStack {
            Color.yellow.frame(width: 200, height: 200).onTapGesture { log.append("below") }
            Color.red.frame(width: 100, height: 100).opacity(0).onTapGesture { log.append("invisible") }
        }
    }
}

private struct Same: View {
    @State var value = 1
    var body: some View { Color.red.frame(width: 100, height: 100).onTapGesture { value = 1 } }
}

@Suite("Controls and modifiers")
struct ControlTests {
    @Test("a button acts when the touch ends inside it, dims while pressed, and not when the touch leaves first")
    func buttonActs() {
        let lab = ViewHarness(Pressable())
        lab.down(195, 422, at: 0.1)
        #expect(lab.item(at: 0.1).opacity == 0.25)
        lab.up(195, 422, at: 0.2)
        #expect(lab.item(at: 0.2).opacity == 1)
        #expect(lab.state["presses"] == "1")
        lab.down(195, 422, at: 1.0)
        lab.move(195, 600, at: 1.1)
        #expect(lab.item(at: 1.1).opacity == 1)
        lab.up(195, 600, at: 1.2)
        #expect(lab.state["presses"] == "1")
        guard case .text(_, _, let color, _) = lab.item().content else { Issue.record("no text"); return }
        #expect(color == .accentColor)
    }

    @Test("a cancelled press does not leave the button dimmed")
    func buttonCancelled() {
        let lab = ViewHarness(Pressable())
        lab.down(195, 422, at: 0.1)
        lab.host.run { lab.engine.cancelAll(at: GestureTime(seconds: 0.2)!) }
        lab.host.update()
        #expect(lab.item(at: 0.2).opacity == 1)
    }

    @Test("a ViewModifier's own @State belongs to where it is applied")
    func modifierState() {
        let lab = ViewHarness(Modified())
        lab.tap(195, 422, at: 0.1)
        lab.tap(195, 422, at: 1.1)
        #expect(lab.printed == ["modifier tap 1", "modifier tap 2"])
        #expect(lab.item().opacity == 0.5)
    }

    @Test("a fully transparent view is not hit: the tap reaches what is below")
    func transparentNotHit() {
        let lab = ViewHarness(Hidden())
        lab.tap(195, 422, at: 0.1)
        #expect(lab.state["log"] == #"["below"]"#)
    }

    @Test("setting state to the value it already has re-evaluates nothing")
    func equalSetIsQuiet() {
        let lab = ViewHarness(Same())
        let before = lab.host.bodyEvaluations
        lab.tap(195, 422, at: 0.1)
        #expect(lab.host.bodyEvaluations == before)
    }
}

/// An iOS 6 style switch: its knob is drawn beside the button's frame by an offset.
private struct OffsetKnob: View {
    @State var taps = 0
    var body: some View {
        Button { taps += 1 } label: {
            Circle().fill(.blue).offset(x: -60).frame(width: 40, height: 40)
        }
    }
}

extension ControlTests {
    @Test("a tap on a button's label drawn outside the button's frame (an offset knob) runs the action, as the label is hit where it is drawn")
    func offsetLabel() {
        let lab = ViewHarness(OffsetKnob())
        lab.tap(195 - 60, 422, at: 0.5)
        lab.advance(to: 1)
        #expect(lab.state["taps"] == "1")
        // Nowhere near the button or its label: nothing.
        lab.tap(300, 422, at: 1.5)
        lab.advance(to: 2)
        #expect(lab.state["taps"] == "1")
    }

    @Test("a resizable symbol takes the frame it is given and is hit anywhere in it")
    func resizableSymbol() {
        struct Photo: View {
            @State var taps = 0
            var body: some View {
                Image(systemName: "photo.fill").resizable().frame(width: 160, height: 120).onTapGesture { taps += 1 }
            }
        }
        let lab = ViewHarness(Photo())
        #expect(lab.item().size.width > 100)
        lab.tap(195 - 50, 422, at: 0.5)
        lab.advance(to: 1)
        #expect(lab.state["taps"] == "1")
    }
}
