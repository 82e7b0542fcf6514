extension View {
    /// Turns the view's drawing and hit testing by `angle` about `anchor` (its centre by
    /// default), after layout: SwiftUI's `rotationEffect`. Animatable.
    ///
    /// ```swift
    /// Image(systemName: "arrow.up").rotationEffect(.degrees(45))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifierView(content: self, label: "rotationEffect") { context in
            context.animate(.rotation, SIMD4(angle.radians, 0, 0, 0))
            return .rotation(angle, anchor: anchor)
        }
    }
}
