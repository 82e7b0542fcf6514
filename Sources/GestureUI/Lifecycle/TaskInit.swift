/// `Task { … }` started by a view's code under a host (a gesture's callback, an `onAppear`)
/// runs on the host's thread and clock like a `.task`: its waits (a
/// `Task.sleep`, a resumed continuation) come back at the same simulated moments in every
/// replay, and code isolated to the main actor keeps its isolation. Outside a host these are
/// the standard library's tasks.
///
/// ```swift
/// Button("Undo") { Task { try? await Task.sleep(for: .seconds(0.3)); showsToast = false } }
/// ```
extension Task where Failure == Never {
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        self.init(executorPreference: TaskRunner.current, priority: priority, operation: operation)
    }
}

extension Task where Failure == any Error {
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        self.init(executorPreference: TaskRunner.current, priority: priority, operation: operation)
    }
}

extension TaskRunner {
    /// The runner of the host whose code is running on this task or thread, noted as in use.
    static var current: TaskRunner? {
        guard let runner = HostContext.current?.host?.taskRunner else { return nil }
        runner.noteStarted()
        return runner
    }
}
