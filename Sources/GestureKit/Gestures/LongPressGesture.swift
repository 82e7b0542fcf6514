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

package final class LongPressRecognizer: Recognizer<Bool> {
    private let gesture: LongPressGesture
    @exclusivity(unchecked) private var tracked: (id: Int, start: CGPoint)?
    @exclusivity(unchecked) private var deadline: GestureTime?

    init(_ gesture: LongPressGesture, _ context: BuildContext) {
        self.gesture = gesture
        super.init(context)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        switch event.phase {
        case .began:
            guard tracked == nil, phaseKind == .possible else { return }
            tracked = (event.id, event.location)
            deadline = event.time + GestureTime.Duration(seconds: gesture.minimumDuration)
            setPhase(.active, value: true, context)
        case .moved:
            guard let tracked, tracked.id == event.id else { return }
            if tracked.start.distance(to: event.location) > gesture.maximumDistance { fail(context) }
        case .ended:
            guard tracked?.id == event.id else { return }
            fail(context)
        case .cancelled:
            guard tracked?.id == event.id else { return }
            deadline = nil
            setPhase(.cancelled, context)
        }
    }

    private func fail(_ context: RecognitionContext) {
        deadline = nil
        setPhase(.failed, context)
    }

    override package func reset() {
        super.reset()
        tracked = nil
        deadline = nil
    }

    override package var nextDeadline: GestureTime? { phaseKind.isTerminal ? nil : deadline }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        guard let deadline, deadline <= time else { return }
        self.deadline = nil
        setPhase(.ended, value: true, context)
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let value: String? = phaseKind == .active ? "pressing" : (phaseKind == .ended ? "true" : nil)
        return makeSnapshot(title: "LongPress(\(formatNumber(gesture.minimumDuration))s)", value: value,
                            now: now, deadline: deadline, span: gesture.minimumDuration)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .longPress }
}
