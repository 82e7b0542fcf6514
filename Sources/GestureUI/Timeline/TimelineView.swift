import Foundation

/// A view rebuilt on a schedule, with the moment it stands for: SwiftUI's `TimelineView`. The
/// moments are the simulation clock's (a fixed date plus the simulation's seconds), so a replay
/// draws the same frames; `.animation` rebuilds it every 1/60 s, `.periodic(from:by:)` at each
/// period, `.everyMinute` each minute.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSinceReferenceDate
///     Circle().offset(x: 100 * sin(t * 2))
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    let schedule: Schedule
    let content: (Context) -> Content
    public typealias Body = Never

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The moment a timeline's content is built for.
    public struct Context {
        public let date: Date
        public let cadence: Cadence
        public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    }

    /// The next rebuild, kept by the view's identity.
    final class Ticker {
        var timer: Int?
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let host = context.host
        let seconds = host.now.seconds
        let date = TimelineClock.date(atSimulationSeconds: seconds)
        let ticker = host.internalState(at: context.key) { Ticker() }
        if ticker.timer == nil, let interval = schedule.secondsUntilNext(after: seconds), interval.isFinite {
            weak let host = host
            ticker.timer = host?.scheduleTimer(after: interval, repeats: false) {
                ticker.timer = nil
                guard let host else { return }
                host.willChange(transaction: Transaction())
                host.invalidate()
            }
        }
        let view = context.tracking { content(Context(date: date, cadence: .live)) }
        context.child(.index(0)).resolve(view, into: &nodes)
    }
}

/// The dates a timeline stands for: a fixed start (1 January 2026, 00:00 UTC) plus the
/// simulation's seconds, so a replay sees the same dates.
public enum TimelineClock {
    public static let start = Date(timeIntervalSince1970: 1_767_225_600)
    public static func date(atSimulationSeconds seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// The simulation's now as a date: under a host (a body, a callback, a timer) its clock's;
    /// before any (a root view's initial values) the start. The lab gives a Swift file's
    /// `Date()` and `Date.now` this, so `@State var start = Date()` and
    /// `Text(start, style: .timer)` count on one clock, and a replay reads the same.
    public static var now: Date { date(atSimulationSeconds: HostContext.current?.host?.now.seconds ?? 0) }
}

/// When a timeline rebuilds: SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// Seconds from `seconds` (the simulation's) to the next rebuild; nil: none.
    func secondsUntilNext(after seconds: Double) -> Double?
}

/// Every frame (1/60 s), or every `minimumInterval`; none while paused.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let interval: Double
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        self.paused = paused
    }
    public func secondsUntilNext(after seconds: Double) -> Double? { paused ? nil : interval }
}

/// Every `interval` seconds from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: Double
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(interval, 1.0 / 120)
    }
    public func secondsUntilNext(after seconds: Double) -> Double? {
        let elapsed = TimelineClock.date(atSimulationSeconds: seconds).timeIntervalSince(start)
        let next = (elapsed / interval).rounded(.down) + 1
        return max(1.0 / 120, next * interval - elapsed)
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func secondsUntilNext(after seconds: Double) -> Double? {
        let t = TimelineClock.date(atSimulationSeconds: seconds).timeIntervalSince1970
        return 60 - t.truncatingRemainder(dividingBy: 60)
    }
}

/// At the given dates.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = Array(dates) }
    public func secondsUntilNext(after seconds: Double) -> Double? {
        let now = TimelineClock.date(atSimulationSeconds: seconds)
        return dates.filter { $0 > now }.min().map { $0.timeIntervalSince(now) }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date { .init(dates) }
}
