import Testing

/// Runs a suite's tests while no other suite with this trait runs: SDL keeps one event queue
/// per process, so a test that pushes events into it or reads them must not run beside another
/// that does, or one takes the other's events (a finger move read by a window test would be
/// missing from a live-input test's recording), and a window's own events (focus, size) would
/// reach another test's reader. Suites in any test target that open windows or touch the queue
/// take it; the others still run in parallel with them. Not reentrant: give it to suites only,
/// not to a test or suite inside one that has it.
///
/// ```swift
/// @Suite("Live input timing", .serialized, .usesSDLEventQueue)
/// struct LiveInputTests { … }
/// ```
public struct SDLEventQueueTrait: SuiteTrait, TestTrait, TestScoping {
    /// One holder at a time, in the order they asked; waiting suspends rather than blocks a
    /// thread (the test runner's threads are few).
    private actor Lock {
        private var held = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func acquire() async {
            guard held else { held = true; return }
            await withCheckedContinuation { waiting.append($0) }
        }

        /// Hands the lock to the next in line, or frees it.
        func release() {
            if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
        }
    }

    private static let lock = Lock()

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        await Self.lock.acquire()
        do {
            try await function()
        } catch {
            await Self.lock.release()
            throw error
        }
        await Self.lock.release()
    }
}

extension Trait where Self == SDLEventQueueTrait {
    /// The suite reads or writes SDL's process-wide event queue: see ``SDLEventQueueTrait``.
    public static var usesSDLEventQueue: Self { Self() }
}
