extension View {
    /// Draws `overlay` above the view, proposed the view's size and aligned in it; the view's
    /// size is unchanged: SwiftUI's `overlay`. `nil` draws nothing.
    ///
    /// ```swift
    /// Circle().fill(.blue).overlay(isSelected ? Circle().stroke(.white, lineWidth: 2) : nil)
    /// ```
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: overlay, alignment: alignment, isOverlay: true)
    }
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        LayeredView(content: self, layer: content(), alignment: alignment, isOverlay: true)
    }
    /// Draws `background` below the view, proposed the view's size and aligned in it:
    /// SwiftUI's `background`.
    ///
    /// ```swift
    /// Text("Tag").padding(8).background(Capsule().fill(.yellow))
    /// ```
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: background, alignment: alignment, isOverlay: false)
    }
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        LayeredView(content: self, layer: content(), alignment: alignment, isOverlay: false)
    }
}

/// A view with a secondary view over or under it.
struct LayeredView<Content: View, Layer: View>: View, PrimitiveView {
    let content: Content
    let layer: Layer
    let alignment: Alignment
    let isOverlay: Bool
    typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var base: [Node] = []
        context.child(.index(0)).resolve(content, into: &base)
        var layers: [Node] = []
        context.child(.index(1)).resolve(layer, into: &layers)
        let label = isOverlay ? "overlay" : "background"
        for (index, node) in base.enumerated() {
            let element = base.count == 1 ? context : context.child(.index(index + 2))
            let kind: Node.Kind = isOverlay ? .overlay(alignment) : .background(alignment)
            // Children in drawing order: an overlay's layers after the view, a background's before.
            let secondary = index == 0 ? layers : []
            nodes.append(element.makeNode(kind, label: label, children: isOverlay ? [node] + secondary : secondary + [node]))
        }
    }
}
