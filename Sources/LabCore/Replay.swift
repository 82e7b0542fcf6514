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

    public let lab: LabScene
    public let engine: GestureEngine
    public let events: EventFile
    public let options: Options
    /// Every log line, in order.
    public private(set) var lines: [String] = []

    public init(lab: LabScene, events: EventFile, options: Options = Options()) {
        self.lab = lab
        self.events = events
        self.options = options
        engine = GestureEngine(scene: lab.scene)
        engine.shapesFollowGestures = true
        engine.onPhaseChange = { [unowned self] change in lines.append(ReplayLog.phase(change)) }
        engine.onDiagnostic = { [unowned self] diagnostic in
            lines.append(ReplayLog.warning(time: diagnostic.time, message: diagnostic.message))
        }
        lab.sink.handler = { [unowned self] shape, text in
            lines.append(ReplayLog.print(time: engine.now, shape: shape, text: text))
        }
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
                deliver(events.items[index])
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
        lines.append(ReplayLog.final(time: end, shapes: lab.transforms(includingGestureEffects: false)))
        return lines
    }

    private func deliver(_ item: EventFile.Item) {
        switch item {
        case .touch(let event): engine.send(event)
        case .idle(let time): engine.advance(to: time)
        case .cancelAll(let time): engine.cancelAll(at: time)
        }
    }
}
