import Foundation

/// `Task.sleep` under a view host waits on the simulation clock: a host timer resumes the task,
/// so a `.task` that sleeps a second goes on exactly one simulated second later, in the window
/// and in every replay. A cancelled task's sleep ends at the host's next update (at once when
/// the host cancels it: its view went) with `CancellationError`, as the standard library's
/// does. Outside a host, or on another thread than the host's (main-actor code under a host
/// that runs elsewhere, as in tests), these are the standard library's sleeps.
///
/// ```swift
/// .task { while !Task.isCancelled { try? await Task.sleep(for: .seconds(1)); ticks += 1 } }
/// ```
extension Task where Success == Never, Failure == Never {
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        guard SimulatedSleep.hostHere else {
            try await _Concurrency.Task<Never, Never>.sleep(for: .nanoseconds(Int64(clamping: duration)))
            return
        }
        // Written out here, not in a helper: the sleeper must stay on its caller's executor. The
        // host is not held across the wait (a sleeping task must not keep it alive).
        try Task.checkCancellation()
        let sleep = SimulatedSleep(seconds: Double(duration) / 1e9)
        await withCheckedContinuation { sleep.begin($0) }
        try Task.checkCancellation()
    }

    nonisolated(nonsending) public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        guard SimulatedSleep.hostHere else {
            try await _Concurrency.Task<Never, Never>.sleep(until: ContinuousClock.now.advanced(by: duration), tolerance: tolerance, clock: .continuous)
            return
        }
        try Task.checkCancellation()
        let (seconds, attoseconds) = duration.components
        let sleep = SimulatedSleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
        await withCheckedContinuation { sleep.begin($0) }
        try Task.checkCancellation()
    }
}

/// One sleep on a host's clock: a timer resumes it, or the host wakes it early once its task is
/// cancelled.
final class SimulatedSleep: @unchecked Sendable {
    private let seconds: Double
    private var continuation: CheckedContinuation<Void, Never>?
    private var timer: Int?
    /// The sleeping task, to see whether it was cancelled (only while it sleeps: the task
    /// outlives its suspension).
    private var task: UnsafeCurrentTask?
    private weak var host: ViewHost?

    init(seconds: Double) { self.seconds = max(0, seconds) }

    /// Whether a host runs the calling code on its own thread (its clock can time a sleep).
    static var hostHere: Bool { HostContext.current?.host?.isOnHostThread ?? false }

    /// Sets the timer and registers with the host's runner. Called on the sleeping task's thread.
    func begin(_ continuation: CheckedContinuation<Void, Never>) {
        guard let host = HostContext.current?.host else {
            continuation.resume()
            return
        }
        self.continuation = continuation
        self.host = host
        task = withUnsafeCurrentTask { $0 }
        timer = host.scheduleTimer(after: seconds, repeats: false) { [self] in finish() }
        host.taskRunner.sleeping.append(self)
    }

    /// Whether the sleeping task has been cancelled.
    var isCancelled: Bool { task?.isCancelled ?? false }

    /// Resumes the sleeper once, whichever comes first: the timer or a wake after cancellation.
    func finish() {
        guard let continuation else { return }
        self.continuation = nil
        task = nil
        if let timer { host?.cancelTimer(timer) }
        host?.taskRunner.sleeping.removeAll { $0 === self }
        continuation.resume()
    }
}
