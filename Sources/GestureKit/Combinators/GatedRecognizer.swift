/// The machinery `exclusively(before:)` and `sequenced(before:)` share: the first child runs
/// alone while the events it sees are held back; when it reaches the phase that opens the gate
/// (`failed` for an exclusive gesture, `ended` for a sequence), the second child receives the
/// held events — with its own timers fired between them at their deadlines — and then runs live.
/// Any other final phase of the first closes the gate for good.
/// It is the node behind ``ExclusiveGesture`` as it is (`opensOn: .failed`).
package class GatedRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    private let opensOn: GesturePhaseKind
    /// The events the second child will be given when the gate opens. Storage rather than
    /// state: emptied on reset, its capacity kept, so a reused tree allocates nothing; the first
    /// few inline in the node, changed in place.
    @exclusivity(unchecked) final var held = SmallList(filler: TouchEvent.placeholder)

    init(first: Recognizer<A>, second: Recognizer<B>, opensOn: GesturePhaseKind, value: PairValue<A, B, Value>,
         context: BuildContext, shapes: (first: ObjectIdentifier?, second: ObjectIdentifier?) = (nil, nil)) {
        self.opensOn = opensOn
        super.init(first: first, second: second, rule: opensOn == .failed ? .exclusive : .sequence, value: value,
                   context: context, shapes: shapes)
    }

    /// Keeps an event for the second child; subclasses choose which ones.
    func hold(_ event: TouchEvent) { held.append(event) }
    private var isOpen: Bool { first.phaseKind == opensOn }

    override package func resetState() {
        held.removeAll()
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        var changed: Bool
        if !first.phaseKind.isTerminal {
            hold(event)
            changed = admits(event, shapes.first, context) && first.receive(event, context)
            if isOpen { changed = open(context) || changed }
        } else {
            changed = isOpen && admits(event, shapes.second, context) && second.receive(event, context)
        }
        recombine(changed, context)
    }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        var changed: Bool
        if !first.phaseKind.isTerminal {
            changed = first.fire(upTo: time, context)
            if isOpen { changed = open(context) || changed }
        } else {
            changed = isOpen && second.fire(upTo: time, context)
        }
        recombine(changed, context)
    }

    /// Gives the second child the held events; true when its phase was set.
    private func open(_ context: RecognitionContext) -> Bool {
        // An attached gesture starts with the first held event that went through its shape, if
        // any: it is not started by a gate whose events all missed it.
        if shapes.second == nil { second.markStarted(context) }
        var changed = false
        // Every held event goes in, moves included: they are older than where the touches are.
        let wasReplaying = context.isReplaying
        context.isReplaying = true
        defer { context.isReplaying = wasReplaying }
        for index in held.indices {
            // Before its first event the second has no timer to fire.
            if index > 0 && second.fire(upTo: held[index].time, context) { changed = true }
            if admits(held[index], shapes.second, context) && second.receive(held[index], context) { changed = true }
        }
        held.removeAll()
        if second.fire(upTo: context.now, context) { changed = true }
        return changed
    }

    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        held.removeAll()
        super.handleTermination(kind, context)
    }
}
