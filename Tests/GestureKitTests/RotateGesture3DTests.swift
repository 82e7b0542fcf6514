import Testing
@testable import GestureKit

/// RotateGesture3D from two fingers on a flat screen: a twist turns about z, moving both
/// fingers together rolls like a trackball, and a constrained axis keeps only its own turn.
@Suite("RotateGesture3D")
struct RotateGesture3DTests {
    /// A 200-point square at (400, 300) with `gesture`, its values recorded as they change.
    final class Board {
        let lab = Harness()
        var values: [RotateGesture3D.Value] = []
        var ended: RotateGesture3D.Value?
        init(_ gesture: RotateGesture3D) {
            lab.shape("board").gesture(gesture
                .onChanged { [unowned self] in values.append($0) }
                .onEnded { [unowned self] in ended = $0 })
        }
        /// Two fingers 100 points apart about (400, 300), turned by `degrees` clockwise and moved
        /// by (dx, dy) together, in ten steps, then lifted.
        func twoFingers(degrees: Double = 0, dx: Double = 0, dy: Double = 0, duration: Double = 0.2, steps: Int = 10) {
            lab.down(1, 350, 300, at: 0)
            lab.down(2, 450, 300, at: 0.01)
            for step in 1...steps {
                let f = Double(step) / Double(steps), angle = degrees * f * .pi / 180
                let cx = 400 + dx * f, cy = 300 + dy * f
                let t = 0.01 + duration * f
                lab.move(1, cx - 50 * cos(angle), cy - 50 * sin(angle), at: t)
                lab.move(2, cx + 50 * cos(angle), cy + 50 * sin(angle), at: t)
            }
            let angle = degrees * .pi / 180, cx = 400 + dx, cy = 300 + dy
            lab.up(1, cx - 50 * cos(angle), cy - 50 * sin(angle), at: duration + 0.1)
            lab.up(2, cx + 50 * cos(angle), cy + 50 * sin(angle), at: duration + 0.11)
        }
    }

    @Test("a clockwise twist of two fingers turns the view about +z by the same angle")
    func twistTurnsAboutZ() throws {
        let board = Board(RotateGesture3D())
        board.twoFingers(degrees: 60)
        let value = try #require(board.ended)
        #expect(abs(value.rotation.angle.degrees - 60) < 1e-6)
        #expect(value.rotation.axis == .z)
        #expect(value.startLocation3D == Point3D(x: 100, y: 100, z: 0))
        #expect(value.startAnchor3D == UnitPoint3D(x: 0.5, y: 0.5, z: 0.5))
        #expect(value.velocity.angle.radians > 0)
    }

    @Test("moving both fingers right rolls the view about +y, one radian for half its shorter side")
    func movingRightRollsAboutY() throws {
        let board = Board(RotateGesture3D())
        board.twoFingers(dx: 100)       // the board is 200 points: its trackball radius is 100
        let value = try #require(board.ended)
        #expect(abs(value.rotation.angle.radians - 1) < 1e-9)
        #expect(value.rotation.axis == .y)
    }

    @Test("moving both fingers down rolls the view about −x")
    func movingDownRollsAboutMinusX() throws {
        let board = Board(RotateGesture3D())
        board.twoFingers(dy: 50)
        let value = try #require(board.ended)
        #expect(abs(value.rotation.angle.radians - 0.5) < 1e-9)
        #expect(value.rotation.axis == RotationAxis3D(x: -1, y: 0, z: 0))
    }

    @Test("constrained to an axis, only the turn about that axis counts")
    func constrainedAxisKeepsItsOwnTurn() throws {
        let board = Board(RotateGesture3D(constrainedToAxis: .y))
        board.twoFingers(degrees: 40, dx: 100)
        let value = try #require(board.ended)
        #expect(value.rotation.axis == .y)
        #expect(value.rotation.angle.radians > 0.5 && value.rotation.angle.radians < 1 + 1e-9)
    }

    @Test("constrained to y, a pure twist never reaches the minimum angle: the gesture fails")
    func twistFailsAboutAnotherAxis() {
        let board = Board(RotateGesture3D(constrainedToAxis: .y))
        board.twoFingers(degrees: 90)
        #expect(board.values.isEmpty)
        #expect(board.ended == nil)
        #expect(board.lab.lastPhase(of: "board#0") == .failed)
    }

    @Test("the axis given is normalized, and the gesture keeps it")
    func axisIsNormalized() {
        let gesture = RotateGesture3D(constrainedToAxis: RotationAxis3D(x: 3, y: 4, z: 0), minimumAngleDelta: .degrees(5))
        #expect(gesture.constrainedAxis == RotationAxis3D(x: 0.6, y: 0.8, z: 0))
        #expect(gesture.minimumAngleDelta == .degrees(5))
        #expect(RotateGesture3D().minimumAngleDelta == .degrees(1))
        #expect(RotateGesture3D().constrainedAxis == nil)
    }

