import CSDL2
import CSDL2TTF
import Synchronization

/// Sizes of a block of text, in window points.
public struct TextMetrics: Hashable, Sendable {
    /// Width of the widest line.
    public var width: Double
    /// Line count times ``lineHeight``.
    public var height: Double
    /// Distance from one baseline to the next.
    public var lineHeight: Double
    /// Distance from the top of a line to its baseline.
    public var ascent: Double
}

/// A TrueType font opened with SDL_ttf, owned by Swift.
///
/// A font has a size in points. Canvases render it at the pixel size they need (points times
/// their pixel scale, times a text scale), so the font keeps one SDL_ttf handle per pixel size,
/// each closed in `deinit`.
public final class Font {
    /// The file the font was opened from.
    public let path: String
    /// The size in points.
    public let pointSize: Double

    private let context: SDLContext
    private var handles: [Int: OpaquePointer] = [:]
    private var handleOrder: [Int] = []
    private static let maximumHandles = 12
    /// Held while a face is opened or closed: SDL_ttf's faces share one FreeType library, whose
    /// list of faces is not safe to change from two threads at once (a face added by one while
    /// another is added is lost from the list, and then never freed when closed). Canvases on
    /// different threads (tests in parallel, a window and an offscreen render) open faces.
    private static let faces = Mutex(())

    /// Opens the TrueType file at `path` at `pointSize` points.
    /// - Throws: ``LabWindowError/fontLoading(path:pixelSize:sdlError:)`` when SDL_ttf cannot
    ///   open it, ``LabWindowError/invalidArgument(_:)`` for a size that is not positive.
    public init(path: String, pointSize: Double) throws {
        guard pointSize > 0, pointSize.isFinite else {
            throw LabWindowError.invalidArgument("font size \(pointSize) is not a positive number")
        }
        self.path = path
        self.pointSize = pointSize
        context = try SDLContext(.text)
        _ = try handle(pixelSize: Font.pixelSize(for: pointSize))
    }

    /// Opens one of the fonts shipped with gesture-lab (see ``BundledFont``).
    public convenience init(_ bundled: BundledFont, pointSize: Double) throws {
        guard let path = bundled.path else {
            throw LabWindowError.fontLoading(path: bundled.rawValue, pixelSize: Font.pixelSize(for: pointSize),
                                             sdlError: "not found under Assets/fonts or the system font folder")
        }
        try self.init(path: path, pointSize: pointSize)
    }

    deinit {
        let handles = handles
        Font.faces.withLock { _ in for (_, handle) in handles { TTF_CloseFont(handle) } }
    }

    /// The fallback face for characters this one lacks (``SystemFont/cjkFallback``), opened the
    /// first time a line needs it; nil where it is not installed.
    private var fallback: Font?
    private var fallbackLooked = false

    /// The colour emoji face (``SystemFont/emoji``), opened the first time a line has an emoji;
    /// nil where it is not installed.
    private var emoji: Font?
    private var emojiLooked = false

    /// The emoji face's handle at its one size (its glyphs are bitmaps of
    /// ``Font/emojiPixelSize`` pixels, scaled to the text's size where drawn), if it is installed.
    func emojiHandle() -> OpaquePointer? {
        if !emojiLooked {
            emojiLooked = true
            if let file = SystemFont.emoji.path { emoji = try? Font(path: file, pointSize: Double(Font.emojiPixelSize)) }
        }
        return try? emoji?.handle(pixelSize: Font.emojiPixelSize)
    }
    /// Pixels per em of the emoji face's bitmaps (Noto Color Emoji's one strike).
    static let emojiPixelSize = 109

    /// The fallback face's handle at `pixelSize`, if there is a fallback face.
    func fallbackHandle(pixelSize: Int) -> OpaquePointer? {
        if !fallbackLooked {
            fallbackLooked = true
            if path != SystemFont.cjkFallback.rawValue, let file = SystemFont.cjkFallback.path {
                fallback = try? Font(path: file, pointSize: pointSize)
            }
        }
        return try? fallback?.handle(pixelSize: pixelSize)
    }

    /// The pixel size text of `size` pixels is rasterised at: 1 to 1000 (larger text is drawn
    /// enlarged), whatever `size` is, NaN and infinities included.
    static func pixelSize(for size: Double) -> Int {
        guard size > 1 else { return 1 }
        return Int(min(size, 1000).rounded())
    }

