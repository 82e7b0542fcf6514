import Testing
@testable import GestureUI

private struct Panel: View {
    @State var volume = 0.5
    @State var isOn = false
    @State var count = 9
    @State var edits: [Bool] = []
    var body: some View {
        VStack(spacing: 20) {
            Slider(value: $volume, in: 0...1, onEditingChanged: { edits.append($0) })
            Toggle("Vibrate", isOn: $isOn)
            Stepper("Count", value: $count, in: 0...10)
        }
        .frame(width: 300)
    }
}

@Suite("Slider, Toggle and Stepper")
struct FormControlTests {
    /// The stack of 28 + 31 + 32 points and two 20-point gaps, centred in the canvas.
    private let top = 422 - (28.0 + 20 + 31 + 20 + 32) / 2

    @Test("dragging the slider's thumb moves the value by the finger's travel over the track, reporting the edit")
    func sliderDrag() {
        let lab = ViewHarness(Panel())
        let thumbX = 45 + 14 + (300 - 28) * 0.5
        lab.drag(from: (thumbX, top + 14), to: (thumbX + 68, top + 14), start: 0)
        #expect(lab.state["volume"] == "0.75")
        #expect(lab.state["edits"] == "[true, false]")
    }

    @Test("a drag that starts on the track away from the thumb leaves the value, as UIKit's slider does")
    func sliderIgnoresTrack() {
        let lab = ViewHarness(Panel())
        lab.drag(from: (60, top + 14), to: (160, top + 14), start: 0)
        #expect(lab.state["volume"] == "0.5")
        #expect(lab.state["edits"] == "[]")
    }

    @Test("a tap on the toggle's switch flips it, one on its label does not; the stepper's + adds one and stops at the top of its range")
    func toggleAndStepper() {
        let lab = ViewHarness(Panel())
        lab.tap(100, top + 28 + 20 + 15, at: 0)
        #expect(lab.state["isOn"] == "false")
        lab.tap(45 + 300 - 25, top + 28 + 20 + 15, at: 0.5)
        #expect(lab.state["isOn"] == "true")
        let plus = (45 + 300 - 23.0, top + 28 + 20 + 31 + 20 + 16)
        lab.tap(plus.0, plus.1, at: 1)
        lab.tap(plus.0, plus.1, at: 2)
        #expect(lab.state["count"] == "10")
        lab.tap(plus.0 - 47, plus.1, at: 3)
        #expect(lab.state["count"] == "9")
    }

    @Test("the switch's knob is at its trailing end when on and at its leading end when off, 2 points in")
    func toggleKnob() {
        func knobX(_ on: Bool) -> CGFloat {
            let items = drawnItems(Toggle("Vibrate", isOn: .constant(on)).frame(width: 300))
            let knob = items.first { if case .shape(.circle, .white?, _, _) = $0.content { true } else { false } }!
            #expect(knob.size == CGSize(width: 27, height: 27))
            return knob.center.x
        }
        // The switch's 51 points end at the row's trailing edge (195 + 150).
        #expect(abs(knobX(true) - (345 - 2 - 13.5)) < 0.5)
        #expect(abs(knobX(false) - (345 - 51 + 2 + 13.5)) < 0.5)
    }

    @Test("ProgressView draws a bar filled to its fraction; Label puts its icon before its title")
    func progressAndLabel() {
        let host = ViewHost(ProgressView(value: 30.0, total: 120).frame(width: 200))
        host.update()
        let items = host.displayList(at: .zero).items
        #expect(items.count == 2)
        #expect(items[1].size.width == 50)
        let label = ViewHost(Label("Star", systemImage: "star"))
        label.update()
        let drawn = label.displayList(at: .zero).items
        #expect(drawn.count == 2 && drawn[0].center.x < drawn[1].center.x)
    }
}

extension FormControlTests {
    @Test("a disabled button is grey, as iOS draws it; a plain text field has no background of its own")
    func disabledAndPlainField() {
        func textColor(_ view: some View) -> Color? {
            drawnItems(view).compactMap { item -> Color? in
                if case .text(_, _, let color, _) = item.content { return color } else { return nil }
            }.first
        }
        #expect(textColor(Button("Save") {}) == .accentColor)
        #expect(textColor(Button("Save") {}.disabled(true)) == Color.tertiaryLabel)
        let field = drawnItems(TextField("Name", text: .constant("")))
        #expect(!field.contains { if case .shape(_, .systemBackground?, _, _) = $0.content { true } else { false } })
        let bordered = drawnItems(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder))
        #expect(bordered.contains { if case .shape(_, .systemBackground?, _, _) = $0.content { true } else { false } })
    }
}
