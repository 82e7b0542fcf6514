import Dispatch
import Foundation

/// Foundation's and Dispatch's timers on the simulation clock: under a view host (on its
/// thread), `Timer.scheduledTimer(withTimeInterval:repeats:block:)` fires and
/// `DispatchQueue.main.asyncAfter(deadline:)` runs at the host's times, so a countdown or a
/// delayed reset happens at the same moment in the window and in every replay (SEMANTICS V45).
/// Elsewhere they are Foundation's and Dispatch's own.
///
/// ```swift
/// .onAppear {
///     Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in seconds -= 1 }
///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { showsHint = false }
/// }
/// ```
extension Timer {
    @_disfavoredOverload
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        guard let host = HostContext.current?.host, host.isOnHostThread else {
            let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }
        // A timer that is never scheduled on a run loop: it stands for the host's timer, and
        // `invalidate()` on it stops that one. It does not hold the block (the host's timer
        // does), so a view that keeps its timer in its state makes no cycle through it.
        let timer = Timer(timeInterval: interval, repeats: repeats) { _ in }
        weak let weakHost = host
        var id = 0
        id = host.scheduleTimer(after: Self.simulated(interval), repeats: repeats) {
            guard timer.isValid else {
                weakHost?.cancelTimer(id)
                return
            }
            block(timer)
            if !repeats { timer.invalidate() }
        }
        return timer
    }

    /// Seconds as the host's clock counts them: to the microsecond, so the same code gives the
    /// same moments in every run.
    static func simulated(_ seconds: TimeInterval) -> Double { (max(0, seconds) * 1e6).rounded() / 1e6 }
}

extension DispatchQueue {
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @MainActor () -> Void) {
        let work = unsafeBitCast(work, to: (@Sendable () -> Void).self)
        guard label == DispatchQueue.main.label, let host = HostContext.current?.host, host.isOnHostThread else {
            asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
            return
        }
        // The delay the code asked for, to the millisecond (`.now() + 0.5` is half a second
        // whatever the microseconds between its two readings of the clock).
        let delay = Double(Int64(bitPattern: deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds)) / 1e9
        _ = host.scheduleTimer(after: (max(0, delay) * 1000).rounded() / 1000, repeats: false) { work() }
    }
}
