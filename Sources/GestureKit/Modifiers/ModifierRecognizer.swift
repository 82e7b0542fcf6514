/// A transparent node that wraps one child and mirrors its phase (``mirroredKind(_:)`` may
/// change it): the base of `map`, `modifiers` and the erasing roots of
/// attached gestures. It has no log name of its own: the child carries the path.
package class ModifierRecognizer<Base, Value>: Recognizer<Value> {
    package let child: Recognizer<Base>

    package init(child: Recognizer<Base>, context: BuildContext) {
        self.child = child
        var own = context
        own.path = nil
        super.init(own, children: [child])
    }

    /// The kind this node shows for the child's kind.
    package func mirroredKind(_ kind: GesturePhaseKind) -> GesturePhaseKind { kind }
    /// Called after every change with the kind before it; the new one is ``phaseKind``.
    package func didUpdate(from old: GesturePhaseKind, _ context: RecognitionContext) {}

    @inline(__always)
    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        if child.receive(event, context) { sync(context) }
        // A wrapper ignores the moves its child ignores (no wrapper looks at a move itself).
        if event.phase != .moved { setIgnoresMoves(child.status.ignoresMoves) }
    }
    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        if child.fire(upTo: time, context) { sync(context) }
        setIgnoresMoves(child.status.ignoresMoves)
    }
    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        if child.terminate(kind, context) { sync(context) }
        if !phaseKind.isTerminal {
            let old = phaseKind
            setPhase(kind, context)
            didUpdate(from: old, context)
        }
    }
    /// Mirrors the child's phase now.
    @inline(__always)
    package final func sync(_ context: RecognitionContext) {
        let old = phaseKind
        setPhase(mirroredKind(child.phaseKind), context)
        didUpdate(from: old, context)
    }
    override package func snapshot(now: GestureTime) -> RecognizerSnapshot { child.snapshot(now: now) }
}

/// A modifier node that keeps the child's phase and value as they are.
package class PassThroughRecognizer<Value>: ModifierRecognizer<Value, Value> {
    override package func withValue(_ body: (Value) -> Void) -> Bool {
        phaseKind.hasValue && child.withValue(body)
    }
}
