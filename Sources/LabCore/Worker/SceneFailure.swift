import Foundation
import GestureKit

/// Why a Swift file's code stopped: it trapped, did not return within the time allowed, or used
/// more memory than allowed; where in the user's file, when known.
///
/// ```swift
/// failure.description   // Trap.swift:8: Fatal error: Index out of range
/// failure.errorLine     // Trap.swift:8: runtime error: Fatal error: Index out of range
/// ```
public struct SceneFailure: Error, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable { case trap, hang, memory, exit }
    public var kind: Kind
    /// The user's file, as the command named it.
    public var file: String
    /// The line of the file the code was at, where the backtrace names it.
    public var line: Int?
    /// What happened: the Swift runtime's message (`Fatal error: Index out of range`), or which
    /// callback did not return (`onTapGesture at Card.swift:12 did not return within 2 s`).
    public var message: String
    /// The simulation time it happened at.
    public var time: GestureTime

    public init(kind: Kind, file: String, line: Int?, message: String, time: GestureTime) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
        self.time = time
    }

    /// `Trap.swift:8`, or the file's name alone.
    public var place: String {
        let name = (file as NSString).lastPathComponent
        return line.map { "\(name):\($0)" } ?? name
    }

    /// The window's banner and its line on standard error: `Trap.swift:8: Fatal error: Index out of range`.
    public var description: String { "\(place): \(message)" }

    /// The contract's line on standard error: `FILE:LINE: runtime error: MESSAGE`, with the file
    /// as the command named it.
    public var errorLine: String {
        OneLine.text("\(file)\(line.map { ":\($0)" } ?? ""): runtime error: \(message)")
    }

    /// The log's last line: `{"t": 0.45, "type": "error", "text": "MESSAGE", "at": "Trap.swift:8"}`
    /// (the contract's line, with where it happened added).
    public var logLine: String {
        "{\"t\": \(time), \"type\": \"error\", \"text\": \(ReplayLog.quote(message)), \"at\": \(ReplayLog.quote(place))}"
    }
}
