/// How a path's outline is drawn: width, the look of its ends and corners, and dashes:
/// SwiftUI's `StrokeStyle`.
///
/// ```swift
/// Circle().trim(from: 0, to: progress)
///     .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
/// Path { $0.addLines(points) }.stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// The longest a miter join may reach, in line widths, before it is cut off as a bevel.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternately, in points (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of an open line look (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end points.
    case butt
    /// A half-disc past each end.
    case round
    /// A half-square past each end.
    case square
}

/// How two segments of a line meet (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// Which points are inside a path that crosses itself: SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// True: the even-odd rule (a hole where the path winds over itself); false: non-zero.
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
