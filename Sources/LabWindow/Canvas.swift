import CSDL2
import CSDL2Image
import CSDL2TTF
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a text block sits relative to the point it is drawn at, as fractions of its size:
/// (0, 0) puts the point at the block's top-left, (0.5, 0.5) at its centre. Lines are aligned
/// horizontally by the same fraction (left, centred or right).
public struct TextAnchor: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let topLeading = TextAnchor(x: 0, y: 0)
    public static let top = TextAnchor(x: 0.5, y: 0)
    public static let topTrailing = TextAnchor(x: 1, y: 0)
    public static let leading = TextAnchor(x: 0, y: 0.5)
    public static let center = TextAnchor(x: 0.5, y: 0.5)
    public static let trailing = TextAnchor(x: 1, y: 0.5)
    public static let bottomLeading = TextAnchor(x: 0, y: 1)
    public static let bottom = TextAnchor(x: 0.5, y: 1)
    public static let bottomTrailing = TextAnchor(x: 1, y: 1)
}

/// An SDL renderer that draws in window points.
///
/// Every coordinate is in points, origin top-left, y down; the canvas multiplies by
/// ``pixelScale`` (pixels per point, 2 on a high-density display) so shapes and text stay sharp.
/// A window's canvas is ``Window/canvas``; ``init(offscreenWidth:height:pixelScale:)`` makes one
/// that draws into memory and needs no display at all.
///
/// Drawing calls do not throw: a failure (which SDL reports only for exhausted memory or a bad
/// font) skips that drawing and is kept in ``lastError``.
public final class Canvas {
    let renderer: OpaquePointer
    private let window: WindowHandle?
    private let surface: UnsafeMutablePointer<SDL_Surface>?
    private let offscreenPoints: (width: Double, height: Double)?
    /// SDL_image, claimed by the first ``loadImage(path:)``.
    private var imageContext: SDLContext?

    /// The SDL render driver in use (for example "software" or "opengl").
    public let rendererName: String
    /// Pixels per point, refreshed by ``clear(_:)``.
    public private(set) var pixelScale: Double = 1
    /// The drawable size in points, refreshed by ``clear(_:)``.
    public private(set) var sizeInPoints: (width: Double, height: Double) = (0, 0)
    /// The drawable size in pixels, refreshed by ``clear(_:)``.
    public private(set) var sizeInPixels: (width: Int, height: Int) = (0, 0)
    /// The last failure of a drawing call, if any; set it to nil to acknowledge it.
    public var lastError: LabWindowError?

    private var tessellator = Tessellator()
    /// Paths rasterised by Cairo, by path, scale and paint (``drawPath(_:in:fill:evenOdd:stroke:)``).
    var pathSprites: [PathSpriteKey: (texture: Texture, originX: Double, originY: Double, lastUse: UInt64)] = [:]
    /// Counts path sprite uses, for evicting the least recently used.
    var pathSpriteClock: UInt64 = 0
    /// The bytes of the path sprites kept.
    var pathSpriteBytes = 0
    /// Nil if Cairo could not make even a 1 × 1 surface (paths are then not drawn).
    lazy var pathRaster: PathRaster? = PathRaster()
    private var textCache: [TextCacheKey: TextCacheEntry] = [:]
    /// Textures of lines the text cache let go, drawn into again by later lines.
    private var textPool = TextTexturePool()
    /// The layers being drawn into, innermost last (Canvas+Layers).
    var layerStack: [LayerFrame] = []
    /// Offscreen targets for layers, one per depth, each the size of the canvas.
    var layerTargets: [Texture] = []
    private var textCacheClock: UInt64 = 0
    /// Most rendered text lines kept; beyond it the least recently used quarter is evicted.
    package var textCacheCapacity = 512
    /// Text lines drawn from the cache.
    package private(set) var textCacheHits = 0
    /// Text lines rasterised because they were not in the cache.
    package private(set) var textCacheMisses = 0
    /// Text lines currently cached.
    package var textCacheCount: Int { textCache.count }
    /// Textures made for lines of text so far (lines drawn into a reused one do not count).
    package var textTexturesMade: Int { textPool.made + textTexturesMadeOutsidePool }
    private var textTexturesMadeOutsidePool = 0
    /// The sizes of the canvas's caches, for the window's memory readings
    /// (`GESTURE_LAB_MEMORY_STATS`): entries and, where known, kilobytes.
    package var cacheSummary: String {
        "path sprites \(pathSprites.count) (\(pathSpriteBytes >> 10) kB), text \(textCache.count) (pool \(textPool.count), textures made \(textTexturesMade)), "
            + "shape sprites \(shapeSprites.count), circles \(circleTextures.count), "
            + "measures \(measureCache.count), layer targets \(layerTargets.count)"
    }

