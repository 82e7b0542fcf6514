extension View {
    /// Draws a soft shadow of the view's content under it, blurred by `radius` points and moved
    /// by (`x`, `y`); it changes neither layout nor hit testing: SwiftUI's `shadow`. The radius
    /// is animatable; a radius of 0 draws no shadow.
    ///
    /// ```swift
    /// Circle().shadow(radius: isPressed ? 8 : 0)
    /// ```
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifierView(content: self, label: "shadow") { context in
            context.animate(.shadowRadius, SIMD4(Double(radius), 0, 0, 0))
            return .shadow(color: color, radius: radius, x: x, y: y)
        }
    }
}
