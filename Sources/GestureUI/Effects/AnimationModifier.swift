extension View {
    /// Animates every change inside the view with `animation` (`nil`: without animation, even
    /// inside `withAnimation` or an outer `animation`): SwiftUI's older `animation(_:)`.
    ///
    /// ```swift
    /// Circle().offset(offset).animation(nil).shadow(radius: r).animation(.linear(duration: 0.5))
    /// ```
    public func animation(_ animation: Animation?) -> some View {
        ContextView(content: self) { context in context.animation = animation }
    }

    /// Animates the changes inside the view with `animation` in the updates where `value`
    /// changed; otherwise changes animate as they would without this modifier: SwiftUI's
    /// `animation(_:value:)`.
    ///
    /// ```swift
    /// Circle().offset(offset).animation(.spring(), value: offset)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        ContextView(content: self) { context in
            if context.host.valueChanged(value, at: context.key) { context.animation = animation }
        }
    }
}
