/// A gesture that's a sequence of two gestures: the second receives events only after the first
/// succeeds, and then first replays the events of the touches still in progress (everything
/// since the last moment no finger was down), so a drag after a long press starts where the
/// finger went down, and a tap after a double tap fires on the double tap's second tap.
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
/// ```
/// Phase: the first's while it is undecided (value `.first`); `active` with `.second(a, nil)`
/// once it ended; then the second's phase with `.second(a, b)`; `failed` if either fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which gesture of the sequence is recognizing, with the first's final value.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    @usableFromInline let valueRule: PairValue<First.Value, Second.Value, Value>

    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
        // The first's value until it ends, then the first's final value with the second's.
        // Each child's type reads its value: where the types are known, a direct call.
        valueRule = PairValue { firstPhase, first, second, body in
            guard let value = First._value(ofRecognizer: first) else { return false }
            body(firstPhase == .ended ? .second(value, Second._value(ofRecognizer: second)) : .first(value))
            return true
        }
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        SequenceRecognizer(first: first.makeRecognizer(context.child("first")),
                           second: second.makeRecognizer(context.child("second")),
                           value: valueRule, context: context)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .first(let value): ".first(\(describeValue(value) ?? ""))"
        case .second(let a, let b): ".second(\(describeValue(a) ?? ""), \(describeValue(b as Any?) ?? "nil"))"
        }
    }
}

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds.
    @inlinable
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// The node behind ``SequenceGesture``: a gate that opens when the first ends, holding the
/// events since the last moment no finger was down.
package final class SequenceRecognizer<A, B, Value>: GatedRecognizer<A, B, Value> {
    package struct State {
        /// The touches down, to know when a new touch sequence starts.
        var down = TouchList()
    }
    @exclusivity(unchecked) package private(set) var state = State()

    init(first: Recognizer<A>, second: Recognizer<B>, value: PairValue<A, B, Value>, context: BuildContext) {
        super.init(first: first, second: second, opensOn: .ended, value: value, context: context)
    }

    override package func resetState() {
        super.resetState()
        state = State()
    }

    /// Keeps the events since the last moment no finger was down.
    override func hold(_ event: TouchEvent) {
        switch event.phase {
        case .began:
            if state.down.isEmpty { held.removeAll() }
            state.down.add(event.id, at: event.location)
        case .ended, .cancelled:
            state.down.remove(event.id)
        case .moved:
            break
        }
        held.append(event)
    }
}
