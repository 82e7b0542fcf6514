/// A gesture that succeeds when a finger stays down for `minimumDuration` seconds without
/// moving farther than `maximumDistance` points.
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.5)
///     .updating($isPressing) { pressing, state, _ in state = pressing }
///     .onEnded { _ in print("held") }
/// ```
/// The gesture is `active(true)` from touch-down (the "pressing" state that `updating` sees) and
/// `ended(true)` at the deadline; a release or a move past `maximumDistance` before then makes it
/// fail. Further fingers are ignored; only the first one counts.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat
    /// The node's title in the recognizer tree: `LongPress`, or `LongTouch` behind
    /// `onLongTouchGesture`.
    package var title = "LongPress"
    /// The tree's word for the active phase: `pressing`, or `touching` for a long touch.
    package var activeLabel = "pressing"

    public init(minimumDuration: Double = Constants.longPressMinimumDuration,
                maximumDistance: CGFloat = Constants.longPressMaximumDistance) {
        precondition(minimumDuration.isFinite && minimumDuration >= 0,
                     "LongPressGesture(minimumDuration:) needs a finite duration >= 0, got \(minimumDuration)")
        precondition(!maximumDistance.isNaN && maximumDistance >= 0,
                     "LongPressGesture(maximumDistance:) needs a distance >= 0, got \(maximumDistance)")
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        LongPressRecognizer(self, context)
    }
}

/// The node behind ``LongPressGesture``: one finger held within a ``MovementLimit`` until a
/// ``NodeTimer`` fires.
package final class LongPressRecognizer: Recognizer<Bool> {
    package struct State {
        /// The finger being held, from its touch-down; nil before.
        var finger: FollowedFinger?
        /// Fires `minimumDuration` after the touch-down: the press succeeds.
        var hold: NodeTimer
    }

    private let gesture: LongPressGesture
    private let movement: MovementLimit
    /// The hold timer as a fresh state holds it.
    private let hold: NodeTimer
    @exclusivity(unchecked) package private(set) var state: State

    init(_ gesture: LongPressGesture, _ context: BuildContext) {
        self.gesture = gesture
        movement = MovementLimit(maximum: Double(gesture.maximumDistance), includesMaximum: true)
        hold = NodeTimer(span: gesture.minimumDuration)
        state = State(hold: hold)
        super.init(context)
    }

    override package func resetState() { state = State(hold: hold) }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        defer { setDeadline(state.hold.deadline) }
        switch event.phase {
        case .began:
            guard state.finger == nil, phaseKind == .possible else { return }
            state.finger = FollowedFinger(id: event.id, start: event.location)
            state.hold.start(at: event.time)
            setPhase(.active, context)
        case .moved:
            guard let finger = state.finger, finger.id == event.id else { return }
            if !movement.allows(finger, at: event.location) { end(.failed, context) }
        case .ended:
            guard state.finger?.id == event.id else { return }
            end(.failed, context)
        case .cancelled:
            guard state.finger?.id == event.id else { return }
            end(.cancelled, context)
        }
    }

    private func end(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        state.hold.stop()
        setPhase(kind, context)
    }

    /// `true` while pressing and once held long enough.
    override package func withValue(_ body: (Bool) -> Void) -> Bool {
        guard isActiveOrEnded else { return false }
        body(true)
        return true
    }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        defer { setDeadline(state.hold.deadline) }
        guard state.hold.isDue(at: time) else { return }
        end(.ended, context)
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let value: String? = phaseKind == .active ? gesture.activeLabel : (phaseKind == .ended ? "true" : nil)
        return makeSnapshot(title: "\(gesture.title)(\(formatNumber(gesture.minimumDuration))s)", value: value,
                            now: now, timer: state.hold)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .longPress }
    override package var hasTimers: Bool { true }
}
