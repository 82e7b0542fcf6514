import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    func rasterize(_ path: VectorPath, scale: Double, fill: PathPaint?, evenOdd: Bool, stroke: PathStroke?) -> Sprite? {
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
        // The farthest the drawing reaches from any point, in path points (a conic gradient's
        // spokes must reach past it).
        let reach = (hypot(right - left, bottom - top) + hypot(left, top) + hypot(right, bottom)) / scale + 1
        if let fill {
            cairo_set_fill_rule(c, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            Self.setSource(fill, c, reach: reach)
            if stroke != nil { cairo_fill_preserve(c) } else { cairo_fill(c) }
        }
        if let stroke {
            Self.configure(stroke, c)
            Self.setSource(stroke.paint, c, reach: reach)
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

    private static func setSource(_ paint: PathPaint, _ c: OpaquePointer, reach: Double) {
        let pattern: OpaquePointer?
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(c, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
            return
        case .linear(let x0, let y0, let x1, let y1, let stops):
            pattern = cairo_pattern_create_linear(x0, y0, x1, y1)
            addStops(stops, pattern)
        case .radial(let cx, let cy, let r0, let r1, let scaleX, let scaleY, let stops):
            pattern = cairo_pattern_create_radial(0, 0, max(0, r0), 0, 0, max(0, r1))
            addStops(stops, pattern)
            // The pattern's space: centred on (cx, cy), stretched by the scales.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / (scaleX == 0 ? 1 : scaleX), 1 / (scaleY == 0 ? 1 : scaleY))
            cairo_matrix_translate(&matrix, -cx, -cy)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .conic(let cx, let cy, let start, let end, let stops):
            pattern = conic(cx: cx, cy: cy, start: start, end: end, stops: stops, reach: reach)
        }
        guard let pattern else { return }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(c, pattern)
        cairo_pattern_destroy(pattern)
    }

    private static func addStops(_ stops: [PaintStop], _ pattern: OpaquePointer?) {
        for stop in stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), Double(color.r) / 255, Double(color.g) / 255,
                                              Double(color.b) / 255, Double(color.a) / 255)
        }
    }

    /// Sectors about the centre, thin enough to look smooth.
    static let conicSectors = 180

    /// A conic gradient as a mesh of thin sectors, each a triangle whose two corners at the
    /// centre carry the colours of its two edges (Cairo has no conic gradient of its own).
    private static func conic(cx: Double, cy: Double, start: Double, end: Double, stops: [PaintStop], reach: Double) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let span = end - start
        func color(at angle: Double) -> (Double, Double, Double, Double) {
            // The angle's place in start…start + 2π, then its fraction of the gradient's span.
            var a = (angle - start).truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            let t = span == 0 ? 0 : min(max(a / span, 0), 1)
            return interpolate(stops, at: t)
        }
        let sectors = conicSectors
        for index in 0..<sectors {
            let a0 = 2 * Double.pi * Double(index) / Double(sectors) + start
            let a1 = 2 * Double.pi * Double(index + 1) / Double(sectors) + start
            // A sector's edge colours; its end edge at a full turn is the gradient's end.
            let c0 = color(at: a0), c1 = index == sectors - 1 && abs(span) >= 2 * .pi - 1e-9 ? interpolate(stops, at: 1) : color(at: a1 - 1e-9)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a0), cy + reach * sin(a0))
            cairo_mesh_pattern_line_to(mesh, cx + reach * cos(a1), cy + reach * sin(a1))
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// The colour at `t` (0…1) between the stops, channel by channel; the end colours beyond.
    static func interpolate(_ stops: [PaintStop], at t: Double) -> (Double, Double, Double, Double) {
        func channels(_ color: RGBA) -> (Double, Double, Double, Double) {
            (Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
        }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return channels(first.color) }
        if t >= last.location { return channels(last.color) }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            let (p, q) = (channels(a.color), channels(b.color))
            return (p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f)
        }
        return channels(last.color)
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
