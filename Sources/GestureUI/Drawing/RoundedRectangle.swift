/// The corner style of rounded shapes (drawn circular either way).
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: BuiltInShape, PrimitiveView {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    var shapeKind: ShapeNode.Kind { .roundedRectangle(cornerRadius: min(cornerSize.width, cornerSize.height)) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveShape(context, into: &nodes) }
}
