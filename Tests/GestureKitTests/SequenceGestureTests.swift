import Testing
@testable import GestureKit

@Suite("Sequence: long press then drag (seed 000)")
struct LongPressThenDragTests {
    enum DragState: Equatable {
        case inactive, pressing, dragging(translation: CGSize)
    }

    /// The seed's DraggableCircle, ported with only the view code changed.
    final class DraggableCircle {
        @GestureState var dragState = DragState.inactive
        var viewState = CGSize.zero
        var states: [DragState] = []

        func attach(to shape: ShapeNode) {
            let longPressDrag = LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture())
                .updating($dragState) { value, state, _ in
                    switch value {
                    case .first(true): state = .pressing
                    case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
                    default: state = .inactive
                    }
                }
                .onEnded { [self] value in
                    guard case .second(true, let drag?) = value else { return }
                    states.append(dragState)   // already reset when onEnded runs
                    viewState.width += drag.translation.width
                    viewState.height += drag.translation.height
                }
            shape.gesture(longPressDrag)
        }
    }

    @Test("holding past the minimum duration then dragging moves the view by the drag's translation")
    func pressHoldDrag() {
        let lab = Harness()
        let circle = DraggableCircle()
        circle.attach(to: lab.shape("circle", .circle, w: 100, h: 100))
        lab.down(1, 400, 300, at: 0)
        #expect(circle.dragState == .pressing)
        lab.advance(to: 0.49)
        #expect(circle.dragState == .pressing)
        lab.advance(to: 0.5)
        #expect(circle.dragState == .dragging(translation: .zero))
        lab.move(1, 430, 300, at: 0.6)
        #expect(circle.dragState == .dragging(translation: CGSize(width: 30, height: 0)))
        lab.move(1, 460, 310, at: 0.7)
        lab.up(1, 460, 310, at: 0.8)
        #expect(circle.viewState == CGSize(width: 60, height: 10))
        #expect(circle.dragState == .inactive)
        #expect(circle.states == [.inactive])
    }

    @Test("the long press reports at its exact deadline, whatever the step")
    func exactDeadline() {
        let lab = Harness()
        lab.shape("c").gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()))
        lab.down(1, 400, 300, at: 0.123)
        lab.advance(to: 5)
        let firstEnded = lab.phases.first { $0.node == "c#0.first" && $0.to == .ended }
        #expect(firstEnded?.time.description == "0.623")
    }

    @Test("moving before the long press completes fails the whole sequence and calls no onEnded")
    func movingEarlyFails() {
        let lab = Harness()
        let circle = DraggableCircle()
        circle.attach(to: lab.shape("circle", .circle, w: 100, h: 100))
        lab.down(1, 400, 300, at: 0)
        lab.move(1, 420, 300, at: 0.2)
        #expect(circle.dragState == .inactive)
        lab.advance(to: 1)
        lab.up(1, 420, 300, at: 1)
        #expect(circle.viewState == .zero)
        #expect(lab.lastPhase(of: "circle#0") == .failed)
    }

    @Test("releasing before the minimum duration fails and resets the gesture state")
    func releasingEarlyFails() {
        let lab = Harness()
        let circle = DraggableCircle()
        circle.attach(to: lab.shape("circle", .circle, w: 100, h: 100))
        lab.down(1, 400, 300, at: 0)
        lab.up(1, 400, 300, at: 0.3)
        #expect(circle.dragState == .inactive)
        #expect(circle.viewState == .zero)
        #expect(lab.lastPhase(of: "circle#0.first") == .failed)
    }

    @Test("a long press released without dragging fails at release: the drag never began")
    func pressWithoutDragFails() {
        let lab = Harness()
        let circle = DraggableCircle()
        circle.attach(to: lab.shape("circle", .circle, w: 100, h: 100))
        lab.down(1, 400, 300, at: 0)
        lab.advance(to: 0.7)
        #expect(circle.dragState == .dragging(translation: .zero))
        lab.up(1, 400, 300, at: 0.8)
        #expect(circle.dragState == .inactive)
        #expect(circle.viewState == .zero)
        #expect(lab.phaseLines.suffix(2) == ["0.8 circle#0.second failed", "0.8 circle#0 failed"])
    }

    @Test("the drag after a long press measures from where the finger went down")
    func dragStartsAtTouchDown() {
        let lab = Harness()
        var values: [DragGesture.Value] = []
        lab.shape("c").gesture(LongPressGesture().sequenced(before: DragGesture()).onChanged { value in
            if case .second(_, let drag?) = value { values.append(drag) }
        })
        lab.down(1, 400, 300, at: 0)
        lab.move(1, 405, 300, at: 0.3)      // within the long press's 10 points
        lab.advance(to: 0.6)
        lab.move(1, 408, 300, at: 0.7)      // 8 points from the start: the drag is not active yet
        #expect(values.isEmpty)
        lab.move(1, 420, 300, at: 0.8)
        #expect(values.last?.startLocation == CGPoint(x: 100, y: 100))
        #expect(values.last?.translation == CGSize(width: 20, height: 0))
    }
}

