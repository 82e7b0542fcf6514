/// A gesture that succeeds when one finger goes down and up `count` times in a row without
/// moving more than ``Constants/tapMaximumMovement`` points or holding longer than
/// ``Constants/tapMaximumDuration``, each tap starting within ``Constants/tapRepeatWindow`` of
/// the previous release.
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
        TapRecognizer<Void>(count: count, title: "Tap(\(count))", context: context) { _ in () }
    }
}

/// The node behind ``TapGesture`` and ``SpatialTapGesture``.
package final class TapRecognizer<Value>: Recognizer<Value> {
    private let count: Int
    private let title: String
    private let makeValue: (CGPoint) -> Value
    @exclusivity(unchecked) private var taps = 0
    @exclusivity(unchecked) private var tracked: (id: Int, start: CGPoint)?
    @exclusivity(unchecked) private var firstLocation: CGPoint?
    @exclusivity(unchecked) private var deadline: GestureTime?
    @exclusivity(unchecked) private var deadlineSpan: Double = 0

    package init(count: Int, title: String, context: BuildContext, makeValue: @escaping (CGPoint) -> Value) {
        self.count = count
        self.title = title
        self.makeValue = makeValue
        super.init(context)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        switch event.phase {
        case .began:
            guard tracked == nil else { return fail(context) }          // a second finger
            if let firstLocation, firstLocation.distance(to: event.location) > Constants.tapRepeatMaximumDistance {
                return fail(context)
            }
            if firstLocation == nil { firstLocation = event.location }
            tracked = (event.id, event.location)
            setDeadline(event.time, Constants.tapMaximumDuration)
        case .moved:
            guard let tracked, tracked.id == event.id else { return }
            if tracked.start.distance(to: event.location) > Constants.tapMaximumMovement { fail(context) }
        case .ended:
            guard let current = tracked, current.id == event.id else { return }
            if current.start.distance(to: event.location) > Constants.tapMaximumMovement { return fail(context) }
            tracked = nil
            taps += 1
            if taps >= count {
                deadline = nil
                setPhase(.ended, value: makeValue(event.location), context)
            } else {
                setDeadline(event.time, Constants.tapRepeatWindow)
            }
        case .cancelled:
            guard tracked?.id == event.id else { return }
            deadline = nil
            setPhase(.cancelled, context)
        }
    }

    private func setDeadline(_ time: GestureTime, _ seconds: Double) {
        deadline = time + GestureTime.Duration(seconds: seconds)
        deadlineSpan = seconds
    }

    private func fail(_ context: RecognitionContext) {
        deadline = nil
        setPhase(.failed, context)
    }

    override package func reset() {
        super.reset()
        taps = 0
        tracked = nil
        firstLocation = nil
        deadline = nil
    }

    override package var nextDeadline: GestureTime? { phaseKind.isTerminal ? nil : deadline }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        if let deadline, deadline <= time { fail(context) }
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let progress = count > 1 && !phaseKind.isTerminal ? "\(taps)/\(count) taps" : nil
        return makeSnapshot(title: title, value: progress ?? describeValue(value), now: now,
                            deadline: deadline, span: deadlineSpan)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .tap }
}
