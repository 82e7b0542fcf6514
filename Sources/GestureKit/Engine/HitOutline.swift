/// An outline of its own that a shape is hit inside: polygons in the shape's points (a custom
/// `Shape`'s path, its curves cut into short lines), filled by the non-zero winding rule or the
/// even-odd rule.
///
/// ```swift
/// let triangle = HitOutline(polygons: [[CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]])
/// triangle.contains(CGPoint(x: 50, y: 60))   // true
/// triangle.contains(CGPoint(x: 5, y: 5))     // false
/// ```
public struct HitOutline: Equatable, Sendable {
    /// Closed polygons (the last point joins the first).
    public let polygons: [[CGPoint]]
    /// True: the even-odd rule (where the outline winds over itself twice is outside).
    public let evenOdd: Bool

    public init(polygons: [[CGPoint]], evenOdd: Bool = false) {
        self.polygons = polygons
        self.evenOdd = evenOdd
    }

    /// Whether `point` is inside by the outline's rule.
    public func contains(_ point: CGPoint) -> Bool {
        var winding = 0
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y {
                    if b.y > point.y, side > 0 { winding += 1 }
                } else if b.y <= point.y, side < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}
