import Testing
@testable import GestureUI

@Suite("Markdown in a Text's literal")
struct InlineMarkdownTests {
    @Test("markers go and a text bold from end to end is bold", arguments: [
        ("**Drag** the card", "Drag the card", false),
        ("**Swipe to delete**", "Swipe to delete", true),
        ("__Done__", "Done", true),
        ("*Pinch* to zoom", "Pinch to zoom", false),
        ("~~old~~ new", "old new", false),
        ("Use `onEnded`", "Use onEnded", false),
        ("See [the docs](https://example.com)", "See the docs", false),
        ("***Both***", "Both", true),
    ])
    func markers(source: String, text: String, bold: Bool) {
        let key = LocalizedStringKey(stringLiteral: source)
        #expect(key.text == text)
        #expect(key.isBold == bold)
    }

    @Test("what CommonMark does not read as emphasis stays as written", arguments: [
        "2 * 3 * 4", "snake_case_name", "a ~ b", "**unclosed", "\\*literal\\*", "price: 5*",
    ])
    func notEmphasis(source: String) {
        let key = LocalizedStringKey(stringLiteral: source)
        #expect(key.text == source.replacingOccurrences(of: "\\", with: ""))
        #expect(!key.isBold)
    }

    @Test("interpolated values are not read as Markdown; markers around them are")
    func interpolation() {
        let name = "*star*"
        let count = 3
        let key: LocalizedStringKey = "**\(count)** items for \(name)"
        #expect(key.text == "3 items for *star*")
        let whole: LocalizedStringKey = "**\(count) left**"
        #expect(whole.text == "3 left")
        #expect(whole.isBold)
    }

    @Test("Text from a literal draws without markers, bold when the literal says so; Text from a String keeps them")
    func drawn() {
        let items = drawnItems(VStack { Text("**Ready**"); Text(String("**raw**")) })
        let texts = items.compactMap { item -> (String, Bool)? in
            guard case .text(let lines, _, _, let bold) = item.content else { return nil }
            return (lines.joined(), bold)
        }
        #expect(texts.map(\.0) == ["Ready", "**raw**"])
        #expect(texts.map(\.1) == [true, false])
    }
}
