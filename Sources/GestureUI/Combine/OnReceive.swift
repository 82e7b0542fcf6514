/// Runs `action` with every value `publisher` sends while the view is in the tree: SwiftUI's
/// `onReceive(_:perform:)`. The view subscribes once, when it appears, and lets go when it
/// disappears.
///
/// ```swift
/// let ticks = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
/// Circle().scaleEffect(pulse ? 1.2 : 1).onReceive(ticks) { _ in pulse.toggle() }
/// ```
extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        OnReceiveView(content: self, publisher: publisher, action: action)
    }
}

/// The subscription of one `onReceive`, kept by identity; its latest action runs.
final class ReceiveState {
    var cancellable: AnyCancellable?
    var action: ((Any) -> Void)?
    init() {}
}

struct OnReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    typealias Body = Never
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let state = context.host.internalState(at: context.key) { ReceiveState() }
        let action = action
        state.action = { value in if let value = value as? P.Output { action(value) } }
        if state.cancellable == nil {
            weak let weakState = state
            state.cancellable = publisher.sink { value in weakState?.action?(value) }
        }
        context.child(.index(0)).resolve(content, into: &nodes)
    }
}
