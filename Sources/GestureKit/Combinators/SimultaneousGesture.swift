/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other: both receive every event.
///
/// ```swift
/// DragGesture().simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
/// ```
/// Phase: `active` while either child is active or has ended and the other is still going;
/// `ended` once both are final and at least one ended; `failed` (or `cancelled`) once both are
/// final and neither ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Each child's latest value, `nil` while that child has none.
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
        public init(first: First.Value?, second: Second.Value?) { self.first = first; self.second = second }
    }
    public var first: First
    public var second: Second
    @usableFromInline let valueRule: PairValue<First.Value, Second.Value, Value>

    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
        valueRule = PairValue { _, first, second, body in
            // Each child's type reads its value: where the types are known, a direct call.
            let firstValue = First._value(ofRecognizer: first)
            let secondValue = Second._value(ofRecognizer: second)
            guard firstValue != nil || secondValue != nil else { return false }
            body(Value(first: firstValue, second: secondValue))
            return true
        }
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        SimultaneousRecognizer(first: first.makeRecognizer(context.child("first")),
                               second: second.makeRecognizer(context.child("second")),
                               value: valueRule, context: context)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: CustomStringConvertible {
    public var description: String {
        "first: \(describeValue(first as Any?) ?? "nil"), second: \(describeValue(second as Any?) ?? "nil")"
    }
}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    @inlinable
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// The node behind ``SimultaneousGesture``: both children receive every event.
package final class SimultaneousRecognizer<A, B, Value>: PairRecognizer<A, B, Value> {
    init(first: Recognizer<A>, second: Recognizer<B>, value: PairValue<A, B, Value>, context: BuildContext,
         shapes: (first: ObjectIdentifier?, second: ObjectIdentifier?) = (nil, nil)) {
        super.init(first: first, second: second, rule: .simultaneous, value: value, context: context, shapes: shapes)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        let firstChanged = deliver(event, to: first, shapes.first, context)
        let secondChanged = deliver(event, to: second, shapes.second, context)
        recombine(firstChanged || secondChanged, context)
        // The children's flags change only as they handle events and timers, which reach them
        // through here.
        if event.phase != .moved { setIgnoresMoves(childrenIgnoreMoves) }
    }

    override package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {
        let firstChanged = first.fire(upTo: time, context)
        let secondChanged = second.fire(upTo: time, context)
        recombine(firstChanged || secondChanged, context)
        setIgnoresMoves(childrenIgnoreMoves)
    }
}
