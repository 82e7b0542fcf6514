import GestureKit
import GestureUI

/// A Swift file compiled for a worker to load: the library, its entry point and the file it
/// came from.
public struct CompiledScene: Equatable, Sendable {
    /// The file as the command named it.
    public var path: String
    /// The compiled library.
    public var library: String
    /// The C entry point that makes the root view.
    public var entry: String
    /// The copy the compiler saw, when it compiled one (its lines are the file's).
    public var copy: String?

    public init(path: String, library: String, entry: String, copy: String? = nil) {
        self.path = path
        self.library = library
        self.entry = entry
        self.copy = copy
    }
}

/// What the lab asks of its worker, in order; ``frame(at:drawing:)``, ``sync``, ``finish(at:)``
/// and ``load(_:)`` are answered.
public enum WorkerRequest: Equatable {
    /// Loads the scene: its canvas, whether it has a phone's safe area, steps per second, and the
    /// simulation time its clock starts at.
    case load(CompiledScene, canvas: CGSize, safeArea: Bool, tickHz: Int, start: GestureTime)
    /// Queues input, already in order.
    case input([EventFile.Item])
    case run(until: GestureTime)
    case deliver(upTo: GestureTime)
    /// Answered with ``WorkerReply/frame(_:)``.
    case frame(at: GestureTime, drawing: Bool)
    /// Answered with ``WorkerReply/synced``: the worker has done everything before it.
    case sync
    /// Writes the final line; answered with ``WorkerReply/finished(_:)``.
    case finish(at: GestureTime?)
}

/// What the worker tells the lab: the log as it is written (each line sent as soon as it is,
/// so a trap loses none), and the answers.
public enum WorkerReply {
    case loaded(title: String?)
    /// The file loaded but could not start (no entry point, a library that will not open).
    case loadFailed(String)
    case line(String)
    case print(text: String, time: GestureTime)
    case system(SystemEdgeGestures.Outcome)
    case gestureEnded(GestureSessionSnapshot, at: GestureTime)
    case frame(SceneFrame)
    case synced
    case finished(GestureTime)
    /// The worker is still working (sent every quarter second while it does): not hung.
    case progress
}

extension WorkerRequest {
    public func encode(into writer: inout WireWriter) {
        switch self {
        case .load(let scene, let canvas, let safeArea, let tickHz, let start):
            writer.write(UInt8(0))
            writer.write(scene.path)
            writer.write(scene.library)
            writer.write(scene.entry)
            writer.write(scene.copy)
            writer.write(canvas)
            writer.write(safeArea)
            writer.write(tickHz)
            writer.write(start)
        case .input(let items):
            writer.write(UInt8(1))
            writer.write(items) { $0.write($1) }
        case .run(let until):
            writer.write(UInt8(2))
            writer.write(until)
        case .deliver(let upTo):
            writer.write(UInt8(3))
            writer.write(upTo)
        case .frame(let time, let drawing):
            writer.write(UInt8(4))
            writer.write(time)
            writer.write(drawing)
        case .sync:
            writer.write(UInt8(5))
        case .finish(let end):
            writer.write(UInt8(6))
            writer.write(end != nil)
            if let end { writer.write(end) }
        }
    }

    public static func decode(_ reader: inout WireReader) throws(WireError) -> WorkerRequest {
        switch try reader.byte() {
        case 0:
            let scene = CompiledScene(path: try reader.string(), library: try reader.string(), entry: try reader.string(),
                                      copy: try reader.optionalString())
            return .load(scene, canvas: try reader.size(), safeArea: try reader.bool(), tickHz: try reader.int(), start: try reader.time())
        case 1: return .input(try reader.array(minimumSize: 9) { (reader: inout WireReader) throws(WireError) in try reader.eventItem() })
        case 2: return .run(until: try reader.time())
        case 3: return .deliver(upTo: try reader.time())
        case 4: return .frame(at: try reader.time(), drawing: try reader.bool())
        case 5: return .sync
        case 6: return .finish(at: try reader.bool() ? try reader.time() : nil)
        case let other: throw reader.failure("\(other) is no request")
        }
    }
}

extension WorkerReply {
    /// Writes the reply; a frame's drawing against `baseline` when one is given (the reader must
    /// read it against its own, ``decode(_:against:)``).
    public func encode(into writer: inout WireWriter, against baseline: FrameBaseline? = nil) {
        switch self {
        case .frame(let frame) where baseline != nil && frame.displayList != nil:
            writer.write(UInt8(10))
            Self.writeState(of: frame, into: &writer)
            writer.write(frame.displayList!, against: baseline!)
            return
        default:
            break
        }
        switch self {
        case .loaded(let title):
            writer.write(UInt8(0))
            writer.write(title)
        case .loadFailed(let message):
            writer.write(UInt8(1))
            writer.write(message)
        case .line(let line):
            writer.write(UInt8(2))
            writer.write(line)
        case .print(let text, let time):
            writer.write(UInt8(3))
            writer.write(text)
            writer.write(time)
        case .system(let outcome):
            writer.write(UInt8(4))
            writer.write(outcome.time)
            writer.write(outcome.edge == .top)
            writer.write(outcome.touch)
            writer.write(outcome.toSystem)
        case .gestureEnded(let snapshot, let time):
            writer.write(UInt8(5))
            writer.write(snapshot)
            writer.write(time)
        case .frame(let frame):
            writer.write(UInt8(6))
            Self.writeState(of: frame, into: &writer)
            writer.write(frame.displayList != nil)
            if let list = frame.displayList { writer.write(list) }
        case .synced:
            writer.write(UInt8(7))
        case .finished(let time):
            writer.write(UInt8(8))
            writer.write(time)
        case .progress:
            writer.write(UInt8(9))
        }
    }