    init(renderer: OpaquePointer, window: WindowHandle) {
        self.renderer = renderer
        self.window = window
        surface = nil
        offscreenPoints = nil
        rendererName = Canvas.name(of: renderer)
        tessellator.snapsToPixels = rendererName == "software"
        refreshMetrics()
    }

    /// A canvas drawing into memory with SDL's software renderer; needs no video driver.
    ///
    /// - Parameters:
    ///   - width: Width in points.
    ///   - height: Height in points.
    ///   - pixelScale: Pixels per point; the image is `width * pixelScale` pixels wide.
    /// - Throws: ``LabWindowError/surfaceCreation(width:height:sdlError:)`` or
    ///   ``LabWindowError/rendererCreation(sdlError:)``.
    public init(offscreenWidth width: Int, height: Int, pixelScale: Double = 1) throws {
        guard width > 0, height > 0, pixelScale > 0, pixelScale.isFinite else {
            throw LabWindowError.invalidArgument("offscreen canvas \(width)x\(height) at scale \(pixelScale)")
        }
        let pixelWidth = Int((Double(width) * pixelScale).rounded())
        let pixelHeight = Int((Double(height) * pixelScale).rounded())
        guard let surface = SDL_CreateRGBSurfaceWithFormat(
            0, Int32(pixelWidth), Int32(pixelHeight), 32, SDL_PIXELFORMAT_RGB888.rawValue)
        else {
            throw LabWindowError.surfaceCreation(width: pixelWidth, height: pixelHeight, sdlError: sdlErrorMessage())
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = sdlErrorMessage()
            SDL_FreeSurface(surface)
            throw LabWindowError.rendererCreation(sdlError: error)
        }
        self.renderer = renderer
        self.surface = surface
        window = nil
        offscreenPoints = (Double(width), Double(height))
        rendererName = Canvas.name(of: renderer)
        tessellator.snapsToPixels = rendererName == "software"
        refreshMetrics()
    }

    deinit {
        textCache.removeAll()  // cached textures go before their renderer
        textPool.removeAll()
        circleTextures.removeAll()
        shapeSprites.removeAll()
        layerTargets.removeAll()
        pathSprites.removeAll()
        SDL_DestroyRenderer(renderer)
        if let surface { SDL_FreeSurface(surface) }
    }

