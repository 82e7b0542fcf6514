/// The inline Markdown SwiftUI reads in a `Text`'s string literal: `**bold**`, `*italic*`,
/// `~~struck~~`, `` `code` ``, `[a link](url)` and backslash escapes, with CommonMark's rules for
/// which `*` and `_` open or close (`2 * 3` and `snake_case` stay as they are). The markers go;
/// the lab draws one weight per text, so a text bold from end to end is drawn bold, and other
/// emphasis is drawn plain (README, differences).
///
/// ```swift
/// Text("**Drag** the card")           // "Drag the card"
/// Text("**Swipe to delete**")         // "Swipe to delete", bold
/// ```
enum InlineMarkdown {
    /// The text without its markers, and whether it is bold from end to end.
    static func parse(_ source: String) -> (text: String, isBold: Bool) {
        // Most literals have no marker at all.
        guard source.utf8.contains(where: { $0 == 42 || $0 == 95 || $0 == 126 || $0 == 96 || $0 == 91 || $0 == 92 }) else {
            return (source, false)
        }
        var pieces = tokens(Array(source))
        match(&pieces)
        var text = ""
        var boldCount = 0, plainCount = 0
        for piece in pieces {
            switch piece {
            case .text(let string, let depth):
                text += string
                let visible = string.filter { !$0.isWhitespace }.count
                if depth > 0 { boldCount += visible } else { plainCount += visible }
            case .delimiter(let character, let count, _, _):
                text += String(repeating: character, count: count)
                plainCount += count
            }
        }
        return (text, boldCount > 0 && plainCount == 0)
    }

    private enum Piece {
        /// Text, inside this many bold spans.
        case text(String, boldDepth: Int)
        /// A run of `*`, `_` or `~` not yet matched.
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
    }

    private static func isPunctuation(_ c: Character) -> Bool {
        c.isPunctuation || c.isSymbol
    }

    private static func tokens(_ chars: [Character]) -> [Piece] {
        var pieces: [Piece] = []
        var buffer = ""
        func flush() {
            if !buffer.isEmpty { pieces.append(.text(buffer, boldDepth: 0)) }
            buffer = ""
        }
        var index = 0
        while index < chars.count {
            let c = chars[index]
            switch c {
            case "\\" where index + 1 < chars.count && isPunctuation(chars[index + 1]):
                buffer.append(chars[index + 1])
                index += 2
            case "`":
                // A code span: its content as it is, up to the next backtick.
                if let end = chars[(index + 1)...].firstIndex(of: "`") {
                    buffer += String(chars[(index + 1)..<end])
                    index = end + 1
                } else {
                    buffer.append(c)
                    index += 1
                }
            case "[":
                // A link: its label, parsed, without the destination.
                if let close = chars[(index + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
                   let end = chars[(close + 2)...].firstIndex(of: ")") {
                    flush()
                    pieces += tokens(Array(chars[(index + 1)..<close]))
                    index = end + 1
                } else {
                    buffer.append(c)
                    index += 1
                }
            case "*", "_", "~":
                var end = index
                while end < chars.count, chars[end] == c { end += 1 }
                let before: Character = index > 0 ? chars[index - 1] : " "
                let after: Character = end < chars.count ? chars[end] : " "
                let left = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
                let right = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
                var canOpen = left, canClose = right
                if c == "_" {
                    canOpen = left && (!right || isPunctuation(before))
                    canClose = right && (!left || isPunctuation(after))
                }
                if c == "~" && end - index != 2 {
                    canOpen = false
                    canClose = false
                }
                flush()
                pieces.append(.delimiter(c, count: end - index, canOpen: canOpen, canClose: canClose))
                index = end
            default:
                buffer.append(c)
                index += 1
            }
        }
        flush()
        return pieces
    }

    /// Pairs closers with the nearest opener of the same character before them; the pieces
    /// between a pair of two or more `*` or `_` are bold. Matched markers are dropped.
    private static func match(_ pieces: inout [Piece]) {
        var closer = 0
        while closer < pieces.count {
            guard case .delimiter(let c, let count, _, true) = pieces[closer] else {
                closer += 1
                continue
            }
            // The nearest run of the same character before it that can open.
            var found: (index: Int, count: Int)?
            for index in stride(from: closer - 1, through: 0, by: -1) {
                if case .delimiter(c, let openCount, true, _) = pieces[index] {
                    found = (index, openCount)
                    break
                }
            }
            guard let (opener, openCount) = found else {
                closer += 1
                continue
            }
            // The shorter run is used up; what is left of the longer one can pair again.
            let used = min(count, openCount)
            let bold = c != "~" && used >= 2
            if bold {
                for index in (opener + 1)..<closer {
                    if case .text(let string, let depth) = pieces[index] { pieces[index] = .text(string, boldDepth: depth + 1) }
                }
            }
            // Drop the markers the pair used.
            pieces[closer] = count - used > 0 ? .delimiter(c, count: count - used, canOpen: false, canClose: true)
                : .text("", boldDepth: 0)
            pieces[opener] = openCount - used > 0 ? .delimiter(c, count: openCount - used, canOpen: true, canClose: false)
                : .text("", boldDepth: 0)
            if count - used == 0 { closer += 1 }
        }
    }
}
