import Foundation
import Testing
import GestureKit
import LabCore

/// Event files read as streams: the same items and errors as the whole file, in any length.
@Suite("Event streams", .serialized)
struct EventStreamTests {
    static func write(_ text: String) -> (folder: URL, path: String) {
        let folder = Fixture.temporaryDirectory()
        return (folder, Fixture.write(text, to: folder.appendingPathComponent("events.jsonl")))
    }

    @Test("a stream gives the items, warnings and last time the whole file gives")
    func sameAsWholeFile() throws {
        let path = Fixture.eventsPath("tap-orderings")
        let whole = try EventFile.load(path)
        var warnings: [LabWarning] = []
        let stream = try EventStream(path: path) { warnings.append($0) }
        #expect(Array(stream) == whole.items)
        #expect(Array(stream) == whole.items, "and again: each iteration reads the file afresh")
        #expect(warnings == whole.warnings && stream.lastTime == whole.lastTime && stream.failure == nil)
    }

    @Test("a bad line is the same one error line, found before anything runs")
    func sameErrors() throws {
        let (folder, path) = Self.write("{\"t\": 0, \"type\": \"idle\"}\n{\"t\": 1, \"type\": \"touchDown\", \"id\": 1, \"x\": 1}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        var fromFile: LabError?, fromStream: LabError?
        do { _ = try EventFile.load(path) } catch { fromFile = error }
        do { _ = try EventStream(path: path) { _ in } } catch { fromStream = error }
        #expect(fromFile != nil && fromFile?.description == fromStream?.description)
    }

    @Test("a line longer than a megabyte is an error, not a memory hog")
    func longLine() throws {
        let (folder, path) = Self.write(String(repeating: " ", count: 2 << 20))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: LabError.self) { try EventStream(path: path) { _ in } }
    }

    @Test("lines without a final newline, with CRLF, and across block boundaries read whole")
    func lineEdges() throws {
        var text = ""
        for i in 0..<5_000 { text += "{\"t\": \(i), \"type\": \"idle\"}\r\n" }
        text += "{\"t\": 5000, \"type\": \"idle\"}"
        let (folder, path) = Self.write(text)
        defer { try? FileManager.default.removeItem(at: folder) }
        let items = Array(try EventStream(path: path) { _ in })
        #expect(items.count == 5_001 && items.last == .idle(GestureTime(seconds: 5000)!))
    }

    @Test("replaying a ten times longer stream takes no more memory", .timeLimit(.minutes(2)),
          .disabled(if: ProcessInfo.processInfo.environment["GESTURE_LAB_SANITIZER"] != nil,
                    "a sanitizer's quarantine keeps freed memory: memory figures mean nothing there"))
    func flatMemory() throws {
        let scene = Fixture.goldenInput("contract-example.json")
        func peak(events: Int) throws -> Int {
            var text = ""
            text.reserveCapacity(events * 70)
            var t = 0.0
            for i in 0..<events {
                let type = i % 100 == 0 ? "touchDown" : (i % 100 == 99 ? "touchUp" : "touchMove")
                text += "{\"t\": \(String(format: "%.3f", t)), \"type\": \"\(type)\", \"id\": 1, \"x\": \(320 + i % 20), \"y\": 240}\n"
                t += 0.001
            }
            let (folder, path) = Self.write(text)
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try CLI.run(["replay", scene, "--input", path, "--log", folder.appendingPathComponent("log").path, "--report-memory"])
            #expect(result.status == 0)
            // The child's own peak (VmHWM): the wait4 figure would include this test process.
            return Int(result.stderr.split(separator: "=").last?.filter(\.isNumber) ?? "") ?? 0
        }
        let small = try peak(events: 10_000), large = try peak(events: 100_000)
        print("peak memory: \(small) KiB for 10,000 events, \(large) KiB for 100,000")
        #expect(large - small < 8 * 1024, "peak memory grew from \(small) KiB to \(large) KiB")
    }

    @Test("input that cannot be read twice (a FIFO) is read once and replayed whole")
    func pipeInput() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("input").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let text = try String(contentsOfFile: Fixture.eventsPath("tap-orderings"), encoding: .utf8)
        Thread.detachNewThread {
            guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
            handle.write(Data(text.utf8))
            try? handle.close()
        }
        let stream = try EventStream(path: fifo) { _ in }
        let whole = try EventFile.parse(Array(text.utf8), path: fifo)
        #expect(Array(stream) == whole.items && stream.failure == nil)
    }

    @Test("a log path naming the input file is refused before anything is written")
    func logOverInput() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("events.jsonl").path
        try FileManager.default.copyItem(atPath: Fixture.eventsPath("tap-orderings"), toPath: input)
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        let result = try CLI.run(["replay", Fixture.scenePath("tap-orderings"), "--input", input, "--log", input])
        #expect(result.status == 2 && CLI.isOneErrorLine(result.stderr) && result.stderr.contains("is the input file"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
    }

    @Test("with --frames and an --until between frames, the log is the one without frames")
    func framesDoNotChangeTheLog() throws {
        let scene = try LabScene(path: Fixture.scenePath("tap-orderings"))
        let events = try EventFile.load(Fixture.eventsPath("tap-orderings"))
        var options = Replay.Options()
        options.until = GestureTime(seconds: events.lastTime.seconds + 0.77)
        options.fps = 0.5
        let plain = Replay(lab: scene, events: events, options: options).run()
        let framed = Replay(lab: try LabScene(path: Fixture.scenePath("tap-orderings")), events: events, options: options).run(frame: { _ in })
        #expect(framed == plain)
    }

    @Test("more items than a batch at one moment replay in order")
    func manyAtOnce() throws {
        var text = "{\"t\": 0.5, \"type\": \"touchDown\", \"id\": 1, \"x\": 200, \"y\": 200}\n"
        for _ in 0..<10_000 { text += "{\"t\": 0.5, \"type\": \"touchMove\", \"id\": 1, \"x\": 201, \"y\": 200}\n" }
        text += "{\"t\": 0.5, \"type\": \"touchUp\", \"id\": 1, \"x\": 201, \"y\": 200}\n"
        let (folder, path) = Self.write(text)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lab = { try LabScene(path: Fixture.scenePath("tap-orderings")) }
        let streamed = Replay(lab: try lab(), input: try EventStream(path: path) { _ in }).run()
        let whole = Replay(lab: try lab(), events: try EventFile.load(path)).run()
        #expect(streamed == whole)
    }
}