    private static func name(of renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    private func refreshMetrics() {
        var pw: Int32 = 0
        var ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        sizeInPixels = (Int(pw), Int(ph))
        if let offscreenPoints {
            sizeInPoints = offscreenPoints
        } else if let window {
            var w: Int32 = 0
            var h: Int32 = 0
            SDL_GetWindowSize(window.pointer, &w, &h)
            sizeInPoints = (Double(w), Double(h))
        }
        pixelScale = sizeInPoints.width > 0 && pw > 0 ? Double(pw) / sizeInPoints.width : 1
    }

    // MARK: Frame

    /// Starts a frame: refreshes the sizes and scale, then fills everything with `color`.
    public func clear(_ color: RGBA) {
        refreshMetrics()
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Shows the frame (waits for vsync on a window renderer created with it).
    public func present() {
        SDL_RenderPresent(renderer)
    }

    /// The pixels drawn so far this frame (call before ``present()``), RGBA8, alpha 255.
    /// - Throws: ``LabWindowError/readPixels(sdlError:)``.
    public func readPixels() throws -> PixelImage {
        var pw: Int32 = 0
        var ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        let width = Int(pw)
        let height = Int(ph)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let result = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        if result != 0 { throw LabWindowError.readPixels(sdlError: sdlErrorMessage()) }
        return PixelImage(width: width, height: height, bytes: bytes)
    }

    /// Restricts drawing to a rectangle in points until ``resetClip()``.
    public func setClip(x: Double, y: Double, width: Double, height: Double) {
        let left = (x * pixelScale).rounded(), top = (y * pixelScale).rounded()
        let right = ((x + width) * pixelScale).rounded(), bottom = ((y + height) * pixelScale).rounded()
        var rect = SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(max(right - left, 0)), h: Int32(max(bottom - top, 0)))
        SDL_RenderSetClipRect(renderer, &rect)
    }

    /// Lets drawing reach the whole canvas again.
    public func resetClip() {
        SDL_RenderSetClipRect(renderer, nil)
    }

    // MARK: Shapes

    /// Fills a shape, antialiased, rotated and scaled about its centre as `frame` says.
    public func fill(_ shape: ShapeKind, in frame: ShapeFrame, color: RGBA) {
        guard isVisible(frame, margin: 0) else { return }
        // An upright rectangle needs no triangles: SDL fills it directly, which the software
        // renderer does many times faster (its edges fall on whole pixels).
        if shape == .rectangle, frame.rotationDegrees.truncatingRemainder(dividingBy: 180) == 0 {
            let width = frame.width * frame.scale, height = frame.height * frame.scale
            fillRect(x: frame.centerX - width / 2, y: frame.centerY - height / 2, width: width, height: height, color: color)
            return
        }
        if let sprite = shapeSprite(shape, in: frame, lineWidth: nil, color: color) {
            blitTinted(sprite, centerX: frame.centerX, centerY: frame.centerY, color: .white)
            return
        }
        tessellator.reset()
        tessellator.addFill(outline: clippedOutline(of: shape, in: frame, margin: 0), color: color)
        flushGeometry()
    }

    /// Strokes a shape's outline with a band `lineWidth` points wide centred on it (like
    /// SwiftUI's `stroke`). The width is not multiplied by `frame.scale`.
    public func stroke(_ shape: ShapeKind, in frame: ShapeFrame, lineWidth: Double, color: RGBA) {
        guard lineWidth.isFinite, isVisible(frame, margin: lineWidth) else { return }
        if shape == .rectangle, frame.rotationDegrees.truncatingRemainder(dividingBy: 180) == 0 {
            // Four upright bands that do not overlap, so translucent colours stay even.
            let width = frame.width * frame.scale, height = frame.height * frame.scale, half = lineWidth / 2
            let left = frame.centerX - width / 2 - half, top = frame.centerY - height / 2 - half
            let outerWidth = width + lineWidth, outerHeight = height + lineWidth
            fillRect(x: left, y: top, width: outerWidth, height: lineWidth, color: color)
            fillRect(x: left, y: top + outerHeight - lineWidth, width: outerWidth, height: lineWidth, color: color)
            fillRect(x: left, y: top + lineWidth, width: lineWidth, height: outerHeight - 2 * lineWidth, color: color)
            fillRect(x: left + outerWidth - lineWidth, y: top + lineWidth, width: lineWidth, height: outerHeight - 2 * lineWidth, color: color)
            return
        }
        if let sprite = shapeSprite(shape, in: frame, lineWidth: lineWidth, color: color) {
            blitTinted(sprite, centerX: frame.centerX, centerY: frame.centerY, color: .white)
            return
        }
        tessellator.reset()
        tessellator.addStroke(outline: clippedOutline(of: shape, in: frame, margin: lineWidth * pixelScale),
                              width: lineWidth * pixelScale, color: color)
        flushGeometry()
    }

    /// Upright shapes up to this size in pixels (each side) are drawn from cached sprites.
    static let cachedShapeLimit = 96.0
    private struct ShapeSpriteKey: Hashable {
        var kind: Int
        var width: Int, height: Int, radius: Int, lineWidth: Int
        var color: RGBA
    }
    private var shapeSprites: [ShapeSpriteKey: Texture] = [:]

    /// An antialiased sprite of an upright circle, ellipse, capsule or rounded rectangle
    /// (filled, or its outline `lineWidth` wide) in `color`, rasterised once per size (to a
    /// quarter pixel) and colour from the shape's signed distance: many small shapes (a list of
    /// views) cost a plain blended blit each instead of their triangles (a sprite per colour
    /// also spares the software renderer's much slower colour-modulated blit). Nil where a
    /// sprite does not apply (turned or large shapes, rectangles, which are filled directly).
    private func shapeSprite(_ shape: ShapeKind, in frame: ShapeFrame, lineWidth: Double?, color: RGBA) -> Texture? {
        let upright = frame.rotationDegrees.truncatingRemainder(dividingBy: 360) == 0 || shape == .circle
        let width = frame.width * frame.scale * pixelScale, height = frame.height * frame.scale * pixelScale
        guard upright, width > 1, height > 1, width <= Self.cachedShapeLimit, height <= Self.cachedShapeLimit,
              (lineWidth ?? 1) > 0, (lineWidth ?? 0) * pixelScale <= 32 else { return nil }
        let kind: Int, radius: Double
        switch shape {
        case .rectangle: return nil
        case .circle: kind = 0; radius = 0
        case .ellipse: kind = 1; radius = 0
        case .capsule: kind = 2; radius = min(width, height) / 2
        case .roundedRectangle(let cornerRadius): kind = 2; radius = min(max(0, cornerRadius * frame.scale * pixelScale), min(width, height) / 2)
        }
        let key = ShapeSpriteKey(kind: kind, width: Int((width * 4).rounded()), height: Int((height * 4).rounded()),
                                 radius: Int((radius * 4).rounded()), lineWidth: Int(((lineWidth ?? 0) * pixelScale * 4).rounded()),
                                 color: color)
        if let cached = shapeSprites[key] { return cached }
        let w = Double(key.width) / 4, h = Double(key.height) / 4, r = Double(key.radius) / 4, half = Double(key.lineWidth) / 8
        let size = (Int((w + 2 * half + 4).rounded(.up)) | 1, Int((h + 2 * half + 4).rounded(.up)) | 1)
        let middle = (Double(size.0) / 2, Double(size.1) / 2)
        var bytes = [UInt8](repeating: 0, count: size.0 * size.1 * 4)
        for y in 0..<size.1 {
            for x in 0..<size.0 {
                let px = Double(x) + 0.5 - middle.0, py = Double(y) + 0.5 - middle.1
                let pixel = (y * size.0 + x) * 4
                bytes[pixel] = color.r
                bytes[pixel + 1] = color.g
                bytes[pixel + 2] = color.b
                let distance: Double
                switch kind {
                case 0:
                    distance = (px * px + py * py).squareRoot() - min(w, h) / 2
                case 1:
                    let a = w / 2, b = h / 2
                    distance = ((px * px / (a * a) + py * py / (b * b)).squareRoot() - 1) * min(a, b)
                default:
                    let qx = abs(px) - (w / 2 - r), qy = abs(py) - (h / 2 - r)
                    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                    distance = outside + min(max(qx, qy), 0) - r
                }
                let coverage = lineWidth == nil ? 0.5 - distance : half + 0.5 - abs(distance)
                bytes[pixel + 3] = UInt8(((coverage > 0 ? min(coverage, 1) : 0) * Double(color.a)).rounded())
            }
        }
        guard let texture = try? makeTexture(from: PixelImage(width: size.0, height: size.1, bytes: bytes), owner: nil) else { return nil }
        SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_BLEND)
        // Sizes and colours that animate make a new sprite each frame: the cache starts over
        // past 1,024 (at most about 40 MB of sprites).
        if shapeSprites.count >= 1_024 { shapeSprites.removeAll() }
        shapeSprites[key] = texture
        return texture
    }

