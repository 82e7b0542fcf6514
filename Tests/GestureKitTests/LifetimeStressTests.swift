import Testing
@testable import GestureKit

/// The engine reaches its sessions, observer lists and hit shapes without counting references
/// (each count is an atomic operation on every event); whoever owns each must keep it while a
/// step reads it. These scenarios shake that: random touches over nested and side-by-side
/// shapes whose gestures, observers and very shapes come and go from inside the steps. In a
/// plain run they check what is left at the end; under AddressSanitizer (`scripts/sanitize.sh`,
/// part of the CI) any read of a freed object fails them.
@Suite("Lifetimes under churn")
struct LifetimeStressTests {
    typealias Random = PropertyTests.Random

    /// Fresh shapes: a board with a piece on it, and a card beside it, each with a random
    /// gesture attached in a random way; the gestures' callbacks call `churn`.
    static func shapes(_ random: inout Random, churn: @escaping (String) -> Void) -> [ShapeNode] {
        let board = ShapeNode(id: "board", kind: .rectangle, center: CGPoint(x: 300, y: 300), size: CGSize(width: 300, height: 300))
        let piece = ShapeNode(id: "piece", kind: .rectangle, center: CGPoint(x: 150, y: 150), size: CGSize(width: 100, height: 100))
        let card = ShapeNode(id: "card", kind: .circle, center: CGPoint(x: 600, y: 300), size: CGSize(width: 200, height: 200))
        board.addChild(piece)
        for shape in [board, piece, card] {
            let id = shape.id   // not the shape: its own gesture would hold it
            for _ in 0..<random.int(1...2) {
                let gesture = PropertyTests.gesture(&random, depth: 1)
                    .onEnded { _ in churn("\(id) ended") }
                    .onCancelled { _ in churn("\(id) cancelled") }
                switch random.int(0...2) {
                case 0: shape.gesture(gesture)
                case 1: shape.simultaneousGesture(gesture)
                default: shape.highPriorityGesture(gesture)
                }
            }
        }
        return [board, card]
    }

    @Test("observers, trees and shapes that come and go inside steps leave nothing behind", arguments: 0..<40)
    func churn(seed: Int) {
        var random = Random(state: UInt64(seed) &* 7919 &+ 17)
        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        let engine = GestureEngine(scene: scene)
        var tokens: [ObservationToken] = []
        var heard = 0
        // What a callback or an observer does to the engine's lists, picked at random.
        var churn: (String) -> Void = { _ in }
        churn = { _ in
            switch random.int(0...5) {
            case 0:
                tokens.append(engine.observe { _ in heard += 1 })
            case 1 where !tokens.isEmpty:
                engine.removeObserver(tokens.remove(at: random.int(0...(tokens.count - 1))))
            case 2:
                // The scene's shapes replaced from inside a step: the live sessions keep theirs.
                scene.replaceShapes(Self.shapes(&random, churn: { churn($0) }))
            default:
                break
            }
        }
        scene.replaceShapes(Self.shapes(&random, churn: { churn($0) }))
        tokens.append(engine.observe { event in
            heard += 1
            if case .stepped = event, random.int(0...9) == 0 { churn("observer") }
        })
        var t = 0.0
        var down: [Int: CGPoint] = [:]
        for _ in 0..<random.int(40...120) {
            t += random.double(0.001...0.12)
            let time = GestureTime(seconds: t)!
            switch random.int(0...19) {
            case 0:
                engine.reusesRecognizerTrees.toggle()
            case 1:
                scene.replaceShapes(Self.shapes(&random, churn: { churn($0) }))
            case 2:
                engine.cancelAll(at: time)
                down.removeAll()
            case 3...7 where down.count < 3:
                let id = (0..<4).first { down[$0] == nil }!
                let point = CGPoint(x: random.double(100...750), y: random.double(100...450))
                down[id] = point
                engine.send(TouchEvent(time: time, phase: .began, id: id, location: point))
            case 8...10 where !down.isEmpty:
                let id = down.keys.sorted()[random.int(0...(down.count - 1))]
                let point = down.removeValue(forKey: id)!
                engine.send(TouchEvent(time: time, phase: random.int(0...9) == 0 ? .cancelled : .ended, id: id, location: point))
            default:
                if down.isEmpty {
                    engine.advance(to: time)
                    continue
                }
                let ids = down.keys.sorted()
                let id = ids[random.int(0...(ids.count - 1))]
                down[id]!.x += random.double(-25...25)
                down[id]!.y += random.double(-25...25)
                engine.send(TouchEvent(time: time, phase: .moved, id: id, location: down[id]!))
            }
        }
        engine.cancelAll(at: GestureTime(seconds: t + 1)!)
        engine.advance(to: GestureTime(seconds: t + 10)!)
        #expect(engine.activeSessionCount == 0, "seed \(seed)")
        #expect(engine.touchesDown == 0, "seed \(seed)")
        #expect(engine.sessionsHeldApart == (0, 0), "seed \(seed)")
        #expect(engine.retiredObserverCount == 0, "seed \(seed)")
        #expect(heard > 0, "seed \(seed)")
        // The observers hold `churn`, which holds the engine: let them go.
        for token in tokens { engine.removeObserver(token) }
        churn = { _ in }
    }
}
