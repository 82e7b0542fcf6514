/// The gesture `onEnded(_:)` returns: the same value and phases as `Content`, with an action that
/// runs once when it ends successfully (never on failure or cancellation).
///
/// ```swift
/// let tap: _EndedGesture<TapGesture> = TapGesture().onEnded { print("tapped") }
/// ```
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
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
        CallbackSet.make(content, .ended(action), context)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends successfully (never on failure or
    /// cancellation). `@GestureState` properties have already been reset when it runs.
    ///
    /// ```swift
    /// TapGesture().onEnded { print("tapped") }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
