import Foundation

/// A date in one of the styles `Text` shows dates in, as a US iPhone writes them (in the views'
/// time zone, UTC): `Text(date, style: .date)` reads "June 3, 2019", `.time` "9:41 AM";
/// `.relative`, `.offset` and `.timer` count from the simulation's now (``TimelineClock``, so a
/// replay reads the same), taken when the text is made: they are not redrawn as time passes.
///
/// ```swift
/// Text(order.placed, style: .date)
/// ```
extension Text {
    public init(_ date: Date, style: DateStyle) {
        let now = HostContext.current?.host.map { TimelineClock.date(atSimulationSeconds: $0.now.seconds) } ?? Date()
        self.init(verbatim: style.format(date, now: now))
    }

    /// How `Text(_:style:)` writes a date.
    public struct DateStyle: Sendable, Equatable {
        fileprivate enum Kind: Sendable { case time, date, relative, offset, timer }
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

        /// `date` written in this style, `now` being the moment the distances count from.
        func format(_ date: Date, now: Date) -> String {
            switch kind {
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: .phone, timeZone: Self.timeZone))
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: .phone, timeZone: Self.timeZone))
            case .relative:
                // The two largest units: "2 hr, 10 min", "1 day, 3 hr".
                let parts = Self.units(of: abs(date.timeIntervalSince(now))).prefix(2)
                return parts.isEmpty ? "0 sec" : parts.map { "\($0.count) \($0.count == 1 ? $0.short : $0.shortPlural)" }.joined(separator: ", ")
            case .offset:
                let seconds = date.timeIntervalSince(now)
                guard let largest = Self.units(of: abs(seconds)).first else { return "+0 seconds" }
                return (seconds < 0 ? "-" : "+") + "\(largest.count) \(largest.full)" + (largest.count == 1 ? "" : "s")
            case .timer:
                let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let hours = total / 3600, minutes = total / 60 % 60, seconds = total % 60
                func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
                return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
            }
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
