/// Runs an action when the view first appears in the tree, and another when it leaves it:
/// SwiftUI's `onAppear(perform:)` and `onDisappear(perform:)`. "Appears" means its identity
/// joins the tree (an `if` turning true, a `ForEach` row inserted), once, not at every update;
/// a view that leaves and comes back appears again.
///
/// ```swift
/// Text("Ready")
///     .onAppear { print("shown") }
///     .onDisappear { print("gone") }
/// ```
extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, watch: AppearWatch(action: action))
    }
    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, watch: DisappearWatch(action: action))
    }
}

struct AppearWatch: LifecycleWatch {
    final class State: ShownState {
        var hasAppeared = false
        /// It appears again when it shows again.
        func stopShowing(_ host: ViewHost) { hasAppeared = false }
    }
    static func makeState() -> State { State() }
    let action: (() -> Void)?
    func update(_ state: State, host: ViewHost) {
        guard !state.hasAppeared else { return }
        state.hasAppeared = true
        if let action { host.queueLifecycleAction(action) }
    }
}

struct DisappearWatch: LifecycleWatch {
    final class State: DisappearingState, ShownState {
        /// The latest action is the one that runs.
        var action: (() -> Void)?
        /// Whether the view is shown (not a tab or screen built off screen).
        var isShown = false
        var onDisappear: (() -> Void)? { isShown ? action : nil }
        func stopShowing(_ host: ViewHost) {
            guard let action = onDisappear else { return }
            isShown = false
            host.queueLifecycleAction(action)
        }
    }
    static func makeState() -> State { State() }
    let action: (() -> Void)?
    func update(_ state: State, host: ViewHost) {
        state.action = action
        state.isShown = true
    }
}
