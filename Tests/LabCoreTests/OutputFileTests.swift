import Foundation
import Testing
import LabCore

/// Output paths are written in place: the named file and nothing else, whatever it is.
@Suite("Output files", .serialized)
struct OutputFileTests {
    static let scene = Fixture.scenePath("tap-orderings")
    static let events = Fixture.eventsPath("tap-orderings")

    static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test("replay --log writes an existing file in place: same inode, new contents")
    func existingFileInPlace() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log.jsonl").path
        try Data(String(repeating: "old contents\n", count: 10_000).utf8).write(to: URL(fileURLWithPath: log))
        var before = stat()
        stat(log, &before)
        let result = try CLI.run(["replay", Self.scene, "--input", Self.events, "--log", log])
        #expect(result.status == 0)
        var after = stat()
        stat(log, &after)
        #expect(after.st_ino == before.st_ino, "the file was replaced, not written in place")
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(!text.contains("old contents") && text.hasSuffix("}\n") && text.contains(#""type": "final""#))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["log.jsonl"], "nothing else was created")
    }

    @Test("replay --log through a symlink writes its target and leaves the link a link")
    func symlink() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.jsonl").path, link = folder.appendingPathComponent("link.jsonl").path
        FileManager.default.createFile(atPath: target, contents: nil)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try CLI.run(["replay", Self.scene, "--input", Self.events, "--log", link])
        #expect(result.status == 0)
        #expect(Self.fileType(link) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#""type": "final""#))
    }

    @Test("replay --log to a FIFO hands the whole log to its reader")
    func fifo() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = Thread.detachNewThreadWithResult { () -> String? in
            guard let handle = FileHandle(forReadingAtPath: fifo) else { return nil }
            return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        }
        let result = try CLI.run(["replay", Self.scene, "--input", Self.events, "--log", fifo])
        // Had the replay never opened the pipe, the reader would still wait: open and close it.
        let unblock = open(fifo, O_WRONLY | O_NONBLOCK)
        if unblock >= 0 { close(unblock) }
        #expect(result.status == 0)
        let text = reader.wait()
        #expect(text?.contains(#""type": "final""#) == true)
        #expect(Self.fileType(fifo) == S_IFIFO)
    }

    @Test("replay --log to a character device keeps it a device", .enabled(if: getuid() == 0, "making a device node needs root"))
    func device() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let null = folder.appendingPathComponent("null").path
        // A node for the null device (1, 3) of our own: needs root, which CI has.
        try #require(mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
        let result = try CLI.run(["replay", Self.scene, "--input", Self.events, "--log", null])
        #expect(result.status == 0)
        #expect(Self.fileType(null) == S_IFCHR)
    }

    @Test("replay --log - writes the log to standard output, as no --log does")
    func standardOutput() throws {
        let dash = try CLI.run(["replay", Self.scene, "--input", Self.events, "--log", "-"])
        let plain = try CLI.run(["replay", Self.scene, "--input", Self.events])
        #expect(dash.status == 0 && dash.stdout == plain.stdout && dash.stdout.contains(#""type": "final""#))
    }

    @Test("a log path in a missing folder is one error line, and nothing is created")
    func missingFolder() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("no/such/folder/log.jsonl").path
        let result = try CLI.run(["replay", Self.scene, "--input", Self.events, "--log", log])
        #expect(result.status == 2)
        #expect(result.stderr == "\(log):1:1: error: cannot write this file: No such file or directory\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("no").path))
    }

    @Test("lines reach the file in order, across many buffer fills")
    func buffered() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.txt").path
        let file = try OutputFile(path: path)
        for i in 0..<50_000 { try file.writeLine("line \(i)") }
        try file.close()
        try file.close()   // twice does nothing
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 50_000 && lines.first == "line 0" && lines.last == "line 49999")
    }
}

extension Thread {
    /// Runs `body` on a new thread; `wait()` returns its result.
    static func detachNewThreadWithResult<T: Sendable>(_ body: @escaping @Sendable () -> T) -> ThreadResult<T> {
        let result = ThreadResult<T>()
        Thread.detachNewThread { result.set(body()) }
        return result
    }
}

final class ThreadResult<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: T?
    func set(_ value: T) { self.value = value; done.signal() }
    func wait() -> T { done.wait(); return value! }
}
