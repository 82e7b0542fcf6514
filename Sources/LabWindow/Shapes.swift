import CSDL2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shapes a ``Canvas`` fills and strokes, as in SwiftUI.
public enum ShapeKind: Hashable, Sendable {
    /// A circle of diameter `min(width, height)`, centred in the frame.
    case circle
    /// An ellipse filling the frame.
    case ellipse
    /// A rectangle filling the frame.
    case rectangle
    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    case roundedRectangle(cornerRadius: Double)
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule
}

/// Where a shape, image or text block goes: an unrotated size around a centre, then rotated
/// and uniformly scaled about that centre. All values are window points and degrees.
public struct ShapeFrame: Hashable, Sendable {
    public var centerX: Double
    public var centerY: Double
    public var width: Double
    public var height: Double
    /// Rotation in degrees, clockwise on screen.
    public var rotationDegrees: Double
    /// Uniform scale about the centre.
    public var scale: Double

    public init(
        centerX: Double, centerY: Double, width: Double, height: Double,
        rotationDegrees: Double = 0, scale: Double = 1
    ) {
        self.centerX = centerX
        self.centerY = centerY
        self.width = width
        self.height = height
        self.rotationDegrees = rotationDegrees
        self.scale = scale
    }

    /// The frame of an axis-aligned rectangle given by its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(centerX: x + width / 2, centerY: y + height / 2, width: width, height: height)
    }
}

/// How the ends of a line look.
public enum LineCap: Hashable, Sendable {
    /// The line stops at its end points.
    case butt
    /// Half-discs of the line's width extend past the end points.
    case round
}

/// A 2D vector in pixel space used while tessellating.
struct Vec: Equatable {
    var x: Double
    var y: Double
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec, s: Double) -> Vec { Vec(x: a.x * s, y: a.y * s) }
    func dot(_ b: Vec) -> Double { x * b.x + y * b.y }
    var length: Double { (x * x + y * y).squareRoot() }
}

/// Turns shapes into SDL triangles with a one-pixel antialiasing fringe.
///
/// Every shape here is convex, so its interior is a triangle fan from the centre. Edges get a
/// band of triangles about one pixel wide, straddling the exact outline, whose alpha fades from
/// the shape's alpha to zero: coverage-like antialiasing that any SDL renderer can draw. Each
/// fringe vertex takes the alpha of its own distance to the true outline, which keeps the
/// result right when vertices are moved to whole pixels for the software renderer
/// (see ``snapsToPixels``).
struct Tessellator {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    /// Largest distance, in pixels, between a true curve and its polygon.
    static let curveTolerance = 0.12

    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Number of segments for a full turn of a curve of `radius` pixels.
    static func segmentsForFullTurn(radius: Double) -> Int {
        guard radius > curveTolerance else { return 8 }
        let step = 2 * acos(1 - curveTolerance / radius)
        // A huge radius makes the step 0 (1 - tolerance / radius rounds to 1): the most segments.
        let count = step > 0 ? (2 * Double.pi / step).rounded(.up) : .infinity
        return count.isFinite ? min(max(Int(min(count, 2048)), 8), 2048) : 2048
    }

    /// A convex outline cut to an upright box (Sutherland and Hodgman's clipping, one side at a
    /// time): the same polygon inside the box. Outlines far larger than the target are cut
    /// before they are turned into triangles, whose vertices would otherwise lie where a
    /// `Float` has no precision left for the pixels that matter.
    static func clip(_ outline: [Vec], toMinX minX: Double, minY: Double, maxX: Double, maxY: Double) -> [Vec] {
        guard outline.contains(where: { $0.x < minX || $0.x > maxX || $0.y < minY || $0.y > maxY }) else { return outline }
        var polygon = outline
        // Each side: whether a point is inside, and where an edge crosses the side.
        let sides: [((Vec) -> Bool, (Vec, Vec) -> Vec)] = [
            ({ $0.x >= minX }, { a, b in Vec(x: minX, y: a.y + (b.y - a.y) * (minX - a.x) / (b.x - a.x)) }),
            ({ $0.x <= maxX }, { a, b in Vec(x: maxX, y: a.y + (b.y - a.y) * (maxX - a.x) / (b.x - a.x)) }),
            ({ $0.y >= minY }, { a, b in Vec(x: a.x + (b.x - a.x) * (minY - a.y) / (b.y - a.y), y: minY) }),
            ({ $0.y <= maxY }, { a, b in Vec(x: a.x + (b.x - a.x) * (maxY - a.y) / (b.y - a.y), y: maxY) }),
        ]
        for (inside, crossing) in sides {
            guard let last = polygon.last else { return [] }
            var result: [Vec] = []
            var previous = last
            for point in polygon {
                switch (inside(previous), inside(point)) {
                case (true, true): result.append(point)
                case (true, false): result.append(crossing(previous, point))
                case (false, true): result.append(crossing(previous, point)); result.append(point)
                case (false, false): break
                }
                previous = point
            }
            polygon = result
        }
        // Cutting can leave repeated points where the box's corners meet the outline.
        var unique: [Vec] = []
        for point in polygon where unique.last.map({ abs($0.x - point.x) > 1e-9 || abs($0.y - point.y) > 1e-9 }) ?? true {
            unique.append(point)
        }
        if unique.count > 1, let first = unique.first, let last = unique.last, abs(first.x - last.x) <= 1e-9, abs(first.y - last.y) <= 1e-9 {
            unique.removeLast()
        }
        return unique.count >= 3 ? unique : []
    }