    /// What a frame says besides its drawing.
    private static func writeState(of frame: SceneFrame, into writer: inout WireWriter) {
        writer.write(frame.now)
        writer.write(frame.sessions) { $0.write($1) }
        writer.write(frame.touchesDown)
        writer.write(frame.activeSessionCount)
        writer.write(frame.isAnimating)
        writer.write(frame.stepSeconds)
    }

    private static func readState(_ reader: inout WireReader) throws(WireError) -> SceneFrame {
        var frame = SceneFrame(now: try reader.time())
        frame.sessions = try reader.array(minimumSize: 32) { (reader: inout WireReader) throws(WireError) in try reader.sessionSnapshot() }
        frame.touchesDown = try reader.int()
        frame.activeSessionCount = try reader.int()
        frame.isAnimating = try reader.bool()
        frame.stepSeconds = try reader.optionalDouble()
        return frame
    }

    /// Reads a reply; a frame written against the last one needs `baseline`, the reading side's.
    public static func decode(_ reader: inout WireReader, against baseline: FrameBaseline? = nil) throws(WireError) -> WorkerReply {
        switch try reader.byte() {
        case 0: return .loaded(title: try reader.optionalString())
        case 1: return .loadFailed(try reader.string())
        case 2: return .line(try reader.string())
        case 3: return .print(text: try reader.string(), time: try reader.time())
        case 4:
            return .system(SystemEdgeGestures.Outcome(time: try reader.time(), edge: try reader.bool() ? .top : .bottom,
                                                      touch: try reader.int(), toSystem: try reader.bool()))
        case 5: return .gestureEnded(try reader.sessionSnapshot(), at: try reader.time())
        case 6:
            var frame = try readState(&reader)
            if try reader.bool() { frame.displayList = try reader.displayList() }
            return .frame(frame)
        case 10:
            guard let baseline else { throw reader.failure("a frame written against the last one, read without it") }
            var frame = try readState(&reader)
            frame.displayList = try reader.displayList(against: baseline)
            return .frame(frame)
        case 7: return .synced
        case 8: return .finished(try reader.time())
        case 9: return .progress
        case let other: throw reader.failure("\(other) is no reply")
        }
    }
}

extension WireWriter {
    mutating func write(_ item: EventFile.Item) {
        switch item {
        case .touch(let event):
            write(UInt8(0))
            write(event.time)
            write(event.phase, in: Self.touchPhases)
            write(event.id)
            write(event.location)
            write(event.modifiers.rawValue)
            write(event.kind, in: Self.touchKinds)
        case .idle(let time):
            write(UInt8(1))
            write(time)
        case .cancelAll(let time):
            write(UInt8(2))
            write(time)
        }
    }

    mutating func write(_ snapshot: GestureSessionSnapshot) {
        write(snapshot.serial)
        write(snapshot.shapes) { $0.write($1) }
        write(snapshot.touches)
        write(snapshot.attachments) { $0.write($1) }
        write(snapshot.attachmentShapes) { $0.write($1) }
        write(snapshot.attachmentSources) { $0.write($1) }
    }

    mutating func write(_ node: RecognizerSnapshot) {
        write(node.title)
        write(node.path)
        write(node.phase, in: Self.phases)
        write(node.isStarted)
        write(node.value)
        write(node.timeLeft)
        write(node.timerSpan)
        write(node.children) { $0.write($1) }
    }

    static let touchPhases: [TouchEvent.Phase] = [.began, .moved, .ended, .cancelled]
    static let touchKinds: [TouchEvent.Kind] = [.touch, .pointer, .resting]
    static let phases: [GesturePhaseKind] = [.possible, .active, .ended, .failed, .cancelled]
}

extension WireReader {
    mutating func eventItem() throws(WireError) -> EventFile.Item {
        switch try byte() {
        case 0:
            return .touch(TouchEvent(time: try time(), phase: try oneOf(WireWriter.touchPhases, "touch phase"), id: try int(),
                                     location: try point(), modifiers: EventModifiers(rawValue: try int()),
                                     kind: try oneOf(WireWriter.touchKinds, "kind of touch")))
        case 1: return .idle(try time())
        case 2: return .cancelAll(try time())
        case let other: throw failure("\(other) is no kind of input")
        }
    }

    mutating func sessionSnapshot() throws(WireError) -> GestureSessionSnapshot {
        GestureSessionSnapshot(serial: try int(), shapes: try array { (reader: inout WireReader) throws(WireError) in try reader.string() },
                               touches: try int(),
                               attachments: try array(minimumSize: 16) { (reader: inout WireReader) throws(WireError) in try reader.recognizerSnapshot() },
                               attachmentShapes: try array { (reader: inout WireReader) throws(WireError) in try reader.string() },
                               attachmentSources: try array { (reader: inout WireReader) throws(WireError) in try reader.optionalString() },
                               sent: ())
    }

    mutating func recognizerSnapshot(depth: Int = 0) throws(WireError) -> RecognizerSnapshot {
        guard depth < 256 else { throw failure("a recognizer tree nested past 256 levels") }
        return RecognizerSnapshot(title: try string(), path: try optionalString(), phase: try oneOf(WireWriter.phases, "phase"),
                                  isStarted: try bool(), value: try optionalString(), timeLeft: try optionalDouble(),
                                  timerSpan: try optionalDouble(),
                                  children: try array(minimumSize: 16) { (reader: inout WireReader) throws(WireError) in
                                      try reader.recognizerSnapshot(depth: depth + 1)
                                  }, sent: ())
    }
}
