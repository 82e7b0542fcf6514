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

/// The everyday API a second round of real files reached for: weights on any view, a shape
/// filled with the background style, borders without a style, symbol effects, drag and drop.
private struct EverydayExtras: View {
    @State var liked = 0
    var body: some View {
        VStack {
            Text("Heavy title").font(.largeTitle)
            Text("Plain").fontWeight(.regular).italic().monospaced().fontDesign(.rounded)
            Circle().strokeBorder(lineWidth: 4, antialiased: true).frame(width: 40, height: 40)
            Rectangle().fill(.background).frame(width: 40, height: 40)
            Image(systemName: "heart.fill").symbolEffect(.bounce.up.byLayer, value: liked).symbolEffect(.pulse, isActive: true)
            Color.red.frame(width: 40, height: 40).draggable(Color.red) { Circle() }
                .dropDestination(for: String.self) { items, _ in !items.isEmpty } isTargeted: { _ in }
        }
        .fontWeight(.heavy)
    }
}

extension InertModifierTests {
    @Test("fontWeight on a stack makes its texts bold unless a text sets its own; the background style fills white; the rest compiles and draws")
    func everydayExtras() {
        let items = drawnItems(EverydayExtras())
        let texts = items.compactMap { item -> (String, Bool)? in
            if case .text(let lines, _, _, let isBold) = item.content { return (lines.joined(), isBold) }
            return nil
        }
        #expect(texts.first { $0.0 == "Heavy title" }?.1 == true)
        #expect(texts.first { $0.0 == "Plain" }?.1 == false)
        let fills = items.compactMap { item -> Color? in
            if case .shape(.rectangle, let fill, _, _) = item.content { return fill }
            return nil
        }
        #expect(fills.contains(.systemBackground))
    }
}
