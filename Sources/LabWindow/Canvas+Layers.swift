import CCairo
import CSDL2

/// How a layer's pixels meet what is below them: SwiftUI's blend modes, the separable and
/// non-separable ones as the W3C compositing specification defines them (Cairo's operators),
/// and Apple's Porter–Duff additions.
public enum LayerBlend: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// How a finished layer is put on what is below it.
public struct LayerComposite {
    /// 0 to 1: the whole layer's opacity.
    public var opacity: Double = 1
    public var blend: LayerBlend = .normal
    /// The deviation of a Gaussian blur of the layer, in points (0: sharp).
    public var blur: Double = 0
    /// Draws the layer's coverage in this colour instead of its own (a shadow's silhouette).
    public var silhouette: RGBA?
    /// Where the layer is put relative to where it was drawn, in points.
    public var offset: (x: Double, y: Double) = (0, 0)
    /// Carries each point of the flat layer to where it is shown (points to points): a
    /// perspective. The layer is drawn through a fine grid of triangles.
    public var warp: ((Double, Double) -> (Double, Double))?
    /// A rectangle in points the finished layer is cut to.
    public var clip: (x: Double, y: Double, width: Double, height: Double)?

    public init(opacity: Double = 1, blend: LayerBlend = .normal, blur: Double = 0, silhouette: RGBA? = nil,
                offset: (x: Double, y: Double) = (0, 0), warp: ((Double, Double) -> (Double, Double))? = nil,
                clip: (x: Double, y: Double, width: Double, height: Double)? = nil) {
        self.opacity = opacity
        self.blend = blend
        self.blur = blur
        self.silhouette = silhouette
        self.offset = offset
        self.warp = warp
        self.clip = clip
    }
}

/// A layer being drawn into: its pixel rectangle and the target to go back to.
struct LayerFrame {
    var x: Int, y: Int, width: Int, height: Int
    var previous: OpaquePointer?
}

/// Layers: a group of drawing made offscreen, then blurred, tinted, blended or put through a
/// perspective as one picture (SwiftUI's `compositingGroup`, `blendMode`, soft text shadows,
/// blurred text, text in perspective). Offscreen targets are the canvas's size, one per depth;
/// only the layer's rectangle is cleared, read and processed, so a layer costs in proportion to
/// its area. Pixels read back are premultiplied (SDL's blending into a transparent target).
extension Canvas {
    /// Starts drawing into a layer covering a rectangle in points; everything drawn until the
    /// matching ``endLayer(_:)`` goes into it. False (and nothing started) when the rectangle
    /// misses the canvas or offscreen targets are not available.
    ///
    /// ```swift
    /// if canvas.beginLayer(x: 20, y: 20, width: 200, height: 40) {
    ///     canvas.drawText("Hello", font: font, color: .white, x: 30, y: 30)
    ///     canvas.endLayer(LayerComposite(blur: 3))
    /// }
    /// ```
    public func beginLayer(x: Double, y: Double, width: Double, height: Double) -> Bool {
        let values = [x, y, width, height]
        guard values.allSatisfy(\.isFinite), width > 0, height > 0 else { return false }
        let (targetWidth, targetHeight) = outputPixelSize
        let left = max(0, Int((x * pixelScale).rounded(.down))), top = max(0, Int((y * pixelScale).rounded(.down)))
        let right = min(targetWidth, Int(((x + width) * pixelScale).rounded(.up)))
        let bottom = min(targetHeight, Int(((y + height) * pixelScale).rounded(.up)))
        guard right > left, bottom > top, let target = layerTarget(depth: layerStack.count, width: targetWidth, height: targetHeight)
        else { return false }
        flushGeometry()
        let previous = SDL_GetRenderTarget(renderer)
        guard SDL_SetRenderTarget(renderer, target.handle) == 0 else {
            lastError = .drawing(operation: "SDL_SetRenderTarget", sdlError: sdlErrorMessage())
            return false
        }
        var rect = SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderFillRect(renderer, &rect)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        layerStack.append(LayerFrame(x: left, y: top, width: right - left, height: bottom - top, previous: previous))
        return true
    }

