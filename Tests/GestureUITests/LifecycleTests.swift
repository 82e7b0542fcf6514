import Testing
@testable import GestureUI

private struct Panel: View {
    @State var shown = true
    @State var taps = 0
    @State var log: [String] = []
    var body: some View {
        VStack {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { shown.toggle() }
            if shown {
                Color.blue.frame(width: 100, height: 100)
                    .onTapGesture { taps += 1 }
                    .onAppear { log.append("appear") }
                    .onDisappear { log.append("disappear") }
            }
        }
        .onChange(of: taps) { old, new in log.append("taps \(old) → \(new)") }
        .onChange(of: shown, initial: true) { log.append("shown changed") }
    }
}

/// A counter that starts itself: state set in onAppear shows in the first frame after it.
private struct SelfStarting: View {
    @State var count = 0
    var body: some View {
        Text("\(count)").onAppear { count = 10 }
    }
}

@Suite("Lifecycle: onAppear, onDisappear, onChange")
struct LifecycleTests {
    @Test("onAppear runs once when the view joins the tree, onDisappear when it leaves, onAppear again when it returns; an update's disappearances come after its other actions")
    func appearAndDisappear() {
        let lab = ViewHarness(Panel())
        #expect(lab.state["log"] == #"["shown changed", "appear"]"#)
        lab.tap(195, 476, at: 0.1)          // the blue square (below the red one): taps, it stays
        #expect(lab.state["log"] == #"["shown changed", "appear", "taps 0 → 1"]"#)
        lab.tap(195, 368, at: 1)            // the red square: the blue one leaves
        #expect(lab.state["log"] == #"["shown changed", "appear", "taps 0 → 1", "shown changed", "disappear"]"#)
        lab.tap(195, 422, at: 2)            // the red square, alone in the middle now: it comes back
        #expect(lab.state["log"] == #"["shown changed", "appear", "taps 0 → 1", "shown changed", "disappear", "shown changed", "appear"]"#)
    }

    @Test("a change made in onAppear is on screen at once, and no body runs forever")
    func stateSetOnAppear() {
        let lab = ViewHarness(SelfStarting())
        #expect(lab.state["count"] == "10")
        guard case .text(let lines, _, _, _) = lab.item().content else { Issue.record("no text"); return }
        #expect(lines == ["10"])
    }

    @Test("the older onChange(of:perform:) passes the new value")
    func olderOnChange() {
        struct Old: View {
            @State var value = 0
            @State var seen: [Int] = []
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .onTapGesture { value += 2 }
                    .onChange(of: value) { seen.append($0) }
            }
        }
        let lab = ViewHarness(Old())
        lab.tap(195, 422, at: 0.1)
        lab.tap(195, 422, at: 1)
        #expect(lab.state["seen"] == "[2, 4]")
    }
}

@Suite("Named springs")
struct NamedSpringTests {
    @Test("smooth, snappy and bouncy are springs of 0.5 s with bounce 0, 0.15 and 0.3; extraBounce adds to it")
    func namedSprings() {
        func expectSpring(_ animation: Animation, response: Double, damping: Double) {
            #expect(animation.curve == .spring && abs(animation.duration - response) < 1e-12
                && abs(animation.dampingFraction - damping) < 1e-12, "\(animation)")
        }
        expectSpring(.smooth, response: 0.5, damping: 1)
        expectSpring(.snappy, response: 0.5, damping: 0.85)
        expectSpring(.bouncy, response: 0.5, damping: 0.7)
        expectSpring(.bouncy(duration: 0.8, extraBounce: 0.1), response: 0.8, damping: 0.6)
    }

    @Test("interpolatingSpring maps stiffness and damping to a response and a damping fraction")
    func interpolatingSpring() {
        let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        #expect(abs(spring.duration - 2 * .pi / 10) < 1e-12)
        #expect(abs(spring.dampingFraction - 0.5) < 1e-12)
    }
}

@Suite("Text as people write it")
struct TextFormattingTests {
    func string(_ text: Text) -> String { text.string }

    @Test("a literal's interpolations format as SwiftUI's: integers plain, doubles with six decimals, specifiers, format styles")
    func interpolations() {
        let count = 3, scale = 1.5, name = "Ada"
        #expect(string(Text("taps \(count)")) == "taps 3")
        #expect(string(Text("scale \(scale)")) == "scale 1.500000")
        #expect(string(Text("scale \(scale, specifier: "%.1f")×")) == "scale 1.5×")
        #expect(string(Text("hi \(name)")) == "hi Ada")
        #expect(string(Text("\(0.25, format: .percent)")) == "25%")
        #expect(string(Text(3.14159, format: .number.precision(.fractionLength(2)))) == "3.14")
        #expect(string(Text("size \(CGSize(width: 1, height: 2))")) == "size \(CGSize(width: 1, height: 2))")
    }

    @Test("a String variable is shown as it is, a verbatim text too, and texts concatenate")
    func variablesAndConcatenation() {
        let raw = "100%"
        #expect(string(Text(raw)) == "100%")
        #expect(string(Text(verbatim: "\\(x)")) == "\\(x)")
        let joined = Text("Hello, ").bold() + Text("world")
        #expect(string(joined) == "Hello, world")
        #expect(drawnItems(joined)[0].textFace.isBold)
    }
}

