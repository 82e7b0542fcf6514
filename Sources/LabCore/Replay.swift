import GestureKit

/// Runs a scene on recorded input with no window and no wall clock, through the lab's one
/// stepping loop (``LabSimulation``): every event is delivered at its own timestamp and every
/// timer fires at its exact deadline, so the log is the same for any step or frame rate. The
/// input is pulled as the clock reaches it, a few thousand items at a time, so an
/// ``EventStream`` of any length replays in constant memory.
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
        /// The time of the first frame drawn (frames fall every 1/fps seconds from it); the log is
        /// the same whatever it is.
        public var from: GestureTime = .zero
        public init() {}
    }

    /// The scene replayed: in this process, or a Swift file's in its worker.
    public let session: any SceneSession
    public let options: Options
    /// The time of the last input item.
    public let lastInputTime: GestureTime
    private let makeItems: () -> AnyIterator<EventFile.Item>
    /// The in-process loop, for a replay made on a document.
    private let inProcess: LabSimulation?
    /// The in-process loop of a replay made on a document (``init(document:events:options:)``).
    public var simulation: LabSimulation {
        guard let inProcess else { preconditionFailure("a replay in a worker has no in-process simulation; use `session`") }
        return inProcess
    }
    public var runtime: LabRuntime { simulation.runtime }
    /// The JSON scene replayed, if it is one.
    public var lab: LabScene? { session.lab }
    public var engine: GestureEngine { runtime.engine }
    /// Every log line, in order (while the runtime keeps them).
    public var lines: [String] { runtime.lines }

    /// Replays an event file held in memory.
    public convenience init(lab: LabScene, events: EventFile, options: Options = Options()) {
        self.init(document: lab, events: events, options: options)
    }

    /// Replays an event file held in memory on any document (a JSON or a Swift scene).
    public convenience init(document: any LabDocument, events: EventFile, options: Options = Options()) {
        let items = events.items
        self.init(document: document, lastInputTime: events.lastTime, options: options) { AnyIterator(items.makeIterator()) }
    }

    /// Replays an event file read as it goes.
    public convenience init(lab: LabScene, input: EventStream, options: Options = Options()) {
        self.init(document: lab, input: input, options: options)
    }

    /// Replays an event file read as it goes, on any document.
    public convenience init(document: any LabDocument, input: EventStream, options: Options = Options()) {
        self.init(document: document, lastInputTime: input.lastTime, options: options) { AnyIterator(input.makeIterator()) }
    }

    /// Replays an event file read as it goes, on a session already running (a worker's).
    public convenience init(session: any SceneSession, input: EventStream, options: Options = Options()) {
        self.init(session: session, inProcess: nil, lastInputTime: input.lastTime, options: options) { AnyIterator(input.makeIterator()) }
    }

    private convenience init(document: any LabDocument, lastInputTime: GestureTime, options: Options, items: @escaping () -> AnyIterator<EventFile.Item>) {
        let simulation = LabSimulation(document: document, tickHz: options.tickHz)
        self.init(session: simulation, inProcess: simulation, lastInputTime: lastInputTime, options: options, items: items)
    }

    private init(session: any SceneSession, inProcess: LabSimulation?, lastInputTime: GestureTime, options: Options,
                 items: @escaping () -> AnyIterator<EventFile.Item>) {
        self.session = session
        self.inProcess = inProcess
        self.options = options
        self.lastInputTime = lastInputTime
        makeItems = items
    }

    /// The time the replay ends.
    public var endTime: GestureTime {
        options.until ?? lastInputTime + GestureTime.Duration(seconds: 1)
    }

    /// Input items handed to the simulation at a time.
    static let batch = 4096

    /// Runs to the end. `frame` is called at every rendered frame's time (`fps`, from 0 to the
    /// end), once the steps up to that time have run, for screenshots and videos: a frame shows
    /// what the live window would show at that moment.
    @discardableResult
    public func run(frame: ((GestureTime) -> Void)? = nil) -> [String] {
        let simulation = session
        let end = endTime
        let items = makeItems()
        var next = items.next()
        /// Hands over the items up to `time` (at most a batch); returns the last one's time.
        func enqueue(upTo time: GestureTime) -> GestureTime? {
            var last: GestureTime?
            var count = 0
            while let item = next, item.time <= time, item.time <= end, count < Self.batch {
                simulation.enqueue(item)
                last = item.time
                count += 1
                next = items.next()
            }
            return last
        }
        if let frame {
            let frameStep = Int64((1e9 / max(0.001, options.fps)).rounded())
            // Frames fall every 1/fps seconds from `from` (0 unless rendering starts later).
            var frameTime: Int64 = options.from.nanoseconds
            while frameTime <= end.nanoseconds, simulation.failure == nil {
                let time = GestureTime(nanoseconds: frameTime)
                // A frame shows the steps up to its time (not input past the last step), as the
                // live window does.
                while let last = enqueue(upTo: time) { simulation.run(until: last) }
                simulation.run(until: time)
                frame(time)
                frameTime += frameStep
            }
        }
        // All the input up to the end (after the last frame, if frames were drawn: an --until
        // between frames or a frame rate below 1 leaves some), so the log never depends on them.
        while simulation.failure == nil, let last = enqueue(upTo: end) {
            simulation.run(until: last)
            simulation.deliverInput(upTo: last)
        }
        simulation.finish(at: end)
        return inProcess?.runtime.lines ?? []
    }
}
