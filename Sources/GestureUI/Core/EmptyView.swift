/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {}
}
