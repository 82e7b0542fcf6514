/// A rectangle filling its frame.
public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    public var shapeKind: ShapeNode.Kind { .rectangle }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
