/// Several views side by side in their parent (a stack's children, a `ViewBuilder` block).
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        // A tuple's elements are its children, each identified by its position.
        let mirror = Mirror(reflecting: value)
        for (index, child) in mirror.children.enumerated() {
            guard let view = child.value as? any View else { continue }
            context.child(.index(index)).resolveAny(view, into: &nodes)
        }
    }
}
