import GestureKit
import LabSyntax

/// The replay log's lines (JSON Lines), as the contract defines them. Keys keep a fixed order
/// and numbers a fixed format, so a log is byte-identical for the same scene and events.
public enum ReplayLog {
    public static func print(time: GestureTime, shape: String, text: String) -> String {
        "{\"t\": \(time), \"type\": \"print\", \"shape\": \(quote(shape)), \"text\": \(quote(text))}"
    }

    public static func phase(_ change: PhaseChange) -> String {
        "{\"t\": \(change.time), \"type\": \"phase\", \"shape\": \(quote(change.shapeID)), \"gesture\": \(quote(change.attachment)), \"node\": \(quote(change.node)), \"phase\": \"\(change.to)\"}"
    }

    /// Our extension: input the engine ignored.
    public static func warning(time: GestureTime, message: String) -> String {
        "{\"t\": \(time), \"type\": \"warning\", \"message\": \(quote(message))}"
    }

    public static func final(time: GestureTime, shapes: [(id: String, center: CGPoint, rotation: Double, scale: Double)]) -> String {
        let entries = shapes.map { shape in
            "\(quote(shape.id)): {\"center\": [\(formatNumber(Double(shape.center.x))), \(formatNumber(Double(shape.center.y)))], \"rotation\": \(formatNumber(shape.rotation)), \"scale\": \(formatNumber(shape.scale))}"
        }
        return "{\"t\": \(time), \"type\": \"final\", \"shapes\": {\(entries.joined(separator: ", "))}}"
    }

    /// A JSON string literal.
    public static func quote(_ text: String) -> String { JSONString.quote(text) }
}
