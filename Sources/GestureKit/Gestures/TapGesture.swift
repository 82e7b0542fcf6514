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
    /// The finger's own deadline: its touch-down plus the maximum duration.
    @exclusivity(unchecked) private var pressDeadline: GestureTime?
    /// The repeat deadline: the previous release plus the repeat window, kept until the next
    /// release (the next tap must be released by then).
    @exclusivity(unchecked) private var repeatDeadline: GestureTime?

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
            // Each tap is measured from its own touch-down; taps may land anywhere on the shape.
            tracked = (event.id, event.location)
            pressDeadline = event.time + GestureTime.Duration(seconds: Constants.tapMaximumDuration)
        case .moved:
            guard let tracked, tracked.id == event.id else { return }
            if !Self.isWithinMovement(tracked.start, event.location) { fail(context) }
        case .ended:
            guard let current = tracked, current.id == event.id else { return }
            if !Self.isWithinMovement(current.start, event.location) { return fail(context) }
            tracked = nil
            pressDeadline = nil
            taps += 1
            if taps >= count {
                repeatDeadline = nil
                setPhase(.ended, value: makeValue(event.location), context)
            } else {
                repeatDeadline = event.time + GestureTime.Duration(seconds: Constants.tapRepeatWindow)
            }
        case .cancelled:
            guard tracked?.id == event.id else { return }
            pressDeadline = nil
            repeatDeadline = nil
            setPhase(.cancelled, context)
        }
    }

    /// The movement limit is exclusive: a finger 45 pt from its touch-down has moved too far.
    private static func isWithinMovement(_ start: CGPoint, _ location: CGPoint) -> Bool {
        start.distance(to: location) < Constants.tapMaximumMovement
    }

    private func fail(_ context: RecognitionContext) {
        pressDeadline = nil
        repeatDeadline = nil
        setPhase(.failed, context)
    }

    override package func reset() {
        super.reset()
        taps = 0
        tracked = nil
        pressDeadline = nil
        repeatDeadline = nil
    }

    /// The earlier of the press's and the repeat window's deadlines, with its span.
    private var deadline: (time: GestureTime, span: Double)? {
        switch (pressDeadline, repeatDeadline) {
        case let (press?, repeat_?): press <= repeat_ ? (press, Constants.tapMaximumDuration) : (repeat_, Constants.tapRepeatWindow)
        case let (press?, nil): (press, Constants.tapMaximumDuration)
        case let (nil, repeat_?): (repeat_, Constants.tapRepeatWindow)
        case (nil, nil): nil
        }
    }

    override package var nextDeadline: GestureTime? { phaseKind.isTerminal ? nil : deadline?.time }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        if let deadline, deadline.time <= time { fail(context) }
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let progress = count > 1 && !phaseKind.isTerminal ? "\(taps)/\(count) taps" : nil
        return makeSnapshot(title: title, value: progress ?? describeValue(value), now: now,
                            deadline: deadline?.time, span: deadline?.span ?? 0)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .tap }
}
