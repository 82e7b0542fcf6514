/// An outline of lines and curves in its own points, for ``Canvas/drawPath(_:in:fill:evenOdd:stroke:)``.
///
/// ```swift
/// var path = VectorPath()
/// path.elements = [.move(0, 0), .line(40, 0), .cubic(60, 0, 60, 40, 40, 40), .close]
/// ```
public struct VectorPath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Double, Double)
        case line(Double, Double)
        /// Control point, then end point.
        case quad(Double, Double, Double, Double)
        /// First control point, second control point, end point.
        case cubic(Double, Double, Double, Double, Double, Double)
        case close
    }
    public var elements: [Element]
    public init(elements: [Element] = []) { self.elements = elements }
}

/// How a ``VectorPath``'s outline is drawn.
public struct PathStroke: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round, square }
    public enum Join: Hashable, Sendable { case miter, round, bevel }
    public var color: RGBA
    /// In the path's points.
    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    /// Dash and gap lengths in the path's points (empty: solid).
    public var dash: [Double]
    public var dashPhase: Double
    public init(color: RGBA, lineWidth: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.color = color
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
