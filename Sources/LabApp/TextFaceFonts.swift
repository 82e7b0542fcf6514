import GestureUI
import LabWindow

/// The font files text faces are drawn from, opened once each: Inter in its nine weights and
/// their italics (Debian's fonts-inter), DejaVu Sans Mono and DejaVu Serif with their bold and
/// slanted cuts; the lab's bundled DejaVu Sans when a file is missing.
final class TextFaceFonts {
    private let fallback: LabWindow.Font
    private var opened: [TextFace: LabWindow.Font] = [:]

    init(fallback: LabWindow.Font) { self.fallback = fallback }

    /// The font for `face`, at the fallback's point size.
    func font(for face: TextFace) -> LabWindow.Font {
        if let font = opened[face] { return font }
        let font = Self.path(for: face).flatMap { try? LabWindow.Font(path: $0, pointSize: fallback.pointSize) } ?? fallback
        opened[face] = font
        return font
    }

    /// Inter's file names by weight.
    private static let interNames = [100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
                                     600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black"]

    /// The file drawing `face`, if installed.
    static func path(for face: TextFace) -> String? {
        let path: String
        switch face.design {
        case .default, .rounded:
            let weight = min(900, max(100, (face.weight + 50) / 100 * 100))
            let name = interNames[weight] ?? "Regular"
            let file = face.isItalic ? (name == "Regular" ? "Italic" : name + "Italic") : name
            path = "/usr/share/fonts/opentype/inter/Inter-\(file).otf"
        case .monospaced:
            let cut = face.isBold ? (face.isItalic ? "-BoldOblique" : "-Bold") : (face.isItalic ? "-Oblique" : "")
            if cut.isEmpty { return BundledFont.mono.path }
            path = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono\(cut).ttf"
        case .serif:
            let cut = face.isBold ? (face.isItalic ? "-BoldItalic" : "-Bold") : (face.isItalic ? "-Italic" : "")
            path = "/usr/share/fonts/truetype/dejavu/DejaVuSerif\(cut).ttf"
        }
        return FileCheck.isReadableFile(path) ? path : nil
    }
}
