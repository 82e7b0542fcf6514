import CSDL2

/// What makes one path sprite differ from another.
struct PathSpriteKey: Hashable {
    var drawing: PathDrawing
    /// Pixels per path point, to a hundredth.
    var scale: Int
}

extension Canvas {
    /// Most path sprites kept, and most bytes (64 MB); past either, the least recently used
    /// go, so a frame of a few hundred paths keeps its sprites from frame to frame.
    static let pathSpriteLimit = 1_024
    static let pathSpriteByteBudget = 64 << 20

    /// Pixels: a blur's deviation is drawn to this step. An animated shadow (a radius growing
    /// over half a second) then reuses a few dozen sprites from press to press instead of
    /// making one per frame, which filled the cache and churned the heap over a long session;
    /// the three box blurs themselves only change in steps about this size.
    static let blurStep = 0.25

    /// `blur` (a deviation in path points) on the ``blurStep`` grid of pixels at `scale`.
    static func quantizedBlur(_ blur: Double, scale: Double) -> Double {
        (blur * scale / blurStep).rounded() * blurStep / scale
    }

    /// Lets the least recently used path sprites go until `incoming` more bytes fit: a quarter
    /// of them at least.
    private func evictPathSprites(toFit incoming: Int) {
        let sorted = pathSprites.sorted { $0.value.lastUse < $1.value.lastUse }
        var evicted = 0
        for (key, entry) in sorted {
            let fits = pathSpriteBytes + incoming <= Self.pathSpriteByteBudget && pathSprites.count < Self.pathSpriteLimit
            if fits && evicted >= sorted.count / 4 { break }
            pathSpriteBytes -= entry.texture.width * entry.texture.height * 4
            pathSprites.removeValue(forKey: key)
            evicted += 1
        }
    }

    /// Draws `path` filled and/or stroked. `frame`'s size is in the path's own points (the
    /// path's origin at the top-left corner of that size, unturned), and its `scale` carries
    /// path points to window points, about the frame's centre, as its rotation turns it. The
    /// path is rasterised by Cairo once per path, scale and paint, then drawn as a sprite.
    ///
    /// ```swift
    /// canvas.drawPath(star, in: ShapeFrame(x: 20, y: 20, width: 100, height: 100), fill: .color(.orange))
    /// ```
    public func drawPath(_ path: VectorPath, in frame: ShapeFrame, fill: PathPaint? = nil, evenOdd: Bool = false,
                         stroke: PathStroke? = nil, opacity: Double = 1) {
        draw(PathDrawing(path: path, fill: fill, evenOdd: evenOdd, stroke: stroke), in: frame, opacity: opacity)
    }

    /// Draws a ``PathDrawing`` (a path with its paint, clips, blur or image) as
    /// ``drawPath(_:in:fill:evenOdd:stroke:opacity:)`` draws a path.
    public func draw(_ drawing: PathDrawing, in frame: ShapeFrame, opacity: Double = 1) {
        let values = [frame.centerX, frame.centerY, frame.width, frame.height, frame.rotationDegrees, frame.scale]
        guard values.allSatisfy(\.isFinite), frame.scale > 0, !drawing.path.elements.isEmpty, let raster = pathRaster else { return }
        // Points of the path per window point: the frame's width is the path's width scaled.
        let scale = (frame.scale * pixelScale * 100).rounded() / 100
        var drawing = drawing
        if drawing.blur > 0, scale > 0 { drawing.blur = Self.quantizedBlur(drawing.blur, scale: scale) }
        let key = PathSpriteKey(drawing: drawing, scale: Int(scale * 100))
        pathSpriteClock &+= 1
        if pathSprites[key] == nil {
            guard let sprite = raster.rasterize(drawing, scale: scale),
                  let texture = try? makeTexture(from: sprite.image, owner: nil) else { return }
            SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_BLEND)
            let bytes = texture.width * texture.height * 4
            // A sprite of more than a quarter of the budget (a drawing over a whole 2x canvas
            // and more) is drawn and not kept.
            guard bytes <= Self.pathSpriteByteBudget / 4 else {
                copy(texture, sprite.originX, sprite.originY, frame: frame, opacity: opacity)
                return
            }
            if pathSprites.count >= Self.pathSpriteLimit || pathSpriteBytes + bytes > Self.pathSpriteByteBudget {
                evictPathSprites(toFit: bytes)
            }
            pathSprites[key] = (texture, sprite.originX, sprite.originY, pathSpriteClock)
            pathSpriteBytes += bytes
        } else {
            pathSprites[key]?.lastUse = pathSpriteClock
        }
        guard let (texture, originX, originY, _) = pathSprites[key] else { return }
        copy(texture, originX, originY, frame: frame, opacity: opacity)
    }

    /// Draws a path sprite whose path origin is `originX`, `originY` pixels into it.
    private func copy(_ texture: Texture, _ originX: Double, _ originY: Double, frame: ShapeFrame, opacity: Double) {
        SDL_SetTextureAlphaMod(texture.handle, UInt8(((opacity > 0 ? min(opacity, 1) : 0) * 255).rounded()))
        // The frame's top-left corner, unturned, in pixels; the path's origin sits there.
        let width = frame.width * frame.scale * pixelScale, height = frame.height * frame.scale * pixelScale
        let cornerX = frame.centerX * pixelScale - width / 2, cornerY = frame.centerY * pixelScale - height / 2
        let rect = (x: cornerX - originX, y: cornerY - originY, width: Double(texture.width), height: Double(texture.height))
        copy(texture, to: rect, rotationDegrees: frame.rotationDegrees, centre: (originX + width / 2, originY + height / 2))
    }
}
