import CSDL2

/// What makes one path sprite differ from another.
struct PathSpriteKey: Hashable {
    var drawing: PathDrawing
    /// Pixels per path point, to a hundredth.
    var scale: Int
}

extension Canvas {
    /// Most path sprites kept; past it the cache starts over (paths that change every frame,
    /// a drawing growing under the finger, make a new sprite each frame anyway).
    static let pathSpriteLimit = 256

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
        let key = PathSpriteKey(drawing: drawing, scale: Int(scale * 100))
        var entry = pathSprites[key]
        if entry == nil {
            guard let sprite = raster.rasterize(drawing, scale: scale),
                  let texture = try? makeTexture(from: sprite.image, owner: nil) else { return }
            SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_BLEND)
            if pathSprites.count >= Self.pathSpriteLimit { pathSprites.removeAll() }
            entry = (texture, sprite.originX, sprite.originY)
            pathSprites[key] = entry
        }
        guard let (texture, originX, originY) = entry else { return }
        SDL_SetTextureAlphaMod(texture.handle, UInt8(((opacity > 0 ? min(opacity, 1) : 0) * 255).rounded()))
        // The frame's top-left corner, unturned, in pixels; the path's origin sits there.
        let width = frame.width * frame.scale * pixelScale, height = frame.height * frame.scale * pixelScale
        let cornerX = frame.centerX * pixelScale - width / 2, cornerY = frame.centerY * pixelScale - height / 2
        let rect = (x: cornerX - originX, y: cornerY - originY, width: Double(texture.width), height: Double(texture.height))
        copy(texture, to: rect, rotationDegrees: frame.rotationDegrees, centre: (originX + width / 2, originY + height / 2))
    }
}
