/// Our own callback modifiers, `onStarted` and `onCancelled`, which SwiftUI users have long asked
/// for; each returns a ``CallbackGesture`` with the same value and phases as the gesture it
/// wraps. (SwiftUI's `onChanged`, `onEnded` and `updating` return Apple's own types:
/// `_ChangedGesture`, `_EndedGesture` and ``GestureStateGesture``.)
public struct CallbackGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    let callback: CallbackSet<Base.Value>.Callback

    /// A callback modifier adds no node: the node is its base's.
    @inlinable
    public static func _value(ofRecognizer node: AnyObject) -> Value? {
        Base._value(ofRecognizer: node)
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        CallbackSet.make(base, callback, context)
    }
}

extension CallbackSet {
    /// The node of `base`, with `callback` added to its callbacks: a callback modifier adds no
    /// node of its own, so events pass through one level less.
    package static func make<Base: Gesture>(_ base: Base, _ callback: Callback, _ context: BuildContext) -> AnyRecognizer
        where Base.Value == Value {
        let node = base.makeRecognizer(context)
        add(callback, to: node)
        return node
    }
}

extension Gesture {
    /// Our extension: an action to perform once, when the gesture is recognised — when it
    /// becomes active, or, for discrete gestures such as taps, when it ends at once.
    ///
    /// ```swift
    /// DragGesture().onStarted { value in print("drag began at", value.startLocation) }
    /// ```
    public func onStarted(perform action: @escaping (Value) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self, callback: .started(action))
    }

    /// Our extension: an action to perform once when the gesture, after it began receiving
    /// events, stops without success — it failed (`.failed`) or its input went away
    /// (`.cancelled`). SwiftUI has no public equivalent.
    ///
    /// ```swift
    /// LongPressGesture().onCancelled { reason in print("no long press:", reason) }
    /// ```
    public func onCancelled(perform action: @escaping (GestureCancellation) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self, callback: .cancelled(action))
    }
}
