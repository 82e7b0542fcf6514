import GestureKit
import LabSyntax

/// The replay log's lines (JSON Lines), as the contract defines them. Keys keep a fixed order
/// and numbers a fixed format, so a log is byte-identical for the same scene and events.
public enum ReplayLog {
    public static func print(time: GestureTime, shape: String, text: String) -> String {
        "{\"t\": \(time), \"type\": \"print\", \"shape\": \(quote(shape)), \"text\": \(quote(text))}"
    }

    /// A `print` of a Swift scene's code (no shape).
    public static func print(time: GestureTime, text: String) -> String {
        "{\"t\": \(time), \"type\": \"print\", \"text\": \(quote(text))}"
    }

    public static func phase(_ change: PhaseChange) -> String {
        "{\"t\": \(change.time), \"type\": \"phase\", \"shape\": \(quote(change.shapeID)), \"gesture\": \(quote(change.attachment)), \"node\": \(quote(change.node)), \"phase\": \"\(change.to)\"}"
    }

    /// Our extension: an edge swipe the lab's phone recognised (``SystemEdgeGestures``), taken
    /// by the system (`"to": "system"`, the app's touch cancelled) or kept by an app that defers
    /// the edge (`"to": "app"`).
    public static func system(_ outcome: SystemEdgeGestures.Outcome) -> String {
        "{\"t\": \(outcome.time), \"type\": \"system\", \"gesture\": \"\(outcome.edge.gesture)\", \"edge\": \"\(outcome.edge.rawValue)\", \"touch\": \(outcome.touch), \"to\": \"\(outcome.toSystem ? "system" : "app")\"}"
    }

    /// Our extension: input the engine ignored.
    public static func warning(time: GestureTime, message: String) -> String {
        "{\"t\": \(time), \"type\": \"warning\", \"message\": \(quote(message))}"
    }

    public static func final(time: GestureTime, shapes: [(id: String, center: CGPoint, rotation: Double, scale: Double)]) -> String {
        let entries = shapes.map { shape in
            "\(quote(shape.id)): {\"center\": [\(number(Double(shape.center.x))), \(number(Double(shape.center.y)))], \"rotation\": \(number(shape.rotation)), \"scale\": \(number(shape.scale))}"
        }
        return "{\"t\": \(time), \"type\": \"final\", \"shapes\": {\(entries.joined(separator: ", "))}}"
    }

    /// A Swift scene's last line: the root view's state properties in declaration order.
    public static func final(time: GestureTime, state: [(name: String, value: String)]) -> String {
        let entries = state.map { "\(quote($0.name)): \(quote($0.value))" }
        return "{\"t\": \(time), \"type\": \"final\", \"state\": {\(entries.joined(separator: ", "))}}"
    }

    /// A JSON number whatever the value: the usual six-decimal form (``formatNumber(_:)``),
    /// Swift's shortest exact form where that would lose the value (magnitudes from 10^15, and
    /// non-zero ones that would round to 0), and `null` for infinities and NaN, which JSON has no
    /// number for.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let magnitude = abs(value)
        if magnitude >= 1e15 || (magnitude != 0 && magnitude < 5e-7) { return "\(value)" }
        return formatNumber(value)
    }

    /// A JSON string literal.
    public static func quote(_ text: String) -> String { JSONString.quote(text) }
}
