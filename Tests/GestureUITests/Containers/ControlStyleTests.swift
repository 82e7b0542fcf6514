import Testing
@testable import GestureUI

private struct Squish: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(Color.blue).scaleEffect(configuration.isPressed ? 0.5 : 1)
    }
}

private struct HoldToFire: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onLongPressGesture(minimumDuration: 0.5) { configuration.trigger() }
    }
}

private struct Styled: View {
    @State var taps = 0
    @State var fired = 0
    var body: some View {
        VStack(spacing: 100) {
            Button("Squish") { taps += 1 }.buttonStyle(Squish())
            Button("Hold") { fired += 1 }.buttonStyle(HoldToFire())
            Button("Go") {}.buttonStyle(.borderedProminent)
        }
    }
}

private struct Segments: View {
    @State var size = 0
    var body: some View {
        Picker("Size", selection: $size) {
            Text("Small").tag(0)
            Text("Large").tag(1)
        }
        .pickerStyle(.segmented)
    }
}

@Suite("Button styles and pickers")
struct ControlStyleTests {
    @Test("a ButtonStyle draws from isPressed while the finger is down, and the action runs on release")
    func buttonStyle() {
        let lab = ViewHarness(Styled())
        let label = lab.center(of: "Squish")!
        lab.down(label.x, label.y, at: 1.0)
        let pressed = lab.frame().first { if case .text(let l, _, _, _) = $0.content { return l == ["Squish"] } else { return false } }!
        #expect(pressed.scale == 0.5)
        lab.up(label.x, label.y, at: 1.1)
        #expect(lab.state["taps"] == "1")
    }

    @Test("a PrimitiveButtonStyle decides the gesture: a tap does nothing, a long press triggers")
    func primitiveStyle() {
        let lab = ViewHarness(Styled())
        lab.tap("Hold", at: 1.0)
        #expect(lab.state["fired"] == "0")
        let label = lab.center(of: "Hold")!
        lab.down(label.x, label.y, at: 2.0)
        lab.advance(to: 2.7)
        lab.up(label.x, label.y, at: 2.8)
        #expect(lab.state["fired"] == "1")
    }

    @Test("borderedProminent draws white text on an accent-coloured rounded rectangle")
    func prominent() {
        let items = ViewHarness(Styled()).frame()
        let text = items.first { if case .text(let l, _, _, _) = $0.content { return l == ["Go"] } else { return false } }!
        guard case .text(_, _, let color, _) = text.content else { return }
        #expect(color == .white)
    }

    @Test("a segmented picker selects the tapped segment")
    func segmented() {
        let lab = ViewHarness(Segments())
        lab.tap("Large", at: 1.0)
        #expect(lab.state["size"] == "1")
    }
}

private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate
    var id: Self { self }
}

private struct Flavors: View {
    @State var flavor = Flavor.vanilla
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(.segmented)
    }
}

extension ControlStyleTests {
    @Test("ForEach rows are their picker's tags, by id")
    func implicitTags() {
        let lab = ViewHarness(Flavors())
        lab.tap("chocolate", at: 1.0)
        #expect(lab.state["flavor"] == "chocolate")
    }
}
