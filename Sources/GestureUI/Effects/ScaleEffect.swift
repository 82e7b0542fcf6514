extension View {
    /// Scales the view's drawing and hit testing by `scale` about `anchor` (its centre by
    /// default), after layout: SwiftUI's `scaleEffect`. Animatable.
    ///
    /// ```swift
    /// Circle().scaleEffect(isPressed ? 0.95 : 1)
    /// ```
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    /// Different scales on each axis are drawn as given; hit testing takes their geometric
    /// mean (GestureKit hit-tests similarity transforms only).
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        ModifierView(content: self, label: "scaleEffect") { context in
            context.animate(.scale, SIMD4(Double(x), Double(y), 0, 0))
            return .scale(CGSize(width: x, height: y), anchor: anchor)
        }
    }
}
