import Foundation
import GestureKit
import GestureUI

/// A Swift file's scene running in a worker process, so that nothing its code does can take the
/// lab down: a trap ends the worker, not the lab; a callback or body that does not return within
/// ``Limits/callbackSeconds`` and a worker past ``Limits/memoryBytes`` are stopped. Either way the
/// session keeps its last frame and says what happened (``failure``, ``SceneEvent/failed(_:)``),
/// naming the user's file and line where the backtrace gives them.
///
/// The worker runs the lab's own stepping loop (``LabSimulation``) on the file's views; the lab
/// sends it the input and the steps in batches, each answered, and reads back the log's lines
/// as they are written and each frame's drawing and recognizer trees.
///
/// ```swift
/// let session = try WorkerSimulation(scene: try compiler.build("Card.swift", view: nil), options: .init(tickHz: 120))
/// session.enqueue(.touch(TouchEvent(time: 0.1, phase: .began, id: 1, location: CGPoint(x: 195, y: 400))))
/// session.run(until: GestureTime(seconds: 0.5)!)
/// let frame = session.frame(at: GestureTime(seconds: 0.5)!, drawing: true)
/// ```
public final class WorkerSimulation: SceneSession {
    public struct Options {
        public var tickHz: Int
        public var canvas = CGSize(width: Constants.canvasWidth, height: Constants.canvasHeight)
        public var safeArea = false
        /// How long the file's code may run without returning (`--callback-timeout`).
        public var callbackSeconds = Limits.callbackSeconds
        /// The most memory the worker may hold (`--memory-limit`).
        public var memoryBytes = Limits.memoryBytes
        /// Whether every batch is waited for (`replay`), or a frame comes back late rather than
        /// keep the window waiting (the window).
        public var waitsForEveryFrame = true
        /// The executable that runs the worker: this one, unless a test says otherwise.
        public var executable = WorkerSimulation.ownExecutable
        public init(tickHz: Int) { self.tickHz = tickHz }
    }

    public let options: Options
    public let scene: CompiledScene
    public private(set) var time: GestureTime
    public private(set) var lastInputTime: GestureTime
    public let stepDuration: GestureTime.Duration
    public let sceneSize: CGSize
    public private(set) var title: String?
    public var path: String { scene.path }
    public var lab: LabScene? { nil }
    public private(set) var failure: SceneFailure?

    private var worker: WorkerProcess?
    /// The worker's process id while it runs.
    package var workerProcessID: pid_t? { worker?.pid }
    private var deliveries = Observers<EventFile.Item>()
    private var observers = Observers<SceneEvent>()
    /// Requests not yet sent: they go as one batch once the batch before is answered.
    private var outbox: [WorkerRequest] = []
    private var pendingItems: [EventFile.Item] = []
    /// When the batch being waited for was sent (nil: none is).
    private var inFlightSince: Double?
    private var lastFrame: SceneFrame
    private var finishedAt: GestureTime?
    private var startingOutput: (lines: [String], prints: [(shape: String?, text: String)])? = ([], [])
    private var writer = WireWriter()
    /// The time of the latest log line: where the worker's clock was when it stopped, as far as
    /// its log says (the same in a live session and its replay, which frames are not).
    private var lastLineTime: GestureTime = .zero
    private let startTime: GestureTime

    /// The `t` of a log line (`{"t": 0.45, …`).
    static func time(ofLine line: String) -> GestureTime? {
        guard line.hasPrefix("{\"t\": ") else { return nil }
        let number = line.dropFirst(6).prefix { $0 != "," && $0 != "}" }
        return Double(number).flatMap { GestureTime(seconds: $0) }
    }

    /// The running executable (the lab itself runs its workers): the very file this process
    /// runs, even after a rebuild has replaced it on disk, so the worker always matches the lab.
    public static let ownExecutable = "/proc/self/exe"

    /// Starts a worker on `scene` whose clock starts at `start` (a scene loaded into a running
    /// window), and waits for it to load. A load that traps or hangs gives a session with a
    /// ``failure``; one that cannot start at all throws.
    public init(scene: CompiledScene, options: Options, startingAt start: GestureTime = .zero) throws(LabError) {
        self.scene = scene
        self.options = options
        startTime = start
        time = start
        lastInputTime = start
        stepDuration = GestureTime.Duration(seconds: 1 / Double(max(1, options.tickHz)))
        sceneSize = options.canvas
        lastFrame = SceneFrame(now: start)
        do {
            worker = try WorkerProcess(executable: options.executable)
        } catch {
            throw LabError(file: scene.path, error.description)
        }
        outbox = [.load(scene, canvas: options.canvas, safeArea: options.safeArea, tickHz: options.tickHz, start: start)]
        sendBatch(answeredBy: .frame(at: start, drawing: true))
        waitForAnswer()
        if let message = loadFailure { throw LabError(file: scene.path, message) }
    }

