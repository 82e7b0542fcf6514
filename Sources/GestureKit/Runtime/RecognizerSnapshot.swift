/// A one-line, human-readable account of a node: the one printer of recognizer trees, which the
/// lab's overlay, its logs and the tests all use (``description`` whole, or its parts
/// ``title``, ``phaseLabel``, ``value`` and ``timeLeftLabel`` where they are laid out apart).
public struct RecognizerSnapshot: Sendable, Equatable, CustomStringConvertible {
    /// Kind and parameters, e.g. `LongPress(0.5s)`.
    public var title: String
    /// The node's log name, when it has one.
    public var path: String?
    public var phase: GesturePhaseKind
    /// Started receiving events (a paused `exclusively` second or a `sequenced` second has not).
    public var isStarted: Bool
    /// The value, briefly (`translation (12, 0)`), or nil.
    public var value: String?
    /// Seconds until the node's own timer fires, if it has one.
    public var timeLeft: Double?
    /// The whole span of that timer in seconds, for a countdown bar.
    public var timerSpan: Double?
    public var children: [RecognizerSnapshot]

    /// The phase as shown: `waiting` for a node that has not started receiving events (a
    /// paused `exclusively` second, a `sequenced` second), else the phase's name.
    public var phaseLabel: String { isStarted ? phase.rawValue : "waiting" }

    /// Seconds left on the node's timer to a hundredth, as `0.31s`; nil without a timer.
    public var timeLeftLabel: String? {
        timeLeft.map { "\(formatNumber(($0 * 100).rounded() / 100))s" }
    }

    /// `LongPress(0.5s) active [pressing, 0.31s left]`
    public var description: String {
        var details: [String] = []
        if let value { details.append(value) }
        if let timeLeftLabel { details.append("\(timeLeftLabel) left") }
        return details.isEmpty ? "\(title) \(phaseLabel)" : "\(title) \(phaseLabel) [\(details.joined(separator: ", "))]"
    }
    /// The description of this node and its children, indented two spaces per level.
    public func treeLines(indent: Int = 0) -> [String] {
        [String(repeating: "  ", count: indent) + description] + children.flatMap { $0.treeLines(indent: indent + 1) }
    }
}

/// Describes a gesture value briefly for overlays: numbers rounded, points as pairs.
package func describeValue(_ value: Any?) -> String? {
    guard let value else { return nil }
    switch value {
    case is Void: return nil
    case let point as CGPoint: return "(\(brief(Double(point.x))), \(brief(Double(point.y))))"
    case let size as CGSize: return "(\(brief(Double(size.width))), \(brief(Double(size.height))))"
    case let number as Double: return formatNumber(number)
    case let number as CGFloat: return formatNumber(Double(number))
    case let custom as CustomStringConvertible: return custom.description
    default: return String(describing: value)
    }
}

/// A number for overlays: a tenth of a point is as fine as a viewer can see.
package func brief(_ value: Double, decimals: Double = 10) -> String {
    formatNumber((value * decimals).rounded() / decimals)
}

extension RecognizerSnapshot {
    /// A node's line as the lab's worker sends it to the window.
    package init(title: String, path: String?, phase: GesturePhaseKind, isStarted: Bool, value: String?,
                 timeLeft: Double?, timerSpan: Double?, children: [RecognizerSnapshot], sent: Void) {
        self.init(title: title, path: path, phase: phase, isStarted: isStarted, value: value, timeLeft: timeLeft,
                  timerSpan: timerSpan, children: children)
    }
}