    /// Whether any of `frame` (grown by `margin` points) can fall on the target: false for
    /// frames with a value that is not finite, and for frames wholly off the target, which are
    /// then not drawn at all (their geometry could be far larger than anything on screen).
    private func isVisible(_ frame: ShapeFrame, margin: Double) -> Bool {
        let values = [frame.centerX, frame.centerY, frame.width, frame.height, frame.rotationDegrees, frame.scale]
        guard values.allSatisfy(\.isFinite) else { return false }
        let halfWidth = abs(frame.width * frame.scale) / 2, halfHeight = abs(frame.height * frame.scale) / 2
        let radius = ((halfWidth * halfWidth + halfHeight * halfHeight).squareRoot() + abs(margin)) * pixelScale
        return circleTouchesTarget(x: frame.centerX * pixelScale, y: frame.centerY * pixelScale, radius: radius)
    }

    /// Whether a circle (pixels) can touch the target: the test behind every cull.
    private func circleTouchesTarget(x: Double, y: Double, radius: Double) -> Bool {
        let (width, height) = outputPixelSize
        return x + radius >= 0 && y + radius >= 0 && x - radius <= Double(width) && y - radius <= Double(height)
    }

    /// A shape's outline in pixels, cut to the target grown by 256 pixels plus the stroke's
    /// width (the cut edges, their stroke and its antialiased fringe, stay off the target).
    private func clippedOutline(of shape: ShapeKind, in frame: ShapeFrame, margin stroke: Double) -> [Vec] {
        let (width, height) = outputPixelSize
        let margin = 256 + abs(stroke)
        return Tessellator.clip(Tessellator.outline(of: shape, in: frame, pixelScale: pixelScale),
                                toMinX: -margin, minY: -margin, maxX: Double(width) + margin, maxY: Double(height) + margin)
    }