    /// Ends the innermost layer and puts it on the target below as `composite` says. The clip
    /// rectangle is reset (set it again before drawing on).
    public func endLayer(_ composite: LayerComposite) {
        guard let frame = layerStack.popLast() else { return }
        flushGeometry()
        guard let layer = LayerPixels(width: frame.width, height: frame.height) else {
            SDL_SetRenderTarget(renderer, frame.previous)
            return
        }
        layer.read(from: renderer, x: frame.x, y: frame.y)
        SDL_SetRenderTarget(renderer, frame.previous)
        let opacity = composite.opacity.isFinite ? min(1, max(0, composite.opacity)) : 0
        guard opacity > 0 else { return }
        if let silhouette = composite.silhouette { layer.tint(silhouette) }
        if composite.blur > 0 { PathRaster.blur(layer.surface, sigma: composite.blur * pixelScale) }
        let dx = Int((composite.offset.x * pixelScale).rounded()), dy = Int((composite.offset.y * pixelScale).rounded())
        // The part of the target the layer may change: its place, cut to the clip and the target.
        let (targetWidth, targetHeight) = outputPixelSize
        var left = max(0, frame.x + dx), top = max(0, frame.y + dy)
        var right = min(targetWidth, frame.x + dx + frame.width), bottom = min(targetHeight, frame.y + dy + frame.height)
        if composite.warp != nil { (left, top, right, bottom) = (0, 0, targetWidth, targetHeight) }
        if let clip = composite.clip {
            left = max(left, Int((clip.x * pixelScale).rounded())); top = max(top, Int((clip.y * pixelScale).rounded()))
            right = min(right, Int(((clip.x + clip.width) * pixelScale).rounded()))
            bottom = min(bottom, Int(((clip.y + clip.height) * pixelScale).rounded()))
        }
        guard right > left, bottom > top else { return }
        var cut = SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top))
        if let warp = composite.warp {
            guard let texture = layer.straightTexture(renderer, bleed: true) else { return }
            if composite.blend != .normal {
                // Warped into a layer of its own first, which is then blended.
                let bounds = Double(cut.x) / pixelScale, top = Double(cut.y) / pixelScale
                guard beginLayer(x: bounds, y: top, width: Double(cut.w) / pixelScale, height: Double(cut.h) / pixelScale) else { return }
                drawWarped(texture, frame: frame, opacity: 1, warp: warp)
                endLayer(LayerComposite(opacity: opacity, blend: composite.blend))
                return
            }
            SDL_RenderSetClipRect(renderer, &cut)
            drawWarped(texture, frame: frame, opacity: opacity, warp: warp)
            SDL_RenderSetClipRect(renderer, nil)
        } else if composite.blend == .normal {
            guard let texture = layer.straightTexture(renderer, bleed: false) else { return }
            SDL_SetTextureAlphaMod(texture.handle, UInt8((opacity * 255).rounded()))
            var source = SDL_Rect(x: Int32(left - frame.x - dx), y: Int32(top - frame.y - dy), w: cut.w, h: cut.h)
            SDL_RenderCopy(renderer, texture.handle, &source, &cut)
        } else {
            // Blended with the pixels below: read them, mix in Cairo, write the result back.
            guard let below = LayerPixels(width: right - left, height: bottom - top) else { return }
            below.read(from: renderer, x: left, y: top)
            below.blend(layer, at: (frame.x + dx - left, frame.y + dy - top), mode: composite.blend, opacity: opacity)
            guard let texture = below.premultipliedTexture(renderer) else { return }
            SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_NONE)
            SDL_RenderCopy(renderer, texture.handle, nil, &cut)
        }
    }

    /// The offscreen target for a depth, made (or remade at a new canvas size) when needed.
    private func layerTarget(depth: Int, width: Int, height: Int) -> Texture? {
        if depth < layerTargets.count, layerTargets[depth].width == width, layerTargets[depth].height == height {
            return layerTargets[depth]
        }
        guard depth <= layerTargets.count,
              let handle = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                             Int32(width), Int32(height))
        else { return nil }
        let texture = Texture(handle: handle, owner: nil)
        if depth < layerTargets.count { layerTargets[depth] = texture } else { layerTargets.append(texture) }
        return texture
    }

    /// Draws a layer's texture with each point carried by `warp`: a grid of triangles whose
    /// corners are warped (a close match to a perspective at any size the lab draws). Cells
    /// with a corner the warp cannot place (behind the eye) are left out.
    private func drawWarped(_ texture: Texture, frame: LayerFrame, opacity: Double, warp: (Double, Double) -> (Double, Double)) {
        let cells = 16
        let alpha = UInt8((opacity * 255).rounded())
        var vertices: [SDL_Vertex] = []
        var valid: [Bool] = []
        vertices.reserveCapacity((cells + 1) * (cells + 1))
        for row in 0...cells {
            for column in 0...cells {
                let u = Double(column) / Double(cells), v = Double(row) / Double(cells)
                let px = Double(frame.x) + u * Double(frame.width), py = Double(frame.y) + v * Double(frame.height)
                let (wx, wy) = warp(px / pixelScale, py / pixelScale)
                let ok = wx.isFinite && wy.isFinite && abs(wx) < 1e6 && abs(wy) < 1e6
                valid.append(ok)
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(ok ? wx * pixelScale : 0), y: Float(ok ? wy * pixelScale : 0)),
                                           color: SDL_Color(r: 255, g: 255, b: 255, a: alpha),
                                           tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
            }
        }
        var indices: [Int32] = []
        indices.reserveCapacity(cells * cells * 6)
        for row in 0..<cells {
            for column in 0..<cells {
                let a = row * (cells + 1) + column, b = a + 1, c = a + cells + 1, d = c + 1
                guard valid[a], valid[b], valid[c], valid[d] else { continue }
                indices += [Int32(a), Int32(b), Int32(c), Int32(b), Int32(d), Int32(c)]
            }
        }
        guard !indices.isEmpty else { return }
        let result = vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(renderer, texture.handle, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        if result != 0 { lastError = .drawing(operation: "SDL_RenderGeometry", sdlError: sdlErrorMessage()) }
    }
}

