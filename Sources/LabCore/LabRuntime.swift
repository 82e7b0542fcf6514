import GestureKit

/// A scene running on the engine, with its log: the one place where input meets recognition,
/// so a live session and the replay of its recording write the same lines.
///
/// The shapes of a scene file follow their gestures (``ShapeFollower``), and every `print` of a
/// scene closure, phase change and ignored input becomes a log line; any number of observers
/// can watch the lines and prints (``observe(_:)``) and the engine itself
/// (`engine.observe(_:_:)`).
public final class LabRuntime {
    /// What the runtime tells its observers.
    public enum Event {
        /// A log line, as it is written.
        case line(String)
        /// A `print` in a scene closure: the shape's id, the text and the time.
        case print(shape: String, text: String, time: GestureTime)
    }

    public let lab: LabScene
    public let engine: GestureEngine
    /// Moves the scene's shapes with their gestures (the lab's policy, not SwiftUI's).
    public let follower: ShapeFollower
    /// Every log line so far, while ``keepsLines`` is on.
    public private(set) var lines: [String] = []
    /// Whether ``lines`` keeps the log in memory. A long replay that streams its log to a file
    /// (an observer of ``Event/line(_:)``) turns it off, so memory stays flat.
    public var keepsLines = true
    private var observers = Observers<Event>()

    public init(lab: LabScene) {
        self.lab = lab
        engine = GestureEngine(scene: lab.scene)
        // The follower observes first, so that the shapes have moved before anyone else sees a step.
        follower = ShapeFollower(engine: engine, pinned: lab.items.filter { !$0.spec.transformable }.map(\.node))
        engine.observe([.phaseChanges, .ignoredInput]) { [unowned self] event in
            switch event {
            case .phaseChanged(let change): write(ReplayLog.phase(change))
            case .inputIgnored(let diagnostic): write(ReplayLog.warning(time: diagnostic.time, message: diagnostic.message))
            case .stepped, .ended: break
            }
        }
        lab.sink.handler = { [unowned self] shape, text in
            write(ReplayLog.print(time: engine.now, shape: shape, text: text))
            observers.send(.print(shape: shape, text: text, time: engine.now))
        }
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

    /// Delivers one input item at its own time.
    public func deliver(_ item: EventFile.Item) {
        switch item {
        case .touch(let event): engine.send(event)
        case .idle(let time): engine.advance(to: time)
        case .cancelAll(let time): engine.cancelAll(at: time)
        }
    }

    /// Runs the clock to `time` and writes the final line.
    public func finish(at time: GestureTime) {
        engine.advance(to: time)
        write(ReplayLog.final(time: max(time, engine.now), shapes: lab.transforms(committedBy: follower)))
    }
}
