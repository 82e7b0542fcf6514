extension View {
    /// The value a `Picker` or a `TabView` selects this view by: SwiftUI's `tag(_:)`.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { Text("Small").tag(0); Text("Large").tag(1) }
    /// ```
    public func tag<V: Hashable>(_ tag: V) -> some View {
        NodeTraitView(content: self) { $0.traits.tag = AnyHashable(tag) }
    }

    /// Gives the view an explicit identity: when `id` changes, it is a new view (its state starts
    /// afresh, and an animated change transitions the old one out and the new one in).
    ///
    /// ```swift
    /// Text(word).id(word).transition(.opacity)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }
}

/// A view whose identity includes an explicit id.
struct IdentifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: AnyHashable
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let first = nodes.count
        context.child(.id(PathComponent.word(id), label: .value(id.base))).resolve(content, into: &nodes)
        guard first < nodes.count else { return }
        nodes[first] = nodes[first].forEditing()
        nodes[first].traits.scrollID = id
    }
}

extension Node {
    /// The tag of this node or of the first single-child chain below it (`.tag(_:)`, with
    /// modifiers after it), else the id of the `ForEach` element the node is the row of: a
    /// `ForEach` marks a row's top node only, and a row's own id is never one found deeper (the
    /// screens of a `NavigationStack` in a tab are rows of a `ForEach` of its own).
    var foundTag: AnyHashable? {
        var current: Node? = self
        while let node = current {
            if node.hasTraits, let tag = node.traits.tag { return tag }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return hasTraits ? traits.rowID : nil
    }
}
