/// A gesture that consists of two gestures where only one of them can succeed, giving
/// precedence to the first: the second is paused, its events held back, until the first fails;
/// then it receives everything it missed and goes on live. If the first succeeds, the second
/// never runs.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture())   // the single tap waits for the double
/// ```
/// Phase: the first's phase while it is undecided or succeeded (value `.first`), the second's
/// after the first failed (value `.second`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The value of the child that is recognizing.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        ExclusiveRecognizer<First, Second>(first: first.makeRecognizer(context.child("first")),
                                           second: second.makeRecognizer(context.child("second")),
                                           context: context)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .first(let value): ".first(\(describeValue(value) ?? ""))"
        case .second(let value): ".second(\(describeValue(value) ?? ""))"
        }
    }
}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

package final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: Recognizer<ExclusiveGesture<First, Second>.Value> {
    typealias Value = ExclusiveGesture<First, Second>.Value
    let first: Recognizer<First.Value>
    let second: Recognizer<Second.Value>
    /// Events the first received while undecided, for the second if the first fails.
    private var heldBack: [TouchEvent] = []

    init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>, context: BuildContext) {
        self.first = first
        self.second = second
        super.init(context)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        switch first.phase.kind {
        case .possible, .active:
            heldBack.append(event)
            first.receive(event, context)
            if first.phase.kind == .failed { releaseSecond(context) }
        case .failed:
            second.receive(event, context)
        case .ended, .cancelled:
            break
        }
        update(context)
    }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        switch first.phase.kind {
        case .possible, .active:
            first.fire(upTo: time, context)
            if first.phase.kind == .failed { releaseSecond(context) }
        case .failed:
            second.fire(upTo: time, context)
        case .ended, .cancelled:
            break
        }
        update(context)
    }

    /// The first failed: the second gets every held-back event, with its own timers fired in
    /// between at their deadlines, then whatever is due now.
    private func releaseSecond(_ context: RecognitionContext) {
        for event in heldBack {
            second.fire(upTo: event.time, context)
            second.receive(event, context)
        }
        heldBack.removeAll()
        second.fire(upTo: context.now, context)
    }

    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        first.terminate(kind, context)
        second.terminate(kind, context)
        heldBack.removeAll()
        update(context)
        if !phaseKind.isTerminal { setPhase(kind == .cancelled ? .cancelled : .failed, context) }
    }

    override package var nextDeadline: GestureTime? {
        switch first.phase.kind {
        case .possible, .active: first.nextDeadline
        case .failed: second.nextDeadline
        case .ended, .cancelled: nil
        }
    }

    private func update(_ context: RecognitionContext) {
        let next: GesturePhase<Value> = switch (first.phase, second.phase) {
        case (.possible(let a), _): .possible(a.map(Value.first))
        case (.active(let a), _): .active(.first(a))
        case (.ended(let a), _): .ended(.first(a))
        case (.cancelled, _): .cancelled
        case (.failed, .possible(let b)): .possible(b.map(Value.second))
        case (.failed, .active(let b)): .active(.second(b))
        case (.failed, .ended(let b)): .ended(.second(b))
        case (.failed, .failed): .failed
        case (.failed, .cancelled): .cancelled
        }
        setPhase(next, context)
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: "Exclusive", value: nil, now: now,
                     children: [first.snapshot(now: now), second.snapshot(now: now)])
    }

    override package func collectPrimitives(into list: inout [AnyRecognizer]) {
        first.collectPrimitives(into: &list)
        second.collectPrimitives(into: &list)
    }
}
