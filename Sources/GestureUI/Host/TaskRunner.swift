import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the views' asynchronous work (`.task`) on the host's thread, at moments the host
/// chooses, so a replay runs it the same way every time: a task's code between two `await`s is
/// a job this executor queues, and ``ViewHost`` runs the queued jobs in order after each update,
/// input and timer. `Task.sleep` inside such a task waits on the simulation clock (a host timer
/// resumes it). Code isolated to the main actor (a view's own `async` methods, a `@MainActor`
/// model's) runs on the main thread's queue: the lab's main thread drains it at the same
/// moments, for as long as it has work; a host on another thread leaves it to that queue.
///
/// ```swift
/// .task { try? await Task.sleep(for: .seconds(1)); showsHint = true }   // at t + 1 s, always
/// ```
final class TaskRunner: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []
    /// Whether any task has been started here (the main queue is drained only then).
    private(set) var hasStarted = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let closed = lock.withLock {
            if !isClosed { jobs.append(job) }
            return isClosed
        }
        // The host is gone: the job runs where tasks without a preference run.
        if closed { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
    }
    private var isClosed = false
    /// The tasks started here, to cancel when the host goes.
    private var started: [Task<Void, Never>] = []

    var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }

    /// Whether the main queue has work waiting: the descriptor that wakes the main run loop for
    /// it is readable (the same one the run loop watches; Linux's libdispatch).
    static var mainQueueHasWork: Bool {
        var descriptor = pollfd(fd: _dispatchMainQueuePort(), events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Runs what the main queue holds, and what that queues there, until it is empty. Main
    /// thread only.
    static func drainMainQueue() {
        var rounds = 0
        while rounds < Constants.taskRounds, mainQueueHasWork {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
            rounds += 1
        }
    }

    /// The tasks sleeping on the host's clock (host thread only).
    var sleeping: [SimulatedSleep] = []

    /// Ends the sleeps of cancelled tasks now (they throw `CancellationError`).
    func wakeCancelledSleepers() {
        for sleep in sleeping where sleep.isCancelled { sleep.finish() }
    }

    /// Notes that a task runs here (from then on the host drains the main queue too).
    func noteStarted() { hasStarted = true }

    /// Starts `action` as a task whose code runs here.
    func start(priority: TaskPriority?, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        noteStarted()
        let task = Task(executorPreference: self, priority: priority) { await action() }
        started.removeAll { $0.isCancelled }
        started.append(task)
        return task
    }

    /// The host is going: its tasks are cancelled, their sleeps end, their queued and later
    /// jobs run on the global executor.
    func close() {
        for task in started { task.cancel() }
        started = []
        for sleep in sleeping { sleep.finish() }
        sleeping = []
        let pending = lock.withLock {
            isClosed = true
            defer { jobs = [] }
            return jobs
        }
        for job in pending { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
    }

    /// Runs the queued jobs in order, and those they queue, until none is left or `limit` have
    /// run (a task that never waits cannot hold the host).
    /// Returns how many ran.
    @discardableResult
    func runPending(limit: Int = Constants.taskJobsPerRun) -> Int {
        var count = 0
        while count < limit, let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        return count
    }
}

/// The main queue's run-loop wake-up descriptor (libdispatch's interface for the run loop).
@_silgen_name("_dispatch_get_main_queue_port_4CF")
private func _dispatchMainQueuePort() -> Int32
