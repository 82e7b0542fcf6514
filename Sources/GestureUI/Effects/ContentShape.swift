extension View {
    /// Makes the whole of `shape`, in the view's frame, hit the view, not only its drawn
    /// content: SwiftUI's `contentShape`.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { select() }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        let kind = (shape as? any BuiltInShape)?.shapeKind ?? .rectangle
        return ModifierView(content: self, label: "contentShape") { _ in .contentShape(kind) }
    }
}
