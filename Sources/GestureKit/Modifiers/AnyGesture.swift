/// A type-erased gesture.
///
/// ```swift
/// let gesture: AnyGesture<Void> = useDouble ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// ```
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    private let make: (BuildContext) -> Recognizer<Value>

    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { gesture.makeRecognizer($0) }
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer { make(context) }
}
