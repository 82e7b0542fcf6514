/// A gesture that consists of two gestures where only one of them can succeed, giving
/// precedence to the first: the second is paused, its events held back, until the first fails;
/// then it receives everything it missed and goes on live. If the first succeeds, the second
/// never runs.
///
/// ```swift
/// TapGesture(count: 2).exclusively(before: TapGesture())   // the single tap waits for the double
/// ```
/// Phase: the first's phase while it is undecided or succeeded (value `.first`), the second's
/// after the first failed (value `.second`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The value of the child that is recognizing.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    @usableFromInline let valueRule: PairValue<First.Value, Second.Value, Value>

    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
        // The first's value while it is undecided or succeeded, the second's after it failed.
        // Each child's type reads its value: where the types are known, a direct call.
        valueRule = PairValue { firstPhase, first, second, body in
            if firstPhase == .failed {
                guard let value = Second._value(ofRecognizer: second) else { return false }
                body(.second(value))
            } else {
                guard let value = First._value(ofRecognizer: first) else { return false }
                body(.first(value))
            }
            return true
        }
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        GatedRecognizer(first: first.makeRecognizer(context.child("first")),
                        second: second.makeRecognizer(context.child("second")),
                        opensOn: .failed, value: valueRule, context: context)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .first(let value): ".first(\(describeValue(value) ?? ""))"
        case .second(let value): ".second(\(describeValue(value) ?? ""))"
        }
    }
}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture
    /// succeeds, giving precedence to the first gesture.
    @inlinable
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
