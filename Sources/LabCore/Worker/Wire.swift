import Foundation
import GestureKit

/// The bytes the lab and its worker exchange: little-endian integers, IEEE doubles bit for bit
/// (so a drawing decoded in the window is exactly the one the worker built), strings and arrays
/// prefixed by their length. Reading checks every length against what is left and throws
/// ``WireError`` on anything malformed: a broken or hostile message is an error, never a crash.
///
/// ```swift
/// var writer = WireWriter()
/// writer.write(3.5)
/// var reader = WireReader(writer.bytes)
/// let value = try reader.double()   // 3.5
/// ```
public struct WireWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    public mutating func write(_ value: UInt8) { bytes.append(value) }
    public mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public mutating func write(_ value: UInt64) {
        // Eight bytes, lowest first, without a buffer copy per number (a frame has thousands).
        let v = value
        bytes.append(UInt8(truncatingIfNeeded: v))
        bytes.append(UInt8(truncatingIfNeeded: v >> 8))
        bytes.append(UInt8(truncatingIfNeeded: v >> 16))
        bytes.append(UInt8(truncatingIfNeeded: v >> 24))
        bytes.append(UInt8(truncatingIfNeeded: v >> 32))
        bytes.append(UInt8(truncatingIfNeeded: v >> 40))
        bytes.append(UInt8(truncatingIfNeeded: v >> 48))
        bytes.append(UInt8(truncatingIfNeeded: v >> 56))
    }
    public mutating func write(_ value: Int) { write(UInt64(bitPattern: Int64(value))) }
    public mutating func write(_ value: Int64) { write(UInt64(bitPattern: value)) }
    public mutating func write(_ value: Double) { write(value.bitPattern) }
    public mutating func write(_ value: CGFloat) { write(Double(value)) }

    public mutating func write(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(_ value: Double?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(_ point: CGPoint) {
        write(point.x)
        write(point.y)
    }
    public mutating func write(_ size: CGSize) {
        write(size.width)
        write(size.height)
    }
    public mutating func write(_ rect: CGRect) {
        write(rect.origin)
        write(rect.size)
    }
    public mutating func write(_ time: GestureTime) { write(time.nanoseconds) }

    /// A count, then each element as `element` writes it.
    public mutating func write<S: Collection>(_ elements: S, _ element: (inout WireWriter, S.Element) -> Void) {
        write(elements.count)
        for value in elements { element(&self, value) }
    }
}

/// A message that cannot be read: what was wrong and where.
public struct WireError: Error, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public var description: String { "malformed worker message at byte \(offset): \(message)" }
}

/// Reads what ``WireWriter`` wrote, checking as it goes.
public struct WireReader {
    private let bytes: [UInt8]
    public private(set) var offset = 0
    /// The most elements any one array may claim: a count past it is an error, not an allocation.
    public static let maximumCount = 10_000_000

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isAtEnd: Bool { offset == bytes.count }

    func failure(_ message: String) -> WireError { WireError(message: message, offset: offset) }

    public mutating func byte() throws(WireError) -> UInt8 {
        guard offset < bytes.count else { throw failure("ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    public mutating func bool() throws(WireError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        case let other: throw failure("\(other) is not a truth value")
        }
    }

    public mutating func uint64() throws(WireError) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw failure("ends early") }
        // Checked above: the eight bytes are there, read as one little-endian word.
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        offset += 8
        return UInt64(littleEndian: value)
    }

    public mutating func int() throws(WireError) -> Int { Int(Int64(bitPattern: try uint64())) }
    public mutating func int64() throws(WireError) -> Int64 { Int64(bitPattern: try uint64()) }
    public mutating func double() throws(WireError) -> Double { Double(bitPattern: try uint64()) }
    public mutating func cgFloat() throws(WireError) -> CGFloat { CGFloat(try double()) }

    /// A count of elements each at least `minimumSize` bytes long, checked against what is left.
    public mutating func count(minimumSize: Int = 1) throws(WireError) -> Int {
        let count = try int()
        guard count >= 0, count <= Self.maximumCount, count <= (bytes.count - offset) / max(1, minimumSize) else {
            throw failure("a count of \(count) does not fit the message")
        }
        return count
    }

    public mutating func string() throws(WireError) -> String {
        let count = try count()
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    public mutating func optionalString() throws(WireError) -> String? { try bool() ? try string() : nil }
    public mutating func optionalDouble() throws(WireError) -> Double? { try bool() ? try double() : nil }

    public mutating func point() throws(WireError) -> CGPoint { CGPoint(x: try cgFloat(), y: try cgFloat()) }
    public mutating func size() throws(WireError) -> CGSize { CGSize(width: try cgFloat(), height: try cgFloat()) }
    public mutating func rect() throws(WireError) -> CGRect { CGRect(origin: try point(), size: try size()) }
    public mutating func time() throws(WireError) -> GestureTime { GestureTime(nanoseconds: try int64()) }

    /// One of `cases`, by its index.
    public mutating func oneOf<T>(_ cases: [T], _ what: String) throws(WireError) -> T {
        let index = Int(try byte())
        guard index < cases.count else { throw failure("\(index) is no \(what)") }
        return cases[index]
    }

    /// An array of `element`s, at least `minimumSize` bytes each.
    public mutating func array<T>(minimumSize: Int = 1, _ element: (inout WireReader) throws(WireError) -> T) throws(WireError) -> [T] {
        let count = try count(minimumSize: minimumSize)
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try element(&self)) }
        return values
    }
}

extension WireWriter {
    /// The index of `value` in `cases` (every case is listed there).
    mutating func write<T: Equatable>(_ value: T, in cases: [T]) {
        write(UInt8(cases.firstIndex(of: value) ?? 0))
    }
}
