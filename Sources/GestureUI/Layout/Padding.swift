extension View {
    /// Insets the view by `length` points (nil: 16) on the given edges: SwiftUI's `padding`.
    ///
    /// ```swift
    /// Text("Hi").padding().background(Capsule().fill(.yellow))
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        let insets = EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return padding(insets)
    }
    /// Insets the view by `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        ModifierView(content: self, label: "padding") { _ in .padding(insets) }
    }
}
