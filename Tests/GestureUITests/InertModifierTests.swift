import Testing
@testable import GestureUI

/// iOS code that uses modifiers with no meaning on Linux: it compiles, and the views draw, lay
/// out and take gestures exactly as without them.
private struct Annotated: View {
    let annotated: Bool
    @State var taps = 0
    @State var saved = 0
    var body: some View {
        if annotated {
            Color.blue.frame(width: 200, height: 200)
                .accessibilityLabel("A blue square")
                .accessibilityLabel(Text("A blue square"))
                .accessibilityHint("Double-tap to count")
                .accessibilityValue("\(taps) taps")
                .accessibilityIdentifier("square")
                .accessibilityHidden(false)
                .accessibilitySortPriority(1)
                .accessibilityAddTraits([.isButton, .isImage])
                .accessibilityRemoveTraits(.isStaticText)
                .accessibilityElement(children: .combine)
                .accessibilityAction { taps += 1 }
                .accessibilityAction(.escape) {}
                .accessibilityAction(named: "Reset") { taps = 0 }
                .accessibilityAdjustableAction { direction in if direction == .increment { taps += 1 } }
                .accessibilityZoomAction { action in if action.direction == .zoomIn { taps += 1 } }
                .sensoryFeedback(.success, trigger: saved)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.7), trigger: taps)
                .sensoryFeedback(.selection, trigger: taps) { old, new in new > old }
                .sensoryFeedback(trigger: taps) { _, _ in .increase }
                .contentTransition(.numericText())
                .contentTransition(.numericText(value: Double(taps)))
                .hoverEffect(.lift)
                .help("Counts taps")
                .statusBarHidden()
                .statusBar(hidden: true)
                .persistentSystemOverlays(.hidden)
                .onTapGesture { taps += 1 }
        } else {
            Color.blue.frame(width: 200, height: 200).onTapGesture { taps += 1 }
        }
    }
}

@Suite("Modifiers with no meaning on Linux")
struct InertModifierTests {
    @Test("accessibility, haptics, content transitions, hover and the status bar compile and change nothing")
    func inertModifiersChangeNothing() {
        let plain = ViewHarness(Annotated(annotated: false))
        let annotated = ViewHarness(Annotated(annotated: true))
        #expect(plain.frame().count == 1)
        #expect(String(describing: annotated.frame()) == String(describing: plain.frame()))
        annotated.tap(195, 422, at: 0.1)
        #expect(annotated.state["taps"] == "1")
        annotated.tap(100, 100, at: 1)
        #expect(annotated.state["taps"] == "1")
    }
}
