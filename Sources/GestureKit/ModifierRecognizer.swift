/// A transparent node that wraps one child and mirrors its phase, transformed; the base of
/// `map`, the callback modifiers, `updating` and `modifiers`. It has no log name of its own:
/// the child carries the path.
package class ModifierRecognizer<Base, Value>: Recognizer<Value> {
    package let child: Recognizer<Base>
    /// The child's version when this node last mirrored it.
    private var seenVersion = -1

    package init(child: Recognizer<Base>, context: BuildContext) {
        self.child = child
        var own = context
        own.path = nil
        super.init(own)
    }

    /// The phase this node shows for the child's phase.
    package func transform(_ phase: GesturePhase<Base>) -> GesturePhase<Value> { fatalError("subclass") }
    /// Called after every step with the phase before and after.
    package func didUpdate(from old: GesturePhase<Value>, to new: GesturePhase<Value>, _ context: RecognitionContext) {}

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        child.receive(event, context)
        sync(context)
    }
    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        child.fire(upTo: time, context)
        sync(context)
    }
    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        child.terminate(kind, context)
        sync(context)
        if !phaseKind.isTerminal {
            let old = phase
            setPhase(kind == .cancelled ? .cancelled : .failed, context)
            didUpdate(from: old, to: phase, context)
        }
    }
    package func sync(_ context: RecognitionContext, force: Bool = false) {
        guard force || child.version != seenVersion else { return }
        seenVersion = child.version
        let old = phase
        setPhase(transform(child.phase), context)
        didUpdate(from: old, to: phase, context)
    }
    override package func reset() {
        super.reset()
        child.reset()
        seenVersion = -1
    }
    override package var nextDeadline: GestureTime? { child.nextDeadline }
    override package func snapshot(now: GestureTime) -> RecognizerSnapshot { child.snapshot(now: now) }
    override package func collectPrimitives(into list: inout [AnyRecognizer]) { child.collectPrimitives(into: &list) }
}

/// A modifier node that keeps the child's phase and value as they are.
package class PassThroughRecognizer<Value>: ModifierRecognizer<Value, Value> {
    override package func transform(_ phase: GesturePhase<Value>) -> GesturePhase<Value> { phase }
}
