import Testing
@testable import GestureKit

/// Several clients watch one engine: each sees everything, none overwrites another, and each
/// registration can be removed. The engine refuses input sent from inside its own callbacks.
@Suite("Observing the engine")
struct ObserverTests {
    @Test("two observers both see every phase change, in the order they registered")
    func twoObservers() {
        let lab = Harness()
        lab.shape("card").onTapGesture { }
        var seen: [String] = []
        lab.engine.observe { if case .phaseChanged(let c) = $0 { seen.append("A \(c.to)") } }
        lab.engine.observe { if case .phaseChanged(let c) = $0 { seen.append("B \(c.to)") } }
        lab.tap(at: 0)
        #expect(seen == ["A possible", "B possible", "A ended", "B ended"])
        #expect(lab.phaseLines == ["0 card#0 possible", "0.05 card#0 ended"], "the harness's own observer still sees them")
    }

    @Test("a removed observer hears nothing more, and the others carry on")
    func removal() {
        let lab = Harness()
        lab.shape("card").onTapGesture { }
        var first = 0, second = 0
        let token = lab.engine.observe { if case .ended = $0 { first += 1 } }
        lab.engine.observe { if case .ended = $0 { second += 1 } }
        lab.tap(at: 0)
        lab.engine.removeObserver(token)
        lab.engine.removeObserver(token)   // twice does nothing
        lab.tap(at: 1)
        #expect(first == 1 && second == 2)
    }