    /// The outline of `kind` in `frame`, in pixels (`pixelScale` pixels per point), going
    /// clockwise on screen, without repeated points.
    static func outline(of kind: ShapeKind, in frame: ShapeFrame, pixelScale: Double) -> [Vec] {
        let values = [frame.centerX, frame.centerY, frame.width, frame.height, frame.rotationDegrees, frame.scale]
        guard values.allSatisfy(\.isFinite) else { return [] }
        let width = max(frame.width, 0)
        let height = max(frame.height, 0)
        let totalScale = abs(frame.scale) * pixelScale
        var local: [Vec] = []
        switch kind {
        case .circle:
            let radius = min(width, height) / 2
            local = ellipsePoints(rx: radius, ry: radius, totalScale: totalScale)
        case .ellipse:
            local = ellipsePoints(rx: width / 2, ry: height / 2, totalScale: totalScale)
        case .rectangle:
            local = roundedRectPoints(width: width, height: height, radius: 0, totalScale: totalScale)
        case let .roundedRectangle(cornerRadius):
            let radius = min(max(cornerRadius, 0), min(width, height) / 2)
            local = roundedRectPoints(width: width, height: height, radius: radius, totalScale: totalScale)
        case .capsule:
            local = roundedRectPoints(
                width: width, height: height, radius: min(width, height) / 2, totalScale: totalScale)
        }
        let angle = frame.rotationDegrees * Double.pi / 180
        let cosA = cos(angle)
        let sinA = sin(angle)
        let s = frame.scale
        var result: [Vec] = []
        result.reserveCapacity(local.count)
        for p in local {
            let x = p.x * s
            let y = p.y * s
            let rotated = Vec(x: x * cosA - y * sinA + frame.centerX, y: x * sinA + y * cosA + frame.centerY)
            let pixel = rotated * pixelScale
            if let last = result.last, (last - pixel).length < 1e-6 { continue }
            result.append(pixel)
        }
        if result.count > 1, (result[0] - result[result.count - 1]).length < 1e-6 { result.removeLast() }
        return result
    }

    private static func ellipsePoints(rx: Double, ry: Double, totalScale: Double) -> [Vec] {
        let count = segmentsForFullTurn(radius: max(rx, ry) * totalScale)
        return (0..<count).map { i in
            let t = 2 * Double.pi * Double(i) / Double(count)
            return Vec(x: rx * cos(t), y: ry * sin(t))
        }
    }

    private static func roundedRectPoints(width: Double, height: Double, radius: Double, totalScale: Double) -> [Vec] {
        let hw = width / 2
        let hh = height / 2
        if radius * totalScale < 0.05 {
            return [Vec(x: hw, y: hh), Vec(x: -hw, y: hh), Vec(x: -hw, y: -hh), Vec(x: hw, y: -hh)]
        }
        let perCorner = max(2, segmentsForFullTurn(radius: radius * totalScale) / 4)
        // Corner centres, in clockwise order on screen starting at bottom-right (angles 0...90°).
        let centres = [
            Vec(x: hw - radius, y: hh - radius), Vec(x: -hw + radius, y: hh - radius),
            Vec(x: -hw + radius, y: -hh + radius), Vec(x: hw - radius, y: -hh + radius),
        ]
        var points: [Vec] = []
        points.reserveCapacity(4 * (perCorner + 1))
        for (corner, centre) in centres.enumerated() {
            for step in 0...perCorner {
                let t = (Double(corner) + Double(step) / Double(perCorner)) * Double.pi / 2
                points.append(Vec(x: centre.x + radius * cos(t), y: centre.y + radius * sin(t)))
            }
        }
        return points
    }

