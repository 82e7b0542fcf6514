import GestureKit

/// The lab's one stepping loop, shared by the live window, `record`, `replay` and `--frames`:
/// plain state, no SDL, no wall clock. Input arrives stamped with its own time on the
/// simulation clock and is kept in order; each fixed step of `1 / tickHz` seconds delivers the
/// input up to the step's time and advances the engine to it. Because every event keeps its
/// timestamp and every timer fires at its deadline, the outcome never depends on where the
/// steps fall: a live session and the replay of its recording write the same log.
///
/// ```swift
/// let simulation = LabSimulation(lab: try LabScene(path: "scene.json"), tickHz: 120)
/// simulation.enqueue(.touch(TouchEvent(time: 0.1, phase: .began, id: 1, location: CGPoint(x: 200, y: 150))))
/// simulation.run(until: GestureTime(seconds: 0.5)!)   // to the step at 0.5 s
/// simulation.finish(at: GestureTime(seconds: 1.5)!)   // the final log line
/// ```
public final class LabSimulation {
    public let runtime: LabRuntime
    /// Seconds per step.
    public let stepDuration: GestureTime.Duration
    /// The time of the last completed step.
    public private(set) var time: GestureTime = .zero
    /// The time of the last input accepted (input is kept in order).
    public private(set) var lastInputTime: GestureTime = .zero
    private var pending: [EventFile.Item] = []
    private var pendingIndex = 0
    /// Watchers of every input item as it is delivered (`record`).
    private var deliveries = Observers<EventFile.Item>()
    /// Wall-clock cost of the last step, for the monitor (set by the caller).
    public var lastStepSeconds: Double = 0

    public convenience init(lab: LabScene, tickHz: Int) { self.init(document: lab, tickHz: tickHz) }

    /// A loop on `document` whose clock starts at `start` (a scene loaded into a running window:
    /// its steps fall where the window's did).
    public init(document: any LabDocument, tickHz: Int, startingAt start: GestureTime = .zero) {
        runtime = LabRuntime(document: document, startingAt: start)
        stepDuration = GestureTime.Duration(seconds: 1 / Double(max(1, tickHz)))
        time = start
        lastInputTime = start
    }

    /// Registers an observer of every input item as it is delivered to the engine, in order,
    /// with the time the engine saw; ``finish(at:)`` ends a live session with an `idle` item.
    @discardableResult
    public func observeDeliveries(_ handler: @escaping (EventFile.Item) -> Void) -> ObservationToken {
        deliveries.add(handler)
    }

    /// Removes an observer registered with ``observeDeliveries(_:)``.
    public func removeDeliveryObserver(_ token: ObservationToken) { deliveries.remove(token) }

    /// Input from now on is timed no earlier than `time` (a take starting there: input stamped
    /// before it but handed over after it is timed at it, in the session and in the take alike).
    public func holdInput(from time: GestureTime) {
        lastInputTime = max(lastInputTime, time)
    }

    /// Queues an input item; its time is clamped so input never goes backwards.
    public func enqueue(_ item: EventFile.Item) {
        var item = item
        if item.time < lastInputTime { item = item.retimed(lastInputTime) }
        if item.time < time { item = item.retimed(time) }
        lastInputTime = item.time
        pending.append(item)
    }

    /// Runs one fixed step.
    public func step() {
        advanceStep(to: time + stepDuration)
    }

    /// Runs the steps up to `target` (the last one at or before it). Steps in which nothing can
    /// happen, with no input and no timer deadline up to them, are skipped: the engine's result
    /// is the same either way, and a long idle stretch costs nothing. Returns how many steps
    /// actually ran.
    @discardableResult
    public func run(until target: GestureTime) -> Int {
        let step = stepDuration.nanoseconds
        guard step > 0, target.nanoseconds >= time.nanoseconds + step else { return 0 }
        let last = time.nanoseconds + (target.nanoseconds - time.nanoseconds) / step * step
        var ran = 0
        while time.nanoseconds < last {
            var due = last
            if pendingIndex < pending.count { due = min(due, pending[pendingIndex].time.nanoseconds) }
            if let deadline = runtime.nextDeadline { due = min(due, deadline.nanoseconds) }
            // The first step at or after `due` (and at least the next one).
            let steps = max(1, (due - time.nanoseconds + step - 1) / step)
            advanceStep(to: GestureTime(nanoseconds: time.nanoseconds + steps * step))
            ran += 1
        }
        return ran
    }

    /// Delivers the queued input up to `time` without a step: each item still reaches the
    /// engine at its own time (with the deadlines before it), so the log is the same; a replay
    /// calls this to keep the queue short when many items share one step.
    public func deliverInput(upTo time: GestureTime) {
        deliverPending(upTo: time)
    }

    private func advanceStep(to stepTime: GestureTime) {
        time = stepTime
        deliverPending(upTo: time)
        runtime.advance(to: time)
    }

    private func deliverPending(upTo limit: GestureTime) {
        while pendingIndex < pending.count, pending[pendingIndex].time <= limit {
            let item = pending[pendingIndex]
            pendingIndex += 1
            deliveries.send(item)
            runtime.deliver(item)
        }
        if pendingIndex == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
        }
    }

    /// Ends the run and writes the final log line; returns the final time.
    ///
    /// - `end` given (`replay`): delivers the input up to `end`, drops the rest, and runs the
    ///   clock to `end`.
    /// - `end` nil (a live session): delivers all input, tells the delivery observers an `idle`
    ///   at the last moment of the session, and runs the clock one second on from it, as
    ///   `replay` of the recording does by default.
    @discardableResult
    public func finish(at end: GestureTime? = nil) -> GestureTime {
        let final: GestureTime
        if let end {
            deliverPending(upTo: end)
            pending.removeAll()
            pendingIndex = 0
            final = end
        } else {
            deliverPending(upTo: GestureTime(nanoseconds: .max))
            let last = max(time, lastInputTime)
            deliveries.send(.idle(last))
            final = last + GestureTime.Duration(seconds: 1)
        }
        time = max(time, final)
        runtime.finish(at: final)
        return final
    }
}

extension EventFile.Item {
    /// The same item at another time.
    public func retimed(_ time: GestureTime) -> EventFile.Item {
        switch self {
        case .touch(var event):
            event.time = time
            return .touch(event)
        case .idle: return .idle(time)
        case .cancelAll: return .cancelAll(time)
        }
    }
}
