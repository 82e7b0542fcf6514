/// A circle centred in its frame, as large as fits.
public struct Circle: BuiltInShape, PrimitiveView {
    public init() {}
    var shapeKind: ShapeNode.Kind { .circle }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
