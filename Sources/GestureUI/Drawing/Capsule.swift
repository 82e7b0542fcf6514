/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var shapeKind: ShapeNode.Kind { .capsule }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
