import GestureUI

/// A view under a host and an engine on a fake clock: touch it, read what it printed, what its
/// state is, where it was laid out and what a frame would draw.
final class ViewHarness {
    let host: ViewHost
    let engine: GestureEngine
    var printed: [String] = []

    init<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844), safeArea: EdgeInsets = EdgeInsets()) {
        host = ViewHost(view, size: size)
        host.safeAreaInsets = safeArea
        engine = GestureEngine(scene: host.scene)
        host.clock = { [unowned engine] in engine.now }
        host.printHandler = { [unowned self] text in printed.append(text) }
        host.update()
    }

    func send(_ phase: TouchEvent.Phase, _ x: Double, _ y: Double, at t: Double, id: Int = 1) {
        let time = GestureTime(seconds: t)!
        host.run { engine.advance(to: time) }
        host.update()
        host.run { engine.send(TouchEvent(time: t, phase: phase, id: id, location: CGPoint(x: x, y: y))) }
        host.update()
    }
    func down(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(.began, x, y, at: t, id: id) }
    func move(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(.moved, x, y, at: t, id: id) }
    func up(_ x: Double, _ y: Double, at t: Double, id: Int = 1) { send(.ended, x, y, at: t, id: id) }
    func tap(_ x: Double, _ y: Double, at t: Double) {
        down(x, y, at: t)
        up(x, y, at: t + 0.05)
    }
    /// Runs the clock to `t`: the engine's deadlines and the views' timers in time order, the
    /// views brought up to date after each, as the lab does.
    func advance(to t: Double) {
        let target = GestureTime(seconds: t)!
        while let due = [engine.nextDeadline, host.nextTimerDeadline].compactMap({ $0 }).min(), due <= target {
            host.run {
                engine.advance(to: due)
                host.fireTimers(upTo: due)
            }
            host.update()
        }
        host.run { engine.advance(to: target) }
        host.update()
    }
    /// A straight drag in ten moves.
    func drag(from: (Double, Double), to: (Double, Double), start t: Double, duration: Double = 0.2, release: Bool = true) {
        down(from.0, from.1, at: t)
        for step in 1...10 {
            let f = Double(step) / 10
            move(from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f, at: t + duration * f)
        }
        if release { up(to.0, to.1, at: t + duration + 0.01) }
    }

    var state: [String: String] { Dictionary(uniqueKeysWithValues: host.rootState) }
    func frame(at t: Double? = nil) -> [DisplayItem] { host.displayList(at: t.map { GestureTime(seconds: $0)! } ?? engine.now).items }
    /// The first drawn item that is a shape, text or symbol, in order.
    func item(_ index: Int = 0, at t: Double? = nil) -> DisplayItem { frame(at: t)[index] }
}

/// Lays `view` out in a canvas (an iPhone's by default) and returns what a frame draws.
func drawnItems<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844)) -> [DisplayItem] {
    let host = ViewHost(view, size: size)
    host.update()
    return host.displayList(at: .zero).items
}

/// The whole display list a view draws in a host of `size`: items and layers.
func drawnList<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844)) -> DisplayList {
    let host = ViewHost(view, size: size)
    host.update()
    return host.displayList(at: .zero)
}
