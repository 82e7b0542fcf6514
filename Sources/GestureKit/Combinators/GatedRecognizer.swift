/// The machinery `exclusively(before:)` and `sequenced(before:)` share: the first child runs
/// alone while the events it sees are held back; when it reaches the phase that opens the gate
/// (`failed` for an exclusive gesture, `ended` for a sequence), the second child receives the
/// held events — with its own timers fired between them at their deadlines — and then runs live.
/// Any other final phase of the first closes the gate for good.
package class GatedRecognizer<First: Gesture, Second: Gesture, Value>: PairRecognizer<First, Second, Value> {
    private let opensOn: GesturePhaseKind
    /// The events the second child will be given when the gate opens.
    @exclusivity(unchecked) var held: [TouchEvent] = []

    init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>, opensOn: GesturePhaseKind, context: BuildContext) {
        self.opensOn = opensOn
        super.init(first: first, second: second, rule: opensOn == .failed ? .exclusive : .sequence, context: context)
    }

    /// Keeps an event for the second child; subclasses choose which ones.
    func hold(_ event: TouchEvent) { held.append(event) }
    private var isOpen: Bool { first.phaseKind == opensOn }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        if !first.phaseKind.isTerminal {
            hold(event)
            first.receive(event, context)
            if isOpen { open(context) }
        } else if isOpen {
            second.receive(event, context)
        }
        update(context)
    }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        if !first.phaseKind.isTerminal {
            first.fire(upTo: time, context)
            if isOpen { open(context) }
        } else if isOpen {
            second.fire(upTo: time, context)
        }
        update(context)
    }

    private func open(_ context: RecognitionContext) {
        second.markStarted(context)
        for event in held {
            second.fire(upTo: event.time, context)
            second.receive(event, context)
        }
        held.removeAll(keepingCapacity: true)
        second.fire(upTo: context.now, context)
    }

    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        held.removeAll(keepingCapacity: true)
        super.handleTermination(kind, context)
    }

    override package func reset() {
        super.reset()
        held.removeAll(keepingCapacity: true)
    }

    override package var nextDeadline: GestureTime? {
        if !first.phaseKind.isTerminal { return first.nextDeadline }
        return isOpen ? second.nextDeadline : nil
    }
}
