import GestureKit

/// A scene running on the engine, with its log: the one place where input meets recognition,
/// so a live session and the replay of its recording write the same lines.
///
/// The shapes of a scene file follow their gestures (``ShapeFollower``); a Swift scene's views
/// move only as their code says. Every `print` of a scene's code, phase change and ignored input
/// becomes a log line; any number of observers can watch the lines and prints (``observe(_:)``)
/// and the engine itself (`engine.observe(_:_:)`).
public final class LabRuntime {
    /// What the runtime tells its observers.
    public enum Event {
        /// A log line, as it is written.
        case line(String)
        /// A `print` in a scene's code: the shape's id (JSON scenes), the text and the time.
        case print(shape: String?, text: String, time: GestureTime)
        /// An edge swipe the lab's phone recognised: taken by the system, or kept by the app.
        case system(SystemEdgeGestures.Outcome)
    }

    public let document: any LabDocument
    /// The JSON scene, when the document is one.
    public var lab: LabScene? { document as? LabScene }
    /// The Swift scene, when the document is one.
    public var swiftScene: SwiftScene? { document as? SwiftScene }
    public let engine: GestureEngine
    /// Moves a JSON scene's shapes with their gestures (the lab's policy, not SwiftUI's); nil
    /// for Swift scenes.
    public let follower: ShapeFollower?
    /// Whether input goes through the document (views to update), or straight to the engine.
    private let hasViews: Bool
    /// The phone's system edge gestures, on a document with a phone's canvas.
    private var systemGestures: SystemEdgeGestures?
    /// Every log line so far, while ``keepsLines`` is on.
    public private(set) var lines: [String] = []
    /// Every `print` so far (its shape and text), while ``keepsLines`` is on: those made while
    /// the scene started, before anyone observed.
    public private(set) var prints: [(shape: String?, text: String)] = []
    /// Whether ``lines`` and ``prints`` keep the log in memory. A long replay that streams its
    /// log to a file (an observer of ``Event/line(_:)``), and the window once it has taken the
    /// scene's first lines, turn it off, which lets them go: memory stays flat.
    public var keepsLines = true {
        didSet {
            guard !keepsLines else { return }
            lines = []
            prints = []
        }
    }
    private var observers = Observers<Event>()

    public convenience init(lab: LabScene) { self.init(document: lab) }

    /// A runtime for `document` whose clock starts at `start`: the document's views are built
    /// at that moment, so everything they schedule runs as in a runtime started at 0 and
    /// shifted by `start` (a scene loaded into a running window replays exactly from 0).
    public init(document: any LabDocument, startingAt start: GestureTime = .zero) {
        self.document = document
        hasViews = document.hasViews
        engine = GestureEngine(scene: document.scene)
        if document.deferredSystemEdges != nil { systemGestures = SystemEdgeGestures(canvas: document.scene.size) }
        // The follower observes first, so that the shapes have moved before anyone else sees a step.
        if let lab = document as? LabScene {
            follower = ShapeFollower(engine: engine, pinned: lab.items.filter { !$0.spec.transformable }.map(\.node))
        } else {
            follower = nil
        }
        engine.observe([.phaseChanges, .ignoredInput]) { [unowned self] event in
            switch event {
            case .phaseChanged(let change): write(ReplayLog.phase(change))
            case .inputIgnored(let diagnostic): write(ReplayLog.warning(time: diagnostic.time, message: diagnostic.message))
            case .stepped, .ended: break
            }
        }
        if start > .zero { engine.advance(to: start) }
        document.connect(to: self)
    }

    /// Logs a `print` of the scene's code at the engine's time (a JSON scene's closures name
    /// their shape; a Swift scene's code does not).
    public func logPrint(shape: String?, text: String) {
        if keepsLines { prints.append((shape, text)) }
        write(shape.map { ReplayLog.print(time: engine.now, shape: $0, text: text) } ?? ReplayLog.print(time: engine.now, text: text))
        observers.send(.print(shape: shape, text: text, time: engine.now))
    }

    /// Registers an observer of log lines and prints.
    @discardableResult
    public func observe(_ handler: @escaping (Event) -> Void) -> ObservationToken { observers.add(handler) }

    /// Removes an observer registered with ``observe(_:)``.
    public func removeObserver(_ token: ObservationToken) { observers.remove(token) }

    private func write(_ line: String) {
        if keepsLines { lines.append(line) }
        observers.send(.line(line))
    }

    /// Delivers one input item at its own time. With views, the deadlines before it fire
    /// first and the views settle, so the item meets the views as they are at its time. On a
    /// phone's canvas the system's edge gestures see it first (``SystemEdgeGestures``).
    public func deliver(_ item: EventFile.Item) {
        if hasViews { advance(to: item.time) }
        guard systemGestures != nil else { return deliverToApp(item) }
        let document = self.document
        let (items, outcome) = systemGestures!.filter(item) { document.deferredSystemEdges ?? [] }
        if let outcome {
            write(ReplayLog.system(outcome))
            observers.send(.system(outcome))
        }
        for item in items { deliverToApp(item) }
    }

    /// Hands an item to the engine (with views: through the document, which settles after it;
    /// the deadlines before it have fired).
    private func deliverToApp(_ item: EventFile.Item) {
        guard hasViews else {
            switch item {
            case .touch(let event): engine.send(event)
            case .idle(let time): engine.advance(to: time)
            case .cancelAll(let time): engine.cancelAll(at: time)
            }
            return
        }
        switch item {
        case .touch(let event): document.perform { engine.send(event) }
        case .idle: break
        case .cancelAll(let time): document.perform { engine.cancelAll(at: time) }
        }
        document.settle()
    }

    /// Fires the deadlines up to `time`. With views, one deadline at a time, the views settling
    /// after each at its own time, so a change a timer causes is stamped (and animates) from
    /// the deadline, whatever the step.
    public func advance(to time: GestureTime) {
        guard hasViews else { return engine.advance(to: time) }
        // The engine's deadlines and the views' own timers, in time order (the engine's first
        // at the same moment).
        while let deadline = nextDeadline, deadline <= time {
            document.perform {
                engine.advance(to: deadline)
                document.fireTimers(upTo: deadline)
            }
            document.settle()
        }
        guard time > engine.now else { return }
        document.perform { engine.advance(to: time) }
        document.settle()
    }

    /// The earliest of the engine's deadlines and the document's timers.
    public var nextDeadline: GestureTime? {
        switch (engine.nextDeadline, document.nextTimerDeadline) {
        case let (engine?, timer?): min(engine, timer)
        case let (engine, timer): engine ?? timer
        }
    }

    /// Runs the clock to `time` and writes the final line.
    public func finish(at time: GestureTime) {
        advance(to: time)
        write(document.finalLine(at: max(time, engine.now), runtime: self))
    }
}
