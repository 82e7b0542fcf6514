import Foundation
import Testing
import GestureKit
@testable import LabCore

/// A scene large enough that hit testing goes through the grid index.
@Suite("Large scenes")
struct LargeSceneTests {
    static func scene(items: Int) -> String {
        let shapes = (0..<items).map { i in
            let x = 70 + (i % 10) * 120, y = 70 + (i / 10) * 76
            return #"{"id": "s\#(i)", "kind": "roundedRectangle", "cornerRadius": 8, "center": [\#(x), \#(y)], "size": [60, 60], "gestures": [".gesture(DragGesture().onEnded { v in print(\"moved \\(v.translation.width)\") })", ".onTapGesture { print(\"tap\") }"]}"#
        }
        return #"{"version": 1, "size": [1280, 800], "shapes": [\#(shapes.joined(separator: ",\n"))]}"#
    }

    /// Every item tapped, then every item dragged 40 points right.
    static func events(items: Int) -> String {
        var lines: [String] = []
        var t = 0.0
        func add(_ type: String, _ x: Double, _ y: Double) { lines.append(#"{"t": \#(t), "type": "\#(type)", "id": 1, "x": \#(x), "y": \#(y)}"#) }
        for i in 0..<items {
            let x = Double(70 + (i % 10) * 120), y = Double(70 + (i / 10) * 76)
            add("touchDown", x, y); t += 0.05; add("touchUp", x, y); t += 0.5
        }
        for i in 0..<items {
            let x = Double(70 + (i % 10) * 120), y = Double(70 + (i / 10) * 76)
            add("touchDown", x, y)
            for k in 1...8 { t += 0.01; add("touchMove", x + Double(k) * 5, y) }
            t += 0.01; add("touchUp", x + 40, y); t += 0.3
        }
        return lines.joined(separator: "\n")
    }

    @Test("a hundred shapes: every tap and every drag lands on its own shape, at any tick rate")
    func hundredShapes() throws {
        var logs: [[String]] = []
        for hz in [30, 120, 1000] {
            let lab = try LabScene(SceneFile.parse(Array(Self.scene(items: 100).utf8), path: "large.json"))
            var options = Replay.Options()
            options.tickHz = hz
            let replay = Replay(lab: lab, events: try EventFile.parse(Array(Self.events(items: 100).utf8), path: "large.jsonl"), options: options)
            logs.append(replay.run())
        }
        #expect(logs[0] == logs[1] && logs[1] == logs[2])
        let prints = logs[0].filter { $0.contains(#""type": "print""#) }
        #expect(prints.filter { $0.contains(#""text": "tap""#) }.count == 100)
        #expect(prints.filter { $0.contains(#""text": "moved 40.0""#) }.count == 100)
        for i in [0, 37, 99] {
            #expect(prints.contains { $0.contains(#""shape": "s\#(i)", "text": "tap""#) })
        }
        let final = try #require(logs[0].last)
        #expect(final.contains(#""s99": {"center": [1190, 754]"#))
    }
}
