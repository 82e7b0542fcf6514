/// A circle centred in its frame, as large as fits.
public struct Circle: Shape, PrimitiveView {
    public init() {}
    public var shapeKind: ShapeNode.Kind { .circle }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
