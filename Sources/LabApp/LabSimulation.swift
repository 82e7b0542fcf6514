import GestureKit
import LabCore

/// The fixed-timestep side of the lab: plain state, no SDL. Input arrives stamped with its own
/// time on the simulation clock; each fixed step delivers the input up to the step's time and
/// advances the engine to it. Because every event keeps its timestamp and every timer fires at
/// its deadline, the outcome never depends on where the steps fall: a live session and the
/// replay of its recording write the same log.
public final class LabSimulation {
    public private(set) var runtime: LabRuntime
    /// Seconds per step.
    public let stepDuration: GestureTime.Duration
    /// The time of the last completed step.
    public private(set) var time: GestureTime = .zero
    /// The time of the last input accepted (input is kept in order).
    public private(set) var lastInputTime: GestureTime = .zero
    private var pending: [EventFile.Item] = []
    private var pendingIndex = 0
    /// Receives every input item as it is delivered, for `record`.
    public var recorder: ((EventFile.Item) -> Void)?
    /// Wall-clock cost of the last step, for the monitor (set by the caller).
    public var lastStepSeconds: Double = 0

    public init(lab: LabScene, tickHz: Int) {
        runtime = LabRuntime(lab: lab)
        stepDuration = GestureTime.Duration(seconds: 1 / Double(max(1, tickHz)))
    }

    /// Starts over on another scene (the clock goes on).
    public func replaceScene(_ lab: LabScene) {
        if runtime.engine.touchesDown > 0 || !pending.isEmpty {
            enqueue(.cancelAll(lastInputTime))
            flushPending()
        }
        let old = runtime
        runtime = LabRuntime(lab: lab)
        runtime.onLine = old.onLine
        runtime.onPrint = old.onPrint
        runtime.onPhaseChange = old.onPhaseChange
        runtime.engine.advance(to: time)
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
        time = time + stepDuration
        deliverPending(upTo: time)
        runtime.engine.advance(to: time)
    }

    /// Runs steps until the clock reaches `target`.
    public func run(until target: GestureTime) {
        while time + stepDuration <= target { step() }
    }

    private func deliverPending(upTo limit: GestureTime) {
        while pendingIndex < pending.count, pending[pendingIndex].time <= limit {
            let item = pending[pendingIndex]
            pendingIndex += 1
            recorder?(item)
            runtime.deliver(item)
        }
        if pendingIndex == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
        }
    }

    private func flushPending() {
        deliverPending(upTo: GestureTime(nanoseconds: .max))
    }

    /// Delivers what is left, runs the clock one second on (as `replay` does by default) and
    /// writes the final line; returns the end time.
    @discardableResult
    public func finish() -> GestureTime {
        flushPending()
        let end = max(time, lastInputTime)
        recorder?(.idle(end))
        let final = end + GestureTime.Duration(seconds: 1)
        runtime.finish(at: final)
        return final
    }
}

extension EventFile.Item {
    func retimed(_ time: GestureTime) -> EventFile.Item {
        switch self {
        case .touch(var event):
            event.time = time
            return .touch(event)
        case .idle: return .idle(time)
        case .cancelAll: return .cancelAll(time)
        }
    }
}

/// The simulation clock: real seconds scaled by the slow-motion factor, frozen while paused.
public struct LabClock {
    /// 0.1 … 1.
    public private(set) var scale: Double = 1
    public private(set) var isPaused = false
    private var simulatedBase: Double = 0
    private var realBase: Double

    public init(realNow: Double) { realBase = realNow }

    /// Simulation seconds at a real time.
    public func simulated(atReal real: Double) -> Double {
        isPaused ? simulatedBase : simulatedBase + max(0, real - realBase) * scale
    }

    public mutating func setScale(_ newScale: Double, realNow: Double) {
        rebase(realNow)
        scale = min(1, max(0.1, newScale))
    }

    public mutating func setPaused(_ paused: Bool, realNow: Double) {
        rebase(realNow)
        isPaused = paused
    }

    /// While paused, moves the clock on by `seconds` (single stepping).
    public mutating func nudge(by seconds: Double) { simulatedBase += seconds }

    private mutating func rebase(_ realNow: Double) {
        simulatedBase = simulated(atReal: realNow)
        realBase = realNow
    }
}

/// Writes input items as the contract's event lines: touches as touch events, the mouse's left
/// button as mouse events, `cancelAll` as ours; times and points exactly as the engine saw them.
public enum EventRecorder {
    public static func line(_ item: EventFile.Item) -> String {
        switch item {
        case .idle(let time): return "{\"t\": \(time), \"type\": \"idle\"}"
        case .cancelAll(let time): return "{\"t\": \(time), \"type\": \"cancelAll\"}"
        case .touch(let event):
            let mods = event.modifiers.isEmpty ? "" : ", \"modifiers\": [" + EventModifiers.names
                .filter { event.modifiers.contains($0.1) }.map { "\"\($0.0)\"" }.joined(separator: ", ") + "]"
            let x = number(Double(event.location.x)), y = number(Double(event.location.y))
            if event.kind == .pointer && event.id == EventFile.mouseTouchID {
                let type = switch event.phase { case .began: "mouseDown"; case .moved: "mouseMove"; case .ended, .cancelled: "mouseUp" }
                let button = event.phase == .moved ? "" : ", \"button\": \"left\""
                return "{\"t\": \(event.time), \"type\": \"\(type)\"\(button), \"x\": \(x), \"y\": \(y)\(mods)}"
            }
            let type = switch event.phase { case .began: "touchDown"; case .moved: "touchMove"; case .ended: "touchUp"; case .cancelled: "touchCancel" }
            if event.phase == .cancelled { return "{\"t\": \(event.time), \"type\": \"touchCancel\", \"id\": \(event.id)}" }
            return "{\"t\": \(event.time), \"type\": \"\(type)\", \"id\": \(event.id), \"x\": \(x), \"y\": \(y)\(mods)}"
        }
    }

    /// Shortest text that reads back as the same `Double`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
