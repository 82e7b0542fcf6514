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

    /// The sprite of `drawing` at `scale` pixels per point, or nil if nothing would show.
    func rasterize(_ drawing: PathDrawing, scale: Double) -> Sprite? {
        guard scale > 0, scale.isFinite, drawing.fill != nil || drawing.stroke != nil || drawing.image != nil else { return nil }
        // The drawn extent, in pixels: the path's, grown by the blur, cut by the clips.
        let context = measuring.handle
        cairo_identity_matrix(context)
        cairo_scale(context, scale, scale)
        Self.append(drawing.path, to: context)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        var bounds: (Double, Double, Double, Double)?
        func grow(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
            guard c > a, d > b else { return }
            if let (p, q, r, s) = bounds { bounds = (min(p, a), min(q, b), max(r, c), max(s, d)) } else { bounds = (a, b, c, d) }
        }
        if drawing.fill != nil || drawing.image != nil {
            cairo_fill_extents(context, &x0, &y0, &x1, &y1)
            grow(x0 * scale, y0 * scale, x1 * scale, y1 * scale)
        }
        if let stroke = drawing.stroke {
            Self.configure(stroke, context)
            cairo_stroke_extents(context, &x0, &y0, &x1, &y1)
            grow(x0 * scale, y0 * scale, x1 * scale, y1 * scale)
        }
        cairo_new_path(context)
        guard var (left0, top0, right0, bottom0) = bounds else { return nil }
        func cut(_ clips: [VectorPath]) {
            for clip in clips {
                Self.append(clip, to: context)
                cairo_fill_extents(context, &x0, &y0, &x1, &y1)
                cairo_new_path(context)
                left0 = max(left0, x0 * scale); top0 = max(top0, y0 * scale)
                right0 = min(right0, x1 * scale); bottom0 = min(bottom0, y1 * scale)
            }
        }
        cut(drawing.preClips)
        // A blur spreads three deviations each way.
        let spread = drawing.blur > 0 ? (3 * drawing.blur * scale).rounded(.up) : 0
        left0 -= spread; top0 -= spread; right0 += spread; bottom0 += spread
        cut(drawing.clips)
        guard [left0, top0, right0, bottom0].allSatisfy(\.isFinite), right0 > left0, bottom0 > top0 else { return nil }
        let half = Self.maximumSide / 2
        let left = max(left0, -half).rounded(.down) - 1, top = max(top0, -half).rounded(.down) - 1
        let right = min(right0, half).rounded(.up) + 1, bottom = min(bottom0, half).rounded(.up) + 1
        let width = Int(right - left), height = Int(bottom - top)
        guard width > 0, height > 0, let target = CairoContext(width: width, height: height) else { return nil }
        let c = target.handle
        cairo_translate(c, -left, -top)
        cairo_scale(c, scale, scale)
        // With a blur the drawing is cut by its pre-clips, blurred in a group, then cut by the
        // clips; without one, every clip cuts it at once.
        if drawing.blur <= 0 { Self.clip(drawing.clips + drawing.preClips, c) }
        if drawing.blur > 0 {
            cairo_push_group(c)
            Self.clip(drawing.preClips, c)
        }
        Self.append(drawing.path, to: c)
        // The farthest the drawing reaches from any point, in path points (a conic gradient's
        // spokes must reach past it).
        let reach = (hypot(right - left, bottom - top) + hypot(left, top) + hypot(right, bottom)) / scale + 1
        if let image = drawing.image, let source = CairoImage(image.pixels) {
            cairo_save(c)
            cairo_clip(c)
            cairo_scale(c, image.width / Double(image.pixels.width), image.height / Double(image.pixels.height))
            cairo_set_source_surface(c, source.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_GOOD)
            cairo_paint_with_alpha(c, image.opacity)
            cairo_restore(c)
        } else {
            if let fill = drawing.fill {
                cairo_set_fill_rule(c, drawing.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                Self.setSource(fill, c, reach: reach)
                if drawing.stroke != nil { cairo_fill_preserve(c) } else { cairo_fill(c) }
            }
            if let stroke = drawing.stroke {
                Self.configure(stroke, c)
                Self.setSource(stroke.paint, c, reach: reach)
                cairo_stroke(c)
            }
        }
        if drawing.blur > 0 {
            guard let group = cairo_pop_group(c) else { return nil }
            // Blur the group in its own pixels, then paint it through the clips. (The group's
            // clip ended with it.)
            var surface: OpaquePointer?
            cairo_pattern_get_surface(group, &surface)
            if let surface { Self.blur(surface, sigma: drawing.blur * scale) }
            Self.clip(drawing.clips, c)
            cairo_set_source(c, group)
            cairo_paint(c)
            cairo_pattern_destroy(group)
        }
        return Sprite(image: target.straightRGBA(), originX: -left, originY: -top)
    }

    private static func clip(_ clips: [VectorPath], _ c: OpaquePointer) {
        for clip in clips {
            append(clip, to: c)
            cairo_set_fill_rule(c, CAIRO_FILL_RULE_WINDING)
            cairo_clip(c)
        }
    }

    /// Three box blurs of a premultiplied ARGB surface, one after another, on each axis: close
    /// to a Gaussian of deviation `sigma` pixels. A wide blur is done on a copy shrunk by a
    /// power of two (leaving at least two of its pixels to a deviation), then stretched back,
    /// the shrinking's and stretching's own spread taken off the small blur: as smooth and as
    /// wide, for a fraction of the cost.
    static func blur(_ surface: OpaquePointer, sigma: Double) {
        guard sigma >= 0.5, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return }
        /// The deviation left for the small copy's blur (in its pixels) at a shrinking factor:
        /// averaging `f` pixels spreads by (f² − 1)/12, stretching back bilinearly by f²/6.
        func smallSigma(_ f: Double) -> Double {
            let left = sigma * sigma - (f * f - 1) / 12 - f * f / 6
            return left > 0 ? left.squareRoot() / f : 0
        }
        var factor = 1
        while factor < 16, smallSigma(Double(factor * 2)) >= 2, width / (factor * 2) >= 4, height / (factor * 2) >= 4 { factor *= 2 }
        guard factor > 1 else {
            boxBlur(surface, sigma: sigma)
            return
        }
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallWidth), Int32(smallHeight)) else {
            boxBlur(surface, sigma: sigma)
            return
        }
        defer { cairo_surface_destroy(small) }
        let scale = Double(factor)
        if let c = cairo_create(small) {
            cairo_scale(c, 1 / scale, 1 / scale)
            cairo_set_source_surface(c, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_GOOD)
            cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
            cairo_paint(c)
            cairo_destroy(c)
        }
        boxBlur(small, sigma: smallSigma(scale))
        if let c = cairo_create(surface) {
            cairo_scale(c, scale, scale)
            cairo_set_source_surface(c, small, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(c), CAIRO_EXTEND_PAD)
            cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
            cairo_paint(c)
            cairo_destroy(c)
        }
        cairo_surface_flush(surface)
    }

    /// The three box blurs themselves, at full size: two widths, chosen so that the three
    /// together spread by `sigma` (a box of odd width w spreads by (w² − 1)/12).
    private static func boxBlur(_ surface: OpaquePointer, sigma: Double) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard sigma > 0, width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let passes = 3.0
        var lower = Int((12 * sigma * sigma / passes + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let wl = Double(lower)
        let narrow = Int(((12 * sigma * sigma - passes * wl * wl - 4 * passes * wl - 3 * passes) / (-4 * wl - 4)).rounded())
        let radii = (0..<3).map { $0 < narrow ? (lower - 1) / 2 : (lower + 1) / 2 }
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
            for radius in radii where radius > 0 {
                for row in 0..<height { boxPass(pixels + row * stride, step: 1, count: width, radius: radius, line: line) }
                for column in 0..<width { boxPass(pixels + column, step: stride, count: height, radius: radius, line: line) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box blur along a line of `count` pixels `step` words apart (transparent beyond its
    /// ends), through the scratch `line`.
    @inline(__always)
    private static func boxPass(_ start: UnsafeMutablePointer<UInt32>, step: Int, count: Int, radius: Int,
                                line: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { line[i] = start[i * step] }
        var a = 0, r = 0, g = 0, b = 0
        for i in 0...min(radius, count - 1) {
            let p = line[i]
            a += Int(p >> 24); r += Int((p >> 16) & 0xFF); g += Int((p >> 8) & 0xFF); b += Int(p & 0xFF)
        }
        // Division by the box's width as a multiplication (exact for sums below 2^24).
        let size = 2 * radius + 1
        let reciprocal = (1 << 24) / size + 1
        for i in 0..<count {
            start[i * step] = UInt32((a * reciprocal) >> 24) << 24 | UInt32((r * reciprocal) >> 24) << 16
                | UInt32((g * reciprocal) >> 24) << 8 | UInt32((b * reciprocal) >> 24)
            let leaving = i - radius, entering = i + radius + 1
            if leaving >= 0 {
                let p = line[leaving]
                a -= Int(p >> 24); r -= Int((p >> 16) & 0xFF); g -= Int((p >> 8) & 0xFF); b -= Int(p & 0xFF)
            }
            if entering < count {
                let p = line[entering]
                a += Int(p >> 24); r += Int((p >> 16) & 0xFF); g += Int((p >> 8) & 0xFF); b += Int(p & 0xFF)
            }
        }
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

/// An image's pixels as a Cairo surface (premultiplied ARGB), freed with it.
private final class CairoImage {
    let surface: OpaquePointer
    init?(_ image: PixelImage) {
        guard image.width > 0, image.height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.surface = surface
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        if let data = cairo_image_surface_get_data(surface) {
            data.withMemoryRebound(to: UInt32.self, capacity: stride * image.height) { pixels in
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let p = image[x, y]
                        let a = UInt32(p.a)
                        func premultiplied(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
                        pixels[y * stride + x] = a << 24 | premultiplied(p.r) << 16 | premultiplied(p.g) << 8 | premultiplied(p.b)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
    deinit { cairo_surface_destroy(surface) }
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
