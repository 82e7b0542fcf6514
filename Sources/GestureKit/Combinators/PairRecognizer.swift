/// What every two-child combinator (`simultaneously`, `exclusively`, `sequenced`) shares: two
/// children, a phase recombined from their phase kinds by its ``CompositionPhase`` rule whenever
/// either child's phase was set, and termination, reset, snapshots and primitives passed to
/// both. Subclasses decide which child receives what, and how the children's values combine.
package class PairRecognizer<First: Gesture, Second: Gesture, Value>: Recognizer<Value> {
    let first: Recognizer<First.Value>
    let second: Recognizer<Second.Value>
    /// The pure rule that makes this node's phase from its children's.
    let rule: CompositionPhase
    /// The children's versions when this node last combined them.
    @exclusivity(unchecked) private var seen = (-1, -1)

    init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>, rule: CompositionPhase, context: BuildContext) {
        self.first = first
        self.second = second
        self.rule = rule
        super.init(context)
    }

    /// The kind of phase this node shows for its children's kinds.
    final func combinedKind() -> GesturePhaseKind { rule.combine(first.phaseKind, second.phaseKind) }
    /// The title in overlays.
    final var title: String { rule.title }

    /// Recombines the children's phases if either was set since this node last looked.
    final func update(_ context: RecognitionContext) {
        guard (first.version, second.version) != seen else { return }
        seen = (first.version, second.version)
        setPhase(combinedKind(), context)
    }

    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        first.terminate(kind, context)
        second.terminate(kind, context)
        update(context)
        if !phaseKind.isTerminal { setPhase(kind == .cancelled ? .cancelled : .failed, context) }
    }

    override package func reset() {
        super.reset()
        first.reset()
        second.reset()
        seen = (-1, -1)
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: title, value: nil, now: now, children: [first.snapshot(now: now), second.snapshot(now: now)])
    }

    override package func collectPrimitives(into list: inout [AnyRecognizer]) {
        first.collectPrimitives(into: &list)
        second.collectPrimitives(into: &list)
    }
}
