import Testing
@testable import GestureUI

// One probe per page of the seeds' gesture reference (seed 003): each uses every symbol the page
// names, spelled with Apple's types (`let g: GestureStateGesture<DragGesture, CGSize> = …`), so
// that a symbol that stops compiling, changes its type or becomes ambiguous fails the build, and
// then runs it on the simulated clock where the page says what it does. The views sit in the
// middle of the 390 × 844 canvas: a 200-point square spans 95…295 × 322…522.

// MARK: - Adding interactivity with gestures

private struct InteractivityProbe: View {
    @GestureState var isDetectingLongPress = false
    @State var completedLongPress = false
    @State var totalNumberOfTaps = 0
    var press: GestureStateGesture<_ChangedGesture<LongPressGesture>, Bool> {
        LongPressGesture(minimumDuration: 1)
            .onChanged { _ in totalNumberOfTaps += 1 }
            .updating($isDetectingLongPress) { currentState, gestureState, _ in gestureState = currentState }
    }
    var body: some View {
        Circle()
            .fill(isDetectingLongPress ? Color.red : (completedLongPress ? Color.green : Color.blue))
            .frame(width: 200, height: 200)
            .gesture(press.onEnded { finished in completedLongPress = finished }, including: .all)
    }
}

// MARK: - onTapGesture, TapGesture, SpatialTapGesture

private enum Space: Hashable { case board }

private struct TapProbe: View {
    @State var log: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().frame(width: 200, height: 100)
                .onTapGesture(count: 2) { log.append("double") }
                .onTapGesture(perform: { log.append("single") })
            Rectangle().frame(width: 200, height: 100)
                .onTapGesture(count: 1, coordinateSpace: .named(Space.board)) { location in log.append("board \(location)") }
            Rectangle().frame(width: 200, height: 100)
                .onTapGesture(coordinateSpace: .global) { location in log.append("global \(location)") }
        }
        .coordinateSpace(name: Space.board)
    }
}

// MARK: - Long presses and long touches

private struct LongPressProbe: View {
    @State var log: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 60).onLongPressGesture { log.append("a") }
            Color.red.frame(width: 200, height: 60).onLongPressGesture(minimumDuration: 1) { log.append("b") }
            Color.red.frame(width: 200, height: 60).onLongPressGesture(minimumDuration: 0.2, maximumDistance: 5) { log.append("c") }
            Color.red.frame(width: 200, height: 60).onLongPressGesture(perform: { log.append("d") })
            Color.red.frame(width: 200, height: 60)
                .onLongPressGesture(minimumDuration: 0.3, perform: { log.append("e") }, onPressingChanged: { log.append("e \($0)") })
            Color.red.frame(width: 200, height: 60)
                .onLongPressGesture(minimumDuration: 0.3, maximumDistance: 20, perform: { log.append("f") },
                                    onPressingChanged: { log.append("f \($0)") })
        }
    }
}

private struct LongTouchProbe: View {
    @State var log: [String] = []
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .onLongTouchGesture(minimumDuration: 0.4, perform: { log.append("touched") }, onTouchingChanged: { log.append("touching \($0)") })
            .onTapGesture { log.append("tap") }
    }
}

// MARK: - Spatial events

private struct SpatialEventProbe: View {
    @State var log: [String] = []
    var events: SpatialEventGesture { SpatialEventGesture(coordinateSpace: .local) }
    var body: some View {
        Color.gray.frame(width: 200, height: 200)
            .gesture(events.onChanged { (collection: SpatialEventCollection) in
                var iterator: SpatialEventCollection.Iterator = collection.makeIterator()
                while let event: SpatialEventCollection.Event = iterator.next() {
                    let id: SpatialEventCollection.Event.ID = event.id
                    let same: SpatialEventCollection.Event? = collection[id]
                    let kind: SpatialEventCollection.Event.Kind = event.kind
                    let phase: SpatialEventCollection.Event.Phase = event.phase
                    let pose: SpatialEventCollection.Event.InputDevicePose? = event.inputDevicePose
                    let modifiers: EventModifiers = event.modifierKeys
                    let when: TimeInterval = event.timestamp
                    log.append("\(kind) \(phase) \(event.location) \(same == event) \(pose == nil) \(modifiers.isEmpty) \(when)")
                }
            }.onEnded { collection in log.append("ended \(collection.count)") })
    }
}

