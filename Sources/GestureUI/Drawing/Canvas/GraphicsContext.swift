/// What a `Canvas`'s renderer draws with: fills and strokes of paths in colours or gradients,
/// text and images, under a transform, an opacity and clips: SwiftUI's `GraphicsContext`
/// (its immediate-mode basics).
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///     context.stroke(Path { $0.addLines(points) }, with: .color(.blue), lineWidth: 3)
/// }
/// ```
public struct GraphicsContext {
    /// The drawing so far, shared by the copies a renderer makes of its context.
    final class Recorder {
        var views: [any View] = []
        let size: CGSize
        init(size: CGSize) { self.size = size }
    }
    let recorder: Recorder
    /// Multiplies the opacity of what is drawn from now on.
    public var opacity: Double = 1
    /// Carries what is drawn from now on (from the canvas's top-left corner).
    public var transform: CGAffineTransform = .identity
    /// How what is drawn combines with what is below (accepted; drawn normally).
    public var blendMode: BlendMode = .normal
    /// The outlines what is drawn from now on is cut to, in the canvas's points.
    var clips: [Path] = []

    init(recorder: Recorder) { self.recorder = recorder }

    /// How a fill or a stroke is coloured: SwiftUI's `GraphicsContext.Shading`.
    public struct Shading {
        enum Kind {
            case color(Color)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            /// A shape style's gradient, in unit points of the canvas.
            case style(ResolvedGradient)
            case foreground
        }
        let kind: Kind
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if let gradient = style.resolvedGradient { return Shading(kind: .style(gradient)) }
            return .color(style.resolvedColor)
        }
    }

    /// Options of a gradient shading (accepted; the ends are kept beyond the stops).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How layers combine (only `normal` is drawn as such).
    public enum BlendMode: Sendable { case normal, multiply, screen, overlay, darken, lighten, plusLighter, sourceAtop, destinationOut, clear, copy }

    // MARK: Transform and clip

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Cuts what is drawn from now on to `path` (under the current transform).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(path.applying(transform))
    }

    /// Options of a clip (accepted; the inside is kept).
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Draws what `body` draws on a copy of this context (its transform, opacity and clips
    /// kept to it): SwiftUI's `drawLayer(content:)`.
    public func drawLayer(content body: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try body(&layer)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        var paint = paint(shading, eoFill: style.isEOFilled)
        paint.strokeStyle = nil
        record(CanvasPath(path: path.applying(transform), paint: paint, stroke: false))
    }

    /// Strokes `path` `lineWidth` points wide with `shading`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` as `style` says (its width scaled with the transform).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var style = style
        style.lineWidth *= (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        var paint = paint(shading, eoFill: false)
        paint.lineWidth = style.lineWidth
        paint.strokeStyle = style
        record(CanvasPath(path: path.applying(transform), paint: paint, stroke: true))
    }

    /// Draws `text` with its `anchor` point at `point` (under the current translation).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let at = point.applying(transform)
        record(CanvasPlaced(content: text, point: at, anchor: anchor))
    }

    /// Draws `image` stretched over `rect` (under the current translation and scale).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let frame = rect.applying(transform)
        record(CanvasPlaced(content: image.resizable().frame(width: frame.width, height: frame.height),
                            point: CGPoint(x: frame.midX, y: frame.midY), anchor: .center))
    }

    /// Draws `image` with its centre at `point`, at its natural size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        record(CanvasPlaced(content: image, point: point.applying(transform), anchor: anchor))
    }

    /// A text made ready to draw (`context.resolve(Text("Hi"))`): SwiftUI's `ResolvedText`. The
    /// lab measures it when it is drawn.
    public struct ResolvedText {
        let text: Text
        /// How much room the text would take in `size` (its font's line height, its characters'
        /// average width: the lab measures it when drawn).
        public func measure(in size: CGSize) -> CGSize {
            let font = text.font ?? .body
            let width = min(size.width, CGFloat(text.string.count) * font.size * 0.55)
            return CGSize(width: width, height: font.size * 1.2)
        }
        public var shading: Shading = .foreground
    }

    /// An image made ready to draw: SwiftUI's `ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        /// Points: the image's natural size is read when it is drawn; this stands for it.
        public var size: CGSize { CGSize(width: 100, height: 100) }
        public var baseline: CGFloat { size.height }
        public var shading: Shading?
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, at: CGPoint(x: rect.midX, y: rect.midY)) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }
    public func draw(_ text: Text, in rect: CGRect) { draw(text, at: CGPoint(x: rect.midX, y: rect.midY)) }

    private func record<V: View>(_ view: V) {
        var drawn: any View = view
        if opacity < 1 { drawn = AnyView(erasing: view.opacity(opacity)) }
        for clip in clips.reversed() { drawn = AnyView(erasing: drawn).clipShape(clip) }
        recorder.views.append(drawn)
    }

    /// The paint of a shading in the canvas's frame.
    private func paint(_ shading: Shading, eoFill: Bool) -> Paint {
        let size = recorder.size
        func unit(_ point: CGPoint) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
        }
        var paint = Paint(eoFill: eoFill)
        switch shading.kind {
        case .color(let color): paint.fill = color
        case .foreground: paint.fill = nil
        case .style(let gradient): paint.fillGradient = gradient
        case .linear(let gradient, let start, let end):
            paint.fillGradient = ResolvedGradient(.linear(start: unit(start.applying(transform)), end: unit(end.applying(transform))), gradient)
        case .radial(let gradient, let center, let r0, let r1):
            paint.fillGradient = ResolvedGradient(.radial(center: unit(center.applying(transform)), startRadius: r0, endRadius: r1), gradient)
        case .conic(let gradient, let center, let angle):
            paint.fillGradient = ResolvedGradient(.angular(center: unit(center.applying(transform)), startAngle: angle,
                                                           endAngle: .radians(angle.radians + 2 * .pi)), gradient)
        }
        return paint
    }
}
