import Foundation
import GestureKit
@testable import LabCore
import Testing

/// Swift files run in the lab's worker process (the built `gesture-lab`).
@Suite("Swift files in a worker process", .enabled(if: CLI.binary != nil, "gesture-lab is not built beside the tests; run swift build first"),
       .serialized)
struct WorkerSimulationTests {
    /// Whether a worker's traps name the file's line: not in a lab built with AddressSanitizer,
    /// whose workers write no backtrace (scripts/sanitize.sh). (A hang or a worker grown too
    /// large is named either way: the lab reads the stopped worker's stack itself.)
    static let backtraces = ProcessInfo.processInfo.environment["GESTURE_LAB_SANITIZER"] == nil

    /// Whether the lab can read a stopped worker's stack (a system that lets a parent read its
    /// child's memory: Yama's `ptrace_scope` under 2) and name its lines (`llvm-symbolizer`).
    static let stacksReadable: Bool = {
        let scope = (try? String(contentsOfFile: "/proc/sys/kernel/yama/ptrace_scope", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        return scope < 2 && Executables.onPath("llvm-symbolizer") != nil
    }()

    static func options(_ change: (inout WorkerSimulation.Options) -> Void = { _ in }) throws -> WorkerSimulation.Options {
        var options = WorkerSimulation.Options(tickHz: 120)
        options.executable = try #require(CLI.binary)
        change(&options)
        return options
    }

    static func scene(_ source: String, named name: String = "Card.swift") throws -> (CompiledScene, SwiftSceneCompiler, URL) {
        let folder = Fixture.temporaryDirectory()
        let path = Fixture.write(source, to: folder.appendingPathComponent(name))
        let compiler = try SwiftSceneCompiler()
        return (try compiler.build(path, view: nil), compiler, folder)
    }

    static func tap(_ session: any SceneSession, at time: Double) {
        session.enqueue(.touch(TouchEvent(time: time, phase: .began, id: 1, location: CGPoint(x: 195, y: 422))))
        session.enqueue(.touch(TouchEvent(time: time + 0.05, phase: .ended, id: 1, location: CGPoint(x: 195, y: 422))))
    }

    static let trap = """
        import SwiftUI

        struct ContentView: View {
            @State private var items: [Int] = []
            var body: some View {
                Circle()
                    .frame(width: 120, height: 120)
                    .onTapGesture {
                        print("tapped")
                        print(items[3])
                    }
            }
        }
        """

    @Test("a trap in a tap's callback ends the worker, not the lab: the lines before it arrive, then the runtime's message at the file's line")
    func trap() throws {
        let (scene, compiler, folder) = try Self.scene(Self.trap)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try WorkerSimulation(scene: scene, options: try Self.options())
        var lines: [String] = []
        var failures: [SceneFailure] = []
        session.observeScene { event in
            switch event {
            case .line(let line): lines.append(line)
            case .failed(let failure): failures.append(failure)
            default: break
            }
        }
        Self.tap(session, at: 0.1)
        session.run(until: GestureTime(seconds: 0.5)!)
        _ = session.frame(at: GestureTime(seconds: 0.5)!, drawing: true)
        let failure = try #require(session.failure)
        #expect(failures == [failure])
        #expect(failure.kind == .trap)
        #expect(failure.description == (Self.backtraces ? "Card.swift:10" : "Card.swift") + ": Fatal error: Index out of range")
        #expect(failure.time == GestureTime(seconds: 0.15)!)
        #expect(lines.last == #"{"t": 0.15, "type": "print", "text": "tapped"}"#)
        // The session stays usable: input after the trap goes nowhere, the last frame stays.
        Self.tap(session, at: 1)
        #expect(session.frame(at: GestureTime(seconds: 2)!, drawing: true).displayList?.items.isEmpty == false)
        #expect(session.finish(at: nil) == GestureTime(seconds: 2.05)!)
        withExtendedLifetime(compiler) {}
    }

    @Test("a callback that does not return within the time allowed is stopped, and named as the user wrote it")
    func hang() throws {
        let start = Date()
        let failure = try Self.hangFailure("""
            var n = 0
                            while n >= 0 { n = (n + 1) % 100 }
            """)
        #expect(failure.kind == .hang)
        #expect(failure.line == 9)
        #expect(failure.message == "onTapGesture at Card.swift:7 did not return within 0.5 s")
        // Compiling, half a second of the hang, the backtrace: well under the 5 s it may take.
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test("a hang where the compiler left no line (a loop around a state's reads) is named by the line its closure starts at")
    func hangWithoutLine() throws {
        let (scene, compiler, folder) = try Self.scene("""
            import SwiftUI

            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Circle()
                        .frame(width: 120, height: 120)
                        .gesture(DragGesture(minimumDistance: 0)
                            .onChanged { _ in
                                while true { count += 0 }
                            })
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try WorkerSimulation(scene: scene, options: try Self.options { $0.callbackSeconds = 0.5 })
        Self.tap(session, at: 0.1)
        session.run(until: GestureTime(seconds: 0.5)!)
        _ = session.frame(at: GestureTime(seconds: 0.5)!, drawing: false)
        let failure = try #require(session.failure)
        #expect(failure.kind == .hang)
        #expect(failure.message == "onChanged at Card.swift:9 did not return within 0.5 s")
        withExtendedLifetime(compiler) {}
    }

    /// A scene whose tap runs `code` (on line 8), stopped as a hang after half a second.
    static func hangFailure(_ code: String) throws -> SceneFailure {
        let (scene, compiler, folder) = try Self.scene("""
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Circle()
                        .frame(width: 120, height: 120)
                        .onTapGesture {
                            \(code)
                        }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try WorkerSimulation(scene: scene, options: try Self.options { $0.callbackSeconds = 0.5 })
        Self.tap(session, at: 0.1)
        session.run(until: GestureTime(seconds: 0.5)!)
        _ = session.frame(at: GestureTime(seconds: 0.5)!, drawing: false)
        withExtendedLifetime(compiler) {}
        return try #require(session.failure)
    }

    @Test("a callback asleep in the C library is named by its line, though the runtime's backtrace ends in the C library's sleep",
          .enabled(if: stacksReadable, "this system does not let the lab read its worker's stack or name its lines"))
    func hangAsleep() throws {
        let failure = try Self.hangFailure("sleep(30)")
        #expect(failure.kind == .hang)
        #expect(failure.line == 8)
        #expect(failure.message == "onTapGesture at Card.swift:7 did not return within 0.5 s")
    }

    @Test("a callback waiting for a semaphore that is never signalled is named by its line",
          .enabled(if: stacksReadable, "this system does not let the lab read its worker's stack or name its lines"))
    func hangOnSemaphore() throws {
        let failure = try Self.hangFailure("DispatchSemaphore(value: 0).wait()")
        #expect(failure.kind == .hang)
        #expect(failure.line == 8)
        #expect(failure.message == "onTapGesture at Card.swift:7 did not return within 0.5 s")
    }

    @Test("a worker that holds more memory than allowed is stopped with a message")
    func memory() throws {
        let (scene, compiler, folder) = try Self.scene("""
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Circle()
                        .frame(width: 120, height: 120)
                        .onTapGesture {
                            var kept: [[UInt8]] = []
                            while true { kept.append([UInt8](repeating: 1, count: 1 << 20)) }
                        }
                }
            }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try WorkerSimulation(scene: scene, options: try Self.options { $0.memoryBytes = 256 << 20 })
        Self.tap(session, at: 0.1)
        session.run(until: GestureTime(seconds: 0.5)!)
        _ = session.frame(at: GestureTime(seconds: 0.5)!, drawing: false)
        let failure = try #require(session.failure)
        #expect(failure.kind == .memory)
        #expect(failure.message == "onTapGesture at Card.swift:7 used more than 256 MiB of memory")
        withExtendedLifetime(compiler) {}
    }

    @Test("the worker has a process group of its own: a Ctrl-C at the terminal is the lab's to act on, not a signal that kills it first")
    func ownProcessGroup() throws {
        let (scene, compiler, folder) = try Self.scene(Self.trap)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try WorkerSimulation(scene: scene, options: try Self.options())
        let pid = try #require(session.workerProcessID)
        #expect(getpgid(pid) == pid)
        #expect(getpgid(pid) != getpgid(0))
        withExtendedLifetime(compiler) {}
    }

    @Test("the worker's C library keeps thousands of freed blocks of a size for reuse, and a tuning given to the lab reaches it first")
    func freedBlocksKept() throws {
        let (scene, compiler, folder) = try Self.scene(Self.trap)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try WorkerSimulation(scene: scene, options: try Self.options())
        let pid = try #require(session.workerProcessID)
        let environment = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))
            .split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let tunables = try #require(environment.first { $0.hasPrefix("GLIBC_TUNABLES=") })
        let own = ProcessInfo.processInfo.environment["GLIBC_TUNABLES"] ?? ""
        if !own.isEmpty { #expect(tunables.hasPrefix("GLIBC_TUNABLES=" + own)) }
        // The lab's count, unless the tuning given to the lab sets one of its own.
        if !own.contains("glibc.malloc.tcache_count") {
            #expect(tunables.contains("glibc.malloc.tcache_count=\(WorkerProcess.freedBlocksKept)"))
        }
        withExtendedLifetime(compiler) {}
    }

    @Test("a seed's replay in the worker writes the same log, line for line, and draws the same picture as in the lab's own process")
    func sameAsInProcess() throws {
        let path = try Assets.resolveScene("seed000-draggable-circle")
        let events = try EventFile.load(path.replacingOccurrences(of: ".swift", with: ".events.jsonl"))
        let compiler = try SwiftSceneCompiler()
        let local = Replay(document: try compiler.load(path, size: CGSize(width: 390, height: 844)), events: events)
        let expected = local.run()
        let session = try WorkerSimulation(scene: try compiler.build(path, view: nil), options: try Self.options())
        var lines = session.takeStartingOutput().lines
        session.observeScene { if case .line(let line) = $0 { lines.append(line) } }
        for item in events.items { session.enqueue(item) }
        let middle = GestureTime(seconds: 1.2)!
        session.run(until: middle)
        let picture = try #require(session.frame(at: middle, drawing: true).displayList)
        session.finish(at: events.lastTime + GestureTime.Duration(seconds: 1))
        #expect(session.failure == nil)
        #expect(lines == expected)
        // The picture mid-drag, made in this process on the same input.
        let here = LabSimulation(document: try compiler.load(path, size: CGSize(width: 390, height: 844)), tickHz: 120)
        for item in events.items { here.enqueue(item) }
        here.run(until: middle)
        let expectedPicture = try #require(here.frame(at: middle, drawing: true).displayList)
        #expect(!picture.items.isEmpty)
        #expect(Drawings.bytes(picture) == Drawings.bytes(expectedPicture))
    }
}
