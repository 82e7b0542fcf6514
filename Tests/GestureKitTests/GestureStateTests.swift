import Testing
@testable import GestureKit

@Suite("GestureState and callbacks (seed 003)")
struct GestureStateTests {
    @Test("onEnded runs only on success: a long press released early calls nothing")
    func onEndedOnlyOnSuccess() {
        let lab = Harness()
        var ended = 0
        lab.shape("c").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in ended += 1 })
        lab.down(at: 0)
        lab.up(at: 0.5)
        #expect(ended == 0)
        lab.down(at: 1)
        lab.advance(to: 2.5)
        lab.up(at: 2.5)
        #expect(ended == 1)
    }

    @Test("the gesture state resets when the gesture fails, to its initial value")
    func resetOnFailure() {
        let lab = Harness()
        @GestureState var isDetectingLongPress = false
        var seen: [Bool] = []
        lab.shape("c").gesture(LongPressGesture(minimumDuration: 3)
            .updating($isDetectingLongPress) { current, state, _ in state = current }
            .onChanged { _ in seen.append(isDetectingLongPress) })
        lab.down(at: 0)
        #expect(isDetectingLongPress)
        lab.move(1, 430, 300, at: 0.2)
        #expect(!isDetectingLongPress)
        #expect(seen == [true])
    }

    @Test("the gesture state is back to its initial value before onEnded runs")
    func resetBeforeOnEnded() {
        let lab = Harness()
        @GestureState var offset = CGSize.zero
        var atEnd: CGSize?
        var lastInUpdating: CGSize?
        lab.shape("c").gesture(DragGesture()
            .onEnded { _ in atEnd = offset }
            .updating($offset) { value, state, _ in state = value.translation; lastInUpdating = value.translation })
        lab.drag(from: (400, 300), to: (460, 300), start: 0)
        #expect(lastInUpdating == CGSize(width: 60, height: 0))
        #expect(atEnd == .zero)
        #expect(offset == .zero)
    }

    @Test("updating never runs at the end or on cancel")
    func updatingNotAtEnd() {
        let lab = Harness()
        @GestureState var count = 0
        var calls: [String] = []
        lab.shape("c").gesture(DragGesture(minimumDistance: 0)
            .updating($count) { value, state, _ in calls.append("update \(value.translation.width)"); state += 1 })
        lab.down(at: 0)
        lab.move(1, 410, 300, at: 0.1)
        lab.up(1, 420, 300, at: 0.2)
        #expect(calls == ["update 0.0", "update 10.0"])
        lab.down(at: 1)
        lab.cancel(at: 1.1)
        #expect(calls == ["update 0.0", "update 10.0", "update 0.0"])
        #expect(count == 0)
    }

    @Test("when a gate opens and replays its held events, updating runs once for each with that event's value")
    func updatingDuringReplay() {
        let lab = Harness()
        @GestureState var offset: CGFloat = 0
        var calls: [String] = []
        var ended: [String] = []
        lab.shape("c").gesture(LongPressGesture(minimumDuration: 0.5)
            .exclusively(before: DragGesture(minimumDistance: 0)
                .updating($offset) { value, state, _ in calls.append("update \(value.translation.width)"); state = value.translation.width }
                .onEnded { value in ended.append("ended \(value.translation.width)") }))
        lab.down(at: 0)
        lab.move(1, 403, 300, at: 0.1)      // inside the long press's 10 pt: the drag's events are held
        lab.move(1, 406, 300, at: 0.15)
        #expect(calls.isEmpty)
        lab.move(1, 430, 300, at: 0.2)      // the long press fails: the drag gets all four in one step
        #expect(calls == ["update 0.0", "update 3.0", "update 6.0", "update 30.0"])
        #expect(offset == 30)
        lab.up(1, 430, 300, at: 0.3)
        #expect(ended == ["ended 30.0"])
        #expect(offset == 0)
    }

    @Test("the reset closure receives the discarded value and sets the reset transaction")
    func resetTransaction() {
        let lab = Harness()
        var discarded: [Int] = []
        @GestureState(reset: { value, transaction in discarded.append(value); transaction.animation = .spring })
        var steps = 0
        lab.shape("c").gesture(DragGesture(minimumDistance: 0).updating($steps) { _, state, _ in state += 1 })
        lab.drag(from: (400, 300), to: (420, 300), start: 0)
        #expect(discarded == [11])
        #expect($steps.transaction.animation == .spring)
        @GestureState(resetTransaction: Transaction(animation: .linear)) var other: Int? = nil
        #expect(other == nil)
    }

    @Test("each update's transaction starts fresh and continuous, whatever the last update's body did with its own")
    func freshTransactionEachUpdate() {
        for mode in ["on its own", "linked to a view's storage", "linked and observed"] {
            let lab = Harness()
            @GestureState var steps = 0
            var observed: [Bool] = []
            if mode != "on its own" {
                let identity = $steps.makeIdentityStorage()
                $steps.link(to: identity)
                if mode == "linked and observed" { identity.willChange = { observed.append($0.animation == .spring()) } }
            }
            var seen: [String] = []
            var fresh = Transaction()
            fresh.isContinuous = true
            lab.shape("c").gesture(DragGesture(minimumDistance: 0).updating($steps) { _, state, transaction in
                seen.append("animation \(transaction.animation == nil ? "none" : "set"), continuous \(transaction.isContinuous), "
                            + "disabled \(transaction.disablesAnimations), completions \(transaction.animationCompletions.count), "
                            + "fresh \(transaction == fresh)")
                transaction.animation = .spring()
                transaction.disablesAnimations = true
                transaction.isContinuous = false
                transaction.animationCompletions.append(AnimationCompletionAction {})
                state += 1
            })
            lab.down(1, 400, 300, at: 0)
            lab.move(1, 405, 300, at: 0.01)
            // The state keeps the transaction its body made, until the next update starts afresh.
            #expect($steps.transaction.animation == .spring() && $steps.transaction.disablesAnimations, "\(mode)")
            #expect(!$steps.transaction.isContinuous && $steps.transaction.animationCompletions.count == 1, "\(mode)")
            for step in 2...10 { lab.move(1, 400 + 2 * Double(step), 300, at: 0.01 * Double(step)) }
            lab.up(1, 420, 300, at: 0.11)
            #expect(seen.count == 11, "\(mode)")
            #expect(Set(seen) == ["animation none, continuous true, disabled false, completions 0, fresh true"], "\(mode)")
            // An observer hears of each update with the transaction its body made.
            #expect(observed == (mode == "linked and observed" ? Array(repeating: true, count: 11) + [false] : []), "\(mode)")
        }
    }

    @Test("onChanged runs for a new instance's first value even when it equals the last instance's")
    func onChangedFirstValueOfEachInstance() {
        let lab = Harness()
        var values: [Bool] = []
        lab.shape("c").gesture(LongPressGesture(minimumDuration: 1).onChanged { values.append($0) })
        // Each press is a new instance of the same kept tree; its first value, `true`, counts.
        lab.down(at: 0)
        lab.up(at: 0.5)
        lab.down(at: 1)
        lab.up(at: 1.5)
        #expect(values == [true, true])
    }

    @Test("onChanged runs only when the value changed")
    func onChangedOnlyOnChange() {
        let lab = Harness()
        var values: [CGFloat] = []
        lab.shape("c").gesture(DragGesture(minimumDistance: 0).onChanged { values.append($0.translation.width) })
        lab.down(1, 400, 300, at: 0)
        lab.move(1, 410, 300, at: 0.1)
        lab.move(1, 410, 300, at: 0.1)
        lab.move(1, 420, 300, at: 0.2)
        // The same place at the same time is the same value; a later time is a change.
        #expect(values == [0, 10, 20])
    }

    @Test("onStarted runs once when recognised; onCancelled reports failed or cancelled")
    func startAndCancelCallbacks() {
        let lab = Harness()
        var events: [String] = []
        lab.shape("c").gesture(DragGesture()
            .onStarted { value in events.append("started \(value.translation.width)") }
            .onCancelled { events.append("stopped \($0)") }
            .onEnded { _ in events.append("ended") })
        lab.drag(from: (400, 300), to: (450, 300), start: 0)
        #expect(events == ["started 10.0", "ended"])
        lab.tap(at: 1)
        #expect(events == ["started 10.0", "ended", "stopped failed"])
        lab.down(at: 2)
        lab.move(1, 420, 300, at: 2.1)
        lab.engine.cancelAll(at: GestureTime(seconds: 2.2)!)
        #expect(events == ["started 10.0", "ended", "stopped failed", "started 20.0", "stopped cancelled"])
    }

    @Test("callback modifiers add no node: their callbacks ride on the gesture's own node, in the order written")
    func callbacksAddNoNode() {
        var order: [String] = []
        let drag = DragGesture(minimumDistance: 0)
            .onChanged { _ in order.append("changed") }
            .onEnded { _ in order.append("inner ended") }
            .map { $0.translation.width }
            .onEnded { width in order.append("outer ended \(width)") }
        let root = drag.makeRecognizer(.standalone)
        // The map's node carries the outer callback; the drag's node, below it, the inner two.
        #expect(root is MapRecognizer<DragGesture.Value, CGFloat>)
        #expect(root.callbacks != nil)
        #expect(root.children.count == 1)
        let inner = root.children[0]
        #expect(inner is DragRecognizer)
        #expect(inner.callbacks != nil && inner.children.isEmpty)

        let lab = Harness()
        lab.shape("c").gesture(drag)
        lab.down(1, 400, 300, at: 0)
        lab.move(1, 415, 300, at: 0.1)
        // The tree prints as the drag alone: callbacks are not nodes.
        let attachments = lab.engine.snapshot()[0].attachments
        #expect(attachments.count == 1 && attachments[0].children.isEmpty)
        lab.move(1, 430, 300, at: 0.2)
        lab.up(1, 430, 300, at: 0.3)
        #expect(order == ["changed", "changed", "changed", "inner ended", "outer ended 30.0"])
    }

    @Test("onLongPressGesture reports pressing true, then false, then performs")
    func onLongPressGesture() {
        let lab = Harness()
        lab.shape("c").onLongPressGesture(minimumDuration: 1, perform: lab.say("long"),
                                          onPressingChanged: { [unowned lab] in lab.record("pressing \($0)") })
        lab.down(at: 0)
        lab.advance(to: 1)
        lab.up(at: 1.5)
        #expect(lab.output == ["pressing true", "pressing false", "long"])
        lab.down(at: 2)
        lab.up(at: 2.2)
        #expect(lab.output.suffix(2) == ["pressing true", "pressing false"])
    }

    @Test("map transforms values and keeps phases; AnyGesture erases the type")
    func mapAndAny() {
        let lab = Harness()
        let mapped = AnyGesture(LongPressGesture(minimumDuration: 0.2).map { $0 ? "held" : "not" })
        lab.shape("c").gesture(mapped.onEnded { [unowned lab] in lab.record($0) })
        lab.down(at: 0)
        lab.advance(to: 0.3)
        #expect(lab.output == ["held"])
    }

    @Test("modifiers(.shift) recognises only when shift is held at touch-down")
    func modifiersRequired() {
        let lab = Harness()
        lab.shape("c").gesture(TapGesture().modifiers(.shift).onEnded(lab.say("shift tap")))
        lab.tap(at: 0)
        #expect(lab.output.isEmpty)
        #expect(lab.lastPhase(of: "c#0") == .failed)
        lab.down(at: 1, modifiers: [.shift, .control])
        lab.up(at: 1.05)
        #expect(lab.output == ["shift tap"])
    }

    @Test("a gesture refused by its modifier keys fails the same with callbacks as without, and its onCancelled hears failed")
    func modifiersRefusalWithCallbacks() {
        var journals: [[String]] = []
        var heard: [GestureCancellation] = []
        for withCallbacks in [false, true] {
            let lab = Harness()
            let drag = DragGesture()
            if withCallbacks {
                lab.shape("c").gesture(drag.onEnded { _ in }.onCancelled { heard.append($0) }.modifiers(.shift))
            } else {
                lab.shape("c").gesture(drag.modifiers(.shift))
            }
            lab.down(at: 0)
            lab.up(at: 0.05)
            journals.append(lab.phases.map(\.description))
        }
        // The drag itself starts and fails, as the node refusing it says.
        #expect(journals[0] == ["t=0 c#0: · → possible", "t=0 c#0: possible → failed"])
        #expect(journals[1] == journals[0])
        #expect(heard == [.failed])
    }

    @Test("a custom gesture built in body works like its body")
    func customGesture() {
        struct PressAndDrag: Gesture {
            var body: some Gesture { LongPressGesture(minimumDuration: 0.1).sequenced(before: DragGesture()) }
        }
        let lab = Harness()
        lab.shape("c").gesture(PressAndDrag().onEnded { [unowned lab] _ in lab.record("done") })
        lab.down(at: 0)
        lab.advance(to: 0.2)
        lab.move(1, 450, 300, at: 0.3)
        lab.up(1, 450, 300, at: 0.4)
        #expect(lab.output == ["done"])
    }
}

@Suite("Map")
struct MapTests {
    @Test("a map's closure runs once per change of its gesture, however many read its value")
    func mapRunsOncePerChange() {
        let h = Harness()
        var runs = 0
        let mapped = DragGesture(minimumDistance: 0).map { value -> Double in
            runs += 1
            return Double(value.translation.width)
        }
        h.shape("card").gesture(mapped.onChanged { [unowned h] in h.record("changed \($0)") }
            .simultaneously(with: TapGesture())
            .onEnded { [unowned h] _ in h.record("ended") })
        h.drag(from: (400, 300), to: (450, 300), start: 0)
        #expect(h.output.filter { $0.hasPrefix("changed") }.count == 11)
        #expect(h.output.last == "ended")
        #expect(runs == 12, "one run per change of the drag: down, ten moves, up")
    }
}
