/// A path as polylines: curves cut into short straight pieces, for the measures that need
/// lengths and crossings (`boundingRect`, `contains`, `trimmedPath`). Drawing uses the curves.
enum PathFlattener {
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// Pieces per curve: a quarter circle of radius 100 points strays under a twentieth of a point
    /// (the stray grows with the square of a curve's size).
    static let piecesPerCurve = 32

    static func polylines(_ path: Path) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let point, let control):
                let start = current.last ?? point
                for step in 1...piecesPerCurve {
                    let t = CGFloat(step) / CGFloat(piecesPerCurve), u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
                                           y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let c1, let c2):
                let start = current.last ?? point
                for step in 1...piecesPerCurve {
                    let t = CGFloat(step) / CGFloat(piecesPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * point.x,
                                           y: a * start.y + b * c1.y + c * c2.y + d * point.y))
                }
            case .closeSubpath:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        // A lone point left after a close is not a subpath.
        return result.filter { $0.points.count > 1 || $0.isClosed }
    }

    /// The stretch between fractions `start` and `end` of the whole length, as line subpaths
    /// (a closed subpath's closing side counts).
    static func trimmed(_ polylines: [Polyline], from start: CGFloat, to end: CGFloat) -> Path {
        let segments: [[CGPoint]] = polylines.map { $0.isClosed ? $0.points + [$0.points[0]] : $0.points }
        var total: CGFloat = 0
        for points in segments { for i in points.indices.dropFirst() { total += distance(points[i - 1], points[i]) } }
        guard total > 0 else { return Path() }
        let from = start * total, to = end * total
        var path = Path()
        var travelled: CGFloat = 0
        for points in segments {
            var drawing = false
            for i in points.indices.dropFirst() {
                let a = points[i - 1], b = points[i]
                let length = distance(a, b)
                let segmentStart = travelled, segmentEnd = travelled + length
                travelled = segmentEnd
                guard length > 0, segmentEnd > from, segmentStart < to else { continue }
                let t0 = max(0, (from - segmentStart) / length), t1 = min(1, (to - segmentStart) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !drawing { path.move(to: p0); drawing = true }
                path.addLine(to: p1)
            }
        }
        return path
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}
