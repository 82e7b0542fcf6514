/// The view the lifecycle modifiers make (`onAppear`, `onDisappear`, `onChange`): its content as
/// it is, and a state kept by its identity that notes, at each update, what the modifier's
/// actions should hear. The actions run after the update that found them due, in the order the
/// views were resolved, with the host's `print` (SEMANTICS V23).
struct LifecycleView<Content: View, Watch: LifecycleWatch>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let watch: Watch

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        if context.environment.isProbing {
            context.child(.index(0)).resolve(content, into: &nodes)
            return
        }
        let state = context.host.internalState(at: context.key) { Watch.makeState() }
        if context.environment.isOffscreen {
            // A tab not shown, a screen covered: it appears when it shows, and one that was
            // shown disappears now.
            (state as? ShownState)?.stopShowing(context.host)
        } else {
            watch.update(state, host: context.host)
        }
        context.child(.index(0)).resolve(content, into: &nodes)
    }
}

/// What a lifecycle modifier watches: the state it keeps for its view's identity, and how an
/// update changes it (queuing actions with ``ViewHost/queueLifecycleAction(_:)``).
protocol LifecycleWatch {
    associatedtype State: AnyObject
    static func makeState() -> State
    func update(_ state: State, host: ViewHost)
}

/// A view's state that has something to do when the view stops showing but stays in the tree
/// (a tab not shown, a covered screen).
protocol ShownState: AnyObject {
    func stopShowing(_ host: ViewHost)
}

/// A view's state that has something to do when the view leaves the tree.
protocol DisappearingState: AnyObject {
    /// The action to run once the view's identity is gone, if any.
    var onDisappear: (() -> Void)? { get }
}
