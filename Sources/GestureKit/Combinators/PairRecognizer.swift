/// What every two-child combinator (`simultaneously`, `exclusively`, `sequenced`) shares: two
/// children, and a phase recombined from their phases by its ``CompositionPhase`` rule whenever
/// either child's phase was set; termination ends both. Subclasses decide which child receives
/// what, and how the children's values combine.
package class PairRecognizer<First: Gesture, Second: Gesture, Value>: Recognizer<Value> {
    let first: Recognizer<First.Value>
    let second: Recognizer<Second.Value>
    /// The pure rule that makes this node's phase from its children's.
    let rule: CompositionPhase

    init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>, rule: CompositionPhase, context: BuildContext) {
        self.first = first
        self.second = second
        self.rule = rule
        super.init(context, children: [first, second])
    }

    /// Recombines the children's phases when either was set (`changed`).
    final func recombine(_ changed: Bool, _ context: RecognitionContext) {
        if changed { setPhase(rule.combine(first.phaseKind, second.phaseKind), context) }
    }

    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        let firstChanged = first.terminate(kind, context)
        let secondChanged = second.terminate(kind, context)
        recombine(firstChanged || secondChanged, context)
        if !phaseKind.isTerminal { setPhase(kind, context) }
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: rule.title, value: nil, now: now, children: [first.snapshot(now: now), second.snapshot(now: now)])
    }
}
