import Foundation
import GestureKit

/// The worker's side: `gesture-lab __worker`, started by ``WorkerSimulation``. It reads requests
/// on descriptor 3, runs the lab's stepping loop on the loaded file's views, and writes every
/// log line the moment it is written, and the answers, on descriptor 4. It ends when the lab
/// closes its requests (or goes away). Whatever the file's code does happens here, not in the lab.
public enum WorkerMain {
    public static func run() -> Never {
        // Nothing else of the lab's (its log, its recording, the display's socket) stays open here.
        closefrom(5)
        // A stopped worker writes its backtrace, not a core file.
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
        signal(SIGPIPE, SIG_IGN)
        // A worker whose lab is gone ends, even while the file's code hangs (its requests would
        // never be read): a thread watches for the lab to go.
        let lab = getppid()
        Thread.detachNewThread {
            while getppid() == lab { usleep(200_000) }
            _exit(0)
        }
        // The code's own prints to standard output reach the lab line by line, a trap losing none
        // (the C library's stream, found by name: Swift 6 keeps its global out of reach).
        if let symbol = dlsym(nil, "stdout"), let stream = symbol.load(as: UnsafeMutablePointer<FILE>?.self) {
            setvbuf(stream, nil, _IOLBF, 0)
        }
        let channel = WorkerChannel(input: 3, output: 4)
        var simulation: LabSimulation?
        while let bytes = channel.receive() {
            var reader = WireReader(bytes)
            let request: WorkerRequest
            do throws(WireError) { request = try WorkerRequest.decode(&reader) } catch {
                FileHandle.standardError.write(Data("gesture-lab worker: \(error)\n".utf8))
                exit(3)
            }
            switch request {
            case .load(let scene, let canvas, let safeArea, let tickHz, let start):
                do {
                    let (factory, library) = try SwiftSceneCompiler.open(scene)
                    let document = SwiftSceneCompiler.scene(factory: factory, library: library, path: scene.path, size: canvas)
                    if safeArea { document.host.safeAreaInsets = DocumentLoader.iPhoneSafeArea }
                    let loaded = LabSimulation(document: document, tickHz: tickHz, startingAt: start)
                    let output = loaded.takeStartingOutput()
                    for line in output.lines { channel.send(.line(line)) }
                    for print in output.prints { channel.send(.print(text: print.text, time: start)) }
                    // Each item delivered is a moment to say the worker is still at work.
                    loaded.observeDeliveries { _ in channel.beat() }
                    loaded.observeScene { event in
                        switch event {
                        case .line(let line): channel.send(.line(line))
                        case .print(_, let text, let time): channel.send(.print(text: text, time: time))
                        case .system(let outcome): channel.send(.system(outcome))
                        case .gestureEnded(let snapshot, let time): channel.send(.gestureEnded(snapshot, at: time))
                        case .failed: break
                        }
                    }
                    simulation = loaded
                    channel.send(.loaded(title: loaded.title))
                } catch {
                    channel.send(.loadFailed("\(error)"))
                }
            case .input(let items):
                for item in items { simulation?.enqueue(item) }
            case .run(let until):
                guard let simulation else { break }
                // In slices of at most 64 steps (the same steps: a run to a later time is the runs
                // to the times before it), with a word of progress between them.
                let slice = simulation.stepDuration.nanoseconds * 64
                while simulation.time < until {
                    let target = slice > 0 ? min(until, GestureTime(nanoseconds: simulation.time.nanoseconds + slice)) : until
                    let start = WorkerProcess.now()
                    let steps = simulation.run(until: target)
                    if steps > 0 { simulation.lastStepSeconds = (WorkerProcess.now() - start) / Double(steps) }
                    channel.beat()
                    if target == until || simulation.time.nanoseconds + simulation.stepDuration.nanoseconds > until.nanoseconds { break }
                }
            case .deliver(let upTo):
                simulation?.deliverInput(upTo: upTo)
            case .frame(let time, let drawing):
                channel.send(.frame(simulation?.frame(at: time, drawing: drawing) ?? SceneFrame(now: time)))
            case .sync:
                channel.send(.synced)
            case .finish(let end):
                channel.send(.finished(simulation?.finish(at: end) ?? end ?? .zero))
            }
        }
        exit(0)
    }
}

/// The worker's two descriptors, read and written whole, blocking (the worker has nothing else
/// to do while it waits).
final class WorkerChannel {
    private let input: Int32
    private let output: Int32
    private var writer = WireWriter()
    /// The drawing the lab has from the last frame sent: frames are sent against it.
    private let baseline = FrameBaseline()
    private var lastSent = WorkerProcess.now()

    /// Says the worker is still working, if it has said nothing for a quarter second.
    func beat() {
        if WorkerProcess.now() - lastSent >= 0.25 { send(.progress) }
    }

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message, or nil when the lab has closed its end.
    func receive() -> [UInt8]? {
        guard let header = read(count: 4) else { return nil }
        let length = Int(UInt32(header[0]) | UInt32(header[1]) << 8 | UInt32(header[2]) << 16 | UInt32(header[3]) << 24)
        guard length <= WorkerProcess.maximumMessage else { return nil }
        return read(count: length)
    }

    private func read(count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress! + done, count - done) }
            if got > 0 { done += got } else if got < 0, errno == EINTR { continue } else { return nil }
        }
        return bytes
    }

    /// Writes a reply at once (a trap right after it loses nothing); a lab that went away ends the worker.
    func send(_ reply: WorkerReply) {
        lastSent = WorkerProcess.now()
        writer.reset()
        reply.encode(into: &writer, against: baseline)
        var framed = [UInt8]()
        framed.reserveCapacity(writer.bytes.count + 4)
        var length = UInt32(writer.bytes.count).littleEndian
        withUnsafeBytes(of: &length) { framed.append(contentsOf: $0) }
        framed.append(contentsOf: writer.bytes)
        var done = 0
        while done < framed.count {
            let wrote = framed.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + done, framed.count - done) }
            if wrote > 0 { done += wrote } else if wrote < 0, errno == EINTR { continue } else { exit(0) }
        }
    }
}
