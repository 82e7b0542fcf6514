/// A gesture that updates the state provided by a gesture's updating callback: what
/// `updating(_:body:)` returns. `body` runs when the gesture is recognised and on every change
/// while it is active, never at its end; the state resets to its initial value when the
/// gesture ends, fails or is cancelled.
///
/// ```swift
/// @GestureState var offset = CGSize.zero
/// let drag: GestureStateGesture<DragGesture, CGSize> =
///     DragGesture().updating($offset) { value, state, _ in state = value.translation }
/// ```
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// `updating` adds no node: the node is its base's.
    @inlinable
    public static func _value(ofRecognizer node: AnyObject) -> Value? {
        Base._value(ofRecognizer: node)
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        let state = self.state
        return CallbackSet.make(base, .updating(reset: { state.resetToInitial() },
                                                       action: StateUpdate(state: state, body: body)), context)
    }
}

/// `updating`'s body as its node's callback: the state's update, called with the gesture's
/// value directly (no closure wrapped around the user's, which runs on every event).
private final class StateUpdate<Value, State>: ValueAction<Value> {
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void

    init(state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
    }

    override func run(_ value: Value) { state.update(with: value, body) }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes: when the
    /// gesture is recognised and on every change while it is active, never at its end. The
    /// state resets to its initial value when the gesture ends, fails or is cancelled.
    ///
    /// ```swift
    /// DragGesture().updating($offset) { value, state, transaction in state = value.translation }
    /// ```
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