    @Test("the tree shows the gesture's axis and its turn")
    func treeLine() {
        let board = Board(RotateGesture3D(constrainedToAxis: .z))
        board.lab.down(1, 350, 300, at: 0)
        board.lab.down(2, 450, 300, at: 0.01)
        board.lab.move(2, 400, 350, at: 0.02)
        let line = board.lab.engine.snapshot()[0].attachments[0].description
        #expect(line == "Rotate3D(axis (0, 0, 1)) active [45° about (0, 0, 1)]", "\(line)")
    }
}

/// Rotation3D's arithmetic, the pieces RotateGesture3D is made of.
@Suite("Rotation3D")
struct Rotation3DTests {
    @Test("angle and axis read back as given, a turn past 180° too",
          arguments: [(30.0, RotationAxis3D.x, 30.0, RotationAxis3D.x),
                      (90, .y, 90, .y),
                      (270, .z, 270, .z),
                      (-90, .z, 90, RotationAxis3D(x: 0, y: 0, z: -1)),
                      (0, .z, 0, RotationAxis3D(x: 0, y: 0, z: 0))])
    func angleAndAxis(degrees: Double, axis: RotationAxis3D, expectedDegrees: Double, expectedAxis: RotationAxis3D) {
        let rotation = Rotation3D(angle: .degrees(degrees), axis: axis)
        #expect(abs(rotation.angle.degrees - expectedDegrees) < 1e-9)
        #expect(rotation.axis == expectedAxis)
    }

    @Test("a quarter turn about z takes +x to +y (right to down on the screen)")
    func quarterTurn() {
        let q = Rotation3D(angle: .degrees(90), axis: .z).quaternion
        let turned = q.act(SIMD3(1, 0, 0))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12 && abs(turned.z) < 1e-12)
    }

    @Test("the twist about an axis keeps the turn about it and drops the rest")
    func twistDecomposition() {
        let combined = Rotation3D(angle: .degrees(30), axis: .z).rotated(by: Rotation3D(angle: .degrees(50), axis: .x))
        let aboutZ = combined.twist(twistAxis: .z)
        #expect(aboutZ.axis == .z)
        #expect(abs(aboutZ.angle.degrees - 30) < 3)
        #expect(Rotation3D(angle: .degrees(40), axis: .x).twist(twistAxis: .y) == .identity)
        #expect(Rotation3D(angle: .degrees(40), axis: .x).twist(twistAxis: .x)
            .isApproximatelyEqual(to: Rotation3D(angle: .degrees(40), axis: .x)))
    }

    @Test("an axis is normalized; a zero axis stays zero")
    func axisNormalization() {
        #expect(RotationAxis3D(x: 0, y: 0, z: 2) == .z)
        #expect(RotationAxis3D(x: 0, y: 0, z: 0).vector == SIMD3(0, 0, 0))
        #expect(abs((RotationAxis3D.xyz.vector * RotationAxis3D.xyz.vector).sum() - 1) < 1e-12)
    }
}

extension RotateGesture3DTests {
    @Test("only the motion both fingers share rolls the view", arguments: [
        ((10.0, 0.0), (10.0, 0.0), (10.0, 0.0)),     // moving together: all of it
        ((10, 4), (6, 8), (6, 4)),                    // the smaller move on each axis
        ((10, -5), (-10, 5), (0, 0)),                 // a twist: the fingers move apart
        ((8, 8), (0, 0), (0, 0)),                     // one finger's event came first
    ])
    func sharedMotion(first: (Double, Double), second: (Double, Double), expected: (Double, Double)) {
        let motion = Rotate3DRecognizer.sharedMotion(CGSize(width: first.0, height: first.1), CGSize(width: second.0, height: second.1))
        #expect(motion == CGSize(width: expected.0, height: expected.1))
    }
}

extension RotateGesture3DTests {
    @Test("a twist past 180° reads as such, and its velocity stays about +z all the way")
    func velocityPastHalfATurn() throws {
        let board = Board(RotateGesture3D())
        board.twoFingers(degrees: 200, duration: 2, steps: 80)
        let value = try #require(board.ended)
        #expect(abs(value.rotation.angle.degrees - 200) < 1e-6)
        #expect(value.rotation.axis == .z)
        // 200° over 2 s of moves: 100° a second while moving, never a jump the other way.
        #expect(board.values.allSatisfy { $0.velocity.axis == .z })
        let last = try #require(board.values.last)
        #expect(abs(last.velocity.angle.degrees - 100) < 15, "\(last.velocity)")   // each finger moves in its own event
    }
}
