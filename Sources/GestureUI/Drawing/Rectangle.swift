/// A rectangle filling its frame.
public struct Rectangle: BuiltInShape, PrimitiveView {
    public init() {}
    var shapeKind: ShapeNode.Kind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
