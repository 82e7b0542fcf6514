/// The glyph an SF Symbols name without one of its own is drawn with: its nearest relative's,
/// found by taking off the trailing variant parts an SF Symbols name adds to a base symbol (an
/// enclosure: `circle`, `square`, `rectangle`; a `badge`; `fill`), keeping the fill, so that
/// `hand.point.right.fill` draws as `hand.point.right` and `tray.circle.fill` as `tray.fill`.
/// A part that changes the meaning (`slash`, a direction) is never taken off: `bell.slash` has
/// no relative.
///
/// ```swift
/// SymbolGlyphs.nearestName(to: "tray.circle.fill")   // "tray.fill"
/// SymbolGlyphs.nearestName(to: "heart.fill")         // "heart.fill" (its own)
/// ```
extension SymbolGlyphs {
    /// The parts that only dress a base symbol.
    private static let variantParts: Set<String> = ["fill", "circle", "square", "rectangle"]

    /// `name` if it has a glyph, else its nearest relative with one, else nil.
    static func nearestName(to name: String) -> String? {
        if codepoints[name] != nil { return name }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let filled = parts.last == "fill"
        var tried: Set<String> = [name]
        func candidate(_ parts: [String]) -> String? {
            guard !parts.isEmpty else { return nil }
            let base = parts.joined(separator: ".")
            for option in filled ? [base + ".fill", base] : [base] where tried.insert(option).inserted {
                if codepoints[option] != nil { return option }
            }
            return nil
        }
        while let last = parts.last {
            if let badge = parts.lastIndex(of: "badge"), badge > 0 {
                parts.removeSubrange(badge...)   // a badge and what it shows
            } else if variantParts.contains(last), parts.count > 1 {
                parts.removeLast()
            } else {
                return nil
            }
            if let found = candidate(parts) { return found }
        }
        return nil
    }
}
