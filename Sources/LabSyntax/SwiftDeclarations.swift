/// Finds the top-level type declarations of a Swift file and the names in their inheritance
/// clauses (`struct ContentView: View` gives `ContentView` with `View`), so the lab can choose a
/// Swift scene's root view before compiling it. A light scan, not a parser: it skips comments
/// and string literals (plain, multi-line and raw), counts braces, and reads the words and
/// punctuation at the top level. The compiler, run next, judges the file itself.
public enum SwiftDeclarations {
    public struct Declaration: Equatable, Sendable {
        public var name: String
        /// The words of the inheritance clause: `View`, `App`, `Equatable`…
        public var inherits: [String]
        public var location: SourceLocation
        /// Whether the declaration carries `@main`.
        public var isMain: Bool
    }

    private enum Piece: Equatable {
        case word(String)
        case symbol(Unicode.Scalar)
    }

    /// The modules the file imports at the top level (`import SwiftUI` gives `SwiftUI`).
    public static func imports(in source: String) -> [String] {
        let pieces = scan(source)
        var result: [String] = []
        for (index, piece) in pieces.enumerated() where piece.0 == .word("import") {
            // `import struct Foo.Bar` names its kind first.
            var next = index + 1
            if next < pieces.count, case .word(let kind) = pieces[next].0,
               ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind) { next += 1 }
            if next < pieces.count, case .word(let module) = pieces[next].0 { result.append(module) }
        }
        return result
    }

    /// The source with its lines that import Foundation or Dispatch as a whole (`import
    /// Foundation`, `@preconcurrency import Dispatch`, `public import Foundation;`) left blank, so that the view layer's own
    /// versions of their timers win over theirs (both modules stay visible through it); nil when
    /// there is no such line. Lines keep their numbers (ends of lines become `\n`).
    public static func blankingFoundationImports(_ source: String) -> String? {
        var changed = false
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line -> Substring in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == ";" })
            if let comment = words.firstIndex(where: { $0.hasPrefix("//") }) { words.removeSubrange(comment...) }
            while let first = words.first, ["@preconcurrency", "public", "internal", "package", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.count == 2, words[0] == "import", words[1] == "Foundation" || words[1] == "Dispatch" else { return line }
            changed = true
            return ""
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// A top-level `#Preview`: where it is and its name, if it gives one as a plain literal
    /// (`#Preview("Dark") { … }`).
    public struct Preview: Equatable, Sendable {
        public var name: String?
        public var location: SourceLocation
    }

    /// The file's top-level `#Preview` macros, in order.
    public static func previews(in source: String) -> [Preview] {
        let pieces = scan(source)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [Preview] = []
        for index in pieces.indices.dropLast() where pieces[index].0 == .symbol("#") && pieces[index + 1].0 == .word("Preview") {
            let location = pieces[index].1
            var name: String?
            // The name: `(` and a plain string literal right after the macro's name, on its line.
            if location.line - 1 < lines.count {
                let rest = lines[location.line - 1].unicodeScalars.dropFirst(location.column - 1 + "#Preview".count)
                let text = String(String.UnicodeScalarView(rest)).drop { $0 == " " }
                if text.hasPrefix("(") {
                    let afterParen = text.dropFirst().drop { $0 == " " }
                    if afterParen.hasPrefix("\""), let close = afterParen.dropFirst().firstIndex(of: "\"") {
                        name = String(afterParen[afterParen.index(after: afterParen.startIndex)..<close])
                    }
                }
            }
            result.append(Preview(name: name, location: location))
        }
        return result
    }

    /// The asset symbols a file names as Xcode generates them (`Image(.mountains)`,
    /// `UIImage(resource: .mountains)`, `Image(uiImage: .mountains)`) and does not declare itself, in order of first use: the
    /// lab makes them, as Xcode does from the asset catalog.
    public static func imageResourceNames(in source: String) -> [String] {
        var names: [String] = []
        let scalars = Array(source.unicodeScalars)
        func word(at start: Int) -> (String, Int)? {
            var k = start
            guard k < scalars.count, isIdentifierStart(scalars[k]) else { return nil }
            while k < scalars.count, isIdentifierCharacter(scalars[k]) { k += 1 }
            return (String(String.UnicodeScalarView(scalars[start..<k])), k)
        }
        for prefix in ["Image(", "UIImage(resource:", "Image(uiImage:", "Image(uiImage: UIImage(resource:"] {
            let pattern = Array(prefix.unicodeScalars)
            var i = 0
            while i + pattern.count < scalars.count {
                if Array(scalars[i..<(i + pattern.count)]) == pattern {
                    var k = i + pattern.count
                    while k < scalars.count, scalars[k] == " " { k += 1 }
                    if k < scalars.count, scalars[k] == ".", let (name, end) = word(at: k + 1) {
                        var after = end
                        while after < scalars.count, scalars[after] == " " { after += 1 }
                        if after < scalars.count, scalars[after] == ")", !names.contains(name) { names.append(name) }
                    }
                }
                i += 1
            }
        }
        // Names the file declares itself (an extension of its own) are left to it.
        return names.filter { !declaresStatic($0, in: source) }
    }

    /// Whether the file declares a static member `name` (`static let name`, `static var name`),
    /// the whole name: `static let photoSize` does not declare `photo`.
    public static func declaresStatic(_ name: String, in source: String) -> Bool {
        let text = Array(source.unicodeScalars)
        for keyword in ["static let ", "static var "] {
            let pattern = Array((keyword + name).unicodeScalars)
            guard pattern.count <= text.count else { continue }
            for start in 0...(text.count - pattern.count) where text[start..<(start + pattern.count)].elementsEqual(pattern) {
                let after = start + pattern.count
                if after == text.count || !isIdentifierCharacter(text[after]) { return true }
            }
        }
        return false
    }

    /// Whether an identifier may start with `c` (a letter or `_`).
    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic }
    /// Whether `c` may stand inside an identifier (a letter, a digit or `_`).
    private static func isIdentifierCharacter(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || ("0"..."9").contains(c) }

    /// The symbol the `#Preview` macro gives the preview at `line` of a file named `fileName` in
    /// `module` (so two modules' previews never share one): the lab loads a compiled file's
    /// preview by it.
    public static func previewSymbol(module: String, fileName: String, line: Int) -> String {
        func safe(_ text: String) -> String {
            String(text.unicodeScalars.map { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "_" })
        }
        return "gesture_lab_preview_" + safe(module) + "_" + safe(fileName) + "_\(line)"
    }

    /// Top-level `struct`, `class`, `enum` and `actor` declarations, in order.
    public static func types(in source: String) -> [Declaration] {
        let pieces = scan(source)
        var result: [Declaration] = []
        var i = 0
        var sawMain = false
        while i < pieces.count {
            let (piece, location) = pieces[i]
            if piece == .symbol("@"), i + 1 < pieces.count, pieces[i + 1].0 == .word("main") { sawMain = true }
            if case .word(let keyword) = piece, ["struct", "class", "enum", "actor"].contains(keyword),
               i + 1 < pieces.count, case .word(let name) = pieces[i + 1].0 {
                var inherits: [String] = []
                var j = i + 2
                if j < pieces.count, pieces[j].0 == .symbol("<") {
                    var angle = 0
                    repeat {
                        if pieces[j].0 == .symbol("<") { angle += 1 }
                        if pieces[j].0 == .symbol(">") { angle -= 1 }
                        j += 1
                    } while j < pieces.count && angle > 0
                }
                if j < pieces.count, pieces[j].0 == .symbol(":") {
                    j += 1
                    while j < pieces.count, pieces[j].0 != .symbol("{"), pieces[j].0 != .word("where") {
                        if case .word(let w) = pieces[j].0 { inherits.append(w) }
                        j += 1
                    }
                }
                result.append(Declaration(name: name, inherits: inherits, location: location, isMain: sawMain))
                sawMain = false
                i = j
                continue
            }
            if case .word(let w) = piece, !["public", "private", "fileprivate", "internal", "package", "final", "open", "main"].contains(w) {
                if !["struct", "class", "enum", "actor"].contains(w) { sawMain = false }
            }
            i += 1
        }
        return result
    }

    /// The words and punctuation outside braces, comments and strings, with their locations.
    private static func scan(_ source: String) -> [(Piece, SourceLocation)] {
        let s = Array(source.unicodeScalars)
        var pieces: [(Piece, SourceLocation)] = []
        var i = 0, line = 1, lineStart = 0, depth = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func newline(_ k: Int) { line += 1; lineStart = k + 1 }
        while i < s.count {
            let c = s[i]
            if c == "\n" { newline(i); i += 1; continue }
            if c == "/" && at(i + 1) == "/" {
                while i < s.count && s[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && at(i + 1) == "*" {
                var nesting = 0
                repeat {
                    if s[i] == "/" && at(i + 1) == "*" { nesting += 1; i += 2; continue }
                    if s[i] == "*" && at(i + 1) == "/" { nesting -= 1; i += 2; continue }
                    if s[i] == "\n" { newline(i) }
                    i += 1
                } while i < s.count && nesting > 0
                continue
            }
            if c == "#" || c == "\"" {
                // A string literal: count the raw delimiter's hashes, then the quotes.
                var hashes = 0, k = i
                while at(k) == "#" { hashes += 1; k += 1 }
                guard at(k) == "\"" else {
                    // A `#` of a macro or directive (`#Preview`, `#if`): the word follows.
                    if depth == 0 { pieces.append((.symbol("#"), SourceLocation(line: line, column: i - lineStart + 1))) }
                    i = k
                    continue
                }
                let multiline = at(k + 1) == "\"" && at(k + 2) == "\""
                k += multiline ? 3 : 1
                let closing = multiline ? 3 : 1
                while k < s.count {
                    if s[k] == "\\" && hashes == 0 { k += 2; continue }
                    if s[k] == "\n" { newline(k) }
                    if s[k] == "\"" {
                        var quotes = 0
                        while at(k + quotes) == "\"" && quotes < closing { quotes += 1 }
                        var trailing = 0
                        while at(k + quotes + trailing) == "#" && trailing < hashes { trailing += 1 }
                        if quotes == closing && trailing == hashes { k += quotes + trailing; break }
                    }
                    k += 1
                }
                i = k
                continue
            }
            let location = SourceLocation(line: line, column: i - lineStart + 1)
            if c == "{" {
                if depth == 0 { pieces.append((.symbol(c), location)) }
                depth += 1
                i += 1
                continue
            }
            if c == "}" { depth = max(0, depth - 1); i += 1; continue }
            if isIdentifierStart(c) || c == "`" {
                var k = i
                if c == "`" { k += 1 }
                let start = k
                while k < s.count && isIdentifierCharacter(s[k]) { k += 1 }
                let word = String(String.UnicodeScalarView(s[start..<k]))
                if at(k) == "`" { k += 1 }
                if depth == 0 { pieces.append((.word(word), location)) }
                i = max(k, i + 1)
                continue
            }
            if depth == 0 && [":", "<", ">", "@", ",", "."].contains(c) { pieces.append((.symbol(c), location)) }
            i += 1
        }
        return pieces
    }
}
