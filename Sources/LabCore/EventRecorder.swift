import GestureKit

/// Writes input items as the contract's event lines: touches as touch events, the mouse's left
/// button as mouse events, a resting finger as `rest` events, `cancelAll` as ours; times and points exactly as the engine saw them.
public enum EventRecorder {
    public static func line(_ item: EventFile.Item) -> String {
        switch item {
        case .idle(let time): return "{\"t\": \(time), \"type\": \"idle\"}"
        case .cancelAll(let time): return "{\"t\": \(time), \"type\": \"cancelAll\"}"
        case .touch(let event):
            let mods = event.modifiers.isEmpty ? "" : ", \"modifiers\": [" + EventModifiers.names
                .filter { event.modifiers.contains($0.1) }.map { "\"\($0.0)\"" }.joined(separator: ", ") + "]"
            let x = number(Double(event.location.x)), y = number(Double(event.location.y))
            if event.kind == .resting {
                let type = switch event.phase { case .began: "restDown"; case .moved: "restMove"; case .ended, .cancelled: "restUp" }
                return "{\"t\": \(event.time), \"type\": \"\(type)\", \"x\": \(x), \"y\": \(y)\(mods)}"
            }
            if event.kind == .pointer && event.id == EventFile.mouseTouchID {
                let type = switch event.phase { case .began: "mouseDown"; case .moved: "mouseMove"; case .ended, .cancelled: "mouseUp" }
                let button = event.phase == .moved ? "" : ", \"button\": \"left\""
                return "{\"t\": \(event.time), \"type\": \"\(type)\"\(button), \"x\": \(x), \"y\": \(y)\(mods)}"
            }
            let type = switch event.phase { case .began: "touchDown"; case .moved: "touchMove"; case .ended: "touchUp"; case .cancelled: "touchCancel" }
            if event.phase == .cancelled { return "{\"t\": \(event.time), \"type\": \"touchCancel\", \"id\": \(event.id)}" }
            return "{\"t\": \(event.time), \"type\": \"\(type)\", \"id\": \(event.id), \"x\": \(x), \"y\": \(y)\(mods)}"
        }
    }

    /// Shortest text that reads back as the same `Double`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
