/// A built-in modifier applied to a view: one node of `kind` around each node of the content.
struct ModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let label: String
    let kind: (ResolveContext) -> Node.Kind
    typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.modify(content, into: &nodes, label: label, kind)
    }
}

/// A modifier that changes what flows down to the content (environment or animation), without
/// a node of its own.
struct ContextView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout ResolveContext) -> Void
    typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var inner = context.child(.index(0))
        change(&inner)
        inner.resolve(content, into: &nodes)
    }
}