    @Test("an observer of measuring steps and ends hears a drag's instance but not a tap's, in registration order with those that hear all")
    func measuringSteps() {
        let lab = Harness()
        lab.shape("button", x: 100, y: 100).onTapGesture { }
        lab.shape("card").gesture(DragGesture())
        var heard: [String] = []
        lab.engine.observe([.steps, .ends]) { event in
            switch event {
            case .stepped(let gesture): heard.append("all: step of tree \(gesture.treeNumber)")
            case .ended(let gesture): heard.append("all: end of tree \(gesture.treeNumber)")
            default: break
            }
        }
        lab.engine.observe([.measuringSteps, .measuringEnds]) { event in
            switch event {
            case .stepped(let gesture): heard.append("measuring: step of tree \(gesture.treeNumber)")
            case .ended(let gesture): heard.append("measuring: end of tree \(gesture.treeNumber)")
            default: break
            }
        }
        lab.tap(100, 100, at: 0)
        lab.down(1, 400, 300, at: 1)
        lab.up(1, 400, 300, at: 1.1)
        #expect(heard == [
            "all: step of tree 0", "all: step of tree 0", "all: end of tree 0",
            "all: step of tree 1", "measuring: step of tree 1",
            "all: step of tree 1", "measuring: step of tree 1",
            "all: end of tree 1", "measuring: end of tree 1",
        ])
    }

    @Test("every step of a live gesture is reported with its attachments and primitives")
    func steppedGestureView() {
        let lab = Harness()
        lab.shape("card").gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture()), name: "move")
        var views: [String] = []
        lab.engine.observe { event in
            guard case .stepped(let gesture) = event, let attachment = gesture.attachments.first else { return }
            let primitives = attachment.primitives.map { primitive in
                var text = "\(primitive.kind.rawValue):\(primitive.phase)"
                if case .translation(let t)? = primitive.measure { text += " (\(t.width), \(t.height))" }
                return text
            }
            views.append("\(attachment.shape.id) \(attachment.name) \(attachment.phase) [\(primitives.joined(separator: ", "))]")
        }
        lab.down(1, 400, 300, at: 0)
        lab.advance(to: 0.4)
        lab.move(1, 450, 300, at: 0.5)
        lab.up(1, 450, 300, at: 0.6)
        #expect(views == [
            "card move active [longPress:active, drag:possible (0.0, 0.0)]",
            "card move active [longPress:ended, drag:possible (0.0, 0.0)]",
            "card move active [longPress:ended, drag:active (50.0, 0.0)]",
            "card move ended [longPress:ended, drag:ended (50.0, 0.0)]",
        ])
    }

    @Test("the end of a gesture instance is reported once, after its last step, with its final trees")
    func endedSnapshot() {
        let lab = Harness()
        lab.shape("card").onTapGesture(count: 2) { }
        var ended: [String] = []
        lab.engine.observe { event in
            guard case .ended(let gesture) = event else { return }
            ended.append(gesture.snapshot().attachments.map(\.description).joined())
        }
        lab.tap(at: 0)
        lab.tap(at: 0.2)
        lab.advance(to: 1)
        #expect(ended == ["Tap(2) ended"])
    }

    @Test("an observer may remove itself while an event is being sent")
    func selfRemoval() {
        let lab = Harness()
        lab.shape("card").onTapGesture { }
        var count = 0
        var token: ObservationToken?
        token = lab.engine.observe { _ in
            count += 1
            lab.engine.removeObserver(token!)
        }
        lab.tap(at: 0)
        #expect(count == 1)
    }

    @Test("observers removed or added while an event is sent change who hears the next one, not that one")
    func changesDuringAnEvent() {
        let lab = Harness()
        lab.shape("card").onTapGesture { }
        final class Held {}
        var heard: [String] = []
        var second: ObservationToken?
        var third: ObservationToken?
        let first = lab.engine.observe(.ends) { _ in
            heard.append("first")
            if let token = second { lab.engine.removeObserver(token); second = nil }
            if third == nil {
                let marker = Held()
                third = lab.engine.observe(.ends) { _ in _ = marker; heard.append("third") }
            }
        }
        weak var held: Held?
        do {
            let marker = Held()
            held = marker
            second = lab.engine.observe(.ends) { _ in _ = marker; heard.append("second") }
        }
        lab.tap(at: 0)
        #expect(heard == ["first", "second"])
        #expect(held == nil, "a handler removed during a step is let go when the step ends")
        lab.tap(at: 1)
        #expect(heard == ["first", "second", "first", "third"])
        lab.engine.removeObserver(first)   // the handlers hold the harness
        lab.engine.removeObserver(third!)
    }

    @Test("removing an observer outside a step lets go of its handler at once")
    func removalLetsGo() {
        let lab = Harness()
        final class Held {}
        weak var held: Held?
        var token: ObservationToken?
        do {
            let marker = Held()
            held = marker
            token = lab.engine.observe { _ in _ = marker }
        }
        lab.engine.observe(.ends) { _ in }   // a later registration replaces the lists again
        lab.engine.removeObserver(token!)
        #expect(held == nil)
        #expect(lab.engine.retiredObserverCount == 0)
    }

    @Test("a gesture whose tree is not kept is held apart while it lives, and let go when it ends or is cancelled")
    func unkeptTreesEnd() {
        let lab = Harness()
        lab.engine.reusesRecognizerTrees = false
        var taps = 0
        lab.shape("card").onTapGesture { taps += 1 }
        var ends = 0
        let token = lab.engine.observe(.ends) { gesture in
            if case .ended(let live) = gesture { ends += live.attachments.count }
        }
        lab.tap(at: 0)
        #expect(lab.engine.sessionsHeldApart == (0, 0))
        lab.down(at: 1)
        #expect(lab.engine.sessionsHeldApart == (1, 0))
        lab.up(at: 1.05)
        #expect(lab.engine.sessionsHeldApart == (0, 0))
        lab.down(at: 3)
        lab.engine.cancelAll(at: GestureTime(seconds: 3.1)!)
        #expect(lab.engine.sessionsHeldApart == (0, 0))
        #expect(taps == 2)
        #expect(ends == 3)
        #expect(lab.engine.activeSessionCount == 0)
        lab.engine.removeObserver(token)
    }

    @Test("a token removes only its own registration, even when given to another list")
    func tokensAreUnique() {
        let lab = Harness()
        lab.shape("card").onTapGesture { }
        var list = Observers<Int>()
        var heard = 0
        let foreign = list.add { _ in }
        let own = lab.engine.observe(.ends) { _ in heard += 1 }
        lab.engine.removeObserver(foreign)   // another list's token: nothing happens
        lab.tap(at: 0)
        #expect(heard == 1)
        list.remove(own)                     // and the other way round
        lab.tap(at: 1)
        #expect(heard == 2)
    }

    @Test("the live gestures can be read between events, with their attachments")
    func liveGesturesOnDemand() {
        let lab = Harness()
        lab.shape("card").gesture(DragGesture(), name: "move")
        #expect(lab.engine.liveGestures.isEmpty)
        lab.down(at: 0)
        lab.move(1, 450, 300, at: 0.1)
        let live = lab.engine.liveGestures
        #expect(live.count == 1 && !live[0].isFinished && live[0].time == GestureTime(seconds: 0.1)!)
        #expect(live[0].attachments.map(\.name) == ["move"])
        #expect(live[0].attachments[0].primitives.first?.measure == .translation(CGSize(width: 50, height: 0)))
        lab.up(1, 450, 300, at: 0.2)
        #expect(lab.engine.liveGestures.isEmpty)
    }

    @Test("sending a touch from inside a gesture callback stops with a message that says why")
    func reentryIsRefused() async throws {
        let result = try #require(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let lab = Harness()
            lab.shape("card").onTapGesture { lab.down(2, at: 1) }
            lab.tap(at: 0)
        })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("GestureEngine.send(_:) was called from inside a gesture callback or an engine observer"))
    }

    @Test("advancing the clock from inside an observer is refused too")
    func reentryFromObserverIsRefused() async throws {
        let result = try #require(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let lab = Harness()
            lab.shape("card").onTapGesture { }
            lab.engine.observe { _ in lab.advance(to: 5) }
            lab.down(at: 0)
        })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("GestureEngine.advance(to:) was called from inside"))
    }

    @Test("driving the engine from an observer of ignored input is refused too")
    func reentryFromIgnoredInputIsRefused() async throws {
        let result = try #require(await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let lab = Harness()
            lab.engine.observe(.ignoredInput) { _ in lab.engine.cancelAll(at: GestureTime(seconds: 1)!) }
            lab.up(at: 0)   // a lift for a touch that never went down
        })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("GestureEngine.cancelAll(at:) was called from inside"))
    }
}
