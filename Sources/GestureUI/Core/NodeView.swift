/// Nodes already resolved, put back into a view tree: how a built-in container wraps its
/// children in chrome written as ordinary views (a list row's background, a tab's page).
struct NodeView: View, PrimitiveView {
    typealias Body = Never
    let nodes: [Node]
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { nodes += self.nodes }
}

extension ResolveContext {
    /// The nodes of `view` resolved at this context's child `index`.
    func nodes<V: View>(of view: V, at index: Int) -> [Node] {
        var nodes: [Node] = []
        child(.index(index)).resolve(view, into: &nodes)
        return nodes
    }
}
