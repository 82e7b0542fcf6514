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

    /// Kilobytes resident now (`VmRSS`), from `/proc/PID/statm`: one short line read into a
    /// buffer, cheap enough for the worker's memory cap to look at every few milliseconds
    /// (`status` is a page of text).
    public static func residentKilobytes(pid: pid_t? = nil) -> Int? {
        let path = pid.map { "/proc/\($0)/statm" } ?? "/proc/self/statm"
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return residentPages(statm: buffer[..<count]).map { $0 * pageKilobytes }
    }

    /// The resident pages a `statm` line gives ("size resident shared text lib data dt", in
    /// pages: the second number); nil for anything else.
    static func residentPages(statm line: some Collection<UInt8>) -> Int? {
        let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
        guard fields.count >= 2 else { return nil }
        let digits = fields[1].prefix { $0 != UInt8(ascii: "\n") }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }

    /// Kilobytes a page holds.
    private static let pageKilobytes = max(1, sysconf(Int32(_SC_PAGESIZE)) / 1024)

    /// The most kilobytes the process has had resident (`VmHWM`).
    public static func peakKilobytes(pid: pid_t? = nil) -> Int? { statusKilobytes("VmHWM", pid: pid) }
}
