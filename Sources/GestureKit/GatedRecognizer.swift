/// The machinery `exclusively(before:)` and `sequenced(before:)` share: the first child runs
/// alone while the events it sees are held back; when it reaches the phase that opens the gate
/// (`failed` for an exclusive gesture, `ended` for a sequence), the second child receives the
/// held events — with its own timers fired between them at their deadlines — and then runs live.
/// Any other final phase of the first closes the gate for good.
package class GatedRecognizer<First: Gesture, Second: Gesture, Value>: Recognizer<Value> {
    let first: Recognizer<First.Value>
    let second: Recognizer<Second.Value>
    private let opensOn: GesturePhaseKind
    /// The events the second child will be given when the gate opens.
    var held: [TouchEvent] = []
    /// The children's versions when this node last combined them.
    private var seen = (-1, -1)

    init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>, opensOn: GesturePhaseKind, context: BuildContext) {
        self.first = first
        self.second = second
        self.opensOn = opensOn
        super.init(context)
    }

    /// Keeps an event for the second child; subclasses choose which ones.
    func hold(_ event: TouchEvent) { held.append(event) }
    /// The kind of phase this node shows for its children's kinds.
    func combinedKind() -> GesturePhaseKind { fatalError("subclass") }
    /// The title in overlays.
    var title: String { fatalError("subclass") }

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

    private func update(_ context: RecognitionContext) {
        guard (first.version, second.version) != seen else { return }
        seen = (first.version, second.version)
        setPhase(combinedKind(), context)
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
        first.terminate(kind, context)
        second.terminate(kind, context)
        held.removeAll(keepingCapacity: true)
        update(context)
        if !phaseKind.isTerminal { setPhase(kind == .cancelled ? .cancelled : .failed, context) }
    }

    override package func reset() {
        super.reset()
        first.reset()
        second.reset()
        held.removeAll(keepingCapacity: true)
        seen = (-1, -1)
    }

    override package var nextDeadline: GestureTime? {
        if !first.phaseKind.isTerminal { return first.nextDeadline }
        return isOpen ? second.nextDeadline : nil
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: title, value: nil, now: now, children: [first.snapshot(now: now), second.snapshot(now: now)])
    }

    override package func collectPrimitives(into list: inout [AnyRecognizer]) {
        first.collectPrimitives(into: &list)
        second.collectPrimitives(into: &list)
    }
}
