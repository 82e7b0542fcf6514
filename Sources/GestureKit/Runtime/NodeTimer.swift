/// A duration limit: a deadline a node sets from an event's time plus a fixed span, fires when
/// the clock reaches it, and shows as a countdown. ``TapGesture`` fails at its press and repeat
/// deadlines; ``LongPressGesture`` succeeds at its own.
///
/// ```swift
/// var hold = NodeTimer(span: 0.5)
/// hold.start(at: event.time)             // due at event.time + 0.5 s
/// if hold.isDue(at: now) { hold.stop() }
/// ```
package struct NodeTimer: Equatable {
    /// The whole span, in seconds.
    package let span: Double
    /// The span in whole nanoseconds, converted once.
    private let duration: GestureTime.Duration
    /// When it fires; nil while it is not running.
    package private(set) var deadline: GestureTime?

    package init(span: Double) {
        self.span = span
        duration = GestureTime.Duration(seconds: span)
    }

    /// Starts (or restarts) the timer at `time`: due at `time + span`.
    package mutating func start(at time: GestureTime) {
        deadline = time + duration
    }
    package mutating func stop() { deadline = nil }
    /// Whether it is running and its deadline is at or before `time` (a deadline is inclusive).
    package func isDue(at time: GestureTime) -> Bool {
        guard let deadline else { return false }
        return deadline <= time
    }

    /// The earlier of two running timers (the one that fires first), or whichever runs.
    package static func earlier(_ a: NodeTimer, _ b: NodeTimer) -> NodeTimer? {
        switch (a.deadline, b.deadline) {
        case let (x?, y?): x <= y ? a : b
        case (_?, nil): a
        case (nil, _?): b
        case (nil, nil): nil
        }
    }
}
