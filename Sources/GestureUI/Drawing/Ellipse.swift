/// An ellipse filling its frame.
public struct Ellipse: Shape, PrimitiveView {
    public init() {}
    public var shapeKind: ShapeNode.Kind { .ellipse }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
