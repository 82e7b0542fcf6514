/// Changes the animation of the changes drawn inside the view: SwiftUI's `transaction(_:)`
/// (and `transaction(value:_:)`, which the lab applies whenever the view is built).
///
/// ```swift
/// Circle().offset(y: y).transaction { $0.animation = .spring() }
/// ```
extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        ContextView(content: self) { context in
            var transaction = Transaction(animation: context.animation)
            transform(&transaction)
            context.animation = transaction.disablesAnimations ? nil : transaction.animation
        }
    }

    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        transaction(transform)
    }
}
