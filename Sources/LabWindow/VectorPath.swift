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

/// Everything one path sprite shows: the path filled and/or stroked (or an image filling the
/// path's frame), cut by clip outlines, blurred.
public struct PathDrawing: Hashable, Sendable {
    /// An image stretched over `width` × `height` path points from the origin, inside `path`.
    public struct ImageFill: Hashable, Sendable {
        /// Names the pixels (a file's path): images with the same id are the same image.
        public var id: String
        public var pixels: PixelImage
        public var width: Double
        public var height: Double
        public var opacity: Double
        public init(id: String, pixels: PixelImage, width: Double, height: Double, opacity: Double = 1) {
            self.id = id
            self.pixels = pixels
            self.width = width
            self.height = height
            self.opacity = opacity
        }
        public static func == (lhs: ImageFill, rhs: ImageFill) -> Bool {
            lhs.id == rhs.id && lhs.width == rhs.width && lhs.height == rhs.height && lhs.opacity == rhs.opacity
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(id); hasher.combine(width); hasher.combine(height); hasher.combine(opacity)
        }
    }
    public var path: VectorPath
    public var fill: PathPaint?
    public var evenOdd: Bool
    public var stroke: PathStroke?
    /// Outlines in the path's points the drawing is cut to (all of them), after any blur.
    public var clips: [VectorPath]
    /// Outlines the drawing is cut to before it is blurred (a shadow of a clipped view).
    public var preClips: [VectorPath]
    /// The deviation of a Gaussian blur, in path points (0: sharp).
    public var blur: Double
    public var image: ImageFill?
    public init(path: VectorPath, fill: PathPaint? = nil, evenOdd: Bool = false, stroke: PathStroke? = nil,
                clips: [VectorPath] = [], preClips: [VectorPath] = [], blur: Double = 0, image: ImageFill? = nil) {
        self.preClips = preClips
        self.path = path
        self.fill = fill
        self.evenOdd = evenOdd
        self.stroke = stroke
        self.clips = clips
        self.blur = blur
        self.image = image
    }
}
