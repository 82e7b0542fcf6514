extension Path {
    /// The area a stroke of this path covers, as a path to fill: SwiftUI's `strokedPath`. Each
    /// segment becomes a quadrilateral `style.lineWidth` wide and each joint and end a disc
    /// (round joins and caps, whatever the style says; dashes are not applied). Filled with the
    /// non-zero rule, the pieces make the stroke's shape.
    ///
    /// ```swift
    /// let outline = Path(ellipseIn: rect).strokedPath(StrokeStyle(lineWidth: 4))
    /// ```
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        var result = Path()
        guard half > 0 else { return result }
        for line in PathFlattener.polylines(self) {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let nx = -dy / length * half, ny = dx / length * half
                // Wound the same way whatever the direction, so the pieces add up.
                var quad = [CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                            CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)]
                if Self.signedArea(quad) < 0 { quad.reverse() }
                result.addLines(quad)
                result.closeSubpath()
            }
            for point in points {
                var disc = (0..<24).map { step -> CGPoint in
                    let angle = Double(step) / 24 * 2 * Double.pi
                    return CGPoint(x: point.x + half * cos(angle), y: point.y + half * sin(angle))
                }
                if Self.signedArea(disc) < 0 { disc.reverse() }
                result.addLines(disc)
                result.closeSubpath()
            }
        }
        return result
    }

    private static func signedArea(_ points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst() + [points[0]]).reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) } / 2
    }
}
