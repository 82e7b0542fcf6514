import CCairo
import CPixman
import CSDL2

/// A layer's pixels, premultiplied ARGB in a Cairo image surface (freed with it): read from an
/// SDL target, tinted, blended with Cairo's operators and turned back into a texture.
final class LayerPixels {
    let surface: OpaquePointer
    let width: Int, height: Int
    /// Bytes from one row to the next.
    let stride: Int

    init?(width: Int, height: Int) {
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        self.width = width
        self.height = height
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Runs `body` over the pixels as 32-bit words (`0xAARRGGBB`), rows `stride / 4` apart.
    private func withPixels<T>(_ body: (UnsafeMutablePointer<UInt32>, Int) -> T) -> T? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let result = data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { body($0, stride / 4) }
        cairo_surface_mark_dirty(surface)
        return result
    }

    /// Reads the target's rectangle at (`x`, `y`) of this size (SDL's ARGB8888 is Cairo's
    /// ARGB32 on the machines the lab runs on: one 32-bit word a pixel).
    func read(from renderer: OpaquePointer, x: Int, y: Int) {
        _ = withPixels { pixels, _ in
            var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
            return SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, pixels, Int32(stride))
        }
    }

    /// Replaces every pixel's colour with `color`, keeping its coverage (times the colour's alpha).
    func tint(_ color: RGBA) {
        _ = withPixels { pixels, rowWords in
            let ca = UInt32(color.a)
            for y in 0..<height {
                for x in 0..<width {
                    let index = y * rowWords + x
                    let a = (pixels[index] >> 24) * ca / 255
                    pixels[index] = a << 24 | (UInt32(color.r) * a / 255) << 16 | (UInt32(color.g) * a / 255) << 8 | UInt32(color.b) * a / 255
                }
            }
        }
    }

    /// Mixes `layer` (its top-left corner at `origin` in these pixels) into these pixels by
    /// `mode` at `opacity`.
    func blend(_ layer: LayerPixels, at origin: (x: Int, y: Int), mode: LayerBlend, opacity: Double) {
        if mode == .plusDarker {
            plusDarker(layer, at: origin, opacity: opacity)
            return
        }
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        cairo_set_operator(context, Self.cairoOperator(mode))
        cairo_set_source_surface(context, layer.surface, Double(origin.x), Double(origin.y))
        cairo_paint_with_alpha(context, opacity)
        cairo_surface_flush(surface)
    }

    /// Apple's plus-darker, which Cairo lacks: `max(0, 1 − ((1 − D) + (1 − S)))` with both
    /// alphas taken into account (a transparent source leaves the pixels as they are).
    private func plusDarker(_ layer: LayerPixels, at origin: (x: Int, y: Int), opacity: Double) {
        let fade = UInt32((min(1, max(0, opacity)) * 256).rounded())
        _ = layer.withPixels { source, sourceWords in
            withPixels { pixels, rowWords in
                for y in 0..<height {
                    let sy = y - origin.y
                    guard sy >= 0, sy < layer.height else { continue }
                    for x in 0..<width {
                        let sx = x - origin.x
                        guard sx >= 0, sx < layer.width else { continue }
                        let s = source[sy * sourceWords + sx], d = pixels[y * rowWords + x]
                        func channel(_ shift: UInt32) -> Int { Int((s >> shift) & 0xFF) * Int(fade) / 256 }
                        let sa = channel(24), da = Int(d >> 24)
                        let alpha = min(255, sa + da)
                        var out = UInt32(alpha) << 24
                        for shift in [UInt32(16), 8, 0] {
                            let value = max(0, channel(shift) + Int((d >> shift) & 0xFF) - sa * da / 255)
                            out |= UInt32(min(alpha, value)) << shift
                        }
                        pixels[y * rowWords + x] = out
                    }
                }
            }
        }
    }

    /// Paints `source` (the same size, placed alike) into these pixels inside every one of
    /// `outlines` (points, scaled by `scale` to pixels whose origin is `origin`), antialiased.
    func paint(_ source: LayerPixels, inside outlines: [VectorPath], scale: Double, origin: (Int, Int)) {
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        func point(_ x: Double, _ y: Double) -> (Double, Double) { (x * scale - Double(origin.0), y * scale - Double(origin.1)) }
        for outline in outlines {
        var current = (0.0, 0.0)
        cairo_new_path(context)
        for element in outline.elements {
            switch element {
            case .move(let x, let y):
                current = point(x, y); cairo_move_to(context, current.0, current.1)
            case .line(let x, let y):
                current = point(x, y); cairo_line_to(context, current.0, current.1)
            case .quad(let cx, let cy, let x, let y):
                let c = point(cx, cy), end = point(x, y)
                cairo_curve_to(context, current.0 + 2 / 3 * (c.0 - current.0), current.1 + 2 / 3 * (c.1 - current.1),
                               end.0 + 2 / 3 * (c.0 - end.0), end.1 + 2 / 3 * (c.1 - end.1), end.0, end.1)
                current = end
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                let c1 = point(c1x, c1y), c2 = point(c2x, c2y), end = point(x, y)
                cairo_curve_to(context, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
                current = end
            case .close:
                cairo_close_path(context)
            }
        }
        cairo_clip(context)
        }
        cairo_set_source_surface(context, source.surface, 0, 0)
        cairo_paint(context)
        cairo_surface_flush(surface)
    }

    static func cairoOperator(_ mode: LayerBlend) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: CAIRO_OPERATOR_OVER   // done by hand (plusDarker(_:at:opacity:))
        }
    }

    /// Fills these pixels (their corner at `origin` on the target) with `source` (its corner
    /// at `sourceOrigin`) seen through `back`, the map from the target's pixels to the
    /// source's: each pixel's centre taken back and sampled bilinearly (transparent outside),
    /// by Pixman's projective transforms.
    func sample(_ source: LayerPixels, at sourceOrigin: (Int, Int), through back: Homography, from origin: (x: Int, y: Int)) {
        cairo_surface_flush(source.surface)
        cairo_surface_flush(surface)
        guard let input = cairo_image_surface_get_data(source.surface), let output = cairo_image_surface_get_data(surface) else { return }
        let sourceImage = input.withMemoryRebound(to: UInt32.self, capacity: source.stride / 4 * source.height) {
            pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height), $0, Int32(source.stride))
        }
        let targetImage = output.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
            pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), $0, Int32(stride))
        }
        defer {
            if let sourceImage { pixman_image_unref(sourceImage) }
            if let targetImage { pixman_image_unref(targetImage) }
        }
        guard let sourceImage, let targetImage else { return }
        // From these pixels to the source's: move to the target's, take back, move to the source's.
        let (ox, oy) = (Double(origin.x), Double(origin.y)), (sx, sy) = (Double(sourceOrigin.0), Double(sourceOrigin.1))
        let w = (back.g, back.h, back.g * ox + back.h * oy + back.i)
        let x = (back.a, back.b, back.a * ox + back.b * oy + back.c)
        let y = (back.d, back.e, back.d * ox + back.e * oy + back.f)
        var matrix = pixman_f_transform(m: ((x.0 - sx * w.0, x.1 - sx * w.1, x.2 - sx * w.2),
                                            (y.0 - sy * w.0, y.1 - sy * w.1, y.2 - sy * w.2),
                                            (w.0, w.1, w.2)))
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &matrix) != 0 else { return }
        pixman_image_set_transform(sourceImage, &fixed)
        pixman_image_set_filter(sourceImage, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(sourceImage, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_SRC, sourceImage, nil, targetImage, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        cairo_surface_mark_dirty(surface)
    }

    /// The pixels as they are (premultiplied), for a copy that replaces what is below.
    func premultipliedTexture(_ renderer: OpaquePointer) -> Texture? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface),
              let handle = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                             Int32(width), Int32(height))
        else { return nil }
        let texture = Texture(handle: handle, owner: nil)
        return SDL_UpdateTexture(handle, nil, data, Int32(stride)) == 0 ? texture : nil
    }
}
