/// After layout, builds each `GeometryReader`'s content from the reader's size and place, and
/// lays it out inside the reader: the transforms from the reader's space to the canvas and to
/// the named coordinate spaces around it use the model values of the effects (offsets, turns,
/// scales, scroll positions), as hit testing does. Readers inside a reader's content are built
/// in the same walk.
enum GeometryPass {
    static func buildContents(_ root: Node) {
        for child in root.children { visit(child, parent: .identity, named: []) }
    }

    /// Builds the readers inside `node` now (a preference reader needs its content's readers
    /// built before it reads their values); `parent` carries the node's parent space to the
    /// canvas. Readers built here are not built again by the walk.
    static func buildContents(of node: Node, parent: Affine) {
        visit(node, parent: parent, named: [])
    }

    private static func visit(_ node: Node, parent: Affine, named: [(name: AnyHashable, toGlobal: Affine)]) {
        var transform = parent.concatenating(.translation(node.origin.x, node.origin.y))
        var childTransform: Affine?
        var named = named
        switch node.kind {
        case .offset, .rotation, .scale:
            if let effect = node.modelEffect { transform = transform.concatenating(effect) }
        case .scroll(let state):
            childTransform = transform.concatenating(state.contentShift(state.offset))
        case .coordinateSpace(let name):
            named.insert((name, transform), at: 0)
        case .geometry(let content):
            if let build = content.build {
                content.build = nil
                node.children = build(ReaderGeometry(size: node.size, toGlobal: transform, named: named))
                LayoutEngine.place(node, at: node.origin, size: node.size, proposal: ProposedViewSize(node.size))
            }
        default:
            break
        }
        let inner = childTransform ?? transform
        for child in node.children { visit(child, parent: inner, named: named) }
    }
}