    /// Unit outward normals of each edge (edge i goes from point i to point i + 1) and, for each
    /// vertex, the vector to add per pixel of outward offset (a miter of the two edge normals,
    /// its length limited at sharp corners).
    static func normalsAndMiters(of points: [Vec]) -> (normals: [Vec], miters: [Vec]) {
        let n = points.count
        guard n >= 3 else {
            let zero = Array(repeating: Vec(x: 0, y: 0), count: n)
            return (zero, zero)
        }
        var area = 0.0
        for i in 0..<n {
            let a = points[i]
            let b = points[(i + 1) % n]
            area += a.x * b.y - b.x * a.y
        }
        let orientation: Double = area >= 0 ? 1 : -1
        var normals: [Vec] = []
        normals.reserveCapacity(n)
        for i in 0..<n {
            let edge = points[(i + 1) % n] - points[i]
            let length = edge.length
            normals.append(length > 0 ? Vec(x: edge.y / length, y: -edge.x / length) * orientation : Vec(x: 0, y: 0))
        }
        var miters: [Vec] = []
        miters.reserveCapacity(n)
        for i in 0..<n {
            let a = normals[(i + n - 1) % n]
            let b = normals[i]
            let denominator = max(1 + a.dot(b), 0.125)  // limits the miter to 4x the offset
            miters.append((a + b) * (1 / denominator))
        }
        return (normals, miters)
    }

    /// Whether vertex positions are moved to whole pixels, as SDL's software renderer (SDL 2.26)
    /// truncates them anyway. Each ring of the fringe then moves away from the edge it fades
    /// across (inner rings inwards, outer rings outwards) and takes the alpha that matches its
    /// true distance to the outline, so edges stay smooth and in place to a fraction of a pixel.
    var snapsToPixels = false

    /// Which way a ring may move when snapped to whole pixels.
    enum Snap {
        case nearest, alongMiter, againstMiter
    }

    private func place(_ p: Vec, miter: Vec, _ snap: Snap) -> Vec {
        guard snapsToPixels else { return p }
        func axis(_ value: Double, _ direction: Double) -> Double {
            if snap == .nearest || abs(direction) < 0.3 { return value.rounded() }
            return (direction > 0) == (snap == .alongMiter) ? value.rounded(.up) : value.rounded(.down)
        }
        return Vec(x: axis(p.x, miter.x), y: axis(p.y, miter.y))
    }

    private mutating func addVertex(_ p: Vec, _ color: RGBA, coverage: Double = 1) -> Int32 {
        let alpha = coverage >= 1 ? color.a : UInt8((Double(color.a) * (coverage > 0 ? coverage : 0)).rounded())
        vertices.append(SDL_Vertex(
            position: SDL_FPoint(x: Float(p.x), y: Float(p.y)),
            color: SDL_Color(r: color.r, g: color.g, b: color.b, a: alpha),
            tex_coord: SDL_FPoint(x: 0, y: 0)))
        return Int32(vertices.count - 1)
    }

    /// Signed distance (positive outside) from `q` to the outline near vertex `i`: the larger
    /// of its distances to the lines of the two edges meeting there.
    private static func distance(_ q: Vec, vertex i: Int, _ points: [Vec], _ normals: [Vec]) -> Double {
        let n = points.count
        let d = q - points[i]
        return max(normals[(i + n - 1) % n].dot(d), normals[i].dot(d))
    }

    /// Adds a ring at `offset` pixels along the miters with alpha `coverage(distance)`;
    /// returns its first index.
    private mutating func addRing(_ points: [Vec], _ normals: [Vec], _ miters: [Vec], offset: Double,
                                  snap: Snap, color: RGBA, coverage: (Double) -> Double) -> Int32 {
        let first = Int32(vertices.count)
        for i in points.indices {
            let q = place(points[i] + miters[i] * offset, miter: miters[i], snap)
            _ = addVertex(q, color, coverage: coverage(Tessellator.distance(q, vertex: i, points, normals)))
        }
        return first
    }