    /// The render target's size in pixels.
    var outputPixelSize: (Int, Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Copies a texture into a destination rectangle of the target (pixels), turned by
    /// `rotationDegrees` clockwise about `centre` (relative to the rectangle's origin). Only the
    /// part of the rectangle that can fall on the target is copied: SDL's software renderer
    /// scales and turns a copy of the whole destination first, so a rectangle far larger than
    /// the target would cost memory in proportion to its area, or crash.
    func copy(_ texture: Texture, to rect: (x: Double, y: Double, width: Double, height: Double),
                      rotationDegrees: Double, centre: (x: Double, y: Double)) {
        let values = [rect.x, rect.y, rect.width, rect.height, rotationDegrees, centre.x, centre.y]
        guard values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0, texture.width > 0, texture.height > 0 else { return }
        let (targetWidth, targetHeight) = outputPixelSize
        // The target's corners in the rectangle's own (unturned) coordinates.
        let angle = -rotationDegrees * .pi / 180, c = cos(angle), s = sin(angle)
        var u0 = Double.infinity, u1 = -Double.infinity, v0 = Double.infinity, v1 = -Double.infinity
        for (px, py) in [(0.0, 0.0), (Double(targetWidth), 0.0), (0.0, Double(targetHeight)), (Double(targetWidth), Double(targetHeight))] {
            let dx = px - rect.x - centre.x, dy = py - rect.y - centre.y
            let u = centre.x + c * dx - s * dy, v = centre.y + s * dx + c * dy
            u0 = min(u0, u); u1 = max(u1, u); v0 = min(v0, v); v1 = max(v1, v)
        }
        u0 = max(u0 - 2, 0); v0 = max(v0 - 2, 0); u1 = min(u1 + 2, rect.width); v1 = min(v1 + 2, rect.height)
        guard u0 < u1, v0 < v1 else { return }   // wholly off the target
        // Whole texels of the visible part, and the part of the rectangle they cover exactly.
        let texelsX = Double(texture.width) / rect.width, texelsY = Double(texture.height) / rect.height
        let sx0 = (u0 * texelsX).rounded(.down), sx1 = min((u1 * texelsX).rounded(.up), Double(texture.width))
        let sy0 = (v0 * texelsY).rounded(.down), sy1 = min((v1 * texelsY).rounded(.up), Double(texture.height))
        guard sx0 < sx1, sy0 < sy1 else { return }
        // Magnified so far that whole texels still span many targets (text enlarged thousands
        // of times): nothing readable is lost by not drawing it, and SDL would need memory for
        // the whole span.
        let limit = 2 * Double(max(targetWidth, targetHeight)) + 64
        guard (sx1 - sx0) / texelsX <= limit, (sy1 - sy0) / texelsY <= limit else { return }
        var source = SDL_Rect(x: Int32(sx0), y: Int32(sy0), w: Int32(sx1 - sx0), h: Int32(sy1 - sy0))
        let left = sx0 / texelsX, top = sy0 / texelsY
        var destination = SDL_FRect(x: Float(rect.x + left), y: Float(rect.y + top),
                                    w: Float((sx1 - sx0) / texelsX), h: Float((sy1 - sy0) / texelsY))
        if rotationDegrees == 0 {
            SDL_RenderCopyF(renderer, texture.handle, &source, &destination)
        } else {
            var pivot = SDL_FPoint(x: Float(centre.x - left), y: Float(centre.y - top))
            SDL_RenderCopyExF(renderer, texture.handle, &source, &destination, rotationDegrees, &pivot, SDL_FLIP_NONE)
        }
    }

    /// Fills a disc (for example a touch marker's dot).
    public func fillCircle(centerX: Double, centerY: Double, radius: Double, color: RGBA) {
        if let texture = circleTexture(radius: radius * pixelScale, lineWidth: nil) {
            blitTinted(texture, centerX: centerX, centerY: centerY, color: color)
            return
        }
        fill(.circle, in: ShapeFrame(centerX: centerX, centerY: centerY, width: 2 * radius, height: 2 * radius),
             color: color)
    }

    /// Strokes a circle of `radius` with a ring `lineWidth` wide centred on it.
    public func strokeCircle(centerX: Double, centerY: Double, radius: Double, lineWidth: Double, color: RGBA) {
        if let texture = circleTexture(radius: radius * pixelScale, lineWidth: lineWidth * pixelScale) {
            blitTinted(texture, centerX: centerX, centerY: centerY, color: color)
            return
        }
        stroke(.circle, in: ShapeFrame(centerX: centerX, centerY: centerY, width: 2 * radius, height: 2 * radius),
               lineWidth: lineWidth, color: color)
    }

    /// Discs and rings up to this radius in pixels are drawn from cached textures.
    static let cachedCircleLimit = 96.0
    private struct CircleKey: Hashable { var radius: Int; var lineWidth: Int }
    private var circleTextures: [CircleKey: Texture] = [:]

    /// An antialiased white disc (`lineWidth` nil) or ring, rasterised once per size (to a
    /// quarter pixel) and tinted when drawn: the software renderer blits a small texture far
    /// faster than it fills the triangles of a circle and its fringe.
    private func circleTexture(radius: Double, lineWidth: Double?) -> Texture? {
        guard radius > 0.5, radius <= Self.cachedCircleLimit, (lineWidth ?? 1) > 0 else { return nil }
        let key = CircleKey(radius: Int((radius * 4).rounded()), lineWidth: Int(((lineWidth ?? 0) * 4).rounded()))
        if let cached = circleTextures[key] { return cached }
        let r = Double(key.radius) / 4, halfWidth = Double(key.lineWidth) / 8
        let size = Int((2 * (r + halfWidth) + 4).rounded(.up))
        let middle = Double(size) / 2
        var bytes = [UInt8](repeating: 255, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - middle, dy = Double(y) + 0.5 - middle
                let distance = (dx * dx + dy * dy).squareRoot()
                let coverage = lineWidth == nil ? r + 0.5 - distance : halfWidth + 0.5 - abs(distance - r)
                bytes[(y * size + x) * 4 + 3] = UInt8(((coverage > 0 ? min(coverage, 1) : 0) * 255).rounded())
            }
        }
        guard let texture = try? makeTexture(from: PixelImage(width: size, height: size, bytes: bytes), owner: nil) else { return nil }
        SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_BLEND)
        circleTextures[key] = texture
        return texture
    }

    private func blitTinted(_ texture: Texture, centerX: Double, centerY: Double, color: RGBA) {
        let width = Double(texture.width), height = Double(texture.height)
        var destination = SDL_FRect(x: Float((centerX * pixelScale - width / 2).rounded()),
                                    y: Float((centerY * pixelScale - height / 2).rounded()),
                                    w: Float(width), h: Float(height))
        SDL_SetTextureColorMod(texture.handle, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture.handle, color.a)
        SDL_RenderCopyF(renderer, texture.handle, nil, &destination)
    }

    /// Draws an antialiased line segment `width` points wide.
    public func drawLine(fromX x0: Double, fromY y0: Double, toX x1: Double, toY y1: Double,
                         width: Double, color: RGBA, cap: LineCap = .butt) {
        let dx = x1 - x0
        let dy = y1 - y0
        let length = (dx * dx + dy * dy).squareRoot()
        let angle = length > 0 ? atan2Degrees(dy, dx) : 0
        let frame = ShapeFrame(centerX: (x0 + x1) / 2, centerY: (y0 + y1) / 2,
                               width: cap == .round ? length + width : length, height: width,
                               rotationDegrees: angle)
        fill(cap == .round ? .capsule : .rectangle, in: frame, color: color)
    }

    /// Fills an axis-aligned rectangle given by its top-left corner (panels, backgrounds);
    /// blends when `color` is translucent. Edges fall on whole pixels.
    public func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
        guard color.a > 0, x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return }
        // Clamped to the target and a pixel around it: SDL turns the rectangle into integers.
        let (targetWidth, targetHeight) = outputPixelSize
        func clampX(_ value: Double) -> Double { min(max(value, -1), Double(targetWidth) + 1) }
        func clampY(_ value: Double) -> Double { min(max(value, -1), Double(targetHeight) + 1) }
        var left = clampX((x * pixelScale).rounded()), top = clampY((y * pixelScale).rounded())
        var right = clampX(((x + width) * pixelScale).rounded()), bottom = clampY(((y + height) * pixelScale).rounded())
        // A rectangle thinner than a pixel (a divider's third of a point at 2x) is a hairline:
        // one whole pixel at its middle, rather than none or two depending on where it falls.
        if right == left && width > 0 {
            left = clampX(((x + width / 2) * pixelScale).rounded(.down))
            right = left + 1
        }
        if bottom == top && height > 0 {
            top = clampY(((y + height / 2) * pixelScale).rounded(.down))
            bottom = top + 1
        }
        guard right > left, bottom > top else { return }
        var rect = SDL_FRect(x: Float(left), y: Float(top), w: Float(right - left), h: Float(bottom - top))
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRectF(renderer, &rect)
    }

    private func flushGeometry() {
        guard !tessellator.indices.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let result = tessellator.vertices.withUnsafeBufferPointer { vertices in
            tessellator.indices.withUnsafeBufferPointer { indices in
                SDL_RenderGeometry(renderer, nil, vertices.baseAddress, Int32(vertices.count),
                                   indices.baseAddress, Int32(indices.count))
            }
        }
        if result != 0 { lastError = .drawing(operation: "SDL_RenderGeometry", sdlError: sdlErrorMessage()) }
        tessellator.reset()   // drawn: a second flush draws nothing
    }

    // MARK: Images

    /// Loads an image file (PNG, JPEG, BMP or anything else SDL_image's `IMG_Load` decodes) as a
    /// texture for this canvas. The first call claims SDL_image (``SDLContext/Subsystems/images``)
    /// for the canvas's lifetime.
    /// - Throws: ``LabWindowError/imageLoading(path:sdlError:)`` for a missing, unreadable or
    ///   undecodable file, ``LabWindowError/textureCreation(what:sdlError:)`` or
    ///   ``LabWindowError/initialization(subsystem:sdlError:)``.
    public func loadImage(path: String) throws -> Texture {
        if imageContext == nil { imageContext = try SDLContext(.images) }
        guard let surface = IMG_Load(path) else {
            throw LabWindowError.imageLoading(path: path, sdlError: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw LabWindowError.textureCreation(what: path, sdlError: sdlErrorMessage())
        }
        return Texture(handle: texture, owner: self)
    }

    /// Makes a texture from RGBA8 pixels.
    /// - Throws: ``LabWindowError/textureCreation(what:sdlError:)``.
    public func makeTexture(from image: PixelImage) throws -> Texture {
        try makeTexture(from: image, owner: self)
    }

    /// A texture of the canvas's own caches has no owner: holding the canvas from its own cache
    /// would keep both alive for ever.
    func makeTexture(from image: PixelImage, owner: Canvas?) throws -> Texture {
        guard image.width > 0, image.height > 0,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(image.width), Int32(image.height))
        else {
            throw LabWindowError.textureCreation(what: "a \(image.width)x\(image.height) image", sdlError: sdlErrorMessage())
        }
        let result = image.bytes.withUnsafeBytes {
            SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(image.width * 4))
        }
        if result != 0 {
            let error = sdlErrorMessage()
            SDL_DestroyTexture(texture)
            throw LabWindowError.textureCreation(what: "a \(image.width)x\(image.height) image", sdlError: error)
        }
        return Texture(handle: texture, owner: owner)
    }

    /// Draws `texture` stretched to `frame`'s size, rotated and scaled about its centre.
    public func draw(_ texture: Texture, in frame: ShapeFrame, opacity: Double = 1) {
        let width = frame.width * frame.scale * pixelScale
        let height = frame.height * frame.scale * pixelScale
        SDL_SetTextureAlphaMod(texture.handle, UInt8(((opacity > 0 ? min(opacity, 1) : 0) * 255).rounded()))
        copy(texture, to: (frame.centerX * pixelScale - width / 2, frame.centerY * pixelScale - height / 2, width, height),
             rotationDegrees: frame.rotationDegrees, centre: (width / 2, height / 2))
    }

    // MARK: Text

    /// Draws `text` (lines separated by `\n`) with its anchor point at (`x`, `y`) points.
    ///
    /// Each line is rasterised once per string, colour, font file and pixel size and then
    /// drawn from a cache of textures. `scale` enlarges the text (rasterised at the larger
    /// size, so it stays sharp); `rotationDegrees` turns it clockwise about the anchor point.
    public func drawText(_ text: String, font: Font, color: RGBA, x: Double, y: Double,
                         anchor: TextAnchor = .topLeading, rotationDegrees: Double = 0, scale: Double = 1,
                         lineAlignment: Double? = nil) {
        // Where each line sits in the block: 0 leading, 0.5 centred, 1 trailing (by default as
        // the anchor puts the block).
        let lineAlign = lineAlignment ?? anchor.x
        guard !text.isEmpty, color.a > 0, scale > 0, scale.isFinite, x.isFinite, y.isFinite, rotationDegrees.isFinite else { return }
        let desired = font.pointSize * pixelScale * scale
        var pixelSize = Font.pixelSize(for: desired)
        var handle: OpaquePointer
        do { handle = try font.handle(pixelSize: pixelSize) } catch {
            lastError = error as? LabWindowError
            return
        }
        // A line wider than a texture may be is rasterised smaller and drawn enlarged.
        var widest: Int32 = 0
        for line in text.split(separator: "\n") {
            widest = max(widest, font.lineWidth(String(line), handle: handle, pixelSize: pixelSize))
        }
        if Int(widest) > Self.maximumTextTextureWidth {
            pixelSize = max(1, pixelSize * Self.maximumTextTextureWidth / Int(widest))
            do { handle = try font.handle(pixelSize: pixelSize) } catch {
                lastError = error as? LabWindowError
                return
            }
        }
        let ratio = desired / Double(pixelSize)
        let lineSkip = Double(TTF_FontLineSkip(handle)) * ratio
        let lineHeight = Double(TTF_FontHeight(handle)) * ratio
        // Every line is measured first and laid out; only the lines that can fall on the target
        // are rasterised, so a long text far larger than the screen costs what the screen shows.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let widths = lines.map { line -> Double in
            line.isEmpty ? 0 : Double(font.lineWidth(line, handle: handle, pixelSize: pixelSize)) * ratio
        }
        let blockWidth = widths.max() ?? 0
        let blockHeight = lineSkip * Double(lines.count)
        let anchorX = x * pixelScale
        let anchorY = y * pixelScale
        let left = anchorX - anchor.x * blockWidth
        let top = anchorY - anchor.y * blockHeight
        let snap = rotationDegrees == 0 && ratio == 1
        let angle = rotationDegrees * .pi / 180, c = cos(angle), s = sin(angle)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            // Whether the line, turned about the anchor, can touch the target (its bounding circle).
            let estimatedX = left + lineAlign * (blockWidth - widths[index]), estimatedY = top + Double(index) * lineSkip
            let dx = estimatedX + widths[index] / 2 - anchorX, dy = estimatedY + lineHeight / 2 - anchorY
            let centreX = anchorX + c * dx - s * dy, centreY = anchorY + s * dx + c * dy
            let radius = (widths[index] * widths[index] + lineHeight * lineHeight).squareRoot() / 2 + 2
            guard circleTouchesTarget(x: centreX, y: centreY, radius: radius),
                  let texture = lineTexture(line, font: font, handle: handle, pixelSize: pixelSize, color: color) else { continue }
            let width = Double(texture.width) * ratio
            var lineX = left + lineAlign * (blockWidth - width)
            var lineY = top + Double(index) * lineSkip
            if snap {
                lineX = lineX.rounded()
                lineY = lineY.rounded()
            }
            SDL_SetTextureAlphaMod(texture.handle, 255)
            SDL_SetTextureColorMod(texture.handle, 255, 255, 255)   // a glyph cached beside it may have been tinted
            // Upright text is a plain blit; the rotating copy is much slower in software.
            copy(texture, to: (lineX, lineY, width, Double(texture.height) * ratio),
                 rotationDegrees: rotationDegrees, centre: (anchorX - lineX, anchorY - lineY))
        }
    }

    /// Measures `text` as ``drawText(_:font:color:x:y:anchor:rotationDegrees:scale:)`` would
    /// draw it at this canvas's pixel scale, in points.
    public func measureText(_ text: String, font: Font, scale: Double = 1) -> TextMetrics {
        let desired = font.pointSize * pixelScale * max(scale, 0)
        let pixelSize = Font.pixelSize(for: desired)
        let key = MeasureKey(text: text, fontPath: font.path, pixelSize: pixelSize)
        let measured: TextMetrics
        if let cached = measureCache[key] {
            measured = cached
        } else {
            guard desired > 0, let metrics = try? font.measurePixels(text, pixelSize: pixelSize) else {
                return TextMetrics(width: 0, height: 0, lineHeight: 0, ascent: 0)
            }
            if measureCache.count > 2048 { measureCache.removeAll(keepingCapacity: true) }
            measureCache[key] = metrics
            measured = metrics
        }
        let metrics = measured
        let toPoints = desired / Double(pixelSize) / pixelScale
        return TextMetrics(width: metrics.width * toPoints, height: metrics.height * toPoints,
                           lineHeight: metrics.lineHeight * toPoints, ascent: metrics.ascent * toPoints)
    }

    private struct MeasureKey: Hashable { var text: String; var fontPath: String; var pixelSize: Int }
    /// Text measured in pixels, by string, font and size: labels are fitted every frame.
    private var measureCache: [MeasureKey: TextMetrics] = [:]

    /// Pixels: the widest line of text rasterised into one texture (wider lines are rasterised
    /// at a smaller size and drawn enlarged), which bounds a label's memory whatever its length.
    static let maximumTextTextureWidth = 4096

    private func lineTexture(_ line: String, font: Font, handle: OpaquePointer, pixelSize: Int, color: RGBA) -> Texture? {
        let key = TextCacheKey(text: line, color: color, fontPath: font.path, pixelSize: pixelSize)
        textCacheClock += 1
        if let entry = textCache[key] {
            textCacheHits += 1
            entry.lastUse = textCacheClock
            return entry.texture
        }
        textCacheMisses += 1
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        guard let surface = font.renderLine(line, handle: handle, pixelSize: pixelSize, color: sdlColor) else {
            lastError = .textRendering(text: line, sdlError: sdlErrorMessage())
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        // Room first: the lines let go give their textures to the pool this line may reuse.
        if textCache.count >= textCacheCapacity { evictTextCache() }
        let texture: Texture
        if let reused = textPool.texture(for: surface, renderer: renderer) {
            texture = reused
        } else {
            guard let raw = SDL_CreateTextureFromSurface(renderer, surface) else {
                lastError = .textureCreation(what: "the text \"\(line)\"", sdlError: sdlErrorMessage())
                return nil
            }
            texture = Texture(handle: raw, owner: nil)
            textTexturesMadeOutsidePool += 1
        }
        textCache[key] = TextCacheEntry(texture: texture, lastUse: textCacheClock)
        return texture
    }

    /// A cached texture of text or a glyph, marked as used now.
    func cachedText(_ key: TextCacheKey) -> Texture? {
        textCacheClock += 1
        guard let entry = textCache[key] else { return nil }
        textCacheHits += 1
        entry.lastUse = textCacheClock
        return entry.texture
    }

    /// Keeps a rendered texture of text or a glyph for the next frames.
    func cacheText(_ texture: Texture, _ key: TextCacheKey) {
        textCacheMisses += 1
        if textCache.count >= textCacheCapacity { evictTextCache() }
        textCache[key] = TextCacheEntry(texture: texture, lastUse: textCacheClock)
    }

    /// Drops the least recently used quarter of the text cache (at least one entry).
    private func evictTextCache() {
        let keep = max(textCacheCapacity * 3 / 4, 0)
        let sorted = textCache.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in sorted.prefix(max(textCache.count - keep, 1)) {
            textCache.removeValue(forKey: key)
            textPool.recycle(entry.texture)
        }
    }

    /// Empties the text cache (for example after many one-off strings).
    public func purgeTextCache() {
        textCache.removeAll()
        textPool.removeAll()
    }
}

struct TextCacheKey: Hashable {
    var text: String
    var color: RGBA
    var fontPath: String
    var pixelSize: Int
}

final class TextCacheEntry {
    let texture: Texture
    var lastUse: UInt64
    init(texture: Texture, lastUse: UInt64) {
        self.texture = texture
        self.lastUse = lastUse
    }
}

func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    atan2(y, x) * 180 / Double.pi
}
