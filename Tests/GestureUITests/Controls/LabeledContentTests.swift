import Testing
@testable import GestureUI

@Suite("LabeledContent")
struct LabeledContentTests {
    @Test("a labelled value stands at the row's trailing edge in the secondary colour, its label at the leading edge")
    func valueAtTheTrailingEdge() {
        let items = drawnItems(LabeledContent("Version", value: "1.0").frame(width: 300))
        var texts: [String: DisplayItem] = [:]
        for item in items { if case .text(let lines, _, _, _) = item.content { texts[lines.joined()] = item } }
        let label = try! #require(texts["Version"]), value = try! #require(texts["1.0"])
        #expect(abs((label.center.x - label.size.width / 2) - 45) < 0.5)    // the 300-point row starts at 45
        #expect(abs((value.center.x + value.size.width / 2) - 345) < 0.5)
        if case .text(_, _, let color, _) = value.content { #expect(color == .secondary) }
        if case .text(_, _, let color, _) = label.content { #expect(color == .primary) }
    }

    @Test("its content may be any view, with a label of any view")
    func anyContent() {
        let items = drawnItems(LabeledContent { Image(systemName: "star.fill") } label: { Text("Rating").bold() })
        #expect(items.contains { if case .symbol("star.fill", _, _) = $0.content { true } else { false } })
        #expect(items.contains { if case .text(["Rating"], _, _, _) = $0.content { true } else { false } })
    }
}
