/// A transparent node that wraps one child and mirrors its phase, its value transformed; the
/// base of `map`, the callback modifiers, `updating` and `modifiers`. It has no log name of its
/// own: the child carries the path.
///
/// The kind is mirrored on every step (``mirroredKind(_:)`` may change it); the value is
/// transformed only when someone asks for it, at most once per change of the child.
package class ModifierRecognizer<Base, Value>: Recognizer<Value> {
    package let child: Recognizer<Base>
    /// The child's version when this node last mirrored it.
    @exclusivity(unchecked) private var seenVersion = -1
    /// The transformed value and the child's version it was made from.
    private let cachedValue = ValueSlot<Value>()
    @exclusivity(unchecked) private var cachedVersion = -1

    package init(child: Recognizer<Base>, context: BuildContext) {
        self.child = child
        var own = context
        own.path = nil
        super.init(own)
    }

    /// This node's value for the child's value.
    package func transformValue(_ value: Base) -> Value { fatalError("subclass") }
    /// The kind this node shows for the child's kind.
    package func mirroredKind(_ kind: GesturePhaseKind) -> GesturePhaseKind { kind }
    /// Called after every change with the kind before it; the new one is ``phaseKind``.
    package func didUpdate(from old: GesturePhaseKind, _ context: RecognitionContext) {}

    override package var value: Value? {
        guard phaseKind.hasValue else { return nil }
        if cachedVersion != child.version {
            cachedVersion = child.version
            if let value = child.value { cachedValue.set(transformValue(value)) } else { cachedValue.clear() }
        }
        return cachedValue.isSet ? cachedValue.value : nil
    }

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
            let old = phaseKind
            setPhase(kind == .cancelled ? .cancelled : .failed, context)
            didUpdate(from: old, context)
        }
    }
    package func sync(_ context: RecognitionContext, force: Bool = false) {
        guard force || child.version != seenVersion else { return }
        seenVersion = child.version
        let old = phaseKind
        setPhase(mirroredKind(child.phaseKind), context)
        didUpdate(from: old, context)
    }
    override package func reset() {
        super.reset()
        child.reset()
        seenVersion = -1
        cachedValue.clear()
        cachedVersion = -1
    }
    override package var nextDeadline: GestureTime? { child.nextDeadline }
    override package func snapshot(now: GestureTime) -> RecognizerSnapshot { child.snapshot(now: now) }
    override package func collectPrimitives(into list: inout [AnyRecognizer]) { child.collectPrimitives(into: &list) }
}

/// A modifier node that keeps the child's phase and value as they are.
package class PassThroughRecognizer<Value>: ModifierRecognizer<Value, Value> {
    override package var value: Value? { phaseKind.hasValue ? child.value : nil }
    override package func loadValue(into target: UnsafeMutablePointer<Value>) -> Bool {
        phaseKind.hasValue && child.loadValue(into: target)
    }
    override package func transformValue(_ value: Value) -> Value { value }
}
