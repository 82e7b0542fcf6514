/// A gesture whose values are those of another gesture, transformed by a closure; phases are
/// unchanged.
///
/// ```swift
/// LongPressGesture().map { pressed in pressed ? "held" : "not yet" }
/// ```
public struct MapGesture<Base: Gesture, Value>: Gesture, PrimitiveGesture {
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
    public func map<T>(_ body: @escaping (Value) -> T) -> MapGesture<Self, T> {
        MapGesture(base: self, transform: body)
    }
}

/// The node behind ``MapGesture``: the child's phase, its value transformed when asked.
package final class MapRecognizer<Base, Value>: ModifierRecognizer<Base, Value> {
    private let transform: (Base) -> Value
    init(child: Recognizer<Base>, transform: @escaping (Base) -> Value, context: BuildContext) {
        self.transform = transform
        super.init(child: child, context: context)
    }
    override package func withValue(_ body: (Value) -> Void) -> Bool {
        guard phaseKind.hasValue else { return false }
        let transform = self.transform
        return child.withValue { body(transform($0)) }
    }
}
