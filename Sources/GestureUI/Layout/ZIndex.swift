/// Orders a view among the children of its `ZStack`: a higher `zIndex` draws above and is hit
/// before the others, whatever their order in the code (the default is 0; equal values keep
/// the code's order, later above): SwiftUI's `zIndex(_:)`.
///
/// ```swift
/// ZStack {
///     ForEach(cards) { card in
///         CardView(card).zIndex(card.id == dragged ? 1 : 0)
///     }
/// }
/// ```
/// Limit: in a `VStack` or `HStack` the value is accepted but changes nothing (SwiftUI draws a
/// stack's raised child above its overlapping neighbours).
extension View {
    public func zIndex(_ value: Double) -> some View { NodeTraitView(content: self) { $0.zIndex = value } }
}

/// A modifier that marks each node of its content with a value its container reads (a
/// `zIndex`, a `layoutPriority`), without a node of its own.
struct NodeTraitView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let write: (Node) -> Void

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var inner: [Node] = []
        context.child(.index(0)).resolve(content, into: &inner)
        for index in inner.indices {
            inner[index] = inner[index].forEditing()
            write(inner[index])
        }
        nodes += inner
    }
}
