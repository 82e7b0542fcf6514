/// A rectangle whose shorter sides are half circles.
public struct Capsule: BuiltInShape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    var shapeKind: ShapeNode.Kind { .capsule }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
