/// Writes the window's memory readings to standard error every few seconds while
/// `GESTURE_LAB_MEMORY_STATS` names a period in seconds: resident size, each drawing cache's
/// size and malloc's own statistics, to tell a growing cache from a fragmented heap in a soak.
import Foundation
import LabCore

struct MemoryReadings {
    /// Seconds between readings; nil when the variable is unset or not a positive number.
    let period: Double?
    private var next = 0.0

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        period = environment["GESTURE_LAB_MEMORY_STATS"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Writes a reading if one is due at `now` (monotonic seconds); `details` names what the
    /// window holds at that moment.
    mutating func readIfDue(at now: Double, details: @autoclosure () -> String) {
        guard let period, now >= next else { return }
        next = now + period
        let rss = Self.residentKilobytes().map { "\($0) kB" } ?? "unknown"
        FileHandle.standardError.write(Data("memory: resident \(rss); \(details())\n".utf8))
        Self.writeMallocStatistics()
    }

    /// VmRSS of this process, from /proc.
    static func residentKilobytes() -> Int? { ProcessMemory.residentKilobytes() }

    /// glibc's `malloc_stats()` (bytes taken from the system and in use, per arena, on
    /// standard error), looked up at run time: other C libraries lack it.
    private static func writeMallocStatistics() {
        guard let symbol = dlsym(nil, "malloc_stats") else { return }
        unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)()
    }
}