    private mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(contentsOf: [a, b, c])
    }

    // Triangle order matters for SDL's software renderer, which redraws two consecutive
    // triangles sharing two vertices, all of one colour, as the axis-aligned rectangle they
    // would form if they were one: that is wrong for most of our triangles. Every uniformly
    // coloured triangle is therefore emitted between triangles with fading alpha.

    /// Fills a convex outline (pixels) with a fan plus an antialiasing fringe.
    mutating func addFill(outline points: [Vec], color: RGBA) {
        let n = points.count
        guard n >= 3, color.a > 0 else { return }
        let (normals, miters) = Tessellator.normalsAndMiters(of: points)
        var centre = Vec(x: 0, y: 0)
        for p in points { centre = centre + p }
        centre = centre * (1 / Double(n))
        var minExtent = Double.infinity
        for p in points { minExtent = min(minExtent, (p - centre).length) }
        // For shapes under a pixel thick, do not let the inner ring cross over.
        let inset = min(0.5, minExtent * 0.5)
        let coverage = { (d: Double) in min(max(0.5 - d, 0), 1) }
        let inward: Snap = minExtent > 2 ? .againstMiter : .nearest
        let middle = addVertex(place(centre, miter: Vec(x: 0, y: 0), .nearest), color)
        let fan = addRing(points, normals, miters, offset: -inset, snap: inward, color: color, coverage: { _ in 1 })
        let inner = addRing(points, normals, miters, offset: -inset, snap: inward, color: color, coverage: coverage)
        let outer = addRing(points, normals, miters, offset: 0.5, snap: .alongMiter, color: color, coverage: coverage)
        let count = Int32(n)
        for i in 0..<count {
            let j = (i + 1) % count
            addTriangle(middle, fan + i, fan + j)
            addTriangle(inner + i, outer + i, outer + j)
            addTriangle(inner + i, outer + j, inner + j)
        }
    }

    /// Strokes a closed convex outline (pixels) with a band `width` pixels wide centred on it.
    mutating func addStroke(outline points: [Vec], width: Double, color: RGBA) {
        let n = points.count
        guard n >= 3, width > 0, color.a > 0 else { return }
        // Thinner than a pixel: draw one pixel and fade the colour instead.
        let effective = max(width, 1)
        let shade = width < 1 ? color.withOpacity(width) : color
        let (normals, miters) = Tessellator.normalsAndMiters(of: points)
        let half = effective / 2
        let coverage = { (d: Double) in min(max(0.5 - (abs(d) - half), 0), 1) }
        let count = Int32(n)
        let r0 = addRing(points, normals, miters, offset: -half - 0.5, snap: .againstMiter, color: shade, coverage: coverage)
        if effective < 3 {
            // Too thin for a solid core once snapped: fade in to the centre line and out again.
            let r1 = addRing(points, normals, miters, offset: 0, snap: .nearest, color: shade, coverage: coverage)
            let r2 = addRing(points, normals, miters, offset: half + 0.5, snap: .alongMiter, color: shade, coverage: coverage)
            for i in 0..<count {
                let j = (i + 1) % count
                addTriangle(r0 + i, r1 + i, r1 + j)
                addTriangle(r0 + i, r1 + j, r0 + j)
                addTriangle(r1 + i, r2 + i, r2 + j)
                addTriangle(r1 + i, r2 + j, r1 + j)
            }
            return
        }
        let r1 = addRing(points, normals, miters, offset: -half + 0.5, snap: .alongMiter, color: shade, coverage: coverage)
        let r2 = addRing(points, normals, miters, offset: half - 0.5, snap: .againstMiter, color: shade, coverage: coverage)
        let r3 = addRing(points, normals, miters, offset: half + 0.5, snap: .alongMiter, color: shade, coverage: coverage)
        for i in 0..<count {
            let j = (i + 1) % count
            addTriangle(r0 + i, r1 + i, r1 + j)
            addTriangle(r1 + i, r2 + i, r2 + j)
            addTriangle(r0 + i, r1 + j, r0 + j)
            addTriangle(r1 + i, r2 + j, r1 + j)
            addTriangle(r2 + i, r3 + i, r3 + j)
            addTriangle(r2 + i, r3 + j, r2 + j)
        }
    }
}
