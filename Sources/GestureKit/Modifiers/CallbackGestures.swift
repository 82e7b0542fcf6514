/// The callback modifiers: SwiftUI's `onChanged`, `onEnded` and `updating`, and our own
/// `onStarted` and `onCancelled`, which SwiftUI users have long asked for. Each returns a
/// ``CallbackGesture`` with the same value and phases as the gesture it wraps.
public struct CallbackGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    let callback: CallbackRecognizer<Base.Value>.Callback

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        let inner = base.makeRecognizer(context)
        // A chain of callback modifiers shares one node: one level less to pass every event through.
        if let callbacks = inner as? CallbackRecognizer<Base.Value> {
            callbacks.append(callback)
            return callbacks
        }
        return CallbackRecognizer<Base.Value>(child: inner, callback: callback, context: context)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends successfully (never on failure or
    /// cancellation). `@GestureState` properties have already been reset when it runs.
    ///
    /// ```swift
    /// TapGesture().onEnded { print("tapped") }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self, callback: .ended(action))
    }

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

    /// Updates the provided gesture state property as the gesture's value changes: when the
    /// gesture is recognised and on every change while it is active, never at its end. The
    /// state resets to its initial value when the gesture ends, fails or is cancelled.
    ///
    /// ```swift
    /// DragGesture().updating($offset) { value, state, transaction in state = value.translation }
    /// ```
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self, callback: .updating(
            reset: { state.resetToInitial() },
            body: { value in state.update { current, transaction in body(value, &current, &transaction) } }))
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes while it is active.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in print(value.translation) }
    /// ```
    public func onChanged(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self, callback: .changed(isEqual: ==, action: action))
    }
}