// MARK: - Drag, magnify, rotate, rotate 3D

private struct ContinuousProbe: View {
    @GestureState var dragOffset: CGSize = .zero
    @State var log: [String] = []
    var body: some View {
        let drag: GestureStateGesture<DragGesture, CGSize> = DragGesture(minimumDistance: 5, coordinateSpace: .global)
            .updating($dragOffset) { value, state, _ in state = value.translation }
        let magnify: _EndedGesture<MagnifyGesture> = MagnifyGesture(minimumScaleDelta: 0.05).onEnded { value in
            log.append("magnify \(Int(value.magnification * 100))")
        }
        let rotate: _EndedGesture<RotateGesture> = RotateGesture(minimumAngleDelta: .degrees(2)).onEnded { value in
            log.append("rotate \(Int(value.rotation.degrees.rounded()))")
        }
        let rotate3D: _EndedGesture<RotateGesture3D> = RotateGesture3D(constrainedToAxis: .z, minimumAngleDelta: .degrees(2))
            .onEnded { value in log.append("rotate3D \(Int(value.rotation.angle.degrees.rounded())) \(value.rotation.axis)") }
        return Color.orange.frame(width: 200, height: 200)
            .offset(dragOffset)
            .gesture(drag)
            .simultaneousGesture(magnify.simultaneously(with: rotate).simultaneously(with: rotate3D))
    }
}

// MARK: - Masks and priorities, composition

private struct PriorityProbe: View {
    let mask: GestureMask
    @State var log: [String] = []
    var body: some View {
        VStack {
            Rectangle().frame(width: 200, height: 100).onTapGesture { log.append("inner") }
        }
        .frame(width: 200, height: 200)
        .contentShape(Rectangle())
        .gesture(TapGesture().onEnded { log.append("outer") }, including: mask)
    }
}

private struct HighPriorityProbe: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Rectangle().frame(width: 200, height: 100).onTapGesture { log.append("inner") }
        }
        .highPriorityGesture(TapGesture().onEnded { log.append("high") }, including: .all)
    }
}

private struct SimultaneousProbe: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Rectangle().frame(width: 200, height: 100).onTapGesture { log.append("inner") }
        }
        .simultaneousGesture(TapGesture().onEnded { log.append("simultaneous") }, including: .all)
    }
}

/// The "Composing SwiftUI gestures" article's press-then-drag, with its `DragState`.
private enum DragState {
    case inactive, pressing, dragging(translation: CGSize)
    var translation: CGSize { if case .dragging(let t) = self { t } else { .zero } }
    var isActive: Bool { if case .inactive = self { false } else { true } }
}

private struct ComposingProbe: View {
    @GestureState var dragState = DragState.inactive
    @State var viewState = CGSize.zero
    var body: some View {
        let sequence: SequenceGesture<LongPressGesture, DragGesture> = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
        let longPressDrag = sequence
            .updating($dragState) { (value: SequenceGesture<LongPressGesture, DragGesture>.Value, state, transaction) in
                switch value {
                case .first(true): state = .pressing
                case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
                default: state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                viewState.width += drag.translation.width
                viewState.height += drag.translation.height
            }
        return Circle().fill(Color.blue).frame(width: 100, height: 100)
            .offset(x: viewState.width + dragState.translation.width, y: viewState.height + dragState.translation.height)
            .shadow(radius: dragState.isActive ? 8 : 0)
            .gesture(longPressDrag)
    }
}

// MARK: - Custom gestures, AnyGesture, GestureState

/// A custom gesture: the `Gesture` protocol's `body`.
private struct DoubleTapThenDrag: Gesture {
    var body: some Gesture {
        TapGesture(count: 2).sequenced(before: DragGesture(minimumDistance: 0))
    }
}

private struct GestureStateProbe: View {
    @GestureState var plain = 0
    @GestureState(initialValue: 1) var initial: Int
    @GestureState(initialValue: 2, reset: { _, transaction in transaction.animation = .default }) var initialReset: Int
    @GestureState(initialValue: 3, resetTransaction: Transaction(animation: .easeOut)) var initialTransaction: Int
    @GestureState(reset: { _, _ in }) var optionalReset: Int?
    @GestureState(resetTransaction: Transaction()) var optionalTransaction: Int?
    @GestureState var optional: Int?
    @GestureState(wrappedValue: 4, reset: { _, _ in }) var wrappedReset: Int
    @GestureState(wrappedValue: 5, resetTransaction: Transaction()) var wrappedTransaction: Int
    var body: some View {
        let projected: GestureState<Int> = $plain
        let drag: GestureStateGesture<DragGesture, Int> = GestureStateGesture(base: DragGesture(minimumDistance: 0), state: projected) {
            (value: DragGesture.Value, state: inout Int, transaction: inout Transaction) in state = Int(value.translation.width)
        }
        let base: DragGesture = drag.base
        let state: GestureState<Int> = drag.state
        let body: (DragGesture.Value, inout Int, inout Transaction) -> Void = drag.body
        let again = GestureStateGesture(base: base, state: state, body: body)
        return Color.green.frame(width: 200, height: 200)
            .gesture(again.simultaneously(with: DragGesture(minimumDistance: 0).updating($optional) { _, state, _ in state = 7 }))
    }
}

@Suite("The gesture reference, page by page")
struct ReferenceProbeTests {
    @Test("Adding interactivity: updating shows the press, onChanged counts, onEnded keeps the result")
    func addingInteractivity() {
        let lab = ViewHarness(InteractivityProbe())
        lab.down(195, 422, at: 0.1)
        #expect(lab.state["isDetectingLongPress"] == "true")
        #expect(lab.state["totalNumberOfTaps"] == "1")
        lab.advance(to: 1.2)
        #expect(lab.state["isDetectingLongPress"] == "false")
        #expect(lab.state["completedLongPress"] == "true")
        lab.up(195, 422, at: 1.3)
    }

