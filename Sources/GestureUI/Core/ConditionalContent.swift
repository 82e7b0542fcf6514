/// One of two views, as an `if`/`else` in a `ViewBuilder` chooses: each branch has its own
/// identity, so switching branches resets the state of the views inside.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        switch storage {
        case .trueContent(let view): context.child(.branch(0)).resolve(view, into: &nodes)
        case .falseContent(let view): context.child(.branch(1)).resolve(view, into: &nodes)
        }
    }
}

/// An optional view (a `ViewBuilder`'s lone `if`, `if let`): nothing when `nil`.
extension Optional: View, PrimitiveView where Wrapped: View {
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        if case .some(let view) = self { context.child(.branch(0)).resolve(view, into: &nodes) }
    }
}
