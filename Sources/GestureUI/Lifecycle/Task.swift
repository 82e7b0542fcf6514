/// Starts an asynchronous action when the view appears and cancels it when the view goes:
/// SwiftUI's `task(priority:_:)`; `task(id:)` also cancels and starts it again when `id`
/// changes. The action runs on the lab's host thread on the simulation clock (SEMANTICS V45):
/// `Task.sleep` waits simulated time, so a replay runs it at the same moments.
///
/// ```swift
/// Text(hint).task {
///     try? await Task.sleep(for: .seconds(2))
///     hint = "Drag the card"
/// }
/// ```
extension View {
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        LifecycleView(content: self, watch: TaskWatch(id: 0, priority: priority, action: action))
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        LifecycleView(content: self, watch: TaskWatch(id: value, priority: priority, action: action))
    }
}

/// A `task`'s state for its view: the running task and the id it was started for.
struct TaskWatch<ID: Equatable>: LifecycleWatch {
    final class State: DisappearingState, ShownState {
        var task: Task<Void, Never>?
        var id: ID?
        /// Whether the task for ``id`` has been started (or starts after this update).
        var isStarted = false
        /// Leaving the tree cancels the task.
        var onDisappear: (() -> Void)? { task.map { task in { task.cancel() } } }
        func stopShowing(_ host: ViewHost) {
            task?.cancel()
            task = nil
            isStarted = false
        }
    }
    static func makeState() -> State { State() }
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    func update(_ state: State, host: ViewHost) {
        if state.isStarted, state.id == id { return }
        let previous = state.task
        state.id = id
        state.isStarted = true
        let priority = self.priority, action = self.action
        host.queueLifecycleAction {
            previous?.cancel()
            state.task = host.taskRunner.start(priority: priority, action)
        }
    }
}
