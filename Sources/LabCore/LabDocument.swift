import GestureKit

/// What the lab runs: a scene of shapes for the engine to hit-test, from a JSON scene file
/// (``LabScene``) or a Swift file's views (``SwiftScene``). The runtime, the stepping loop,
/// record and replay work the same on either.
public protocol LabDocument: AnyObject {
    /// The shapes the engine hit-tests.
    var scene: GestureScene { get }
    /// The file the document came from.
    var path: String { get }
    /// A title for the window and the panel.
    var title: String? { get }
    /// Whether engine work must run through ``perform(_:)`` and be followed by ``settle()``
    /// (views whose code prints and whose state changes re-lay them out).
    var hasViews: Bool { get }
    /// Connects the document's output (its code's `print`) to the runtime's log.
    func connect(to runtime: LabRuntime)
    /// Runs engine work in the document's context (so its code's prints are logged).
    func perform(_ work: () -> Void)
    /// Brings what the engine hit-tests up to date after engine work (a state change re-lays
    /// out the views before the next input).
    func settle()
    /// The log's last line at `time`.
    func finalLine(at time: GestureTime, runtime: LabRuntime) -> String
    /// The edges whose system gestures the document's views defer now, for a document on a
    /// phone's canvas, where the lab plays the system's edge gestures (``SystemEdgeGestures``);
    /// nil for a scene file, which has none.
    var deferredSystemEdges: Set<SystemEdgeGestures.Edge>? { get }
    /// The earliest moment a timer of the document's own code is due (`Timer.publish`), if any.
    var nextTimerDeadline: GestureTime? { get }
    /// Fires the document's timers due at or before `time` (the engine's clock is there).
    func fireTimers(upTo time: GestureTime)
}

extension LabDocument {
    public var nextTimerDeadline: GestureTime? { nil }
    public func fireTimers(upTo time: GestureTime) {}
}

extension LabScene: LabDocument {
    public var path: String { file.path }
    public var title: String? { file.title }
    public var hasViews: Bool { false }
    public func connect(to runtime: LabRuntime) {
        sink.handler = { [unowned runtime] shape, text in runtime.logPrint(shape: shape, text: text) }
    }
    public func perform(_ work: () -> Void) { work() }
    public func settle() {}
    public func finalLine(at time: GestureTime, runtime: LabRuntime) -> String {
        ReplayLog.final(time: time, shapes: transforms(committedBy: runtime.follower))
    }
    public var deferredSystemEdges: Set<SystemEdgeGestures.Edge>? { nil }
}
