import GestureKit
import LabSyntax

/// An input event file (JSON Lines) as the contract defines it, validated line by line.
/// Touch and mouse events become GestureKit touch events (a left-button mouse drag is the touch
/// ``EventFile/mouseTouchID``); `idle` only advances the clock.
public struct EventFile {
    /// The touch id the mouse's left button drives.
    public static let mouseTouchID = -1
    /// The touch id of the one resting finger (`restDown`, `restMove`, `restUp`: a finger on
    /// a touch surface without pressing, which only `onLongTouchGesture` sees).
    public static let restingTouchID = -3

    public enum Item: Equatable {
        case touch(TouchEvent)
        case idle(GestureTime)
        /// Our extension: every touch is cancelled, as when the window loses focus.
        case cancelAll(GestureTime)

        public var time: GestureTime {
            switch self {
            case .touch(let event): event.time
            case .idle(let time), .cancelAll(let time): time
            }
        }
    }

    public var path: String
    public var items: [Item]
    public var warnings: [LabWarning]
    public var lastTime: GestureTime { items.last?.time ?? .zero }

    static let types = ["touchDown", "touchMove", "touchUp", "touchCancel", "mouseDown", "mouseMove", "mouseUp",
                        "restDown", "restMove", "restUp", "idle", "cancelAll", "mark"]

    public static func load(_ path: String) throws(LabError) -> EventFile {
        try parse(try FileReader.read(path), path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(LabError) -> EventFile {
        var file = EventFile(path: path, items: [], warnings: [])
        var parser = EventParser(path: path)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            guard end - start <= LineReader.maximumLineLength else {
                throw LabError(file: path, at: SourceLocation(line: parser.lineNumber + 1, column: 1), EventParser.lineTooLong)
            }
            if let item = try parser.parse(line: bytes[start..<end], warn: { file.warnings.append($0) }) { file.items.append(item) }
            start = end + 1
        }
        return file
    }
}

/// Reads an event file one line at a time, keeping only what the next line needs (which
/// touches are down, whether the mouse button is, the last time), so that a file of any length
/// is read in constant memory by ``EventFile/parse(_:path:)`` and ``EventStream`` alike.
struct EventParser {
    let path: String
    private var down: Set<Int> = []
    private var mouseDown = false
    private var resting = false
    private(set) var last = GestureTime.zero
    private(set) var lineNumber = 0
    /// The time of the first `mark` line: where a take starts after its prelude.
    private(set) var markTime: GestureTime?

    init(path: String) { self.path = path }

    /// The error of a line longer than ``LineReader/maximumLineLength``.
    static let lineTooLong = "this line is longer than \(LineReader.maximumLineLength >> 20) MiB; an event is one short line"

