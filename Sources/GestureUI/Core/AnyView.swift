/// A type-erased view. Its identity includes the wrapped view's type: a different type in the
/// same place is a different view, and its state starts afresh.
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    public init<V: View>(erasing view: V) { self.init(view) }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.child(.type(ObjectIdentifier(type(of: view)))).resolveAny(view, into: &nodes)
    }
}