    private var loadFailure: String?

    // MARK: Stepping

    public func enqueue(_ item: EventFile.Item) {
        var item = item
        if item.time < lastInputTime { item = item.retimed(lastInputTime) }
        if item.time < time { item = item.retimed(time) }
        lastInputTime = item.time
        guard failure == nil else { return }
        deliveries.send(item)
        pendingItems.append(item)
        if pendingItems.count >= Self.itemsPerRequest { moveItemsToOutbox() }
    }

    /// Input items per request, and requests per batch before a batch is sent unasked.
    static let itemsPerRequest = 4096
    static let requestsPerBatch = 64

    private func moveItemsToOutbox() {
        guard !pendingItems.isEmpty else { return }
        outbox.append(.input(pendingItems))
        pendingItems.removeAll(keepingCapacity: true)
    }

    @discardableResult
    public func run(until target: GestureTime) -> Int {
        let step = stepDuration.nanoseconds
        guard step > 0, target.nanoseconds >= time.nanoseconds + step else { return 0 }
        time = GestureTime(nanoseconds: time.nanoseconds + (target.nanoseconds - time.nanoseconds) / step * step)
        guard failure == nil else { return 0 }
        moveItemsToOutbox()
        // Two runs with nothing between them are one run to the later time.
        if case .run = outbox.last { outbox.removeLast() }
        outbox.append(.run(until: time))
        sendIfLong()
        return 1
    }

    public func deliverInput(upTo time: GestureTime) {
        guard failure == nil else { return }
        moveItemsToOutbox()
        outbox.append(.deliver(upTo: time))
        sendIfLong()
    }

    public func holdInput(from time: GestureTime) {
        lastInputTime = max(lastInputTime, time)
    }

    /// A long run of requests (a replay with no frames) goes without waiting for a frame, so
    /// that neither side holds more than a batch.
    private func sendIfLong() {
        guard outbox.count >= Self.requestsPerBatch else { return }
        // The window never waits here: its frames send the batches.
        if inFlightSince != nil, options.waitsForEveryFrame { waitForAnswer() }
        guard failure == nil, inFlightSince == nil else { return }
        sendBatch(answeredBy: .sync)
        if options.waitsForEveryFrame { waitForAnswer() }
    }

    @discardableResult
    public func finish(at end: GestureTime? = nil) -> GestureTime {
        // The final time, as the in-process loop computes it.
        let final = end ?? (max(time, lastInputTime) + GestureTime.Duration(seconds: 1))
        if end == nil { deliveries.send(.idle(max(time, lastInputTime))) }
        if failure == nil {
            if inFlightSince != nil { waitForAnswer() }
            moveItemsToOutbox()
            if failure == nil {
                // The final time as this side computed it: input held from a take's start counts.
                sendBatch(answeredBy: .finish(at: final))
                waitForAnswer()
            }
        }
        time = max(time, finishedAt ?? final)
        return finishedAt ?? final
    }

    @discardableResult
    public func observeDeliveries(_ handler: @escaping (EventFile.Item) -> Void) -> ObservationToken { deliveries.add(handler) }

    // MARK: Frames and events

    public func frame(at time: GestureTime, drawing: Bool) -> SceneFrame {
        guard failure == nil else { return lastFrame }
        if inFlightSince != nil { waitForAnswer(timeout: options.waitsForEveryFrame ? nil : 0) }
        if inFlightSince == nil, failure == nil {
            moveItemsToOutbox()
            sendBatch(answeredBy: .frame(at: time, drawing: drawing))
            waitForAnswer(timeout: options.waitsForEveryFrame ? nil : Self.frameWait)
        }
        return lastFrame
    }

    /// How long the window waits for a frame before it draws the last one again.
    static let frameWait = 0.05

    /// Hands over everything queued and waits until the worker has run it (before the lab moves
    /// on to another scene, so that nothing the recording holds is left undone).
    public func settle() {
        guard failure == nil else { return }
        if inFlightSince != nil { waitForAnswer() }
        guard failure == nil else { return }
        moveItemsToOutbox()
        sendBatch(answeredBy: .sync)
        waitForAnswer()
    }

    @discardableResult
    public func observeScene(_ handler: @escaping (SceneEvent) -> Void) -> ObservationToken {
        // From the first observer on, lines go to the observers; those of the start stay for
        // ``takeStartingOutput()``.
        keepsStartingOutput = false
        return observers.add(handler)
    }

