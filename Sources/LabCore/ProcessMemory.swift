import Foundation

/// A process's memory as Linux's `/proc` gives it, in kilobytes: resident now, and the most it
/// has been resident. One reader for the window's memory readings, the benches' peaks and the
/// worker's memory cap.
///
/// ```swift
/// let now = ProcessMemory.residentKilobytes()          // this process
/// let worker = ProcessMemory.residentKilobytes(pid: child)
/// ```
public enum ProcessMemory {
    /// A kilobyte field of `/proc/PID/status` ("VmRSS", "VmHWM"); this process's when `pid` is
    /// nil; nil if the process or the field is not there.
    public static func statusKilobytes(_ field: String, pid: pid_t? = nil) -> Int? {
        let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(String(line.dropFirst(field.count + 1).filter(\.isNumber)))
        }
        return nil
    }

    /// Kilobytes resident now (`VmRSS`).
    public static func residentKilobytes(pid: pid_t? = nil) -> Int? { statusKilobytes("VmRSS", pid: pid) }

    /// The most kilobytes the process has had resident (`VmHWM`).
    public static func peakKilobytes(pid: pid_t? = nil) -> Int? { statusKilobytes("VmHWM", pid: pid) }
}
