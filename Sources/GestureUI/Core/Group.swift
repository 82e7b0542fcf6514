/// Groups views without laying them out: its children join its parent's children, and a
/// modifier on a group applies to each child.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { context.resolve(content, into: &nodes) }
}
