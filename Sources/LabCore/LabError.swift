import Foundation
import LabSyntax

/// A bad scene, event file or argument, reported as `FILE:LINE:COLUMN: error: MESSAGE` (line
/// and column 1:1 when the problem has no place, such as a missing file) and exit status 2.
public struct LabError: Error, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation
    public var message: String

    public init(file: String, at location: SourceLocation = .start, _ message: String) {
        self.file = file
        self.location = location
        self.message = message
    }
    public init(file: String, _ error: SyntaxError) {
        self.init(file: file, at: error.location, error.message)
    }
    /// One line, whatever the file name or message hold: see ``OneLine``.
    public var description: String {
        "\(OneLine.text(file)):\(location.line):\(location.column): error: \(OneLine.text(message))"
    }
}

/// Something in an input that was ignored safely, reported as `FILE:LINE:COLUMN: warning: …`.
public struct LabWarning: CustomStringConvertible, Equatable {
    public var file: String
    public var location: SourceLocation
    public var message: String
    public var description: String {
        "\(OneLine.text(file)):\(location.line):\(location.column): warning: \(OneLine.text(message))"
    }
}

/// Makes any text fit on one readable line of a diagnostic: control characters are escaped
/// (`\n`, `\r`, `\t`, `\u{1B}`), and text longer than ``maximumLength`` Unicode scalars keeps
/// its start and end around a `…` (never cutting an escape in two), so a 50 MB value in a bad
/// file makes a short error line.
public enum OneLine {
    /// Characters of a diagnostic's message or file name before it is shortened.
    public static let maximumLength = 400

    public static func text(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let headLength = maximumLength * 3 / 4, tailLength = maximumLength - headLength - 1
        // Only the ends of a long text are looked at: a huge value costs one count of its scalars.
        let short = scalars.count <= maximumLength
        let headPieces = (short ? scalars[...] : scalars.prefix(headLength)).map(escape)
        if short, headPieces.reduce(0, { $0 + $1.unicodeScalars.count }) <= maximumLength { return headPieces.joined() }
        let tailPieces = (short ? scalars[...] : scalars.suffix(tailLength)).map(escape)
        // Whole escapes only: an escape is never cut in two.
        var head = "", headCount = 0
        for piece in headPieces {
            guard headCount + piece.unicodeScalars.count <= headLength else { break }
            head += piece
            headCount += piece.unicodeScalars.count
        }
        var tail: [String] = [], tailCount = 0
        for piece in tailPieces.reversed() {
            guard tailCount + piece.unicodeScalars.count <= tailLength else { break }
            tail.append(piece)
            tailCount += piece.unicodeScalars.count
        }
        return head + "…" + tail.reversed().joined()
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: return String(scalar)
        }
    }
}

/// Reads a whole file with a size limit, as bytes, with errors that say what failed.
enum FileReader {
    /// Scene and event files larger than this are refused rather than read into memory.
    static let maximumBytes = 64 << 20

    static func read(_ path: String) throws(LabError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw LabError(file: path, isDirectory.boolValue ? "is a directory, not a file" : "cannot be read (permission denied?)")
            }
            throw LabError(file: path, "no such file")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw LabError(file: path, "cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumBytes else {
            throw LabError(file: path, "is larger than \(maximumBytes >> 20) MiB; refusing to read it")
        }
        return [UInt8](data)
    }
}
