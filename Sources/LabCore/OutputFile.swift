#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the user named for output, written in place: opened at that path (created if missing,
/// emptied if not) and written through, never replaced by a temporary file and a rename. So a
/// device such as `/dev/null` stays a device, a FIFO's reader gets the bytes, a symlink's target
/// is written, and nothing but the named file is ever created or replaced; `-` is standard
/// output. Writes are buffered, so a long log costs one system call per 64 KiB.
///
/// ```swift
/// let log = try OutputFile(path: "replay.log")
/// try log.writeLine(#"{"t": 0, "type": "print", "shape": "a", "text": "tap"}"#)
/// try log.close()
/// ```
public final class OutputFile {
    /// The path as the user gave it (`-` for standard output).
    public let path: String
    private var descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8] = []
    /// Bytes gathered before they are written.
    static let bufferSize = 64 << 10

    /// Opens `path` for writing; `-` is standard output.
    /// - Throws: a ``LabError`` naming the path and the system's reason.
    public init(path: String) throws(LabError) {
        self.path = path
        if path == "-" {
            descriptor = STDOUT_FILENO
            ownsDescriptor = false
        } else {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw LabError(file: path, "cannot write this file: \(Self.reason())") }
            descriptor = fd
            ownsDescriptor = true
        }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        try? close()
    }

    /// Adds text; it reaches the file when the buffer fills, at ``flush()`` or ``close()``.
    public func write(_ text: String) throws(LabError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Adds one line (a newline is appended).
    public func writeLine(_ line: String) throws(LabError) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes what is buffered.
    public func flush() throws(LabError) {
        guard descriptor >= 0 else { return }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = Self.reason()
                buffer.removeAll(keepingCapacity: true)
                throw LabError(file: path, "cannot write this file: \(reason)")
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and closes the file (standard output stays open). Closing twice
    /// does nothing.
    public func close() throws(LabError) {
        guard descriptor >= 0 else { return }
        defer { descriptor = -1 }
        do {
            try flush()
        } catch {
            if ownsDescriptor { _ = systemClose(descriptor) }
            throw error
        }
        if ownsDescriptor, systemClose(descriptor) != 0 {
            throw LabError(file: path, "cannot finish writing this file: \(Self.reason())")
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }

    /// Whether two paths name the same existing file (after symlinks), so that writing one
    /// would destroy the other.
    public static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard a != "-", b != "-", stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}

// The C library's calls, named apart from the methods above.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