    @Test("onTapGesture(count:perform:) and onTapGesture(count:coordinateSpace:perform:) with .named and .global")
    func onTapGesture() {
        let lab = ViewHarness(TapProbe())
        lab.tap(195, 320, at: 0.1)
        lab.advance(to: 1)
        lab.tap(195, 320, at: 2)
        lab.tap(195, 320, at: 2.2)
        lab.tap(100, 420, at: 4)
        lab.tap(100, 520, at: 5)
        lab.advance(to: 6)
        #expect(lab.state["log"] == #"["single", "double", "board CGPoint(x: 5.0, y: 148.0)", "global CGPoint(x: 100.0, y: 520.0)"]"#)
    }

    @Test("TapGesture and SpatialTapGesture: counts, spaces and values with Apple's types")
    func tapGestureTypes() {
        let tap: TapGesture = TapGesture(count: 2)
        #expect(tap.count == 2)
        let spatial: SpatialTapGesture = SpatialTapGesture(count: 3, coordinateSpace: .named("board"))
        #expect(spatial.count == 3 && spatial.coordinateSpace == .named("board"))
        #expect(SpatialTapGesture().coordinateSpace == .local)
        #expect(SpatialTapGesture(coordinateSpace: .global).coordinateSpace.isGlobal)
        let value: SpatialTapGesture.Value = SpatialTapGesture.Value(location: CGPoint(x: 1, y: 2))
        #expect(value.location == CGPoint(x: 1, y: 2))
        let space: some CoordinateSpaceProtocol = .named(Space.board)
        #expect(space.coordinateSpace == .named(Space.board))
        let local: LocalCoordinateSpace = .local, global: GlobalCoordinateSpace = .global
        #expect(local.coordinateSpace.isLocal && global.coordinateSpace == .global)
    }

    @Test("onLongPressGesture in every call shape: trailing closure, durations, distances, pressing changes")
    func onLongPressGesture() {
        let lab = ViewHarness(LongPressProbe())
        for (index, y) in [272.0, 332, 392, 452, 512, 572].enumerated() {
            let t = Double(index) * 2 + 0.1
            lab.down(195, y, at: t)
            lab.advance(to: t + 1.1)
            lab.up(195, y, at: t + 1.2)
        }
        #expect(lab.state["log"] == #"["a", "b", "c", "d", "e true", "e false", "e", "f true", "f false", "f"]"#)
    }

    @Test("LongPressGesture: its initialisers and properties")
    func longPressGestureTypes() {
        let press: LongPressGesture = LongPressGesture(minimumDuration: 2, maximumDistance: 30)
        #expect(press.minimumDuration == 2 && press.maximumDistance == 30)
        #expect(LongPressGesture(minimumDuration: 1).maximumDistance == 10)
        #expect(LongPressGesture().minimumDuration == 0.5)
    }

