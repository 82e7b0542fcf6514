/// Lays its children on top of each other, later ones above, aligned by `alignment`; as large
/// as its largest child: SwiftUI's `ZStack`.
///
/// ```swift
/// ZStack { Circle().fill(.blue); Text("1") }
/// ```
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var children: [Node] = []
        context.child(.index(0)).resolve(content, into: &children)
        // Stable: children of one zIndex keep their order (later above).
        let order = children.map(Self.zIndex(of:))
        if order.contains(where: { $0 != 0 }) {
            children = children.indices.sorted { (order[$0], $0) < (order[$1], $1) }.map { children[$0] }
        }
        nodes.append(context.makeNode(.zstack(alignment), label: "ZStack", children: children))
    }

    /// A child's `zIndex`: its own, or that of the view its modifiers wrap (`.zIndex(1).offset(x)`
    /// wraps the marked node in an offset's), not looking into containers.
    static func zIndex(of node: Node) -> Double {
        var current = node
        while current.zIndex == 0, current.children.count == 1 {
            switch current.kind {
            case .layout, .scroll: return 0
            default: current = current.children[0]
            }
        }
        return current.zIndex
    }
}
