import Foundation
import Testing
@testable import GestureKit

/// A gesture type reads its node's value itself (`Gesture._value(ofRecognizer:)`), so that the
/// combinators' value rules make their values without a chain of closures: every reading must be
/// the value the node gives through `withValue`, at every step.
@Suite("Values read by gesture type")
struct ValueReadingTests {
    /// Random touches for a standalone tree: up to three fingers going down, moving and lifting,
    /// then every finger still down lifting.
    static func randomEvents(seed: UInt64) -> [TouchEvent] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var down: [Int: CGPoint] = [:]
        var time = 0.0
        var events: [TouchEvent] = []
        for _ in 0..<60 {
            time += Double(1 + next(20)) / 1000
            let id = 1 + next(3)
            if let point = down[id] {
                if next(8) == 0 {
                    // Now and then the touch is cancelled rather than lifted.
                    events.append(TouchEvent(time: time, phase: next(6) == 0 ? .cancelled : .ended, id: id, location: point))
                    down[id] = nil
                } else {
                    let moved = CGPoint(x: point.x + CGFloat(next(41) - 20), y: point.y + CGFloat(next(41) - 20))
                    events.append(TouchEvent(time: time, phase: .moved, id: id, location: moved))
                    down[id] = moved
                }
            } else if next(3) == 0 {
                let point = CGPoint(x: 260 + next(280), y: 160 + next(280))
                events.append(TouchEvent(time: time, phase: .began, id: id, location: point))
                down[id] = point
            }
        }
        for (id, point) in down.sorted(by: { $0.key < $1.key }) {
            time += 0.001
            events.append(TouchEvent(time: time, phase: .ended, id: id, location: point))
        }
        return events
    }

    /// Drives `gesture`'s standalone tree through 40 random sequences and calls `check` with its
    /// root after every event.
    static func drive<G: Gesture>(_ gesture: G, _ check: (Recognizer<G.Value>) -> Void) {
        for seed in 1...40 {
            let root = gesture.makeRecognizer(.standalone)
            let context = RecognitionContext()
            for event in randomEvents(seed: UInt64(seed)) {
                context.now = event.time
                root.receive(event, context)
                check(root)
            }
        }
    }

    @Test("drag, magnify and rotate read their values as their nodes give them, with callback modifiers on or not, at every step")
    func primitivesReadTheirNodes() {
        var counts = (drag: 0, magnify: 0, rotate: 0, ended: 0, cancelled: 0)
        let gesture = DragGesture(minimumDistance: 5).onEnded { _ in }
            .simultaneously(with: MagnifyGesture(minimumScaleDelta: 0.05)
                .simultaneously(with: RotateGesture(minimumAngleDelta: .degrees(3)).onChanged { _ in }))
        Self.drive(gesture) { root in
            let drag = root.children[0] as! Recognizer<DragGesture.Value>
            let magnify = root.children[1].children[0] as! Recognizer<MagnifyGesture.Value>
            let rotate = root.children[1].children[1] as! Recognizer<RotateGesture.Value>
            #expect(DragGesture._value(ofRecognizer: drag) == drag.value)
            #expect(_EndedGesture<DragGesture>._value(ofRecognizer: drag) == drag.value)
            #expect(MagnifyGesture._value(ofRecognizer: magnify) == magnify.value)
            #expect(RotateGesture._value(ofRecognizer: rotate) == rotate.value)
            #expect(_ChangedGesture<RotateGesture>._value(ofRecognizer: rotate) == rotate.value)
            #expect(GestureStateGesture<MagnifyGesture, Int>._value(ofRecognizer: magnify) == magnify.value)
            #expect(CallbackGesture<DragGesture>._value(ofRecognizer: drag) == drag.value)
            if drag.value != nil { counts.drag += 1 }
            if magnify.value != nil { counts.magnify += 1 }
            if rotate.value != nil { counts.rotate += 1 }
            if drag.phaseKind == .ended || magnify.phaseKind == .ended { counts.ended += 1 }
            if root.phaseKind == .cancelled { counts.cancelled += 1 }
        }
        // The sequences gave every primitive values, and some ended, some were cancelled.
        #expect(counts.drag > 0 && counts.magnify > 0 && counts.rotate > 0 && counts.ended > 0 && counts.cancelled > 0)
    }

    /// Drives a two-child gesture and checks its value after every event against `rule`, given
    /// the root's phase and its children's nodes; returns the values the gesture had.
    static func drivePair<G: Gesture, A, B>(_ gesture: G, _ first: A.Type, _ second: B.Type,
                                            rule: (GesturePhaseKind, Recognizer<A>, Recognizer<B>) -> G.Value?) -> [G.Value]
        where G.Value: Equatable {
        var values: [G.Value] = []
        drive(gesture) { root in
            let expected = root.phaseKind.hasValue
                ? rule(root.phaseKind, root.children[0] as! Recognizer<A>, root.children[1] as! Recognizer<B>) : nil
            #expect(root.value == expected)
            if let value = root.value { values.append(value) }
        }
        return values
    }

    @Test("simultaneously's value holds each child's value as its node gives it, nil for a child without one")
    func simultaneousValueIsItsChildren() {
        typealias Value = SimultaneousGesture<DragGesture, MagnifyGesture>.Value
        let values = Self.drivePair(DragGesture(minimumDistance: 5).simultaneously(with: MagnifyGesture(minimumScaleDelta: 0.05)),
                                    DragGesture.Value.self, MagnifyGesture.Value.self) { _, drag, magnify in
            drag.value == nil && magnify.value == nil ? nil : Value(first: drag.value, second: magnify.value)
        }
        #expect(values.contains { $0.first != nil && $0.second != nil })
    }

    @Test("exclusively's value is the first child's until it fails, then the second's")
    func exclusiveValueFollowsTheWinner() {
        typealias Value = ExclusiveGesture<MagnifyGesture, DragGesture>.Value
        let values = Self.drivePair(MagnifyGesture(minimumScaleDelta: 0.05).exclusively(before: DragGesture(minimumDistance: 5)),
                                    MagnifyGesture.Value.self, DragGesture.Value.self) { _, magnify, drag in
            magnify.phaseKind == .failed ? drag.value.map(Value.second) : magnify.value.map(Value.first)
        }
        #expect(values.contains { if case .second = $0 { true } else { false } })
    }

    @Test("sequenced's value is the first child's until it ends, then that value with the second's")
    func sequenceValueCarriesTheFirst() {
        typealias Value = SequenceGesture<DragGesture, MagnifyGesture>.Value
        let values = Self.drivePair(DragGesture(minimumDistance: 0).sequenced(before: MagnifyGesture(minimumScaleDelta: 0.05)),
                                    DragGesture.Value.self, MagnifyGesture.Value.self) { _, drag, magnify in
            drag.phaseKind == .ended ? drag.value.map { Value.second($0, magnify.value) } : drag.value.map(Value.first)
        }
        #expect(values.contains { if case .second(_, .some) = $0 { true } else { false } })
    }
}
