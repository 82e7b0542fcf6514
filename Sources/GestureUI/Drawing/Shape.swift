import Synchronization
/// A 2D shape that fills the space it is offered, drawn from the outline it gives for a frame:
/// SwiftUI's `Shape`. A shape of your own needs only `path(in:)`; on its own it is filled with
/// the foreground colour, and `fill`, `stroke` and `trim` paint it otherwise.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// Triangle().fill(.orange).frame(width: 100, height: 80)
/// Circle().trim(from: 0, to: 0.7).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
/// ```
/// A shape is hit-tested by its outline: a built-in one inside the whole shape, a filled path of
/// your own inside its path, a path only stroked in its frame.
public protocol Shape: Animatable, View {
    /// The outline of the shape in a frame.
    func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal (by default the proposal, 10 points where unspecified).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape of your own draws as itself, filled with the foreground colour.
    public var body: _ShapeView { _ShapeView(self, paint: Paint()) }

    /// The shape filled with `content` (by the non-zero rule, or `style`'s even-odd rule).
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(self, paint: Paint(style: content, eoFill: style.isEOFilled))
    }
    /// The shape's outline drawn `lineWidth` points wide (centred on the outline) in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(self, paint: Paint(strokeStyle: content, lineWidth: lineWidth))
    }
    /// The shape's outline drawn in `content` as `style` says (width, caps, joins, dashes).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(self, paint: Paint(strokeStyle: content, lineWidth: style.lineWidth, strokeStyle: style))
    }
    /// The outline in the foreground colour, `lineWidth` points wide.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _ShapeView(self, paint: Paint(lineWidth: lineWidth), strokesWithForeground: true)
    }
    /// The outline in the foreground colour, as `style` says.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(self, paint: Paint(lineWidth: style.lineWidth, strokeStyle: style), strokesWithForeground: true)
    }
    /// The outline drawn inside the shape's frame (`antialiased` is accepted: outlines are
    /// always smoothed).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, lineWidth: lineWidth).padding(lineWidth / 2)
    }
    /// The outline drawn inside the shape's frame, as `style` says.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(content, style: style).padding(style.lineWidth / 2)
    }
    /// The outline in the foreground colour, inside the shape's frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(lineWidth: lineWidth).padding(lineWidth / 2)
    }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(style: style).padding(style.lineWidth / 2)
    }
}

/// The five shapes the renderer and GestureKit's hit testing know by kind.
protocol BuiltInShape: Shape {
    var shapeKind: ShapeNode.Kind { get }
}

extension BuiltInShape {
    /// The kind of `shape`, a value of this very type held as a generic one (the type is found
    /// once, ``ShapeType``, instead of casting every shape).
    static func kind<S>(of shape: S) -> ShapeNode.Kind {
        precondition(S.self == Self.self, "\(S.self) asked as \(Self.self)")
        return unsafeBitCast(shape, to: Self.self).shapeKind
    }
}

/// What a shape's type says about all its values, found once per type: whether the renderer
/// knows it by kind, and its name in logs and the panel.
private struct ShapeType: Sendable {
    let builtIn: (any BuiltInShape.Type)?
    let label: String

    private static let known = Mutex<[ObjectIdentifier: ShapeType]>([:])

    static func of<S: Shape>(_ shape: S) -> ShapeType {
        let id = ObjectIdentifier(S.self)
        if let found = known.withLock({ $0[id] }) { return found }
        let type = ShapeType(builtIn: S.self as? any BuiltInShape.Type,
                             label: (shape as? any LabelledShape)?.shapeLabel ?? (S.self == Path.self ? "Path" : "\(S.self)"))
        known.withLock { $0[id] = type }
        return type
    }
}

extension BuiltInShape {
    func resolveShape(_ context: ResolveContext, into nodes: inout [Node]) {
        _ShapeView(self, paint: Paint()).resolve(context, into: &nodes)
    }
}

/// A shape that wraps another and is named after it in logs and the panel (`trim` of a
/// `Circle` is a "Circle").
protocol LabelledShape {
    var shapeLabel: String { get }
}

/// A shape's outline as the layout and drawing passes ask for it.
struct ShapeOutline {
    let path: (CGRect) -> Path
    let size: (ProposedViewSize) -> CGSize
    /// For a shape with animatable data: its data now, and its outline for animated data.
    var animatable: AnimatableOutline?
}

/// A painted shape.
public struct _ShapeView: View, PrimitiveView {
    /// The shape's kind when it is a built-in one drawn and hit-tested by kind.
    let kind: ShapeNode.Kind?
    /// The shape itself (the built-in ones are held without an allocation), for its outline.
    private let shape: any Shape
    let label: String
    var paint: Paint
    var strokesWithForeground = false
    public typealias Body = Never

    init<S: Shape>(_ shape: S, paint: Paint, strokesWithForeground: Bool = false, label: String? = nil) {
        let type = ShapeType.of(shape)
        kind = type.builtIn?.kind(of: shape)
        self.shape = shape
        self.label = label ?? type.label
        self.paint = paint
        self.strokesWithForeground = strokesWithForeground
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var paint = paint
        if paint.fill == nil && paint.stroke == nil && !paint.hasGradient {
            paint.takeForeground(of: context.environment, stroking: strokesWithForeground)
        }
        if let fill = paint.fill { context.animate(.fill, color: fill) }
        if let stroke = paint.stroke { context.animate(.stroke, color: stroke) }
        // A built-in shape in colours with a plain outline is drawn by kind; any other as its path.
        if let kind, !paint.hasGradient, paint.strokeStyle.map(Self.isPlain) ?? true {
            nodes.append(context.makeNode(.shape(kind, paint), label: label))
        } else {
            let outline = Self.outline(of: shape)
            if let animatable = outline.animatable { context.animate(.shapeData, animatable.vector) }
            nodes.append(context.makeNode(.path(outline, paint), label: label))
        }
    }

    /// The outline of `shape` for layout and drawing (made only for a shape drawn as its path).
    private static func outline<S: Shape>(of shape: S) -> ShapeOutline {
        ShapeOutline(path: shape.path(in:), size: shape.sizeThatFits, animatable: AnimatableOutline.make(shape))
    }

    /// A style a kind's outline draws the same (no dashes; the joins of a closed curve).
    private static func isPlain(_ style: StrokeStyle) -> Bool { style.dash.isEmpty && style.lineJoin == .miter }
}
