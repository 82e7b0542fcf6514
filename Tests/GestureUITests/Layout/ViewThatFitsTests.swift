import Testing
@testable import GestureUI

private struct Choices: View {
    let width: CGFloat
    @State var tapped = ""
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 40).onTapGesture { tapped = "wide" }
            Color.green.frame(width: 200, height: 40).onTapGesture { tapped = "middle" }
            Color.blue.frame(width: 250, height: 60).onTapGesture { tapped = "last" }
        }
        .frame(width: width)
    }
}

@Suite("ViewThatFits")
struct ViewThatFitsTests {
    private func fills(_ view: some View) -> [Color] {
        drawnItems(view).compactMap { item in
            if case .shape(_, let fill, _, _) = item.content { return fill } else { return nil }
        }
    }

    @Test("the first view whose ideal width fits is the one shown; the others are not drawn")
    func firstThatFits() {
        #expect(fills(Choices(width: 390)) == [.red])
        #expect(fills(Choices(width: 220)) == [.green])
    }

    @Test("when none fits, the last is shown, sized as it asks")
    func lastWhenNoneFits() {
        let items = drawnItems(Choices(width: 100))
        #expect(items.count == 1 && items[0].size == CGSize(width: 250, height: 60))
    }

    @Test("a view left out takes no touches: a tap where it would be reaches the one shown")
    func leftOutTakesNoTouches() {
        let lab = ViewHarness(Choices(width: 220))
        lab.tap(195, 422, at: 1.0)
        #expect(lab.state["tapped"] == "middle")
    }

    @Test("along a constrained axis only: an unconstrained height does not count")
    func onlyTheConstrainedAxis() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 100, height: 2_000)
            Color.green.frame(width: 50, height: 10)
        }
        .frame(width: 150, height: 100)
        #expect(fills(view) == [.red])
    }
}

private struct TitleKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

extension ViewThatFitsTests {
    @Test("only the view shown gives its preferences")
    func onlyTheChosenGivesPreferences() {
        struct Reader: View {
            @State var titles: [String] = []
            var body: some View {
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 500, height: 10).preference(key: TitleKey.self, value: ["wide"])
                    Color.green.frame(width: 100, height: 10).preference(key: TitleKey.self, value: ["narrow"])
                }
                .onPreferenceChange(TitleKey.self) { titles = $0 }
            }
        }
        let lab = ViewHarness(Reader())
        lab.advance(to: 0.5)
        #expect(lab.state["titles"] == #"["narrow"]"#)
    }
}
