import Foundation
import LabBench
import Testing

/// `gesture-lab bench` once on tiny inputs, so none of its figures can rot. Runs the built
/// executable (`swift build --build-tests` builds it; `$GESTURE_LAB_BINARY` overrides).
@Suite("gesture-lab bench command", .serialized)
struct BenchCLITests {
    static let binary: String? = {
        let fm = FileManager.default
        if let path = ProcessInfo.processInfo.environment["GESTURE_LAB_BINARY"], fm.isExecutableFile(atPath: path) { return path }
        var folders: [URL] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for folder in folders {
            let path = folder.appendingPathComponent("gesture-lab").path
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue, fm.isExecutableFile(atPath: path) {
                return path
            }
        }
        return nil
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary, "build gesture-lab first (swift build --build-tests)"))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bench-cli-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }

    @Test("hash prints the four published stream hashes")
    func hash() throws {
        let (status, output) = try Self.run(["bench", "hash"])
        #expect(status == 0, "\(output)")
        #expect(output.contains("W1 events=372000 stream_hash=f4bc81f8ada91281 ok"))
        #expect(output.contains("W2check events=8 stream_hash=3c0ba32d699b2191 ok"))
    }

    @Test("W1check and W2check pass their counters and print the figure line")
    func checks() throws {
        for (name, counter) in [("W1check", "verify: taps=1 (expected 1) ok"), ("W2check", "verify: double_taps=1 (expected 1) ok")] {
            let (status, output) = try Self.run(["bench", name])
            #expect(status == 0, "\(output)")
            #expect(output.contains(counter) && output.contains("verify: PASSED"))
            #expect(output.split(separator: "\n").last?.hasPrefix("gesture-lab \(name) events=") == true)
        }
    }

    @Test("W1 and W2 prefixes, two runs in two processes, both paths")
    func prefixes() throws {
        for arguments in [["bench", "W1", "--events", "1500", "--runs", "2"],
                          ["bench", "W2", "--events", "400", "--path", "app"]] {
            let (status, output) = try Self.run(arguments)
            #expect(status == 0, "\(output)")
            #expect(output.contains("ns_per_event=") && output.contains("peak_rss_kb="))
        }
    }

    @Test("scaling, frame and startup run once on tiny inputs")
    func others() throws {
        let scaling = try Self.run(["bench", "scaling", "--events", "300", "--runs", "1"])
        #expect(scaling.status == 0, "\(scaling.output)")
        #expect(scaling.output.contains("scaling W1 items=10000 scene=1280x76040"))
        let frame = try Self.run(["bench", "frame", "--frames", "2"])
        #expect(frame.status == 0, "\(frame.output)")
        #expect(frame.output.contains("frame labview 1280x800 frames=2 sessions=3 touches=4"))
        let startup = try Self.run(["bench", "startup", "--runs", "1"])
        #expect(startup.status == 0, "\(startup.output)")
        #expect(startup.output.contains("startup first-frame ms=") && startup.output.contains("startup labapp ms="))
    }
}
