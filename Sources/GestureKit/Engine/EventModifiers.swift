/// The keyboard modifiers held while an input event happened.
///
/// ```swift
/// DragGesture().modifiers(.shift)   // drags only while shift is held at touch-down
/// ```
public struct EventModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]

    /// The SwiftUI names, in a fixed order, for parsing and printing.
    public static let names: [(String, EventModifiers)] = [
        ("capsLock", .capsLock), ("shift", .shift), ("control", .control), ("option", .option),
        ("command", .command), ("numericPad", .numericPad), ("function", .function),
    ]
    public var description: String {
        let parts = Self.names.filter { contains($0.1) }.map { "." + $0.0 }
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}