@Suite("Sequence: long press then rotate (seed 002)")
struct LongPressThenRotateTests {
    enum RotationState: Equatable {
        case inactive, pressing, rotating(angle: Angle)
        var angle: Angle { if case .rotating(let angle) = self { angle } else { .zero } }
    }

    @Test("after the long press, a second finger rotates the image and the angle is kept")
    func pressThenRotate() {
        let lab = Harness()
        @GestureState var rotationState = RotationState.inactive
        var rotationAngle = Angle.zero
        let longPressBeforeRotation = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: RotationGesture())
            .updating($rotationState) { value, state, _ in
                switch value {
                case .first(true): state = .pressing
                case .second(true, let rotation): state = .rotating(angle: rotation ?? .zero)
                default: state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let rotation?) = value else { return }
                rotationAngle = rotation
            }
        lab.shape("image").gesture(longPressBeforeRotation)
        lab.down(1, 350, 300, at: 0)
        #expect(rotationState == .pressing)
        lab.advance(to: 0.6)
        #expect(rotationState == .rotating(angle: .zero))
        lab.down(2, 450, 300, at: 0.7)
        // Turn the second finger a quarter turn clockwise on screen about the first.
        lab.move(2, 350 + 100 * cos(.pi / 4), 300 + 100 * sin(.pi / 4), at: 0.8)
        lab.move(2, 350, 400, at: 0.9)
        #expect(abs(rotationState.angle.degrees - 90) < 1e-9)
        lab.up(2, 350, 400, at: 1.0)
        #expect(abs(rotationAngle.degrees - 90) < 1e-9)
        #expect(rotationState == .inactive)
        lab.up(1, 350, 300, at: 1.1)
    }
}

@Suite("Sequence: taps (seed 001)")
struct SequencedTapsTests {
    @Test("double tap sequenced before single tap fires both at the second tap, double first")
    func doubleThenSingle() {
        let lab = Harness()
        lab.shape("text").gesture(
            TapGesture(count: 2).onEnded(lab.say("tap twice"))
                .sequenced(before: TapGesture().onEnded(lab.say("tap once"))))
        lab.tap(at: 0)
        lab.advance(to: 0.2)
        #expect(lab.output.isEmpty)
        lab.tap(at: 0.2)
        #expect(lab.output == ["tap twice", "tap once"])
    }

    @Test("a three-step sequence fires one tap twice then two tap once after the double tap")
    func threeSteps() {
        let lab = Harness()
        lab.shape("text").gesture(
            TapGesture(count: 2).onEnded(lab.say("tap twice"))
                .sequenced(before: TapGesture().onEnded(lab.say("tap once")))
                .sequenced(before: TapGesture().onEnded(lab.say("tap once"))))
        lab.tap(at: 0)
        lab.tap(at: 0.2)
        #expect(lab.output == ["tap twice", "tap once", "tap once"])
        lab.tap(at: 0.4)
        lab.advance(to: 2)
        #expect(lab.output == ["tap twice", "tap once", "tap once"])
    }
}