    @Test("onLongTouchGesture: a finger resting without pressing performs it; a press only taps")
    func onLongTouchGesture() {
        let lab = ViewHarness(LongTouchProbe())
        func rest(_ phase: TouchEvent.Phase, at t: Double) {
            lab.host.run { lab.engine.advance(to: GestureTime(seconds: t)!) }
            lab.host.run {
                lab.engine.send(TouchEvent(time: t, phase: phase, id: -3, location: CGPoint(x: 195, y: 422), kind: .resting))
            }
            lab.host.update()
        }
        rest(.began, at: 0.1)
        lab.advance(to: 0.6)
        rest(.ended, at: 0.7)
        lab.down(195, 422, at: 1)
        lab.advance(to: 1.8)
        lab.up(195, 422, at: 1.9)     // held too long for a tap: a press, nothing else
        #expect(lab.state["log"] == #"["touching true", "touching false", "touched"]"#)
        lab.tap(195, 422, at: 3)
        #expect(lab.state["log"] == #"["touching true", "touching false", "touched", "tap"]"#)
    }

    @Test("SpatialEventGesture and SpatialEventCollection: events by id and by iteration, with their kind, phase and pose")
    func spatialEvents() {
        let gesture: SpatialEventGesture = SpatialEventGesture(coordinateSpace: .global)
        #expect(gesture.coordinateSpace == .global)
        #expect(SpatialEventGesture().coordinateSpace == .local)
        let lab = ViewHarness(SpatialEventProbe())
        lab.down(105, 332, at: 0.1)
        lab.up(105, 332, at: 0.2)
        #expect(lab.state["log"] == #"["touch active CGPoint(x: 10.0, y: 10.0) true true true 0.1", "ended 1"]"#)
        let empty = SpatialEventCollection()
        #expect(empty.isEmpty && empty == SpatialEventCollection())
        #expect(empty.startIndex == empty.endIndex)
    }

    @Test("gesture(_:including:) and GestureMask: each mask enables the gesture, the subviews', both or neither",
          arguments: [(GestureMask.all, "inner"), (.gesture, "outer"), (.subviews, "inner"), (.none, "")])
    func gestureMask(mask: GestureMask, expected: String) {
        let lab = ViewHarness(PriorityProbe(mask: mask))
        lab.tap(195, 422, at: 0.1)
        lab.advance(to: 1)
        #expect(lab.state["log"] == (expected.isEmpty ? "[]" : "[\"\(expected)\"]"))
        let literal: GestureMask = [.gesture, .subviews]
        #expect(literal == .all && GestureMask(rawValue: GestureMask.all.rawValue) == .all)
        let sendable: any Sendable = mask
        #expect(sendable is GestureMask)
    }

    @Test("highPriorityGesture(_:including:) wins over the subviews' gestures")
    func highPriorityGesture() {
        let lab = ViewHarness(HighPriorityProbe())
        lab.tap(195, 422, at: 0.1)
        lab.advance(to: 1)
        #expect(lab.state["log"] == #"["high"]"#)
    }

    @Test("simultaneousGesture(_:including:) recognizes beside the subviews' gestures")
    func simultaneousGesture() {
        let lab = ViewHarness(SimultaneousProbe())
        lab.tap(195, 422, at: 0.1)
        lab.advance(to: 1)
        #expect(lab.state["log"] == #"["inner", "simultaneous"]"#)
    }

    @Test("DragGesture: its initialisers, properties and value, and @GestureState moving the view")
    func dragGesture() {
        let drag: DragGesture = DragGesture(minimumDistance: 3, coordinateSpace: .named("board"))
        #expect(drag.minimumDistance == 3 && drag.coordinateSpace == .named("board"))
        #expect(DragGesture().minimumDistance == 10 && DragGesture().coordinateSpace == .local)
        let lab = ViewHarness(ContinuousProbe())
        lab.drag(from: (195, 422), to: (235, 422), start: 0.1, release: false)
        #expect(lab.state["dragOffset"] == "CGSize(width: 40.0, height: 0.0)")
        lab.up(235, 422, at: 0.4)
        #expect(lab.state["dragOffset"] == "CGSize(width: 0.0, height: 0.0)")
    }

