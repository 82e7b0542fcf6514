/// Ranks a view for its stack's space: a stack offers its length to its higher-priority
/// children first, keeping back only the least the others need (the default is 0):
/// SwiftUI's `layoutPriority(_:)`.
///
/// ```swift
/// HStack {
///     Text("A long title that should win the space").layoutPriority(1)
///     Text("Detail")
/// }
/// ```
extension View {
    public func layoutPriority(_ value: Double) -> some View { LayoutPriorityView(content: self, value: value) }
}

/// The view `layoutPriority(_:)` makes: its content's nodes, each marked with the value.
struct LayoutPriorityView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let value: Double

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var inner: [Node] = []
        context.child(.index(0)).resolve(content, into: &inner)
        for node in inner { node.layoutPriority = value }
        nodes += inner
    }
}
