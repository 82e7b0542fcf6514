import Foundation
import Testing
@testable import GestureUI

@Suite("ShareLink")
struct ShareLinkTests {
    private func drawn(_ view: some View) -> (texts: [String], symbols: [String]) {
        var texts: [String] = [], symbols: [String] = []
        for item in drawnItems(view) {
            switch item.content {
            case .text(let lines, _, _, _): texts += lines
            case .symbol(let name, _, _): symbols.append(name)
            default: break
            }
        }
        return (texts, symbols)
    }

    @Test("a share link is Share with the share symbol, or its title with it, or its own label")
    func looks() {
        let plain = drawn(ShareLink(item: URL(string: "https://www.swift.org")!))
        #expect(plain.texts == ["Share"] && plain.symbols == ["square.and.arrow.up"])
        let titled = drawn(ShareLink("Share score", item: "I scored 12", preview: SharePreview("Score")))
        #expect(titled.texts == ["Share score"] && titled.symbols == ["square.and.arrow.up"])
        let own = drawn(ShareLink(item: "text") { Image(systemName: "paperplane") })
        #expect(own.texts.isEmpty && own.symbols == ["paperplane"])
    }
}
