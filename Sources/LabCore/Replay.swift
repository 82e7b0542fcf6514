import GestureKit

/// Runs a scene on recorded input with no window and no wall clock: recognition advances in
/// fixed steps of `1 / tickHz` seconds, every event is delivered at its own timestamp, and
/// every timer fires at its exact deadline, so the log is the same for any step or frame rate.
public final class Replay {
    public struct Options {
        /// Recognition steps per second.
        public var tickHz: Int = 120
        /// Rendered frames per second (only for frame callbacks; the log does not depend on it).
        public var fps: Double = 60
        /// Where the clock stops; default one second after the last event.
        public var until: GestureTime?
        public init() {}
    }

    public let runtime: LabRuntime
    public let events: EventFile
    public let options: Options
    public var lab: LabScene { runtime.lab }
    public var engine: GestureEngine { runtime.engine }
    /// Every log line, in order.
    public var lines: [String] { runtime.lines }

    public init(lab: LabScene, events: EventFile, options: Options = Options()) {
        self.runtime = LabRuntime(lab: lab)
        self.events = events
        self.options = options
    }

    /// The time the replay ends.
    public var endTime: GestureTime {
        options.until ?? events.lastTime + GestureTime.Duration(seconds: 1)
    }

    /// Runs to the end. `frame` is called at every rendered frame's time (`fps`), after the
    /// recognition steps up to that time, for screenshots and videos.
    @discardableResult
    public func run(frame: ((GestureTime) -> Void)? = nil) -> [String] {
        let end = endTime
        let step = Int64((1e9 / Double(max(1, options.tickHz))).rounded())
        let frameStep = Int64((1e9 / max(0.001, options.fps)).rounded())
        var nextFrame: Int64 = 0
        var index = 0
        var tick: Int64 = 0
        while true {
            let tickTime = GestureTime(nanoseconds: min(tick * step, end.nanoseconds))
            while index < events.items.count, events.items[index].time <= tickTime {
                runtime.deliver(events.items[index])
                index += 1
            }
            engine.advance(to: tickTime)
            if let frame {
                while nextFrame <= tickTime.nanoseconds {
                    frame(GestureTime(nanoseconds: nextFrame))
                    nextFrame += frameStep
                }
            }
            if tickTime >= end { break }
            tick += 1
            if frame == nil {
                // Nothing happens between events and deadlines: skip the empty steps. The log
                // is the same either way; this keeps any --tick-hz fast on long recordings.
                var next = end.nanoseconds
                if index < events.items.count { next = min(next, events.items[index].time.nanoseconds) }
                if let deadline = engine.nextDeadline { next = min(next, deadline.nanoseconds) }
                tick = max(tick, (next + step - 1) / step)
            }
        }
        runtime.finish(at: end)
        return lines
    }
}
