/// The phase of one recognizer node with the value it carries (the engine keeps the two apart:
/// the kind as ``GesturePhaseKind``, the value beside it).
///
/// ```
///              ┌──────────────► failed / cancelled
///              │                      ▲
/// possible(v?) ──► active(v) ─────────┤
///     │               │               │
///     └───────────────┴────► ended(v) │
/// ```
/// A node starts `possible`, may become `active` (recognised, reporting values), and finally
/// `ended` (success), `failed` or `cancelled`. The three final phases never change again: a
/// gesture is single-use.
public enum GesturePhase<Value> {
    case possible(Value?)
    case active(Value)
    case ended(Value)
    case failed
    case cancelled

    /// The phase without its value.
    public var kind: GesturePhaseKind {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        case .cancelled: .cancelled
        }
    }
    /// The value the phase carries, if any.
    public var value: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value), .ended(let value): value
        case .failed, .cancelled: nil
        }
    }
    public var isTerminal: Bool { kind.isTerminal }

    /// The same phase with its value transformed.
    public func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        case .cancelled: .cancelled
        }
    }
}

/// A phase without its value; the names are those the replay log prints.
public enum GesturePhaseKind: String, Hashable, Sendable, CustomStringConvertible {
    case possible, active, ended, failed, cancelled
    @inline(__always)
    public var isTerminal: Bool { self == .ended || self == .failed || self == .cancelled }
    /// Whether a phase of this kind can carry a value (`possible` may still have none).
    @inline(__always)
    package var hasValue: Bool { self == .possible || self == .active || self == .ended }
    /// The phase's position in ``allCases`` order, 0 to 4: a table index.
    @inline(__always)
    package var code: Int {
        switch self {
        case .possible: 0
        case .active: 1
        case .ended: 2
        case .failed: 3
        case .cancelled: 4
        }
    }
    package static let allCases: [GesturePhaseKind] = [.possible, .active, .ended, .failed, .cancelled]
    public var description: String { rawValue }
}