    @Test("MagnifyGesture, RotateGesture and RotateGesture3D with their values, from two fingers")
    func continuousGestures() {
        let magnify: MagnifyGesture = MagnifyGesture(minimumScaleDelta: 0.2)
        #expect(magnify.minimumScaleDelta == 0.2)
        let rotate: RotateGesture = RotateGesture(minimumAngleDelta: .degrees(3))
        #expect(rotate.minimumAngleDelta == .degrees(3))
        let rotate3D: RotateGesture3D = RotateGesture3D(constrainedToAxis: .x, minimumAngleDelta: .degrees(4))
        #expect(rotate3D.constrainedAxis == .x && rotate3D.minimumAngleDelta == .degrees(4))
        let lab = ViewHarness(ContinuousProbe())
        // Two fingers 100 points apart spread to 150 and turn a quarter clockwise.
        lab.down(145, 422, at: 0.1, id: 1)
        lab.down(245, 422, at: 0.11, id: 2)
        for step in 1...10 {
            let f = Double(step) / 10, angle = Double.pi / 2 * f, half = 50 + 25 * f
            lab.move(195 - half * cos(angle), 422 - half * sin(angle), at: 0.11 + 0.02 * Double(step), id: 1)
            lab.move(195 + half * cos(angle), 422 + half * sin(angle), at: 0.11 + 0.02 * Double(step), id: 2)
        }
        lab.up(195, 347, at: 0.4, id: 1)
        lab.up(195, 497, at: 0.41, id: 2)
        #expect(lab.state["log"] == #"["magnify 150", "rotate 90", "rotate3D 90 (0, 0, 1)"]"#)
    }

    @Test("Composing gestures: a long press sequenced before a drag, through the article's DragState")
    func composingGestures() {
        let lab = ViewHarness(ComposingProbe())
        lab.down(195, 422, at: 0.1)
        lab.advance(to: 0.7)
        for step in 1...10 { lab.move(195 + 3 * Double(step), 422, at: 0.7 + 0.02 * Double(step)) }
        lab.up(225, 422, at: 1)
        #expect(lab.state["viewState"] == "CGSize(width: 30.0, height: 0.0)")
    }

    @Test("SequenceGesture, SimultaneousGesture and ExclusiveGesture: made both ways, with their parts and values")
    func combinatorTypes() {
        let sequence: SequenceGesture<TapGesture, DragGesture> = SequenceGesture(TapGesture(), DragGesture())
        #expect(sequence.first.count == 1 && sequence.second.minimumDistance == 10)
        let first: SequenceGesture<TapGesture, DragGesture>.Value = .first(())
        if case .first = first {} else { Issue.record("a sequence's first value") }
        let both: SimultaneousGesture<TapGesture, LongPressGesture> = TapGesture().simultaneously(with: LongPressGesture())
        #expect(both.second.minimumDuration == 0.5)
        let value = SimultaneousGesture<TapGesture, LongPressGesture>.Value(first: nil, second: true)
        #expect(value.first == nil && value.second == true)
        let either: ExclusiveGesture<TapGesture, TapGesture> = ExclusiveGesture(TapGesture(count: 2), TapGesture())
        #expect(either.first.count == 2 && either.second.count == 1)
        let chosen: ExclusiveGesture<TapGesture, TapGesture>.Value = .second(())
        if case .second = chosen {} else { Issue.record("an exclusive gesture's second value") }
        let ordered: ExclusiveGesture<TapGesture, TapGesture> = TapGesture(count: 2).exclusively(before: TapGesture())
        #expect(ordered.first.count == 2)
    }

    @Test("defersSystemGestures(on:): the host knows the edges its views defer")
    func defersSystemGestures() {
        struct Deferring: View {
            var body: some View {
                Color.red.frame(width: 100, height: 100).defersSystemGestures(on: .vertical)
            }
        }
        #expect(ViewHarness(Deferring()).host.deferredSystemGestureEdges == .vertical)
        #expect(ViewHarness(Color.red).host.deferredSystemGestureEdges == [])
    }

