import Foundation

/// A date in one of the styles `Text` shows dates in, as a US iPhone writes them (in the views'
/// time zone, UTC): `Text(date, style: .date)` reads "June 3, 2019", `.time` "9:41 AM";
/// `.relative`, `.offset` and `.timer` count from the simulation's now (``TimelineClock``, so a
/// replay reads the same) and are written again each second as it passes, also inside
/// `Text("Ends in ") + Text(end, style: .timer)` and `Text("Ends in \(Text(end, style: .timer))")`.
///
/// ```swift
/// Text(order.placed, style: .date)
/// Text(workout.start, style: .timer)   // 0:00, 0:01, 0:02, …
/// ```
extension Text {
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date, now: TimelineClock.now))
        if style.counts { live = LiveDate(date: date, style: style) }
    }

    /// A date written in a style that counts from now, with the text joined before and after it.
    struct LiveDate: Hashable, Sendable {
        var date: Date
        var style: DateStyle
        var before = ""
        var after = ""

        /// The whole text at `now`.
        func text(now: Date) -> String { before + style.format(date, now: now) + after }

        /// Seconds from `now` until the count shows another second: the next whole second of
        /// the distance to the date (a count down shows its seconds rounded up, a count up
        /// rounded down, so both change on whole seconds).
        func secondsUntilChange(now: Date) -> Double {
            let distance = DateStyle.distance(from: now, to: date)
            let fraction = distance - distance.rounded(.down)
            return fraction > 0 ? fraction : 1
        }
    }

    /// The next writing of a counting text, kept by the text's identity: its timer and when it
    /// is due (simulation seconds).
    final class LiveTicker {
        var timer: Int?
        var due = Double.infinity
    }

    /// Writes a counting text at the host's now and has the host write it again when the count
    /// moves on (its owner's body evaluated again, as a state change would).
    func liveString(_ live: LiveDate, context: ResolveContext) -> String {
        let host = context.host
        let seconds = host.now.seconds
        let now = TimelineClock.date(atSimulationSeconds: seconds)
        let ticker = host.internalState(at: context.key) { LiveTicker() }
        let until = live.secondsUntilChange(now: now)
        // A new date under the same identity (a reset stopwatch) may change sooner.
        if let timer = ticker.timer, seconds + until < ticker.due - 0.000_5 {
            host.cancelTimer(timer)
            ticker.timer = nil
        }
        if ticker.timer == nil {
            // Weakly: the host keeps its timers, the timer would keep the host.
            weak let weakHost = host
            weak let weakTicker = ticker
            let owner = context.owner
            ticker.due = seconds + until
            ticker.timer = host.scheduleTimer(after: until, repeats: false) {
                weakTicker?.timer = nil
                guard let host = weakHost else { return }
                host.willChange(transaction: Transaction())
                host.invalidate(from: owner)
            }
        }
        return live.text(now: now)
    }

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Sendable, Hashable {
        fileprivate enum Kind: Sendable, Hashable { case time, date, relative, offset, timer }
        fileprivate let kind: Kind
        /// The time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The day: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// How far from now, in the two largest units: "2 hr, 10 min".
        public static let relative = DateStyle(kind: .relative)
        /// How far from now, signed: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// How far from now, as a clock counts: "2:10:05".
        public static let timer = DateStyle(kind: .timer)

        /// Whether the style counts from now (and so changes as time passes).
        var counts: Bool { kind == .relative || kind == .offset || kind == .timer }

        /// `date` written in this style, `now` being the moment the distances count from.
        func format(_ date: Date, now: Date) -> String {
            switch kind {
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: .phone, timeZone: Self.timeZone))
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: .phone, timeZone: Self.timeZone))
            case .relative:
                // The two largest units: "2 hr, 10 min", "1 day, 3 hr".
                let parts = Self.units(of: abs(Self.shown(Self.distance(from: now, to: date)))).prefix(2)
                return parts.isEmpty ? "0 sec" : parts.map { "\($0.count) \($0.count == 1 ? $0.short : $0.shortPlural)" }.joined(separator: ", ")
            case .offset:
                let seconds = Self.shown(Self.distance(from: now, to: date))
                guard let largest = Self.units(of: abs(seconds)).first else { return "+0 seconds" }
                return (seconds < 0 ? "-" : "+") + "\(largest.count) \(largest.full)" + (largest.count == 1 ? "" : "s")
            case .timer:
                let total = Int(abs(Self.shown(Self.distance(from: now, to: date))))
                let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
                func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
                return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
            }
        }

        /// Seconds from `now` to `date`, to the microsecond: a date some 800 million seconds
        /// from 1970 carries ten bits of noise below that, which would leave a count on the
        /// wrong side of a whole second.
        static func distance(from now: Date, to date: Date) -> Double {
            (date.timeIntervalSince(now) * 1_000_000).rounded() / 1_000_000
        }

        /// The whole seconds a count shows of a distance: rounded up while the date is ahead
        /// (a 10 s countdown starts at 0:10 and shows 0:00 when it is reached, as iOS counts),
        /// down once it has passed (a stopwatch shows 0:01 after one second).
        static func shown(_ distance: Double) -> Double {
            distance > 0 ? distance.rounded(.up) : distance.rounded(.towardZero)
        }

        /// The views' time zone (the environment's, UTC).
        private static let timeZone = TimeZone(identifier: "UTC")!

        /// A span in whole units, largest first, the zero ones left out.
        private static func units(of seconds: TimeInterval) -> [(count: Int, short: String, shortPlural: String, full: String)] {
            let table: [(Int, String, String, String)] = [(31_536_000, "yr", "yrs", "year"), (2_592_000, "mth", "mths", "month"),
                                                          (604_800, "wk", "wks", "week"), (86_400, "day", "days", "day"),
                                                          (3_600, "hr", "hr", "hour"), (60, "min", "min", "minute"),
                                                          (1, "sec", "sec", "second")]
            var rest = Int(seconds.rounded(.down))
            var result: [(count: Int, short: String, shortPlural: String, full: String)] = []
            for (size, short, plural, full) in table where rest >= size {
                result.append((rest / size, short, plural, full))
                rest %= size
            }
            return result
        }
    }
}

extension Locale {
    /// The locale the views format numbers and dates in: a US iPhone's, whatever the machine's,
    /// so that a file shows what the tutorial it came from shows ("$6.00", "June 3, 2019").
    public static let phone = Locale(identifier: "en_US")
}