    public func takeStartingOutput() -> (lines: [String], prints: [(shape: String?, text: String)]) {
        defer {
            startingOutput = nil
            keepsStartingOutput = false
        }
        return startingOutput ?? ([], [])
    }

    /// Whether what the worker writes is kept for ``takeStartingOutput()`` rather than observed:
    /// until someone observes or takes it.
    private var keepsStartingOutput = true

    // MARK: The conversation

    private func sendBatch(answeredBy last: WorkerRequest) {
        guard let worker else { return }
        for request in outbox + [last] {
            writer.reset()
            request.encode(into: &writer)
            worker.send(writer.bytes)
        }
        outbox.removeAll(keepingCapacity: true)
        inFlightSince = WorkerProcess.now()
    }

    /// Reads replies until the batch in flight is answered, or for at most `timeout` seconds;
    /// watches the worker's time and memory meanwhile. The time allowed runs from the worker's
    /// last sign of life (anything it writes: its lines, its progress every quarter second while
    /// it works, a frame's first bytes), and starts again when the lab itself was away (a compile
    /// on the window's thread): only a worker silent for that long is hung.
    private func waitForAnswer(timeout: Double? = nil) {
        let end = timeout.map { WorkerProcess.now() + $0 }
        if WorkerProcess.now() - lastLook > Self.labAway { lastLife = WorkerProcess.now() }
        defer { lastLook = WorkerProcess.now() }
        while let worker, failure == nil {
            let messages = worker.pump(timeout: min(0.02, max(0, (end ?? .infinity) - WorkerProcess.now())))
            lastLook = WorkerProcess.now()
            if worker.bytesRead != bytesSeen {
                bytesSeen = worker.bytesRead
                lastLife = lastLook
            }
            handle(messages)
            if failure != nil { return }
            if worker.isGarbled {
                worker.terminate()
                fail(.exit, message: "the worker wrote something the lab cannot read", report: nil)
                return
            }
            if worker.repliesEnded || worker.reap() != nil {
                died()
                return
            }
            if worker.isCrashing {
                // The runtime is writing the backtrace of a crash, however long that takes.
                crashingSince = crashingSince ?? lastLook
                if lastLook - crashingSince! > Self.backtraceSeconds { died() }
                if failure != nil { return }
            } else if let since = inFlightSince, lastLook - max(since, lastLife) > options.callbackSeconds {
                stop(.hang)
                return
            }
            // Read at most every 10 ms while a batch is in flight, and once when it is answered
            // (so that a session's last frame is checked too, however soon it came).
            if lastLook - lastMemoryLook >= Self.memoryLookInterval || inFlightSince == nil {
                lastMemoryLook = lastLook
                if let bytes = worker.residentBytes, bytes > options.memoryBytes {
                    stop(.memory)
                    return
                }
            }
            if inFlightSince == nil { return }
            if let end, WorkerProcess.now() >= end { return }
        }
    }

    /// Seconds between two looks at the worker past which the lab counts itself away.
    static let labAway = 0.25
    /// Seconds between two readings of the worker's memory for its cap while it works: often
    /// enough that a runaway allocation is stopped within a frame, rarely enough that a frame
    /// (which looks at the worker a few times) reads it about once.
    static let memoryLookInterval = 0.01
    private var lastMemoryLook = -Double.infinity
    private var lastLook = WorkerProcess.now()
    private var lastLife = WorkerProcess.now()
    private var bytesSeen = 0
    /// The drawing of the last frame the worker sent (it sends each frame against it).
    private let baseline = FrameBaseline()
    private var crashingSince: Double?

    private func handle(_ messages: [[UInt8]]) {
        for bytes in messages where failure == nil {
            var reader = WireReader(bytes)
            do throws(WireError) {
                handle(try WorkerReply.decode(&reader, against: baseline))
            } catch {
                worker?.terminate()
                fail(.exit, message: "the worker sent a message the lab cannot read (\(error))", report: nil)
                return
            }
        }
    }

