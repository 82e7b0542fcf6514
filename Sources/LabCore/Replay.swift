import GestureKit

/// Runs a scene on recorded input with no window and no wall clock, through the lab's one
/// stepping loop (``LabSimulation``): every event is delivered at its own timestamp and every
/// timer fires at its exact deadline, so the log is the same for any step or frame rate.
///
/// ```swift
/// let replay = Replay(lab: try LabScene(path: "scene.json"), events: try EventFile.load("input.jsonl"))
/// for line in replay.run() { print(line) }
/// ```
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

    public let simulation: LabSimulation
    public let events: EventFile
    public let options: Options
    public var runtime: LabRuntime { simulation.runtime }
    public var lab: LabScene { runtime.lab }
    public var engine: GestureEngine { runtime.engine }
    /// Every log line, in order.
    public var lines: [String] { runtime.lines }

    public init(lab: LabScene, events: EventFile, options: Options = Options()) {
        simulation = LabSimulation(lab: lab, tickHz: options.tickHz)
        self.events = events
        self.options = options
    }

    /// The time the replay ends.
    public var endTime: GestureTime {
        options.until ?? events.lastTime + GestureTime.Duration(seconds: 1)
    }

    /// Runs to the end. `frame` is called at every rendered frame's time (`fps`, from 0 to the
    /// end), once the steps up to that time have run, for screenshots and videos: a frame shows
    /// what the live window would show at that moment.
    @discardableResult
    public func run(frame: ((GestureTime) -> Void)? = nil) -> [String] {
        let end = endTime
        for item in events.items where item.time <= end { simulation.enqueue(item) }
        if let frame {
            let frameStep = Int64((1e9 / max(0.001, options.fps)).rounded())
            var next: Int64 = 0
            while next <= end.nanoseconds {
                let time = GestureTime(nanoseconds: next)
                simulation.run(until: time)
                frame(time)
                next += frameStep
            }
        } else {
            simulation.run(until: end)
        }
        simulation.finish(at: end)
        return lines
    }
}
