/// An ellipse filling its frame.
public struct Ellipse: BuiltInShape, PrimitiveView {
    public init() {}
    var shapeKind: ShapeNode.Kind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