extension Canvas {
    /// Blurs what is already drawn under `outline` (points) by a Gaussian of `deviation`
    /// points: the backdrop of a material. Pixels within three deviations around the outline
    /// are read, so the blur near its edges mixes in what lies just outside it.
    public func blurBackdrop(under outline: VectorPath, deviation: Double) {
        guard deviation > 0, deviation.isFinite, let box = outline.bounds else { return }
        flushGeometry()
        let (targetWidth, targetHeight) = outputPixelSize
        let margin = 3 * deviation
        let left = max(0, Int(((box.minX - margin) * pixelScale).rounded(.down)))
        let top = max(0, Int(((box.minY - margin) * pixelScale).rounded(.down)))
        let right = min(targetWidth, Int(((box.maxX + margin) * pixelScale).rounded(.up)))
        let bottom = min(targetHeight, Int(((box.maxY + margin) * pixelScale).rounded(.up)))
        guard right > left, bottom > top,
              let below = LayerPixels(width: right - left, height: bottom - top),
              let cut = LayerPixels(width: right - left, height: bottom - top)
        else { return }
        below.read(from: renderer, x: left, y: top)
        PathRaster.blur(below.surface, sigma: deviation * pixelScale)
        cut.paint(below, inside: outline, scale: pixelScale, origin: (left, top))
        guard let texture = cut.straightTexture(renderer, bleed: false) else { return }
        var destination = SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top))
        SDL_RenderCopy(renderer, texture.handle, nil, &destination)
    }
}

extension VectorPath {
    /// The smallest rectangle holding every point of the path (control points included); nil
    /// for an empty path or one with a point that is not finite.
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ x: Double, _ y: Double) {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
        for element in elements {
            switch element {
            case .move(let x, let y), .line(let x, let y): add(x, y)
            case .quad(let cx, let cy, let x, let y): add(cx, cy); add(x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): add(c1x, c1y); add(c2x, c2y); add(x, y)
            case .close: break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        return (minX, minY, maxX, maxY)
    }
}
