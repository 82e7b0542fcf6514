extension View {
    /// Takes all the space offered and puts the view's centre at (`x`, `y`) in it: SwiftUI's
    /// `position`. A gesture attached after it sees that whole space as its local space.
    ///
    /// ```swift
    /// Circle().frame(width: 40, height: 40).position(x: 100, y: 200)
    /// ```
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifierView(content: self, label: "position") { _ in .position(CGPoint(x: x, y: y)) }
    }
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}
