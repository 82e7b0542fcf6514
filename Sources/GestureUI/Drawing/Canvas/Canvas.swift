/// A view you draw in with code: its renderer gets a `GraphicsContext` and the canvas's size
/// and fills, strokes and places what it likes: SwiftUI's `Canvas`. It takes the space it is
/// offered; what it draws is built, like a `GeometryReader`'s content, once its size is known,
/// and cut to the canvas's frame.
///
/// ```swift
/// Canvas { context, size in
///     for point in points {
///         context.fill(Path(ellipseIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8)), with: .color(.red))
///     }
/// }
/// .gesture(DragGesture(minimumDistance: 0).onChanged { points.append($0.location) })
/// ```
/// Like an image, it is hit anywhere in its frame, drawn on or not (a drawing app starts with an
/// empty canvas that must take the first stroke).
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let renderer = renderer
        let pending = GeometryContent { geometry in
            let recorder = GraphicsContext.Recorder(size: geometry.size)
            var graphics = GraphicsContext(recorder: recorder)
            context.tracking { renderer(&graphics, geometry.size) }
            var children: [Node] = []
            for (index, view) in recorder.views.enumerated() {
                context.child(.index(index)).resolveAny(view, into: &children)
            }
            return children
        }
        context.host.noteGeometryReader()
        // What the renderer draws past the canvas's edges is cut off, as on iOS, where a canvas
        // draws into a layer of its own size.
        let drawing = context.makeNode(.geometry(pending), label: "Canvas")
        let clipped = context.child(.index(-1)).makeNode(.clipped, label: "Canvas", children: [drawing])
        nodes.append(context.makeNode(.contentShape(.rectangle), label: "Canvas", children: [clipped]))
    }
}

/// How a canvas mixes colours (accepted; the lab draws in sRGB).
public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }

/// A canvas path as a view: the whole canvas as its frame, the path in the canvas's points.
struct CanvasPath: View, PrimitiveView {
    typealias Body = Never
    let path: Path
    var paint: Paint
    let stroke: Bool

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var paint = paint
        if paint.fill == nil && paint.fillGradient == nil {
            // `.foreground` shading: the environment's style, as an unpainted shape takes it.
            paint.takeForeground(of: context.environment, stroking: stroke)
        } else if stroke {
            // A stroke's shading was resolved as a fill: move it to the stroke.
            paint.stroke = paint.fill
            paint.strokeGradient = paint.fillGradient
            paint.fill = nil
            paint.fillGradient = nil
        }
        let path = path
        let outline = ShapeOutline(path: { _ in path }, size: { $0.replacingUnspecifiedDimensions() })
        nodes.append(context.makeNode(.path(outline, paint), label: "Path"))
    }
}

/// A text or image placed in a canvas with its anchor at a point.
struct CanvasPlaced<Content: View>: View {
    let content: Content
    let point: CGPoint
    let anchor: UnitPoint
    var body: some View {
        AnchoredPlacement(point: point, anchor: anchor) { content }
    }
}

/// A layout as large as offered that puts its subview's `anchor` at `point`, at its ideal size.
struct AnchoredPlacement: Layout {
    let point: CGPoint
    let anchor: UnitPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor, proposal: .unspecified)
        }
    }
}
