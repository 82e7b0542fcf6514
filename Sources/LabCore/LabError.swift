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
    public var description: String { "\(file):\(location.line):\(location.column): error: \(message)" }
}

/// Something in an input that was ignored safely, reported as `FILE:LINE:COLUMN: warning: …`.
public struct LabWarning: CustomStringConvertible, Equatable {
    public var file: String
    public var location: SourceLocation
    public var message: String
    public var description: String { "\(file):\(location.line):\(location.column): warning: \(message)" }
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
