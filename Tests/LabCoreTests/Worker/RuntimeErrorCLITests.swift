import Foundation
import LabCore
import Testing

@Suite("replay of a Swift file whose code traps or hangs", .enabled(if: CLI.binary != nil, "gesture-lab is not built beside the tests; run swift build first"))
struct RuntimeErrorCLITests {
    /// One line on standard error, `FILE:LINE: runtime error: MESSAGE`.
    static func oneRuntimeError(_ text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 2, lines[1].isEmpty, lines[0].contains(": runtime error: ") else { return nil }
        return String(lines[0])
    }

    @Test("a trap exits with status 1 (never a signal), one error line naming the file's line, and a log that ends with the error")
    func trap() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Fixture.write(WorkerSimulationTests.trap, to: folder.appendingPathComponent("Trap.swift"))
        let events = Fixture.write(Build.taps(at: [0.1, 0.6], 195, 422), to: folder.appendingPathComponent("taps.jsonl"))
        let screenshot = folder.appendingPathComponent("end.png").path
        let result = try CLI.run(["replay", file, "--input", events, "--screenshot", screenshot])
        #expect(result.status == 1)
        let line = WorkerSimulationTests.backtraces ? ":10" : ""
        #expect(Self.oneRuntimeError(result.stderr) == "\(file)\(line): runtime error: Fatal error: Index out of range", "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.suffix(2) == [#"{"t": 0.15, "type": "print", "text": "tapped"}"#,
                                    #"{"t": 0.15, "type": "error", "text": "Fatal error: Index out of range", "at": "Trap.swift"#
                                    + line + #""}"#])
        #expect(FileManager.default.fileExists(atPath: screenshot), "the last frame, with the error, is still rendered")
    }

    @Test("a callback that never returns is cut after --callback-timeout: status 1 and the error line naming it")
    func hang() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Fixture.write("""
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Color.blue
                        .onTapGesture {
                            while true {}
                        }
                }
            }
            """, to: folder.appendingPathComponent("Hang.swift"))
        let events = Fixture.write(Build.taps(at: [0.1], 195, 422), to: folder.appendingPathComponent("taps.jsonl"))
        let log = folder.appendingPathComponent("log.jsonl").path
        let result = try CLI.run(["replay", file, "--input", events, "--log", log, "--callback-timeout", "0.5"])
        #expect(result.status == 1)
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(Self.oneRuntimeError(result.stderr) == "\(file):7: runtime error: onTapGesture at Hang.swift:6 did not return within 0.5 s",
                "\(result.stderr)")
        #expect(written.hasSuffix(#"{"t": 0.15, "type": "error", "text": "onTapGesture at Hang.swift:6 did not return within 0.5 s", "at": "Hang.swift:7"}"# + "\n"))
    }

    @Test("a replay that ends with a runtime error leaves nothing in the temporary folder")
    func nothingLeftBehind() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = Fixture.write(WorkerSimulationTests.trap, to: folder.appendingPathComponent("Trap.swift"))
        let events = Fixture.write(Build.taps(at: [0.1], 195, 422), to: folder.appendingPathComponent("taps.jsonl"))
        let result = try CLI.run(["replay", file, "--input", events], environment: ["TMPDIR": scratch.path])
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    }

    @Test("a long replay through the worker is never taken for a hang, and code that writes what looks like a runtime message is no crash")
    func longReplay() throws {
        let folder = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = Fixture.write("""
            import SwiftUI
            import Foundation

            struct ContentView: View {
                @State private var moves = 0
                var body: some View {
                    Color.blue
                        .gesture(DragGesture(minimumDistance: 0).onChanged { _ in
                            moves += 1
                            if moves % 2000 == 0 { FileHandle.standardError.write(Data("Note.swift:1: Fatal error: only a note\\n".utf8)) }
                        })
                }
            }
            """, to: folder.appendingPathComponent("Note.swift"))
        var lines = [Build.down(0.1, 100, 100)]
        for index in 1...8_000 { lines.append(Build.move(0.1 + Double(index) * 0.002, 100 + Double(index % 200), 100)) }
        lines.append(Build.up(16.2, 100, 100))
        let events = Fixture.write(lines.joined(separator: "\n") + "\n", to: folder.appendingPathComponent("moves.jsonl"))
        let result = try CLI.run(["replay", file, "--input", events, "--callback-timeout", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").last?.contains(#""moves": "8001""#) == true)
    }

    @Test("--callback-timeout and --memory-limit outside their ranges are argument errors")
    func badLimits() throws {
        for arguments in [["--callback-timeout", "0"], ["--memory-limit", "1"]] {
            let result = try CLI.run(["replay", "seed000-draggable-circle", "--input", "/dev/null"] + arguments)
            #expect(result.status == 2)
            #expect(CLI.isOneErrorLine(result.stderr), "\(result.stderr)")
        }
    }
}
