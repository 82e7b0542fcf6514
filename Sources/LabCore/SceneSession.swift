import GestureKit
import GestureUI

/// What the lab shows of a running scene, wherever its code runs: the canvas, the recognizer
/// trees and the views' picture as plain values (``frame(at:drawing:)``), and its log, prints
/// and ended gestures as events. Frames and the panel use only this.
public protocol SceneSource: AnyObject {
    /// The canvas, in points.
    var sceneSize: CGSize { get }
    /// A title for the window and the panel.
    var title: String? { get }
    /// The file the scene came from.
    var path: String { get }
    /// The JSON scene, which the lab draws itself; nil for views.
    var lab: LabScene? { get }
    /// The recognizer trees now and, when `drawing`, the views' picture at `time`.
    func frame(at time: GestureTime, drawing: Bool) -> SceneFrame
    /// Watches the log's lines, the code's prints, the system's edge gestures, the gestures that
    /// end, and a failure of the scene's code, for as long as the scene lives.
    @discardableResult func observeScene(_ handler: @escaping (SceneEvent) -> Void) -> ObservationToken
    /// Why the scene's code stopped, once it has (a trap, a hang, too much memory); nil while it runs.
    var failure: SceneFailure? { get }
}

/// A scene running under the lab, wherever its code runs: in the lab's own process (a JSON
/// scene, an app's own views: ``LabSimulation``) or in a worker process that a trap or a hang in
/// the scene's code cannot take down (a Swift file: ``WorkerSimulation``). The window, `record`
/// and `replay` use only this.
///
/// Input goes in stamped with its simulation time (``enqueue(_:)``), the clock moves in fixed
/// steps (``run(until:)``), and what a frame shows comes back as plain values (``frame(at:drawing:)``).
public protocol SceneSession: SceneSource {
    /// The time of the last completed step.
    var time: GestureTime { get }
    /// The time of the last input accepted (input is kept in order).
    var lastInputTime: GestureTime { get }
    /// Seconds per step.
    var stepDuration: GestureTime.Duration { get }
    /// Queues an input item; its time is clamped so input never goes backwards.
    func enqueue(_ item: EventFile.Item)
    /// Runs the steps up to `target`; returns how many ran (in a worker's session, 1 when the
    /// clock moved: the steps run there).
    @discardableResult func run(until target: GestureTime) -> Int
    /// Delivers the queued input up to `time` without a step.
    func deliverInput(upTo time: GestureTime)
    /// Input from now on is timed no earlier than `time`.
    func holdInput(from time: GestureTime)
    /// Ends the run and writes the final log line; returns the final time (see
    /// ``LabSimulation/finish(at:)``).
    @discardableResult func finish(at end: GestureTime?) -> GestureTime
    /// Watches every input item as it is handed over, in order, with its time (`record`; a
    /// worker's session tells its observers as it sends the item on).
    @discardableResult func observeDeliveries(_ handler: @escaping (EventFile.Item) -> Void) -> ObservationToken
    /// Waits until everything handed over has run (before the lab moves on to another scene).
    func settle()
    /// The lines and prints written while the scene started, before anyone observed; from then
    /// on the session keeps none (its memory stays flat).
    func takeStartingOutput() -> (lines: [String], prints: [(shape: String?, text: String)])
}

/// What a frame shows of a scene: plain values.
public struct SceneFrame {
    /// The engine's time.
    public var now: GestureTime
    /// The live gesture instances' recognizer trees.
    public var sessions: [GestureSessionSnapshot]
    public var touchesDown: Int
    public var activeSessionCount: Int
    /// Whether an animation of the views is running at the frame's time.
    public var isAnimating: Bool
    /// Wall-clock seconds the last step took (for the monitor), where known.
    public var stepSeconds: Double?
    /// The views' picture at the frame's time (nil for a JSON scene, or when not asked for).
    public var displayList: DisplayList?
    /// Whether the views prefer the dark scheme: the canvas behind them is black.
    public var isDark: Bool { displayList?.colorScheme == .dark }

    public init(now: GestureTime, sessions: [GestureSessionSnapshot] = [], touchesDown: Int = 0, activeSessionCount: Int = 0,
                isAnimating: Bool = false, stepSeconds: Double? = nil, displayList: DisplayList? = nil) {
        self.now = now
        self.sessions = sessions
        self.touchesDown = touchesDown
        self.activeSessionCount = activeSessionCount
        self.isAnimating = isAnimating
        self.stepSeconds = stepSeconds
        self.displayList = displayList
    }
}

/// What a ``SceneSession`` tells its observers.
public enum SceneEvent {
    /// A log line, as it is written.
    case line(String)
    /// A `print` in the scene's code: the shape's id (JSON scenes), the text and the time.
    case print(shape: String?, text: String, time: GestureTime)
    /// An edge swipe the lab's phone recognised.
    case system(SystemEdgeGestures.Outcome)
    /// A gesture instance finished, with its trees as they ended.
    case gestureEnded(GestureSessionSnapshot, at: GestureTime)
    /// The scene's code stopped: it trapped, hung or used too much memory.
    case failed(SceneFailure)
}

extension LabRuntime: SceneSource {
    public var sceneSize: CGSize { document.scene.size }
    public var title: String? { document.title }
    public var path: String { document.path }
    public var failure: SceneFailure? { nil }

    public func frame(at time: GestureTime, drawing: Bool) -> SceneFrame {
        let host = swiftScene?.host
        return SceneFrame(now: engine.now, sessions: engine.snapshot(), touchesDown: engine.touchesDown,
                          activeSessionCount: engine.activeSessionCount, isAnimating: host?.isAnimating(at: time) ?? false,
                          displayList: drawing ? host?.displayList(at: time) : nil)
    }

    @discardableResult
    public func observeScene(_ handler: @escaping (SceneEvent) -> Void) -> ObservationToken {
        engine.observe(.ends) { event in
            guard case .ended(let gesture) = event else { return }
            handler(.gestureEnded(gesture.snapshot(), at: gesture.time))
        }
        return observe { event in
            switch event {
            case .line(let line): handler(.line(line))
            case .print(let shape, let text, let time): handler(.print(shape: shape, text: text, time: time))
            case .system(let outcome): handler(.system(outcome))
            }
        }
    }
}

extension LabSimulation: SceneSession {
    public var sceneSize: CGSize { runtime.sceneSize }
    public var title: String? { runtime.title }
    public var path: String { runtime.path }
    public var lab: LabScene? { runtime.lab }
    public var failure: SceneFailure? { nil }

    public func frame(at time: GestureTime, drawing: Bool) -> SceneFrame {
        var frame = runtime.frame(at: time, drawing: drawing)
        frame.stepSeconds = lastStepSeconds
        return frame
    }

    @discardableResult
    public func observeScene(_ handler: @escaping (SceneEvent) -> Void) -> ObservationToken { runtime.observeScene(handler) }

    public func takeStartingOutput() -> (lines: [String], prints: [(shape: String?, text: String)]) {
        let output = (runtime.lines, runtime.prints)
        runtime.keepsLines = false
        return output
    }

    /// Everything handed over has run already: the loop runs in the caller's thread.
    public func settle() {}
}
