/// A gesture that recognizes only while the given keyboard modifiers are held: a touch that
/// goes down without all of them makes it fail. What `modifiers(_:)` returns (SwiftUI's
/// `_ModifiersGesture<Content>`).
///
/// ```swift
/// let turn: _ModifiersGesture<RotateGesture> = RotateGesture().modifiers(.shift)
/// ```
public struct _ModifiersGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var modifiers: EventModifiers

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        ModifiersRecognizer<Base.Value>(child: base.makeRecognizer(context), required: modifiers, context: context)
    }
}

extension Gesture {
    /// Combines a gesture with keyboard modifiers.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(base: self, modifiers: modifiers)
    }
}

/// The name this library used before it took SwiftUI's.
@available(*, deprecated, renamed: "_ModifiersGesture")
public typealias ModifiersGesture<Base: Gesture> = _ModifiersGesture<Base>

/// The node behind `_ModifiersGesture`: fails at once on a touch-down without the required
/// keys, else passes everything through.
package final class ModifiersRecognizer<Value>: PassThroughRecognizer<Value> {
    package struct State {
        /// A touch-down lacked the required keys.
        var refused = false
    }
    private let required: EventModifiers
    @exclusivity(unchecked) package private(set) var state = State()

    init(child: Recognizer<Value>, required: EventModifiers, context: BuildContext) {
        self.required = required
        super.init(child: child, context: context)
    }

    override package func resetState() { state = State() }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        if event.phase == .began && !event.modifiers.isSuperset(of: required) {
            state.refused = true
            child.markStarted(context)
            child.terminate(.failed, context)
            sync(context)
            return
        }
        super.handle(event, context)
    }

    override package func mirroredKind(_ kind: GesturePhaseKind) -> GesturePhaseKind {
        state.refused ? .failed : kind
    }
}
