/// An interface for a stored variable that updates an external property of a view: SwiftUI's
/// `DynamicProperty`. `@GestureState`, and the view layer's `@State`, `@Binding`,
/// `@ObservedObject` and `@StateObject`, conform, so code that names the protocol compiles.
///
/// ```swift
/// func isDynamic(_ property: Any) -> Bool { property is any DynamicProperty }
/// ```
/// Limit: the view layer links the property wrappers declared directly in a view (or a
/// `ViewModifier`); it does not yet look inside a `DynamicProperty` type of your own, and it
/// never calls ``update()``.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the default for properties whose storage updates itself.
    public mutating func update() {}
}
