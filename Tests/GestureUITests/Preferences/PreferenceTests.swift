import Testing
@testable import GestureUI

private struct WidestKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Widest: View {
    @State var widest: CGFloat = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 10).preference(key: WidestKey.self, value: 40)
            Color.blue.frame(width: 90, height: 10).preference(key: WidestKey.self, value: 90)
        }
        .onPreferenceChange(WidestKey.self) { widest = $0 }
    }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct Highlight: View {
    var body: some View {
        VStack(spacing: 20) {
            Color.gray.frame(width: 100, height: 50)
            Color.green.frame(width: 60, height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Rectangle().stroke(Color.red, lineWidth: 2)
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
    }
}

private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Doubled: View {
    @State var total = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 3)
            Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 4)
                .transformPreference(SumKey.self) { $0 *= 10 }
        }
        .onPreferenceChange(SumKey.self) { total = $0 }
    }
}

@Suite("Preferences")
struct PreferenceTests {
    @Test("onPreferenceChange gets the values inside combined by the key's reduce")
    func reduced() {
        let lab = ViewHarness(Widest())
        #expect(lab.state["widest"] == "90.0")
    }

    @Test("an anchor preference turns into the overlay's own coordinates: the outline lies on the anchored view")
    func anchors() {
        let items = drawnItems(Highlight())
        let green = items.first { if case .shape(_, let fill, _, _) = $0.content { return fill == .green } else { return false } }!
        let outline = items.first { if case .shape(_, _, let stroke, _) = $0.content { return stroke == .red } else { return false } }!
        #expect(outline.center == green.center)
        #expect(outline.size == green.size)
    }

    @Test("transformPreference changes the value of its own content only")
    func transform() {
        let lab = ViewHarness(Doubled())
        #expect(lab.state["total"] == "43")
    }
}

private struct MeasuredBackground: View {
    var body: some View {
        Text("Hello")
            .background(GeometryReader { proxy in Color.clear.preference(key: WidestKey.self, value: proxy.size.width) })
            .backgroundPreferenceValue(WidestKey.self) { width in
                Color.yellow.frame(width: width + 20, height: 10)
            }
    }
}

extension PreferenceTests {
    @Test("a background reads values set by geometry readers inside its content")
    func backgroundReadsReaders() {
        let items = drawnItems(MeasuredBackground())
        let text = items.first { if case .text = $0.content { return true } else { return false } }!
        let yellow = items.first { if case .shape(_, let fill, _, _) = $0.content { return fill == .yellow } else { return false } }!
        #expect(yellow.size.width == text.size.width + 20)
    }
}
