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
        if children.contains(where: { $0.zIndex != 0 }) {
            children = children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        }
        nodes.append(context.makeNode(.zstack(alignment), label: "ZStack", children: children))
    }
}
