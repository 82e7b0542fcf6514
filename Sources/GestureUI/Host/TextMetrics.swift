/// Measures text for layout without any font library: the advance widths of the faces the lab
/// draws text in (``TextFace``: Inter in nine weights, DejaVu Sans Mono, DejaVu Serif) for
/// printable ASCII, and a typical letter's width for everything else. The tables are generated
/// by `scripts/text-faces.py` from the font files. Layout is therefore the same in tests,
/// replays and the window, whatever renders it.
public enum TextMetrics {
    /// Points: the width of `text` on one line at `pointSize` in `face`.
    public static func width<S: StringProtocol>(_ text: S, pointSize: CGFloat, face: TextFace = .regular) -> CGFloat {
        let table = TextFaceTable.of(face)
        // Beyond printable ASCII: character by character, an emoji (a sequence, a flag) as one.
        if text.unicodeScalars.contains(where: { $0.value < 32 || $0.value >= 127 }) {
            return widthByCharacter(text, table: table, pointSize: pointSize)
        }
        var units = 0.0
        for scalar in text.unicodeScalars { units += Double(table.asciiAdvances[Int(scalar.value) - 32]) }
        return CGFloat(units / table.unitsPerEm) * pointSize
    }

    /// ``width(_:pointSize:face:)`` for text beyond ASCII: an emoji, with its selectors, joiners,
    /// skin tones and tags, is one glyph 1.25 em wide (as the emoji face draws it); a Chinese,
    /// Japanese or Korean character an em; another character a typical letter.
    private static func widthByCharacter<S: StringProtocol>(_ text: S, table: TextFaceTable, pointSize: CGFloat) -> CGFloat {
        var units = 0.0
        for character in text {
            if isEmoji(character) {
                units += table.unitsPerEm * emojiAdvance
                continue
            }
            for scalar in character.unicodeScalars {
                let value = scalar.value
                if value >= 32 && value < 127 {
                    units += Double(table.asciiAdvances[Int(value) - 32])
                } else if !scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory != .nonspacingMark {
                    units += isWide(scalar) ? table.unitsPerEm : table.otherAdvance
                }
            }
        }
        return CGFloat(units / table.unitsPerEm) * pointSize
    }

    /// Ems: an emoji's advance (the emoji face's bitmaps are 136 pixels wide at 109 to the em).
    static let emojiAdvance = 1.25

    /// Whether `character` is drawn as an emoji: one shown as an emoji by default (🏀, a flag),
    /// or asked for as one with the emoji variation selector (❤️). The lab's text drawing tells
    /// them apart by the same rule.
    static func isEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    /// Points: the distance between the baselines of two lines at `pointSize` in `face`.
    public static func lineHeight(pointSize: CGFloat, face: TextFace = .regular) -> CGFloat {
        let table = TextFaceTable.of(face)
        return CGFloat((table.ascender + table.descender + table.lineGap) / table.unitsPerEm) * pointSize
    }

    /// Points from the top of a line to its baseline at `pointSize` in `face`.
    public static func ascent(pointSize: CGFloat, face: TextFace = .regular) -> CGFloat {
        let table = TextFaceTable.of(face)
        return CGFloat(table.ascender / table.unitsPerEm) * pointSize
    }

    /// Whether a character is one of the full-width ones of Chinese, Japanese and Korean, a
    /// whole em wide (as their fallback face draws them), and a line may break before or after it.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F,       // Hangul jamo
             0x2E80...0x303E,       // CJK radicals, ideographic description, CJK symbols and punctuation
             0x3041...0x33FF,       // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
             0x3400...0x4DBF,       // CJK extension A
             0x4E00...0x9FFF,       // CJK unified ideographs
             0xA960...0xA97F,       // Hangul jamo extended A
             0xAC00...0xD7A3,       // Hangul syllables
             0xF900...0xFAFF,       // CJK compatibility ideographs
             0xFE30...0xFE4F,       // CJK compatibility forms
             0xFF01...0xFF60,       // full-width forms
             0xFFE0...0xFFE6,
             0x20000...0x3FFFD:     // CJK extensions B and later
            true
        default:
            false
        }
    }

    /// Punctuation that never starts a line in Chinese and Japanese: it stays with the
    /// character before it.
    private static let closingPunctuation: Set<Character> = ["、", "。", "，", "．", "：", "；", "！", "？", "）", "」", "』",
                                                             "】", "〉", "》", "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ",
                                                             "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ",
                                                             "ュ", "ョ", "々", "〜"]

    /// A word cut where a line may break inside it: before and after each wide character
    /// (``isWide(_:)``), never before closing punctuation; the word itself when it has none.
    private static func pieces(of word: Substring) -> [Substring] {
        guard word.unicodeScalars.contains(where: isWide) else { return [word] }
        var pieces: [Substring] = []
        var start = word.startIndex
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            if word[index].unicodeScalars.contains(where: isWide) {
                if closingPunctuation.contains(word[index]), start < index {
                    // Joined to the letters before it (`Hello。`).
                    pieces.append(word[start..<next])
                } else if closingPunctuation.contains(word[index]), let last = pieces.last, start == index {
                    // Joined to the piece before it.
                    pieces[pieces.count - 1] = word[last.startIndex..<next]
                } else {
                    if start < index { pieces.append(word[start..<index]) }
                    pieces.append(word[index..<next])
                }
                start = next
            }
            index = next
        }
        if start < word.endIndex { pieces.append(word[start...]) }
        return pieces
    }

    /// The lines `text` breaks into at word boundaries within `width` points (a word longer
    /// than the width gets a line of its own), and between Chinese, Japanese and Korean
    /// characters; explicit newlines always break.
    public static func lines(_ text: String, pointSize: CGFloat, width: CGFloat?, face: TextFace = .regular) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, Self.width(paragraph, pointSize: pointSize, face: face) > width else {
                result.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                for (index, piece) in pieces(of: word).enumerated() {
                    // Words are joined by their space, the pieces of one word by nothing.
                    let candidate = line.isEmpty ? String(piece) : line + (index == 0 ? " " : "") + piece
                    if !line.isEmpty && Self.width(candidate, pointSize: pointSize, face: face) > width {
                        result.append(line)
                        line = String(piece)
                    } else {
                        line = candidate
                    }
                }
            }
            result.append(line)
        }
        return result
    }
}
