/// A gesture whose values are those of another gesture, transformed by a closure; phases are
/// unchanged. What `map(_:)` returns (SwiftUI's `_MapGesture<Content, Value>`).
///
/// ```swift
/// let held: _MapGesture<LongPressGesture, String> =
///     LongPressGesture().map { pressed in pressed ? "held" : "not yet" }
/// ```
public struct _MapGesture<Base: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    public var base: Base
    public var transform: (Base.Value) -> Value

    public init(base: Base, transform: @escaping (Base.Value) -> Value) {
        self.base = base
        self.transform = transform
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        MapRecognizer<Base.Value, Value>(child: base.makeRecognizer(context), transform: transform, context: context)
    }
}

extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: body)
    }
}

/// The name this library used before it took SwiftUI's.
@available(*, deprecated, renamed: "_MapGesture")
public typealias MapGesture<Base: Gesture, Value> = _MapGesture<Base, Value>

/// The node behind `_MapGesture`: the child's phase, its value transformed when first asked
/// after each change of the child (the closure runs once per change, however often the value is
/// read).
package final class MapRecognizer<Base, Value>: ModifierRecognizer<Base, Value> {
    package struct State {
        /// Whether `transformed` holds the transform of the child's current value (or, when
        /// empty, that the child has none).
        var isTransformed = false
    }
    private let transform: (Base) -> Value
    @exclusivity(unchecked) package private(set) var state = State()
    /// Storage for the transformed value, emptied on reset.
    private let transformed = ValueSlot<Value>()

    init(child: Recognizer<Base>, transform: @escaping (Base) -> Value, context: BuildContext) {
        self.transform = transform
        super.init(child: child, context: context)
    }

    override package func resetState() {
        state = State()
        transformed.clear()
    }

    override package func didUpdate(from old: GesturePhaseKind, _ context: RecognitionContext) {
        state.isTransformed = false
    }

    override package func withValue(_ body: (Value) -> Void) -> Bool {
        guard phaseKind.hasValue else { return false }
        if !state.isTransformed {
            state.isTransformed = true
            transformed.clear()
            let transform = self.transform, slot = transformed
            _ = child.withValue { slot.set(transform($0)) }
        }
        guard transformed.isSet else { return false }
        body(transformed.value)
        return true
    }
}
