// Layers: drawing made offscreen, then tinted, blurred, warped and mixed with what is below
// as one picture; this file owns the offscreen targets and the pictures' pixels.
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
    /// Where the layer is put relative to where it was drawn, in points (after the warp, when
    /// there is one).
    public var offset: (x: Double, y: Double) = (0, 0)
    /// Carries each point of the flat layer to where it is shown (points to points): a
    /// perspective, or a stretch or mirror. Each pixel shown is sampled where the warp's
    /// inverse takes it (bilinear), so the picture has no seams.
    public var warp: Homography?
    /// A rectangle in points the finished layer is cut to.
    public var clip: (x: Double, y: Double, width: Double, height: Double)?

    public init(opacity: Double = 1, blend: LayerBlend = .normal, blur: Double = 0, silhouette: RGBA? = nil,
                offset: (x: Double, y: Double) = (0, 0), warp: Homography? = nil,
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

/// A finished layer's picture (premultiplied pixels) and where its top-left corner goes on the
/// target, in pixels: made by ``Canvas/endLayer(making:keep:)``, put down by
/// ``Canvas/put(_:opacity:blend:clip:)`` as often as it is still what the layer shows.
public final class LayerPicture {
    let pixels: LayerPixels
    let x: Int, y: Int
    /// The memory its pixels take.
    public var byteCount: Int { pixels.stride * pixels.height }

    init(pixels: LayerPixels, x: Int, y: Int) {
        self.pixels = pixels
        self.x = x
        self.y = y
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
        let opacity = composite.opacity.isFinite ? min(1, max(0, composite.opacity)) : 0
        guard let picture = endLayer(making: composite, keep: opacity > 0) else { return }
        put(picture, opacity: opacity, blend: composite.blend, clip: composite.clip)
    }

    /// Ends the innermost layer and makes its picture as `effects` say (tinted, blurred, moved,
    /// warped; their opacity, blend mode and clip are not applied), to be put down with
    /// ``put(_:opacity:blend:clip:)`` now and on later frames while what it shows is unchanged.
    /// Nil when nothing of it would show, or when `keep` is false (the layer is dropped). The
    /// clip rectangle is reset.
    public func endLayer(making effects: LayerComposite, keep: Bool = true) -> LayerPicture? {
        guard let frame = layerStack.popLast() else { return nil }
        let layer = keep ? LayerPixels(width: frame.width, height: frame.height) : nil
        layer?.read(from: renderer, x: frame.x, y: frame.y)
        SDL_SetRenderTarget(renderer, frame.previous)
        // Back on a window, SDL brings back the clip it had when the first layer began: the
        // picture is cut when it is put down, by its own clip.
        SDL_RenderSetClipRect(renderer, nil)
        guard let layer else { return nil }
        if let silhouette = effects.silhouette { layer.tint(silhouette) }
        if effects.blur > 0 { PathRaster.blur(layer.surface, sigma: effects.blur * pixelScale) }
        let dx = Int((effects.offset.x * pixelScale).rounded()), dy = Int((effects.offset.y * pixelScale).rounded())
        if let warp = effects.warp {
            guard let (warped, origin) = warpedPicture(layer, frame: frame, warp: warp) else { return nil }
            return LayerPicture(pixels: warped, x: origin.x + dx, y: origin.y + dy)   // moved after the warp
        }
        return LayerPicture(pixels: layer, x: frame.x + dx, y: frame.y + dy)
    }

    /// Puts a layer's picture on the target, mixed with what is below it by `blend` at
    /// `opacity`, cut to `clip` (points) and the target.
    public func put(_ picture: LayerPicture, opacity: Double = 1, blend: LayerBlend = .normal,
                    clip: (x: Double, y: Double, width: Double, height: Double)? = nil) {
        let opacity = opacity.isFinite ? min(1, max(0, opacity)) : 0
        guard opacity > 0 else { return }
        let (targetWidth, targetHeight) = outputPixelSize
        // The part of the target the picture may change: its place, cut to the clip and the target.
        var left = max(0, picture.x), top = max(0, picture.y)
        var right = min(targetWidth, picture.x + picture.pixels.width), bottom = min(targetHeight, picture.y + picture.pixels.height)
        if let clip {
            left = max(left, Int((clip.x * pixelScale).rounded())); top = max(top, Int((clip.y * pixelScale).rounded()))
            right = min(right, Int(((clip.x + clip.width) * pixelScale).rounded()))
            bottom = min(bottom, Int(((clip.y + clip.height) * pixelScale).rounded()))
        }
        guard right > left, bottom > top else { return }
        var cut = SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top))
        // Mixed with the pixels below in Cairo (premultiplied throughout, any blend mode), and
        // the result written back over them.
        guard let below = LayerPixels(width: right - left, height: bottom - top) else { return }
        below.read(from: renderer, x: left, y: top)
        below.blend(picture.pixels, at: (picture.x - left, picture.y - top), mode: blend, opacity: opacity)
        guard let texture = below.premultipliedTexture(renderer) else { return }
        SDL_SetTextureBlendMode(texture.handle, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture.handle, nil, &cut)
    }

    /// The layer carried through `warp` (points), as a picture of the target's rectangle that
    /// holds it (cut to the target) and that rectangle's corner.
    private func warpedPicture(_ layer: LayerPixels, frame: LayerFrame, warp: Homography) -> (LayerPixels, (x: Int, y: Int))? {
        let toPixels = warp.scaled(by: pixelScale)
        guard let back = toPixels.inverted() else { return nil }
        let (targetWidth, targetHeight) = outputPixelSize
        var left = 0.0, top = 0.0, right = Double(targetWidth), bottom = Double(targetHeight)
        let corners = [(frame.x, frame.y), (frame.x + frame.width, frame.y), (frame.x, frame.y + frame.height),
                       (frame.x + frame.width, frame.y + frame.height)].map { toPixels.apply(Double($0.0), Double($0.1)) }
        if corners.allSatisfy({ $0 != nil }) {
            // All in front of the eye: the picture lies within its corners.
            let xs = corners.map { $0!.0 }, ys = corners.map { $0!.1 }
            left = max(left, xs.min()!.rounded(.down)); right = min(right, xs.max()!.rounded(.up))
            top = max(top, ys.min()!.rounded(.down)); bottom = min(bottom, ys.max()!.rounded(.up))
        }
        guard right > left, bottom > top, let picture = LayerPixels(width: Int(right - left), height: Int(bottom - top)) else { return nil }
        let origin = (x: Int(left), y: Int(top))
        picture.sample(layer, at: (frame.x, frame.y), through: back, from: origin)
        return (picture, origin)
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
}

