/// An interface for a stored variable that updates an external property of a view: SwiftUI's
/// `DynamicProperty`. `@GestureState`, and the view layer's `@State`, `@Binding`,
/// `@ObservedObject` and `@StateObject`, conform.
///
/// ```swift
/// struct Pressed: DynamicProperty {
///     @GestureState var isPressed = false
/// }
/// ```
/// The view layer calls ``update()`` before it evaluates a view's body.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the default for properties whose storage updates itself.
    public mutating func update() {}
}
