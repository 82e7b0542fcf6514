import CCairo

/// Rasterises ``VectorPath``s with Cairo into straight-alpha RGBA sprites: antialiased fills
/// (non-zero or even-odd), strokes with caps, joins and dashes. Cairo's handles live and die in
/// this file.
final class PathRaster {
    /// A sprite and where the path's origin falls in it (pixels from its top-left corner).
    struct Sprite {
        var image: PixelImage
        var originX: Double
        var originY: Double
    }

    /// The largest sprite side in pixels: a path far larger than the window is cut to this
    /// much around its origin.
    static let maximumSide = 4_096.0

    /// A 1 × 1 surface whose context measures paths before they are drawn.
    private let measuring: CairoContext

    init?() {
        guard let measuring = CairoContext(width: 1, height: 1) else { return nil }
        self.measuring = measuring
    }

    /// The sprite of `path` drawn at `scale` pixels per point, or nil if nothing would show.
    func rasterize(_ path: VectorPath, scale: Double, fill: RGBA?, evenOdd: Bool, stroke: PathStroke?) -> Sprite? {
        guard scale > 0, scale.isFinite, fill != nil || stroke != nil else { return nil }
        // The drawn extent, in pixels.
        let context = measuring.handle
        cairo_identity_matrix(context)
        cairo_scale(context, scale, scale)
        Self.append(path, to: context)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        var bounds: (Double, Double, Double, Double)?
        func grow(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
            guard c > a, d > b else { return }
            if let (p, q, r, s) = bounds { bounds = (min(p, a), min(q, b), max(r, c), max(s, d)) } else { bounds = (a, b, c, d) }
        }
        if fill != nil {
            cairo_fill_extents(context, &x0, &y0, &x1, &y1)
            grow(x0 * scale, y0 * scale, x1 * scale, y1 * scale)
        }
        if let stroke {
            Self.configure(stroke, context)
            cairo_stroke_extents(context, &x0, &y0, &x1, &y1)
            grow(x0 * scale, y0 * scale, x1 * scale, y1 * scale)
        }
        cairo_new_path(context)
        guard let (left0, top0, right0, bottom0) = bounds, [left0, top0, right0, bottom0].allSatisfy(\.isFinite) else { return nil }
        let half = Self.maximumSide / 2
        let left = max(left0, -half).rounded(.down) - 1, top = max(top0, -half).rounded(.down) - 1
        let right = min(right0, half).rounded(.up) + 1, bottom = min(bottom0, half).rounded(.up) + 1
        let width = Int(right - left), height = Int(bottom - top)
        guard width > 0, height > 0, let target = CairoContext(width: width, height: height) else { return nil }
        let c = target.handle
        cairo_translate(c, -left, -top)
        cairo_scale(c, scale, scale)
        Self.append(path, to: c)
        if let fill {
            cairo_set_fill_rule(c, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Self.setColor(fill, c)
            if stroke != nil { cairo_fill_preserve(c) } else { cairo_fill(c) }
        }
        if let stroke {
            Self.configure(stroke, c)
            Self.setColor(stroke.color, c)
            cairo_stroke(c)
        }
        return Sprite(image: target.straightRGBA(), originX: -left, originY: -top)
    }

    private static func append(_ path: VectorPath, to c: OpaquePointer) {
        cairo_new_path(c)
        for element in path.elements {
            switch element {
            case .move(let x, let y): cairo_move_to(c, x, y)
            case .line(let x, let y): cairo_line_to(c, x, y)
            case .quad(let cx, let cy, let x, let y):
                // A quadratic as the cubic with the same curve.
                var sx = 0.0, sy = 0.0
                if cairo_has_current_point(c) != 0 { cairo_get_current_point(c, &sx, &sy) } else { sx = cx; sy = cy }
                cairo_curve_to(c, sx + 2 / 3 * (cx - sx), sy + 2 / 3 * (cy - sy), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y): cairo_curve_to(c, c1x, c1y, c2x, c2y, x, y)
            case .close: cairo_close_path(c)
            }
        }
    }

    private static func configure(_ stroke: PathStroke, _ c: OpaquePointer) {
        cairo_set_line_width(c, stroke.lineWidth)
        let cap: cairo_line_cap_t = switch stroke.cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch stroke.join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(c, cap)
        cairo_set_line_join(c, join)
        cairo_set_miter_limit(c, stroke.miterLimit)
        let dashes = stroke.dash.filter { $0.isFinite && $0 >= 0 }
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(c, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(c, $0.baseAddress, Int32($0.count), stroke.dashPhase.isFinite ? stroke.dashPhase : 0) }
        }
    }

    private static func setColor(_ color: RGBA, _ c: OpaquePointer) {
        cairo_set_source_rgba(c, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
    }
}

/// A Cairo image surface (32-bit premultiplied ARGB) and its drawing context, freed together.
private final class CairoContext {
    let surface: OpaquePointer
    let handle: OpaquePointer
    let width: Int, height: Int

    init?(width: Int, height: Int) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let context = cairo_create(surface), cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        handle = context
        self.width = width
        self.height = height
    }

    deinit {
        cairo_destroy(handle)
        cairo_surface_destroy(surface)
    }

    /// The pixels as straight-alpha RGBA bytes (Cairo keeps premultiplied native-endian ARGB).
    func straightRGBA() -> PixelImage {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else { return PixelImage(width: width, height: height, bytes: bytes) }
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let pixel = row[x]
                let a = pixel >> 24
                guard a > 0 else { continue }
                let index = (y * width + x) * 4
                bytes[index] = UInt8(min(255, (((pixel >> 16) & 0xFF) * 255 + a / 2) / a))
                bytes[index + 1] = UInt8(min(255, (((pixel >> 8) & 0xFF) * 255 + a / 2) / a))
                bytes[index + 2] = UInt8(min(255, ((pixel & 0xFF) * 255 + a / 2) / a))
                bytes[index + 3] = UInt8(a)
            }
        }
        return PixelImage(width: width, height: height, bytes: bytes)
    }
}
