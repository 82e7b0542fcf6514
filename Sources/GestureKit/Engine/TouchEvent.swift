/// One update of one touch point, in scene (global) coordinates, stamped with the injected clock.
///
/// A mouse with its left button down is one touch (``Kind/pointer``); real fingers are
/// ``Kind/touch``; a finger resting on a touch surface without pressing is ``Kind/resting``.
/// Ids are any integers; several touches may be down at once.
///
/// ```swift
/// engine.send(TouchEvent(time: 0.1, phase: .began, id: 1, location: CGPoint(x: 10, y: 20)))
/// ```
public struct TouchEvent: Sendable, Equatable, CustomStringConvertible {
    public enum Phase: String, Sendable, Equatable {
        case began, moved, ended, cancelled
    }
    public enum Kind: String, Sendable, Equatable {
        /// A finger pressing a touchscreen.
        case touch
        /// A mouse or touchpad with its button down.
        case pointer
        /// A finger resting on a touch surface without pressing, as on the Siri Remote's: only
        /// `onLongTouchGesture` sees it; every other gesture ignores it.
        case resting
    }
    public var time: GestureTime
    public var phase: Phase
    public var id: Int
    public var location: CGPoint
    public var modifiers: EventModifiers
    public var kind: Kind

    public init(time: GestureTime, phase: Phase, id: Int, location: CGPoint,
                modifiers: EventModifiers = [], kind: Kind = .touch) {
        self.time = time; self.phase = phase; self.id = id; self.location = location
        self.modifiers = modifiers; self.kind = kind
    }
    /// Convenience with the time in seconds (rounded to the nanosecond; NaN becomes 0 and is
    /// then rejected by the engine only if it goes backwards).
    public init(time seconds: Double, phase: Phase, id: Int, location: CGPoint,
                modifiers: EventModifiers = [], kind: Kind = .touch) {
        self.init(time: GestureTime(seconds: seconds) ?? .zero, phase: phase, id: id,
                  location: location, modifiers: modifiers, kind: kind)
    }
    /// An event that fills unused slots of the engine's small lists (``SmallList``); never
    /// delivered.
    package static let placeholder = TouchEvent(time: .zero, phase: .cancelled, id: -1, location: .zero)

    public var description: String {
        "\(phase) #\(id) (\(formatNumber(Double(location.x))), \(formatNumber(Double(location.y)))) t=\(time)"
    }
}
