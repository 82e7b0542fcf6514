/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states — SwiftUI's `Gesture` protocol.
///
/// Built-in gestures are primitives; your own gestures compose them in `body`:
/// ```swift
/// struct PressAndDrag: Gesture {
///     var body: some Gesture {
///         LongPressGesture().sequenced(before: DragGesture())
///     }
/// }
/// ```
/// A custom gesture's `Value` must be its body's `Value` (Swift infers it when you write
/// `typealias Value = Body.Value` or let the compiler infer it from `body`).
public protocol Gesture<Value> {
    /// The type of value the gesture reports while it changes and when it ends.
    associatedtype Value = Body.Value
    /// The gesture this gesture is made of (`Never` for built-in primitives).
    associatedtype Body: Gesture
    var body: Body { get }
    /// The value of a recognizer node this gesture type made, nil while its phase has none.
    /// The runtime's own: combinators read their children's values through it, so that where
    /// the gesture types are known the reading is a direct call rather than a chain of closures.
    /// The default reads the value through the node; a custom gesture never implements it. A
    /// gesture type implements it only when the node it is given is its own primitive node or,
    /// for a modifier that adds no node, its base's node (the readers cast the node unchecked).
    static func _value(ofRecognizer node: AnyObject) -> Value?
}

extension Gesture {
    @inlinable
    public static func _value(ofRecognizer node: AnyObject) -> Value? {
        unsafeDowncast(node, to: Recognizer<Value>.self).value
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Built-in gestures make their recognizer nodes directly.
package protocol PrimitiveGesture {
    func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer
}

extension Gesture {
    /// Makes a fresh recognizer tree for one gesture instance.
    package func makeRecognizer(_ context: BuildContext) -> Recognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            guard let node = primitive.makeAnyRecognizer(context) as? Recognizer<Value> else {
                preconditionFailure("\(Self.self) made a recognizer of the wrong value type")
            }
            return node
        }
        let node = body.makeRecognizer(context)
        guard let typed = node as? Recognizer<Value> else {
            preconditionFailure("\(Self.self).Value must be the Value of its body (\(Body.Value.self))")
        }
        return typed
    }
}

/// Primitive gestures have no body.
extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}
