extension View {
    /// Moves, turns and scales the view's drawing and hit testing by an affine transform about
    /// its top-leading corner: SwiftUI's `transformEffect`. The lab draws similarity transforms:
    /// a transform that shears or scales the axes differently is drawn at its rotation and the
    /// geometric mean of its scales.
    ///
    /// ```swift
    /// Rectangle().frame(width: 100, height: 50).transformEffect(CGAffineTransform(translationX: 20, y: 0))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        let angle = Angle.radians(Double(atan2(transform.b, transform.a)))
        return scaleEffect(scale, anchor: .topLeading)
            .rotationEffect(angle, anchor: .topLeading)
            .offset(x: transform.tx, y: transform.ty)
    }
}