extension Canvas {
    /// Blurs what is already drawn under `outline` (points), cut to every one of `clips`, by a
    /// Gaussian of `deviation` points, shown at `opacity`: the backdrop of a material. Pixels
    /// within three deviations around the outline are read, so the blur near its edges mixes
    /// in what lies just outside it.
    public func blurBackdrop(under outline: VectorPath, clips: [VectorPath] = [], deviation: Double, opacity: Double = 1) {
        let opacity = opacity.isFinite ? min(1, max(0, opacity)) : 0
        guard deviation > 0, deviation.isFinite, opacity > 0, let box = outline.bounds else { return }
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
        cut.paint(below, inside: [outline] + clips, scale: pixelScale, origin: (left, top))
        put(LayerPicture(pixels: cut, x: left, y: top), opacity: opacity)
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

/// A projective map of the plane (a perspective, or any affine map):
/// `x′ = (a·x + b·y + c) / (g·x + h·y + i)`, `y′ = (d·x + e·y + f) / (g·x + h·y + i)`.
public struct Homography: Sendable, Equatable {
    public var a, b, c, d, e, f, g, h, i: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double = 0, h: Double = 0, i: Double = 1) {
        (self.a, self.b, self.c, self.d, self.e, self.f, self.g, self.h, self.i) = (a, b, c, d, e, f, g, h, i)
    }

    /// Where a point goes; nil at or behind the eye (a non-positive divisor).
    public func apply(_ x: Double, _ y: Double) -> (Double, Double)? {
        let w = g * x + h * y + i
        guard w > 1e-9 else { return nil }
        return ((a * x + b * y + c) / w, (d * x + e * y + f) / w)
    }

    /// The map that undoes this one; nil when it flattens the plane.
    public func inverted() -> Homography? {
        let ca = e * i - f * h, cb = -(d * i - f * g), cc = d * h - e * g
        let determinant = a * ca + b * cb + c * cc
        guard abs(determinant) > 1e-12, determinant.isFinite else { return nil }
        let k = 1 / determinant
        return Homography(a: ca * k, b: -(b * i - c * h) * k, c: (b * f - c * e) * k,
                          d: cb * k, e: (a * i - c * g) * k, f: -(a * f - c * d) * k,
                          g: cc * k, h: -(a * h - b * g) * k, i: (a * e - b * d) * k)
    }

    /// The same map on coordinates `scale` times larger (points to pixels).
    func scaled(by scale: Double) -> Homography {
        Homography(a: a, b: b, c: c * scale, d: d, e: e, f: f * scale, g: g / scale, h: h / scale, i: i)
    }
}