    /// Parses the next line (without its newline): the item it holds, or nil for a blank line, a
    /// comment, or an event ignored with a warning.
    mutating func parse(line raw: ArraySlice<UInt8>, warn report: (LabWarning) -> Void) throws(LabError) -> EventFile.Item? {
        let path = path, types = EventFile.types, mouseTouchID = EventFile.mouseTouchID
        lineNumber += 1
        let lineNumber = lineNumber
        var line = Array(raw)
        if line.last == 0x0D { line.removeLast() }
        let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
        if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { return nil }
        do {
            let node: JSONNode
            do {
                node = try JSON.parse(line)
            } catch {
                throw LabError(file: path, at: SourceLocation(line: lineNumber, column: error.location.column), error.message)
            }
            func here(_ location: SourceLocation) -> SourceLocation { SourceLocation(line: lineNumber, column: location.column) }
            func fail(_ n: JSONNode, _ message: String) -> LabError { LabError(file: path, at: here(n.location), message) }
            guard let object = node.object else { throw fail(node, "each line must be a JSON object, not \(node.value.kindName)") }
            guard let typeNode = object["type"] else { throw fail(node, "the event needs a \"type\"") }
            guard let type = typeNode.stringValue, types.contains(type) else {
                throw fail(typeNode, "unknown event type \(typeNode) (known types: \(types.joined(separator: ", ")))")
            }
            let allowed: Set<String> = switch type {
            case "touchDown", "touchMove", "touchUp": ["t", "type", "id", "x", "y", "modifiers"]
            case "touchCancel": ["t", "type", "id", "x", "y"]
            case "mouseDown", "mouseUp": ["t", "type", "button", "x", "y", "modifiers", "clicks"]
            case "mouseMove": ["t", "type", "x", "y", "modifiers", "buttons"]
            case "restDown", "restMove", "restUp": ["t", "type", "x", "y", "modifiers"]
            case "mark": ["t", "type", "label"]
            default: ["t", "type"]
            }
            for member in object.members where !allowed.contains(member.key) {
                throw LabError(file: path, at: here(member.keyLocation),
                               "unknown key '\(member.key)' for a \(type) event (known keys: \(allowed.sorted().joined(separator: ", ")))")
            }
            guard let tNode = object["t"] else { throw fail(node, "the event needs a time \"t\" in seconds") }
            if let tNumber = tNode.number, tNumber.double.isFinite, tNumber.double > Limits.time {
                throw fail(tNode, "t must be at most \(formatNumber(Limits.time)) seconds (about 104 days: beyond, times lose their exact nanoseconds)")
            }
            guard let tNumber = tNode.number, let time = GestureTime(seconds: tNumber.double), tNumber.double >= 0 else {
                throw fail(tNode, "t must be a number of seconds from 0, found \(tNode)")
            }
            guard time >= last else {
                throw fail(tNode, "time goes backwards: t=\(time) after t=\(last)")
            }
            last = time
            func number(_ key: String) throws(LabError) -> Double {
                guard let n = object[key] else { throw fail(node, "a \(type) event needs \"\(key)\"") }
                guard let value = n.number?.double, value.isFinite else { throw fail(n, "\(key) must be a number, found \(n)") }
                guard abs(value) <= Limits.coordinate else {
                    throw fail(n, "\(key) must be within \(formatNumber(Limits.coordinate)) points of the origin")
                }
                return value
            }
            func point() throws(LabError) -> CGPoint { CGPoint(x: try number("x"), y: try number("y")) }
            func modifiers() throws(LabError) -> EventModifiers {
                guard let n = object["modifiers"] else { return [] }
                guard let list = n.array else { throw fail(n, "modifiers must be an array such as [\"shift\"]") }
                var result: EventModifiers = []
                for item in list {
                    guard let name = item.stringValue, let modifier = EventModifiers.names.first(where: { $0.0 == name })?.1 else {
                        throw fail(item, "unknown modifier \(item) (known: \(EventModifiers.names.map(\.0).joined(separator: ", ")))")
                    }
                    result.insert(modifier)
                }
                return result
            }
            func warn(_ message: String) { report(LabWarning(file: path, location: here(node.location), message: message)) }
            func touchID() throws(LabError) -> Int {
                guard let n = object["id"] else { throw fail(node, "a \(type) event needs an \"id\"") }
                guard let id = n.number?.intValue, abs(id) < 1 << 52 else { throw fail(n, "id must be a whole number, found \(n)") }
                return id
            }
            switch type {
            case "touchDown":
                let id = try touchID()
                guard !down.contains(id) else { warn("touch \(id) is already down; ignored"); return nil }
                down.insert(id)
                return .touch(TouchEvent(time: time, phase: .began, id: id, location: try point(), modifiers: try modifiers()))
            case "touchMove", "touchUp":
                let id = try touchID()
                let location = try point()
                let mods = try modifiers()
                guard down.contains(id) else { warn("\(type) for touch \(id), which is not down; ignored"); return nil }
                if type == "touchUp" { down.remove(id) }
                return .touch(TouchEvent(time: time, phase: type == "touchUp" ? .ended : .moved, id: id,
                                                    location: location, modifiers: mods))
            case "touchCancel":
                let id = try touchID()
                guard down.contains(id) else { warn("touchCancel for touch \(id), which is not down; ignored"); return nil }
                down.remove(id)
                let location = object["x"] != nil ? try point() : .zero
                return .touch(TouchEvent(time: time, phase: .cancelled, id: id, location: location))
            case "mouseDown", "mouseUp":
                let buttonName = try object["button"].map { n throws(LabError) -> String in
                    guard let b = n.stringValue, ["left", "right", "middle"].contains(b) else {
                        throw fail(n, "button must be \"left\", \"right\" or \"middle\", found \(n)")
                    }
                    return b
                } ?? "left"
                let location = try point()
                let mods = try modifiers()
                if let clicks = object["clicks"], clicks.number?.intValue == nil { throw fail(clicks, "clicks must be a whole number") }
                guard buttonName == "left" else { return nil }   // other buttons drive nothing in a replay
                if type == "mouseDown" {
                    guard !mouseDown else { warn("mouseDown while the left button is already down; ignored"); return nil }
                    mouseDown = true
                } else {
                    guard mouseDown else { warn("mouseUp without a mouseDown; ignored"); return nil }
                    mouseDown = false
                }
                return .touch(TouchEvent(time: time, phase: type == "mouseDown" ? .began : .ended, id: mouseTouchID,
                                                    location: location, modifiers: mods, kind: .pointer))
            case "mouseMove":
                let location = try point()
                let mods = try modifiers()
                if let buttons = object["buttons"], buttons.array == nil { throw fail(buttons, "buttons must be an array") }
                guard mouseDown else { return nil }   // hovering drives no gesture
                return .touch(TouchEvent(time: time, phase: .moved, id: mouseTouchID, location: location,
                                                    modifiers: mods, kind: .pointer))
            case "restDown", "restMove", "restUp":
                let location = try point()
                let mods = try modifiers()
                if type == "restDown" {
                    guard !resting else { warn("restDown while a finger already rests; ignored"); return nil }
                    resting = true
                } else {
                    guard resting else { warn("\(type) without a restDown; ignored"); return nil }
                    if type == "restUp" { resting = false }
                }
                let phase: TouchEvent.Phase = switch type { case "restDown": .began; case "restMove": .moved; default: .ended }
                return .touch(TouchEvent(time: time, phase: phase, id: EventFile.restingTouchID, location: location,
                                         modifiers: mods, kind: .resting))
            case "cancelAll":
                down.removeAll()
                mouseDown = false
                resting = false
                return .cancelAll(time)
            case "mark":
                // Our extension: where a take starts after its prelude; input-wise, a moment.
                if let label = object["label"], label.stringValue == nil { throw fail(label, "label must be a string") }
                if markTime == nil { markTime = time }
                return .idle(time)
            default:
                return .idle(time)
            }
        }
    }
}
