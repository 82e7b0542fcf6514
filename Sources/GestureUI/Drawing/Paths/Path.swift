/// An outline made of lines and curves, in points: SwiftUI's `Path`. A path is a shape (its own
/// outline, whatever frame it is given) and a view (filled with the foreground colour).
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 100))
///     path.addLine(to: CGPoint(x: 50, y: 0))
///     path.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 100, y: 0))
///     path.closeSubpath()
/// }
/// .fill(.orange)
/// ```
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// Where the last subpath started (a `closeSubpath` returns there).
    private var subpathStart: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, if it has one.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        case nil: return nil
        }
    }

    // MARK: Building

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { move(to: point); return }
        elements.append(.line(to: point))
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }
    /// Lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { elements.append(.line(to: point)) }
    }
    /// A closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                  CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) })
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }
    /// A closed ellipse filling `rect`, from its rightmost point clockwise on screen (where a
    /// `trim` of a `Circle` starts).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let k = Self.quarterArcHandle
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: cx + x, y: cy + y).applying(transform) }
        move(to: p(rx, 0))
        elements.append(.curve(to: p(0, ry), control1: p(rx, k * ry), control2: p(k * rx, ry)))
        elements.append(.curve(to: p(-rx, 0), control1: p(-k * rx, ry), control2: p(-rx, k * ry)))
        elements.append(.curve(to: p(0, -ry), control1: p(-rx, -k * ry), control2: p(-k * rx, -ry)))
        elements.append(.curve(to: p(rx, 0), control1: p(k * rx, -ry), control2: p(rx, -k * ry)))
        closeSubpath()
    }
    /// A closed rectangle with circular corners of `cornerSize` (at most half of each side).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var rx = min(max(0, cornerSize.width), r.width / 2), ry = min(max(0, cornerSize.height), r.height / 2)
        // Round corners stay round when too big for the rect: a capsule, not an oval.
        if cornerSize.width == cornerSize.height { rx = min(rx, ry); ry = rx }
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        let k = Self.quarterArcHandle
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: p(r.minX + rx, r.minY))
        addLine(to: p(r.maxX - rx, r.minY))
        elements.append(.curve(to: p(r.maxX, r.minY + ry), control1: p(r.maxX - rx + k * rx, r.minY), control2: p(r.maxX, r.minY + ry - k * ry)))
        addLine(to: p(r.maxX, r.maxY - ry))
        elements.append(.curve(to: p(r.maxX - rx, r.maxY), control1: p(r.maxX, r.maxY - ry + k * ry), control2: p(r.maxX - rx + k * rx, r.maxY)))
        addLine(to: p(r.minX + rx, r.maxY))
        elements.append(.curve(to: p(r.minX, r.maxY - ry), control1: p(r.minX + rx - k * rx, r.maxY), control2: p(r.minX, r.maxY - ry + k * ry)))
        addLine(to: p(r.minX, r.minY + ry))
        elements.append(.curve(to: p(r.minX + rx, r.minY), control1: p(r.minX, r.minY + ry - k * ry), control2: p(r.minX + rx - k * rx, r.minY)))
        closeSubpath()
    }
    /// An arc of a circle from `startAngle` to `endAngle`, joined to the current point by a
    /// line. Angles grow from the +x axis towards +y (clockwise on screen); `clockwise: false`
    /// sweeps the way angles grow, `true` the other way, as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        var sweep = endAngle.radians - start
        let turn = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
        } else if sweep < 0 {
            sweep += (-sweep / turn).rounded(.up) * turn
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<pieces {
            let a0 = start + step * Double(index), a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - handle * radius * sin(a0), y: p0.y + handle * radius * cos(a0))
            let c2 = CGPoint(x: p1.x + handle * radius * sin(a1), y: p1.y - handle * radius * cos(a1))
            elements.append(.curve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }
    /// An arc of `radius` fitted into the corner that the current point, `tangent1End` and
    /// `tangent2End` make, joined to the current point by a line.
    public mutating func addArc(tangent1End tangent1: CGPoint, tangent2End tangent2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        // In the path's own space, where the current point already is: the tangents and the
        // radius carried there first.
        let p1 = tangent1.applying(transform), p2 = tangent2.applying(transform)
        let radius = radius * (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        guard let p0 = currentPoint else { move(to: p1); return }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { addLine(to: p1); return }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius` from both tangents.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let centre = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a0 = atan2(t1.y - centre.y, t1.x - centre.x), a1 = atan2(t2.y - centre.y, t2.x - centre.x)
        addArc(center: centre, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: cross > 0)
    }
    /// Appends `path`'s elements, carried by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            if case .move(let point) = element { move(to: point) } else { elements.append(element) }
        }
    }

    /// The handle length, in radii, of a cubic Bézier that follows a quarter circle.
    static let quarterArcHandle: CGFloat = 0.552_284_749_8

    // MARK: Reading

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The path with every point carried by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = self
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding every point of the path (its curves included).
    public var boundingRect: CGRect {
        let points = PathFlattener.polylines(self).flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path filled by the non-zero rule (or the even-odd rule).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        hitOutline(eoFill: eoFill).contains(point)
    }

    /// The path as GestureKit hit-tests it: every subpath closed, as a fill closes it.
    func hitOutline(eoFill: Bool) -> HitOutline {
        HitOutline(polygons: PathFlattener.polylines(self).map(\.points), evenOdd: eoFill)
    }

    /// The part of the path between two fractions of its length (0 the start, 1 the end),
    /// as lines: `Circle().trim(from: 0, to: 0.25)` is the quarter from 3 to 6 o'clock.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let start = min(max(start, 0), 1), end = min(max(end, 0), 1)
        guard end > start else { return Path() }
        if start == 0, end == 1 { return self }
        return PathFlattener.trimmed(PathFlattener.polylines(self), from: start, to: end)
    }

    /// SVG-like text of the elements ("M 0 0 L 10 0 Z").
    public var description: String {
        func f(_ p: CGPoint) -> String { "\(Self.number(p.x)) \(Self.number(p.y))" }
        return elements.map { element in
            switch element {
            case .move(let p): "M \(f(p))"
            case .line(let p): "L \(f(p))"
            case .quadCurve(let p, let c): "Q \(f(c)) \(f(p))"
            case .curve(let p, let c1, let c2): "C \(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
