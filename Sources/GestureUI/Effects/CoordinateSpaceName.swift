/// Names a view's local coordinate space, so gestures inside it can report locations in it with
/// `.named(name)`: SwiftUI's `coordinateSpace(name:)` and iOS 17's `coordinateSpace(_:)`.
///
/// ```swift
/// Board()
///     .coordinateSpace(name: "board")          // or .coordinateSpace(.named("board"))
/// // inside it:
/// DragGesture(coordinateSpace: .named("board"))
/// ```
/// The name is any `Hashable` value; the nearest enclosing view with that name wins.
extension View {
    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        ModifierView(content: self, label: "coordinateSpace") { _ in .coordinateSpace(AnyHashable(name)) }
    }
    /// Assigns a name to the view's coordinate space (iOS 17's spelling).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        coordinateSpace(name: name.name)
    }
}
