/// A gesture that succeeds when one finger goes down and up `count` times in a row, each tap
/// moving less than ``Constants/tapMaximumMovement`` points from its own touch-down and held no
/// longer than ``Constants/tapMaximumDuration``, each tap after the first released within
/// ``Constants/tapRepeatWindow`` of the previous release (anywhere on the shape).
///
/// ```swift
/// TapGesture(count: 2).onEnded { print("tap twice") }
/// ```
/// A tap is discrete: it goes from `possible` straight to `ended`. A second finger during a
/// tap makes it fail.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps (at least 1).
    public init(count: Int = 1) {
        precondition(count >= 1, "TapGesture(count:) needs a count of at least 1, got \(count)")
        self.count = count
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        TapRecognizer<Void>(count: count, title: "Tap(\(count))", context: context) { _, body in body(()) }
    }
}

/// The node behind ``TapGesture`` and ``SpatialTapGesture``: counts taps of one finger, each
/// within ``Constants/tapMaximumMovement`` of its own touch-down (a ``MovementLimit``) and
/// released before two ``NodeTimer``s run out (the press and the repeat window).
package final class TapRecognizer<Value>: Recognizer<Value> {
    package typealias State = TapRecognizerState

    private static var movement: MovementLimit { MovementLimit(maximum: Constants.tapMaximumMovement, includesMaximum: false) }
    private let count: Int
    private let title: String
    /// Makes the value from the last release's location and hands it on. Written where the
    /// gesture's value type is known, so the value is made there, not in this class's generic code.
    private let emitValue: (CGPoint, (Value) -> Void) -> Void
    @exclusivity(unchecked) package private(set) var state = State()

    package init(count: Int, title: String, context: BuildContext,
                 emitValue: @escaping (CGPoint, (Value) -> Void) -> Void) {
        self.count = count
        self.title = title
        self.emitValue = emitValue
        super.init(context)
    }

    override package func resetState() { state = .fresh }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        defer { setDeadline(NodeTimer.earlier(state.press, state.repeatWindow)?.deadline) }
        switch event.phase {
        case .began:
            guard state.finger == nil else { return fail(context) }          // a second finger
            // Each tap is measured from its own touch-down; taps may land anywhere on the shape.
            state.finger = FollowedFinger(id: event.id, start: event.location)
            state.press.start(at: event.time)
        case .moved:
            guard let finger = state.finger, finger.id == event.id else { return }
            if !Self.movement.allows(finger, at: event.location) { fail(context) }
        case .ended:
            guard let finger = state.finger, finger.id == event.id else { return }
            if !Self.movement.allows(finger, at: event.location) { return fail(context) }
            state.finger = nil
            state.press.stop()
            state.taps += 1
            if state.taps >= count {
                state.repeatWindow.stop()
                state.location = event.location
                setPhase(.ended, context)
            } else {
                state.repeatWindow.start(at: event.time)
            }
        case .cancelled:
            guard state.finger?.id == event.id else { return }
            stopTimers()
            setPhase(.cancelled, context)
        }
    }

    private func stopTimers() {
        state.press.stop()
        state.repeatWindow.stop()
    }

    private func fail(_ context: RecognitionContext) {
        stopTimers()
        setPhase(.failed, context)
    }

    override package func withValue(_ body: (Value) -> Void) -> Bool {
        guard phaseKind == .ended else { return false }
        emitValue(state.location, body)
        return true
    }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        defer { setDeadline(NodeTimer.earlier(state.press, state.repeatWindow)?.deadline) }
        if state.press.isDue(at: time) || state.repeatWindow.isDue(at: time) { fail(context) }
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let progress = count > 1 && !phaseKind.isTerminal ? "\(state.taps)/\(count) taps" : nil
        return makeSnapshot(title: title, value: progress ?? describeValue(value), now: now,
                            timer: NodeTimer.earlier(state.press, state.repeatWindow))
    }

    override package var primitiveKind: LivePrimitive.Kind? { .tap }
    override package var hasTimers: Bool { true }
}

/// A ``TapRecognizer``'s own state. Outside the generic class, so that reading and resetting it
/// ask the runtime for no generic metadata.
package struct TapRecognizerState {
    /// A fresh state, made once for every tap (its timers' spans converted to nanoseconds once):
    /// one copy that a reset reads while it is in the cache, not one per node, cold on every
    /// node's first tap in a while.
    static let fresh = TapRecognizerState()

    var taps = 0
    var finger: FollowedFinger?
    /// The finger's own deadline: its touch-down plus the maximum duration.
    var press = NodeTimer(span: Constants.tapMaximumDuration)
    /// The previous release plus the repeat window, kept until the next release (the next
    /// tap must be released by then).
    var repeatWindow = NodeTimer(span: Constants.tapRepeatWindow)
    /// Where the last tap was released, in scene points: the value's location.
    var location: CGPoint = .zero
}