    @Test("Gesture: a custom body, and what updating, onChanged, onEnded, map, modifiers and the combinators return")
    func gestureProtocol() {
        let custom: DoubleTapThenDrag = DoubleTapThenDrag()
        let _: DoubleTapThenDrag.Body = custom.body
        @GestureState var offset = CGSize.zero
        let drag = DragGesture()
        let _: GestureStateGesture<DragGesture, CGSize> = drag.updating($offset) { value, state, _ in state = value.translation }
        let _: _ChangedGesture<DragGesture> = drag.onChanged { _ in }
        let _: _EndedGesture<DragGesture> = drag.onEnded { _ in }
        let _: _MapGesture<DragGesture, CGSize> = drag.map { $0.translation }
        let _: _ModifiersGesture<DragGesture> = drag.modifiers(.shift)
        let _: SimultaneousGesture<DragGesture, TapGesture> = drag.simultaneously(with: TapGesture())
        let _: SequenceGesture<DragGesture, TapGesture> = drag.sequenced(before: TapGesture())
        let _: ExclusiveGesture<DragGesture, TapGesture> = drag.exclusively(before: TapGesture())
        let hands: some Gesture<DragGesture.Value> = drag.handActivationBehavior(.pinch)
        let _: any Gesture = hands
        let _: any Gesture<Bool> = LongPressGesture()
    }

    @Test("AnyGesture: made from any gesture of the same value")
    func anyGesture() {
        let erased: AnyGesture<Void> = AnyGesture(TapGesture(count: 2))
        let choice: AnyGesture<Void> = Bool.random() ? erased : AnyGesture(TapGesture().onEnded {})
        let _: any Gesture<Void> = choice
    }

    @Test("HandActivationBehavior: automatic and pinch, equatable, and shown after the gesture's title in the tree")
    func handActivationBehavior() {
        #expect(HandActivationBehavior.automatic != .pinch)
        #expect(HandActivationBehavior.pinch == .pinch)
        struct Pinching: View {
            var body: some View {
                Color.blue.frame(width: 200, height: 200).gesture(DragGesture(minimumDistance: 0).handActivationBehavior(.pinch))
            }
        }
        let lab = ViewHarness(Pinching())
        lab.down(195, 422, at: 0.1)
        let line = lab.engine.snapshot()[0].attachments[0].description
        #expect(line.hasPrefix("Drag(0) hand .pinch active"), "\(line)")
        lab.up(195, 422, at: 0.2)
    }

    @Test("GestureState: every initialiser, the projected value, and DynamicProperty")
    func gestureState() {
        let lab = ViewHarness(GestureStateProbe())
        #expect(lab.state["plain"] == "0" && lab.state["initial"] == "1" && lab.state["initialReset"] == "2")
        #expect(lab.state["initialTransaction"] == "3" && lab.state["wrappedReset"] == "4" && lab.state["wrappedTransaction"] == "5")
        #expect(lab.state["optional"] == "nil" && lab.state["optionalReset"] == "nil" && lab.state["optionalTransaction"] == "nil")
        lab.down(195, 422, at: 0.1)
        lab.move(225, 422, at: 0.2)
        #expect(lab.state["plain"] == "30" && lab.state["optional"] == "Optional(7)")
        lab.up(225, 422, at: 0.3)
        #expect(lab.state["plain"] == "0" && lab.state["optional"] == "nil")
        var property: any DynamicProperty = GestureState(wrappedValue: 1)
        property.update()
        let _: [any DynamicProperty] = [State(wrappedValue: 1), Binding.constant(2), GestureState<Int?>()]
    }

    @Test("GestureStateGesture: made with init(base:state:body:), with its base, state and body")
    func gestureStateGesture() {
        @GestureState var count = 0
        let gesture = GestureStateGesture<TapGesture, Int>(base: TapGesture(count: 2), state: $count) { _, state, _ in state += 1 }
        #expect(gesture.base.count == 2)
        var state = 0, transaction = Transaction()
        gesture.body((), &state, &transaction)
        #expect(state == 1)
        #expect(gesture.state.wrappedValue == 0)
    }

    @Test("MagnificationGesture and RotationGesture, deprecated, still recognise with their plain values")
    func deprecatedGestures() {
        let magnification = MagnificationGesture(minimumScaleDelta: 0.1)
        #expect(magnification.minimumScaleDelta == 0.1)
        let rotation = RotationGesture(minimumAngleDelta: .degrees(2))
        #expect(rotation.minimumAngleDelta == .degrees(2))
        let _: _EndedGesture<MagnificationGesture> = magnification.onEnded { (scale: CGFloat) in _ = scale }
        let _: _EndedGesture<RotationGesture> = rotation.onEnded { (angle: Angle) in _ = angle }
    }
}