    private func handle(_ reply: WorkerReply) {
        switch reply {
        case .loaded(let title):
            self.title = title
        case .loadFailed(let message):
            loadFailure = message
            inFlightSince = nil
        case .line(let line):
            if let time = Self.time(ofLine: line) { lastLineTime = max(lastLineTime, time) }
            if keepsStartingOutput { startingOutput?.lines.append(line) } else { observers.send(.line(line)) }
        case .print(let text, let time):
            if keepsStartingOutput { startingOutput?.prints.append((nil, text)) } else { observers.send(.print(shape: nil, text: text, time: time)) }
        case .system(let outcome):
            observers.send(.system(outcome))
        case .gestureEnded(let snapshot, let time):
            observers.send(.gestureEnded(snapshot, at: time))
        case .frame(let frame):
            var frame = frame
            // A frame that did not draw keeps the last drawing.
            if frame.displayList == nil { frame.displayList = lastFrame.displayList }
            lastFrame = frame
            inFlightSince = nil
        case .synced:
            inFlightSince = nil
        case .finished(let time):
            finishedAt = time
            inFlightSince = nil
        case .progress:
            break
        }
    }

    /// Stops a worker that hung or grew too large: SIGSTOP, its main thread's stack read for
    /// the file's code, SIGQUIT so the runtime writes where it was, SIGCONT, then SIGKILL. The
    /// window waits for the backtrace (well under a second in a release build; at most
    /// ``backtraceSeconds``).
    private func stop(_ kind: SceneFailure.Kind) {
        guard let worker else { return }
        unlink(worker.crashReportPath)
        let interruption = worker.interrupt(library: scene.library)
        // A trap that came first is what happened.
        if interruption.isCrashing { return died() }
        let reported = worker.waitForReport(timeout: Self.backtraceSeconds)
        worker.terminate()
        handle(worker.heldMessages)
        worker.heldMessages.removeAll()
        guard failure == nil else { return }
        var report = reported ? CrashReport(standardError: worker.lastErrorLines, backtrace: FileManager.default.contents(atPath: worker.crashReportPath))
            : CrashReport(message: nil)
        // The runtime's backtrace stops at C code that keeps no frame pointer (a `sleep`, a
        // semaphore's wait, `malloc`): the return addresses on the stack say where the file's
        // code called it (its frames after the runtime's, so a line of the runtime's counts first).
        if report.userFrame(file: scene.path, copy: scene.copy, library: scene.library)?.line == nil, let sample = interruption.sample {
            report.frames += CrashReport.frames(at: sample.addresses, library: scene.library)
        }
        let seconds = options.callbackSeconds
        let within = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
        let limit = "\(options.memoryBytes >> 20) MiB"
        fail(kind, message: kind == .hang ? "did not return within \(within)" : "used more than \(limit) of memory", report: report)
    }

    /// How long a stopped worker is given to write where it was.
    static let backtraceSeconds = 5.0

    /// The worker ended by itself: a trap (the runtime's message and backtrace), or an exit.
    private func died() {
        guard let worker else { return }
        if !worker.waitForExit(timeout: Self.backtraceSeconds) { worker.terminate() }
        handle(worker.heldMessages)
        worker.heldMessages.removeAll()
        guard failure == nil else { return }
        let report = CrashReport(standardError: worker.lastErrorLines, backtrace: FileManager.default.contents(atPath: worker.crashReportPath))
        let status = worker.exitStatus ?? 0
        let signalled = status & 0x7f != 0
        let message: String
        if let runtime = report.message {
            message = runtime
        } else if signalled {
            message = report.signal.map { "crashed: \($0)" } ?? "crashed by signal \(status & 0x7f)"
        } else {
            message = "the file's code ended the program (exit status \((status >> 8) & 0xff))"
        }
        fail(signalled || report.message != nil ? .trap : .exit, message: message, report: report)
    }

    private func fail(_ kind: SceneFailure.Kind, message: String, report: CrashReport?) {
        guard failure == nil else { return }
        let frame = report?.userFrame(file: scene.path, copy: scene.copy, library: scene.library)
        // Where the code has no line (made up by the compiler), the line its closure starts at.
        let line = frame?.line ?? frame.flatMap { CrashReport.declarationLine(of: $0, library: scene.library) }
        var text = message
        if kind == .hang || kind == .memory {
            let name = (scene.path as NSString).lastPathComponent
            // The source as it was compiled (a later save may have moved its lines).
            let source = (try? String(contentsOfFile: scene.copy ?? scene.path, encoding: .utf8)) ?? ""
            let callback = line.map { CrashReport.callbackName(at: $0, in: source, fileName: name, function: frame?.function) }
                // A place with no line (code the compiler made up): the function it is in.
                ?? frame.map { "\(CrashReport.readable($0.function)) in \(name)" }
            text = "\(callback ?? "the file's code") \(message)"
        }
        failure = SceneFailure(kind: kind, file: scene.path, line: line, message: text, time: max(lastLineTime, startTime))
        inFlightSince = nil
        worker = nil
        observers.send(.failed(failure!))
    }
}