    /// The SDL_ttf handle for a pixel size, opened on first use.
    func handle(pixelSize: Int) throws -> OpaquePointer {
        if let handle = handles[pixelSize] { return handle }
        guard let handle = Font.faces.withLock({ _ in TTF_OpenFont(path, Int32(pixelSize)) }) else {
            throw LabWindowError.fontLoading(path: path, pixelSize: pixelSize, sdlError: sdlErrorMessage())
        }
        TTF_SetFontHinting(handle, TTF_HINTING_LIGHT)
        if handles.count >= Font.maximumHandles, let oldest = handleOrder.first(where: { $0 != Font.pixelSize(for: pointSize) }) {
            if let old = handles.removeValue(forKey: oldest) { Font.faces.withLock { _ in TTF_CloseFont(old) } }
            handleOrder.removeAll { $0 == oldest }
        }
        handles[pixelSize] = handle
        handleOrder.append(pixelSize)
        return handle
    }

    /// Measures `text` (lines separated by `\n`) at `pixelSize`, returning pixels.
    func measurePixels(_ text: String, pixelSize: Int) throws -> TextMetrics {
        let font = try handle(pixelSize: pixelSize)
        var widest: Int32 = 0
        var lineCount = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineCount += 1
            guard !line.isEmpty else { continue }
            widest = max(widest, lineWidth(String(line), handle: font, pixelSize: pixelSize))
        }
        let skip = Double(TTF_FontLineSkip(font))
        return TextMetrics(width: Double(widest), height: skip * Double(lineCount), lineHeight: skip,
                           ascent: Double(TTF_FontAscent(font)))
    }

    /// Measures `text` (lines separated by `\n`) at one pixel per point, in points.
    ///
    /// ``Canvas/measureText(_:font:scale:)`` measures at the canvas's pixel scale, which can
    /// differ by a fraction of a point because of hinting.
    public func measure(_ text: String) -> TextMetrics {
        let size = Font.pixelSize(for: pointSize)
        guard let metrics = try? measurePixels(text, pixelSize: size) else {
            return TextMetrics(width: 0, height: 0, lineHeight: 0, ascent: 0)
        }
        let ratio = pointSize / Double(size)
        return TextMetrics(width: metrics.width * ratio, height: metrics.height * ratio,
                           lineHeight: metrics.lineHeight * ratio, ascent: metrics.ascent * ratio)
    }
}

/// Fonts the lab takes from the system's font folders (Debian packages that `scripts/deps.sh`
/// installs).
public enum SystemFont: String, CaseIterable, Sendable {
    /// Google's Material Icons (fonts-material-design-icons-iconfont): the glyphs that stand
    /// for SF Symbols.
    case materialIcons = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    /// WenQuanYi Micro Hei (fonts-wqy-microhei): Chinese, Japanese and Korean, for text in a
    /// face that has no glyphs for them.
    case cjkFallback = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
    /// Noto Color Emoji (fonts-noto-color-emoji): emoji in colour, as a phone draws them.
    case emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// The font file, or nil where it is not installed.
    public var path: String? { FileCheck.isReadableFile(rawValue) ? rawValue : nil }
}

/// The fonts shipped in gesture-lab's Assets/fonts (DejaVu, see Assets/fonts/LICENSE.txt).
public enum BundledFont: String, CaseIterable, Sendable {
    case sans = "DejaVuSans.ttf"
    case mono = "DejaVuSansMono.ttf"

    /// Where the font file is, or nil if it cannot be found.
    ///
    /// Looks in `$GESTURE_LAB_ASSETS/fonts`, then `Assets/fonts` in the current directory and in
    /// every ancestor of the running executable and of this source file (so both `swift run` and
    /// tests find it), then in /usr/share/fonts/truetype/dejavu.
    public var path: String? {
        for directory in BundledFont.searchDirectories() {
            let candidate = directory + "/" + rawValue
            if FileCheck.isReadableFile(candidate) { return candidate }
        }
        return nil
    }

    static func searchDirectories() -> [String] {
        var directories: [String] = []
        if let assets = FileCheck.environment("GESTURE_LAB_ASSETS") { directories.append(assets + "/fonts") }
        directories.append("Assets/fonts")
        for start in [FileCheck.executablePath(), #filePath].compactMap({ $0 }) {
            var path = start
            while let slash = path.lastIndex(of: "/"), slash > path.startIndex {
                path = String(path[..<slash])
                directories.append(path + "/Assets/fonts")
            }
        }
        directories.append("/usr/share/fonts/truetype/dejavu")
        return directories
    }
}
