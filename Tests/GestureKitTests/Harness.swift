import GestureKit

/// A scene, an engine and a transcript: route events, advance the fake clock, check.
final class Harness {
    let scene = GestureScene(size: CGSize(width: 800, height: 600))
    let engine: GestureEngine
    /// `print` lines and other callback output, in order.
    var output: [String] = []
    var phases: [PhaseChange] = []
    var diagnostics: [String] = []

    init() {
        engine = GestureEngine(scene: scene)
        engine.observe { [unowned self] event in
            switch event {
            case .phaseChanged(let change): phases.append(change)
            case .inputIgnored(let diagnostic): diagnostics.append(diagnostic.message)
            case .stepped, .ended: break
            }
        }
    }

    @discardableResult
    func shape(_ id: String, _ kind: ShapeNode.Kind = .rectangle, x: Double = 400, y: Double = 300,
               w: Double = 200, h: Double = 200) -> ShapeNode {
        scene.add(ShapeNode(id: id, kind: kind, center: CGPoint(x: x, y: y), size: CGSize(width: w, height: h)))
    }

    func say(_ text: String) -> () -> Void { { [unowned self] in output.append(text) } }
    func record(_ text: String) { output.append(text) }

    func down(_ id: Int = 1, _ x: Double = 400, _ y: Double = 300, at t: Double, modifiers: EventModifiers = []) {
        engine.send(TouchEvent(time: t, phase: .began, id: id, location: CGPoint(x: x, y: y), modifiers: modifiers))
    }
    func move(_ id: Int = 1, _ x: Double, _ y: Double, at t: Double) {
        engine.send(TouchEvent(time: t, phase: .moved, id: id, location: CGPoint(x: x, y: y)))
    }
    func up(_ id: Int = 1, _ x: Double = 400, _ y: Double = 300, at t: Double) {
        engine.send(TouchEvent(time: t, phase: .ended, id: id, location: CGPoint(x: x, y: y)))
    }
    func cancel(_ id: Int = 1, at t: Double) {
        engine.send(TouchEvent(time: t, phase: .cancelled, id: id, location: .zero))
    }
    /// A tap: down at `t`, up 50 ms later, same place.
    func tap(_ x: Double = 400, _ y: Double = 300, at t: Double, id: Int = 1) {
        down(id, x, y, at: t)
        up(id, x, y, at: t + 0.05)
    }
    /// A straight drag with 10 moves.
    func drag(id: Int = 1, from: (Double, Double), to: (Double, Double), start t: Double, duration: Double = 0.2) {
        down(id, from.0, from.1, at: t)
        for step in 1...10 {
            let f = Double(step) / 10
            move(id, from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f, at: t + duration * f)
        }
        up(id, to.0, to.1, at: t + duration + 0.01)
    }
    func advance(to t: Double) { engine.advance(to: GestureTime(seconds: t)!) }

    /// Phase changes as `t node phase` lines.
    var phaseLines: [String] { phases.map { "\($0.time) \($0.node) \($0.to)" } }
    func lastPhase(of node: String) -> GesturePhaseKind? { phases.last { $0.node == node }?.to }
}