@Suite("zIndex")
struct ZIndexTests {
    private struct Deck: View {
        @State var raised = false
        @State var log: [String] = []
        var body: some View {
            ZStack {
                Color.red.frame(width: 200, height: 200)
                    .onTapGesture { log.append("red") }
                    .zIndex(raised ? 1 : 0)
                Color.blue.frame(width: 200, height: 200)
                    .onTapGesture { log.append("blue"); raised = true }
            }
        }
    }

    @Test("a raised view draws above and is hit first, whatever its place in the code")
    func raisedViewOnTop() {
        let lab = ViewHarness(Deck())
        guard case .shape(_, let fill, _, _) = lab.frame().last?.content else { Issue.record("no shape"); return }
        #expect(fill == .blue)
        lab.tap(195, 422, at: 0.1)      // blue is on top: it raises red
        guard case .shape(_, let top, _, _) = lab.frame().last?.content else { Issue.record("no shape"); return }
        #expect(top == .red)
        lab.tap(195, 422, at: 1)
        #expect(lab.state["log"] == #"["blue", "red"]"#)
    }
}

extension ZIndexTests {
    private struct Raised: View {
        var body: some View {
            ZStack {
                Color.red.frame(width: 100, height: 100).zIndex(1).offset(x: 10).onTapGesture {}
                Color.blue.frame(width: 100, height: 100)
            }
        }
    }

    @Test("a zIndex holds through the modifiers written after it")
    func throughModifiers() {
        let lab = ViewHarness(Raised())
        guard case .shape(_, let top, _, _) = lab.frame().last?.content else { Issue.record("no shape"); return }
        #expect(top == .red)
    }
}

extension LifecycleTests {
    private struct Pair: View {
        @State var shown = true
        @State var log: [String] = []
        var body: some View {
            VStack {
                Color.red.frame(width: 100, height: 100).onTapGesture { shown = false }
                if shown {
                    Color.green.frame(width: 50, height: 50).onDisappear { log.append("first") }
                    Color.blue.frame(width: 50, height: 50).onDisappear { log.append("second") }
                    Color.gray.frame(width: 50, height: 50).onDisappear { log.append("third") }
                }
            }
        }
    }

    @Test("views that leave in one update run their onDisappear in the order they stood in the tree")
    func disappearOrder() {
        let lab = ViewHarness(Pair())
        lab.tap(195, 311, at: 0.1)
        #expect(lab.state["log"] == #"["first", "second", "third"]"#)
    }
}

@Suite("Text faces")
struct TextFaceTests {
    @Test("weights, italics and designs reach the drawn text: a Text's own win over those from above, a style keeps its weight")
    func faces() {
        func face<V: View>(_ view: V) -> TextFace { drawnItems(view)[0].textFace }
        #expect(face(Text("a")) == TextFace(weight: 400))
        #expect(face(Text("a").font(.headline)) == TextFace(weight: 600))
        #expect(face(Text("a").fontWeight(.black)) == TextFace(weight: 900))
        #expect(face(Text("a").fontWeight(.ultraLight)) == TextFace(weight: 100))
        #expect(face(Text("a").italic()) == TextFace(weight: 400, isItalic: true))
        #expect(face(Text("a").font(.system(size: 20, weight: .bold, design: .serif))) == TextFace(weight: 700, design: .serif))
        #expect(face(Text("a").monospaced()) == TextFace(weight: 400, design: .monospaced))
        #expect(face(VStack { Text("a") }.fontWeight(.heavy).fontDesign(.rounded).italic()) == TextFace(weight: 800, isItalic: true, design: .rounded))
        #expect(face(VStack { Text("a").fontWeight(.light) }.fontWeight(.heavy)) == TextFace(weight: 300))
        #expect(face(Text("**Bold**")) == TextFace(weight: 700))
        // bold(false) adds no bold: the style's and Markdown's weights stay.
        #expect(face(Text("a").font(.headline).bold(false)) == TextFace(weight: 600))
        #expect(face(Text("**Bold**").bold(false)) == TextFace(weight: 700))
    }

    @Test("each face is measured as it is drawn: bold is wider than regular, mono characters all alike")
    func metrics() {
        let regular = TextMetrics.width("Hello", pointSize: 17), bold = TextMetrics.width("Hello", pointSize: 17, face: TextFace(weight: 700))
        #expect(bold > regular)
        let mono = TextFace(design: .monospaced)
        #expect(TextMetrics.width("iiii", pointSize: 17, face: mono) == TextMetrics.width("MMMM", pointSize: 17, face: mono))
        #expect(TextMetrics.width("iiii", pointSize: 17) < TextMetrics.width("MMMM", pointSize: 17))
        // Inter's line: (ascender + descender) / em = 3408 / 2816 of the size.
        #expect(abs(TextMetrics.lineHeight(pointSize: 17) - 17 * 3408 / 2816) < 0.001)
    }
}
