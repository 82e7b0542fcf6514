#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit
import LabSyntax

/// An event file read as a stream, for replays of any length in constant memory: opening it
/// checks every line (so a bad file is one error line before anything runs, as with
/// ``EventFile``) and finds the last time; iterating it reads the file again, one line at a
/// time, and hands out its items. No size limit but the disk's. Input that cannot be read twice
/// (a pipe, a terminal, a device) is read once and kept in memory instead.
///
/// ```swift
/// let input = try EventStream(path: "input.jsonl") { warning in print(warning) }
/// for item in input { simulation.enqueue(item) }
/// ```
public final class EventStream: Sequence {
    public let path: String
    /// The time of the last item (zero for a file without items).
    public let lastTime: GestureTime
    /// The time of the first touch (nil for a file without touches): where a take's action
    /// starts. In a take with a prelude, the first touch at or after its `mark`.
    public let firstTouchTime: GestureTime?
    /// The first `mark`: where a take starts after the prelude that brings the scene to the
    /// state the window had (nil for input without one).
    public let markTime: GestureTime?
    /// The time of the last touch event: where a take's action ends.
    public let lastTouchTime: GestureTime?
    /// Set when the file changed between the check and the replay, so that a line no longer
    /// reads: iteration stopped there.
    public private(set) var failure: LabError?
    /// The items of input that cannot be read twice.
    private let kept: [EventFile.Item]?

    /// Checks the whole file, reporting each ignored event to `warn` as it is found.
    /// - Throws: the file's first error, as ``EventFile`` reports it.
    public init(path: String, warn: (LabWarning) -> Void) throws(LabError) {
        self.path = path
        let reader = try LineReader(path: path)
        var parser = EventParser(path: path)
        var last = GestureTime.zero
        var firstTouch: GestureTime?, lastTouch: GestureTime?
        var items: [EventFile.Item]? = reader.isRegularFile ? nil : []
        while let line = try reader.next() {
            if let item = try parser.parse(line: line, warn: warn) {
                last = item.time
                if case .touch = item {
                    if firstTouch == nil || (parser.markTime.map { firstTouch! < $0 } ?? false) { firstTouch = item.time }
                    lastTouch = item.time
                }
                items?.append(item)
            }
        }
        lastTime = last
        markTime = parser.markTime
        // A prelude's touches are not the take's.
        firstTouchTime = firstTouch.flatMap { first in parser.markTime.map { first >= $0 ? first : nil } ?? first }
        lastTouchTime = lastTouch
        kept = items
    }

    public func makeIterator() -> Iterator { Iterator(stream: self) }

    /// Reads the file again, one line at a time.
    public struct Iterator: IteratorProtocol {
        let stream: EventStream
        private var reader: LineReader?
        private var parser: EventParser

        private var kept: IndexingIterator<[EventFile.Item]>?

        init(stream: EventStream) {
            self.stream = stream
            parser = EventParser(path: stream.path)
            if let items = stream.kept {
                kept = items.makeIterator()
            } else {
                do { reader = try LineReader(path: stream.path) } catch { stream.failure = error }
            }
        }

        public mutating func next() -> EventFile.Item? {
            if kept != nil { return kept!.next() }
            guard let reader else { return nil }
            do {
                while let line = try reader.next() {
                    if let item = try parser.parse(line: line, warn: { _ in }) { return item }
                }
            } catch {
                stream.failure = error
            }
            self.reader = nil
            return nil
        }
    }
}

/// The lines of a file, read in 64 KiB blocks, each without its newline; the file is closed at
/// its end or when the reader goes away.
final class LineReader {
    /// Bytes: the longest line an event file may have (an event is well under a kilobyte), so
    /// that a file without newlines cannot fill the memory.
    static let maximumLineLength = 1 << 20

    private var descriptor: Int32
    private let path: String
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var lines = 0
    /// Whether the file is a regular file (which can be read again from the start).
    let isRegularFile: Bool

    init(path: String) throws(LabError) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file" : "cannot be read: \(String(cString: strerror(errno)))"
            throw LabError(file: path, reason)
        }
        var info = stat()
        let kind = fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : 0
        if kind == S_IFDIR { throw LabError(file: path, "is a directory, not a file") }
        isRegularFile = kind == S_IFREG
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The next line, or nil at the end of the file.
    func next() throws(LabError) -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                guard newline - start <= Self.maximumLineLength else { throw tooLong() }
                let line = buffer[start..<newline]
                start = newline + 1
                lines += 1
                return line
            }
            guard buffer.count - start <= Self.maximumLineLength else { throw tooLong() }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                lines += 1
                return line
            }
            try fill()
        }
    }

    private func tooLong() -> LabError {
        LabError(file: path, at: SourceLocation(line: lines + 1, column: 1), EventParser.lineTooLong)
    }

    /// Reads the next block, keeping the unfinished line.
    private func fill() throws(LabError) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        let block = 64 << 10
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: block))
        let descriptor = descriptor
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + old, block) }
        guard count >= 0 else { throw LabError(file: path, "cannot be read: \(String(cString: strerror(errno)))") }
        buffer.removeSubrange((old + count)...)
        if count == 0 {
            atEnd = true
            close(descriptor)
            self.descriptor = -1
        }
    }
}
