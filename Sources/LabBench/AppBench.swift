import Foundation
import GestureKit
import LabCore

/// The workload scenes as lab scene files: the same shapes, with the gestures written as SwiftUI
/// modifiers that the lab's interpreter turns into GestureKit gestures whose closures `print`.
public enum BenchSceneFile {
    /// The scene file's JSON text. `labels` gives every item its index as a label (for frames).
    public static func json(kind: BenchSceneKind, grid: WorkloadGrid = WorkloadGrid(), labels: Bool = false) -> String {
        let gestures: [String] = switch kind {
        case .transform: [
            #".gesture(TapGesture().onEnded { print(\"tap\") })"#,
            #".simultaneousGesture(DragGesture().onEnded { _ in print(\"drag\") })"#,
            #".simultaneousGesture(MagnifyGesture().simultaneously(with: RotateGesture()).onEnded { _ in print(\"pinch\") })"#,
        ]
        case .taps: [
            #".onTapGesture(count: 2) { print(\"double\") }"#,
            #".onTapGesture { print(\"single\") }"#,
        ]
        }
        let list = gestures.map { "\"\($0)\"" }.joined(separator: ", ")
        var shapes: [String] = []
        shapes.reserveCapacity(grid.items)
        for i in 0..<grid.items {
            let label = labels ? #", "label": "\#(i)""# : ""
            shapes.append(#"    {"id": "item\#(i)", "kind": "rectangle", "center": [\#(grid.cx(i)), \#(grid.cy(i))], "size": [60, 60]\#(label), "gestures": [\#(list)]}"#)
        }
        let title = kind == .transform ? "W1 transform storm" : "W2 tap storm"
        return """
        {
          "version": 1,
          "size": [\(Int(grid.sceneWidth)), \(Int(grid.sceneHeight))],
          "title": "\(title) (\(grid.items) items)",
          "shapes": [
        \(shapes.joined(separator: ",\n"))
          ]
        }

        """
    }

    /// The loaded scene (parsed and interpreted as `gesture-lab run` would).
    public static func load(kind: BenchSceneKind, grid: WorkloadGrid = WorkloadGrid(), labels: Bool = false) throws -> LabScene {
        let text = json(kind: kind, grid: grid, labels: labels)
        let file = try SceneFile.parse(Array(text.utf8), path: kind == .transform ? "W1.json" : "W2.json")
        return try LabScene(file)
    }
}

/// The app's path: the lab scene (interpreted gestures) running in a ``LabRuntime``, which is
/// what `gesture-lab replay` and the live window deliver input through — it also writes the
/// replay log line of every phase change and every `print`.
public final class AppBench: BenchTarget {
    public let lab: LabScene
    public let runtime: LabRuntime
    public let counters = BenchCounters()
    private let centers: [CGPoint]

    public init(kind: BenchSceneKind, grid: WorkloadGrid = WorkloadGrid()) throws {
        lab = try BenchSceneFile.load(kind: kind, grid: grid)
        runtime = LabRuntime(lab: lab)
        centers = lab.scene.shapes.map(\.center)
        let counters = self.counters
        runtime.observe { event in
            guard case .print(_, let text, _) = event else { return }
            switch text {
            case "tap": counters.taps += 1
            case "drag": counters.drags += 1
            case "pinch": counters.pinches += 1
            case "single": counters.singles += 1
            case "double": counters.doubles += 1
            default: break
            }
        }
        runtime.engine.observe(.ignoredInput) { event in
            if case .inputIgnored = event { counters.diagnostics += 1 }
        }
    }

    @inline(__always)
    public func deliver(_ event: StreamEvent) {
        runtime.deliver(.touch(event.touchEvent))
    }

    public func reset(item: Int) {
        let shape = lab.scene.shapes[item]
        EngineBench.record(shape, initial: centers[item], into: counters)
        runtime.follower?.setPlacement(.init(center: centers[item]), of: shape)
    }

    public func finish(at time: GestureTime) { runtime.finish(at: time) }

    public var leftovers: (sessions: Int, touches: Int) {
        (runtime.engine.activeSessionCount, runtime.engine.touchesDown)
    }
}
