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

/// A colour at a location from 0 to 1 of a gradient.
public struct PaintStop: Hashable, Sendable {
    public var location: Double
    public var color: RGBA
    public init(location: Double, color: RGBA) {
        self.location = location
        self.color = color
    }
}

/// What fills or strokes a ``VectorPath``: a colour or a gradient, its geometry in the path's
/// points. Beyond its ends a gradient keeps its end colours.
public enum PathPaint: Hashable, Sendable {
    case color(RGBA)
    /// Along the line from (x0, y0) to (x1, y1).
    case linear(x0: Double, y0: Double, x1: Double, y1: Double, stops: [PaintStop])
    /// In rings about (cx, cy) from radius r0 to r1, in a space stretched by (scaleX, scaleY)
    /// about the centre (1, 1: circles).
    case radial(cx: Double, cy: Double, r0: Double, r1: Double, scaleX: Double, scaleY: Double, stops: [PaintStop])
    /// By the angle about (cx, cy) in radians (0 along +x, growing towards +y), from `start`
    /// to `end`.
    case conic(cx: Double, cy: Double, start: Double, end: Double, stops: [PaintStop])
}

/// How a ``VectorPath``'s outline is drawn.
public struct PathStroke: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round, square }
    public enum Join: Hashable, Sendable { case miter, round, bevel }
    public var paint: PathPaint
    /// In the path's points.
    public var lineWidth: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    /// Dash and gap lengths in the path's points (empty: solid).
    public var dash: [Double]
    public var dashPhase: Double
    public init(paint: PathPaint, lineWidth: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.paint = paint
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
