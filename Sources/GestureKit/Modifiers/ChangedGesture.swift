/// The gesture `onChanged(_:)` returns: the same value and phases as `Content`, with an action
/// that runs whenever the value changes while the gesture is active (the first active value
/// counts as a change).
///
/// ```swift
/// let drag: _ChangedGesture<DragGesture> = DragGesture().onChanged { print($0.translation) }
/// ```
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    /// A callback modifier adds no node: the node is its content's.
    @inlinable
    public static func _value(ofRecognizer node: AnyObject) -> Value? {
        Content._value(ofRecognizer: node)
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        CallbackSet.make(content, .changed(isEqual: ==, action: action), context)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes while it is active.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in print(value.translation) }
    /// ```
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
