import Testing
@testable import GestureUI

@Suite("Text measured for layout")
struct TextMetricsTests {
    @Test("a Chinese, Japanese or Korean character is a whole em wide; other characters outside ASCII a typical letter")
    func wideCharacters() {
        #expect(TextMetrics.width("日本語", pointSize: 20) == 60)
        #expect(TextMetrics.width("한국어", pointSize: 10) == 30)
        #expect(TextMetrics.width("テスト。", pointSize: 10) == 40)
        #expect(TextMetrics.width("é", pointSize: 20) < 15)
    }

    @Test("an emoji is 1.25 em wide, asked for with its selector too; selectors, joiners and skin tones take no room")
    func emojiWidths() {
        let em = TextMetrics.width("🏀", pointSize: 20)
        #expect(abs(em - 25) < 0.01)
        #expect(abs(TextMetrics.width("❤️", pointSize: 20) - 25) < 0.01)
        #expect(abs(TextMetrics.width("👋🏽", pointSize: 20) - 25) < 0.01)
        #expect(TextMetrics.width("❤", pointSize: 20) < 25)   // without the selector: the text's heart
        // A sequence is one glyph: a family joined by zero-width joiners, a flag, a tagged flag.
        for sequence in ["👨‍👩‍👧", "🇫🇷", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"] {
            #expect(abs(TextMetrics.width(sequence, pointSize: 20) - 25) < 0.01, "\(sequence)")
        }
        #expect(abs(TextMetrics.width("a🏀b", pointSize: 20) - (TextMetrics.width("ab", pointSize: 20) + 25)) < 0.01)
    }

    @Test("a line breaks between Chinese and Japanese characters without spaces, never before closing punctuation")
    func breaksBetweenWideCharacters() {
        let text = "長い日本語の文章は画面の幅で折り返されます。"
        let lines = TextMetrics.lines(text, pointSize: 10, width: 55)
        #expect(lines.joined() == text)
        #expect(lines.allSatisfy { TextMetrics.width($0, pointSize: 10) <= 55 || $0.hasSuffix("。") })
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("。") })
        #expect(lines.count == 5)
        // After Latin letters too.
        let latin = TextMetrics.lines("Hello。World", pointSize: 10, width: 35)
        #expect(!latin.contains { $0.hasPrefix("。") })
        // Latin words around them still break only at spaces.
        let mixed = TextMetrics.lines("Tap 日本 twice", pointSize: 10, width: 30)
        #expect(mixed.joined(separator: " ").replacingOccurrences(of: "日 本", with: "日本") == "Tap 日本 twice")
        #expect(mixed.contains("twice"))
    }
}
