/// Measures text for layout without any font library: the advance widths of the faces the lab
/// draws text in (``TextFace``: Inter in nine weights, DejaVu Sans Mono, DejaVu Serif) for
/// printable ASCII, and a typical letter's width for everything else. The tables are generated
/// by `scripts/text-faces.py` from the font files. Layout is therefore the same in tests,
/// replays and the window, whatever renders it.
public enum TextMetrics {
    /// Points: the width of `text` on one line at `pointSize` in `face`.
    public static func width<S: StringProtocol>(_ text: S, pointSize: CGFloat, face: TextFace = .regular) -> CGFloat {
        let table = TextFaceTable.of(face)
        var units = 0.0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            units += value >= 32 && value < 127 ? Double(table.asciiAdvances[Int(value) - 32]) : table.otherAdvance
        }
        return CGFloat(units / table.unitsPerEm) * pointSize
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

    /// The lines `text` breaks into at word boundaries within `width` points (a word longer
    /// than the width gets a line of its own); explicit newlines always break.
    public static func lines(_ text: String, pointSize: CGFloat, width: CGFloat?, face: TextFace = .regular) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, Self.width(paragraph, pointSize: pointSize, face: face) > width else {
                result.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty && Self.width(candidate, pointSize: pointSize, face: face) > width {
                    result.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            result.append(line)
        }
        return result
    }
}
