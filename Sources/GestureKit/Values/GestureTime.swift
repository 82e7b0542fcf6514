/// An instant on the engine's injected clock, in whole nanoseconds from the clock's origin.
///
/// The engine never reads a wall clock: time enters only through event timestamps and
/// ``GestureEngine/advance(to:)``. Integer nanoseconds keep deadlines exact, so a long press of
/// 0.5 s pressed at t = 0.123 reports at exactly t = 0.623, whatever the step size.
public struct GestureTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// Rounds `seconds` to the nearest nanosecond; NaN and infinities give `nil`.
    public init?(seconds: Double) {
        guard seconds.isFinite, abs(seconds) < 9.2e9 else { return nil }
        nanoseconds = Int64((seconds * 1e9).rounded())
    }

    public static let zero = GestureTime(nanoseconds: 0)
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    public static func < (lhs: GestureTime, rhs: GestureTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    /// Saturates at the largest time: a deadline too far to hold is one that never comes,
    /// never one in the past.
    public static func + (lhs: GestureTime, rhs: Duration) -> GestureTime {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        return GestureTime(nanoseconds: overflow ? (rhs.nanoseconds < 0 ? .min : .max) : sum)
    }
    /// Seconds from `rhs` to `lhs`, computed without wrapping.
    public static func - (lhs: GestureTime, rhs: GestureTime) -> Double {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        return overflow ? (Double(lhs.nanoseconds) - Double(rhs.nanoseconds)) / 1e9 : Double(difference) / 1e9
    }

    /// The exact decimal value in seconds, without trailing zeros: `0.623`, `2`, `1.000001`.
    public var description: String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        let whole = magnitude / 1_000_000_000
        var fraction = magnitude % 1_000_000_000
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = 9
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: digits - text.count))\(text)"
    }

    /// A span of time in whole nanoseconds, made from seconds given as `Double`.
    public struct Duration: Hashable, Comparable, Sendable {
        public var nanoseconds: Int64
        public init(seconds: Double) {
            nanoseconds = seconds.isFinite ? Int64((min(max(seconds, 0), 9e9) * 1e9).rounded()) : 0
        }
        public static func < (lhs: Duration, rhs: Duration) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    }
}
