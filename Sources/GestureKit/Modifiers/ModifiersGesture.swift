/// A gesture that recognizes only while the given keyboard modifiers are held: a touch that
/// goes down without all of them makes it fail.
///
/// ```swift
/// RotateGesture().modifiers(.shift)
/// ```
public struct ModifiersGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    public var modifiers: EventModifiers

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        ModifiersRecognizer<Base.Value>(child: base.makeRecognizer(context), required: modifiers, context: context)
    }
}

extension Gesture {
    /// Combines a gesture with keyboard modifiers.
    public func modifiers(_ modifiers: EventModifiers) -> ModifiersGesture<Self> {
        ModifiersGesture(base: self, modifiers: modifiers)
    }
}

package final class ModifiersRecognizer<Value>: PassThroughRecognizer<Value> {
    private let required: EventModifiers
    @exclusivity(unchecked) private var refused = false

    init(child: Recognizer<Value>, required: EventModifiers, context: BuildContext) {
        self.required = required
        super.init(child: child, context: context)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        if event.phase == .began && !event.modifiers.isSuperset(of: required) {
            refused = true
            child.markStarted(context)
            child.terminate(.failed, context)
            sync(context, force: true)
            return
        }
        super.handle(event, context)
    }

    override package func mirroredKind(_ kind: GesturePhaseKind) -> GesturePhaseKind {
        refused ? .failed : kind
    }

    override package func reset() {
        super.reset()
        refused = false
    }
}
