/// A gesture that recognizes a 3D rotation from two fingers on a flat screen and tracks its
/// angle and axis: a twist turns about z (clockwise on screen is a positive turn about +z, as
/// `RotateGesture`), and moving both fingers together rolls the view like a trackball — right
/// about +y, down about −x — one radian for half the view's shorter side. Only the motion both
/// fingers share rolls (on each axis, the smaller of their moves when they move the same way),
/// so a twist, whose fingers move apart, never rolls, even while one finger has moved and the
/// other's event has not come yet.
///
/// ```swift
/// RotateGesture3D(constrainedToAxis: .y)
///     .onChanged { value in turn = value.rotation }
/// ```
/// With `constrainedToAxis`, only the part of the rotation about that axis (normalized) counts:
/// its swing–twist decomposition's twist. Active once the rotation's angle reaches
/// `minimumAngleDelta`; ends when a finger of the pair lifts (fails if it never became active).
public struct RotateGesture3D: Gesture, PrimitiveGesture {
    /// The attributes of a 3D rotation gesture.
    public struct Value: Equatable, Sendable, CustomStringConvertible {
        /// The rotation since the finger pair formed.
        public var rotation: Rotation3D
        /// The rotation per second, over the last ``Constants/velocityWindow``.
        public var velocity: Rotation3D
        /// Where the pair's centroid started, as a unit point of the view (z at the middle of
        /// its zero depth: 0.5).
        public var startAnchor3D: UnitPoint3D
        /// Where the pair's centroid started, in the view's local space (z = 0).
        public var startLocation3D: Point3D
        /// The time of the event behind this value, on the engine's clock.
        public var time: Date

        public init(rotation: Rotation3D, velocity: Rotation3D, startAnchor3D: UnitPoint3D,
                    startLocation3D: Point3D, time: Date) {
            self.rotation = rotation; self.velocity = velocity; self.startAnchor3D = startAnchor3D
            self.startLocation3D = startLocation3D; self.time = time
        }
        public var description: String { "\(rotation)" }
    }

    /// The minimum angle delta before the gesture becomes active.
    public var minimumAngleDelta: Angle
    /// An axis around which the rotation is constrained, normalized; nil for any axis.
    public var constrainedAxis: RotationAxis3D?

    /// Creates a rotation gesture with a minimum delta for the gesture to start and an axis to
    /// constrain measurement of rotation.
    public init(constrainedToAxis axis: RotationAxis3D? = nil,
                minimumAngleDelta: Angle = .degrees(Constants.rotateMinimumAngleDelta)) {
        precondition(!minimumAngleDelta.radians.isNaN && minimumAngleDelta.radians >= 0,
                     "RotateGesture3D(minimumAngleDelta:) needs an angle >= 0, got \(minimumAngleDelta)")
        self.constrainedAxis = axis
        self.minimumAngleDelta = minimumAngleDelta
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        Rotate3DRecognizer(self, context)
    }
}

/// The node behind ``RotateGesture3D``: tracks a finger pair's twist and shared motion in the
/// view's local space, turns them into one rotation, keeps the part about the constrained axis.
/// It measures nothing for the lab's shape follower (a 3D turn is no turn on the screen).
package final class Rotate3DRecognizer: Recognizer<RotateGesture3D.Value> {
    package struct State {
        var pinch = PinchTracker()
        /// The rotation vector's rates (radians per second), from its unwrapped parts: x and y,
        /// then z.
        var velocityXY = VelocityTracker()
        var velocityZ = VelocityTracker()
        var rotation = Rotation3D.identity
        var valueTime: GestureTime = .zero
        var startLocation: CGPoint = .zero
        var startAnchor: UnitPoint = .center
        /// Where each finger of the pair was when it formed, in the view's local space.
        var pairStart: (CGPoint, CGPoint) = (.zero, .zero)
        /// Points of shared motion that turn the view by one radian.
        var radius: Double = Constants.rotate3DMinimumTrackballRadius
    }

    private let gesture: RotateGesture3D
    private let geometryBox: GeometryBox
    @exclusivity(unchecked) package private(set) var state = State()

    init(_ gesture: RotateGesture3D, _ context: BuildContext) {
        self.gesture = gesture
        self.geometryBox = context.geometry
        super.init(context)
    }

    override package func resetState() { state = State() }

    /// The rotation for a twist of `twist` radians and a shared motion of `motion` points, on a
    /// trackball of `radius` points, constrained to `axis` when one is given.
    package static func rotation(twist: Double, motion: CGSize, radius: Double, axis: RotationAxis3D?) -> Rotation3D {
        let spin = Rotation3D(angle: .radians(twist), axis: .z)
        let dx = Double(motion.width), dy = Double(motion.height)
        let distance = (dx * dx + dy * dy).squareRoot()
        var whole = spin
        if distance > 0 {
            // Right rolls about +y, down about −x: the axis is (−dy, dx, 0).
            let roll = Rotation3D(angle: .radians(distance / radius), axis: RotationAxis3D(x: -dy, y: dx, z: 0))
            whole = spin.rotated(by: roll)
        }
        return axis.map { whole.twist(twistAxis: $0) } ?? whole
    }

    /// The motion two fingers share: on each axis the smaller of their moves when both move the
    /// same way, else none.
    package static func sharedMotion(_ first: CGSize, _ second: CGSize) -> CGSize {
        func shared(_ p: CGFloat, _ q: CGFloat) -> CGFloat {
            guard (p > 0 && q > 0) || (p < 0 && q < 0) else { return 0 }
            return p > 0 ? min(p, q) : max(p, q)
        }
        return CGSize(width: shared(first.width, second.width), height: shared(first.height, second.height))
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        guard state.pinch.update(event, followingAngle: true) else { return }
        switch event.phase {
        case .began:
            guard state.pinch.isPaired else { return }
            let geometry = geometryBox.geometry
            state.startLocation = geometry.toLocal.apply(state.pinch.startCentroid)
            state.startAnchor = geometry.unitPoint(ofLocal: state.startLocation)
            state.pairStart = (geometry.toLocal.apply(state.pinch.touches[0]), geometry.toLocal.apply(state.pinch.touches[1]))
            let side = Double(min(geometry.bounds.width, geometry.bounds.height)) / 2
            state.radius = max(side, Constants.rotate3DMinimumTrackballRadius)
            sample(at: event.time)
        case .moved:
            guard state.pinch.isPaired else { return }
            sample(at: event.time)
            if phaseKind == .active || state.rotation.angle.radians >= gesture.minimumAngleDelta.radians {
                state.valueTime = event.time
                setPhase(.active, context)
            }
        case .ended:
            // The lifting finger's last place counts, as a pinch's does.
            if state.pinch.isPaired { sample(at: event.time) }
            guard let end = state.pinch.lift(event.id, wasActive: phaseKind == .active) else { return }
            if end == .ended { state.valueTime = event.time }
            setPhase(end, context)
        case .cancelled:
            setPhase(.cancelled, context)
        }
    }

    /// Measures the pair now: the rotation and its velocity samples.
    private func sample(at time: GestureTime) {
        let toLocal = geometryBox.geometry.toLocal
        let (a, b) = (toLocal.apply(state.pinch.touches[0]), toLocal.apply(state.pinch.touches[1]))
        let motion = Self.sharedMotion(CGSize(width: a.x - state.pairStart.0.x, height: a.y - state.pairStart.0.y),
                                       CGSize(width: b.x - state.pairStart.1.x, height: b.y - state.pairStart.1.y))
        let twist = state.pinch.rotation
        state.rotation = Self.rotation(twist: twist, motion: motion, radius: state.radius, axis: gesture.constrainedAxis)
        // The velocity follows the rotation's parts unwrapped (a twist past 180° keeps its
        // sense), as a vector of rates about x, y and z; constrained, only its part along the axis.
        var parts = SIMD3(-Double(motion.height) / state.radius, Double(motion.width) / state.radius, twist)
        if let axis = gesture.constrainedAxis { parts = axis.vector * (parts * axis.vector).sum() }
        state.velocityXY.add(time: time.seconds, x: parts.x, y: parts.y)
        state.velocityZ.add(time: time.seconds, x: parts.z)
    }

    override package func withValue(_ body: (RotateGesture3D.Value) -> Void) -> Bool {
        guard isActiveOrEnded else { return false }
        let perSecond = SIMD3(state.velocityXY.velocity.x, state.velocityXY.velocity.y, state.velocityZ.velocity.x)
        let speed = (perSecond * perSecond).sum().squareRoot()
        let velocity = speed > 0 ? Rotation3D(angle: .radians(speed), axis: RotationAxis3D(perSecond)) : .identity
        body(RotateGesture3D.Value(
            rotation: state.rotation, velocity: velocity,
            startAnchor3D: UnitPoint3D(x: Double(state.startAnchor.x), y: Double(state.startAnchor.y), z: 0.5),
            startLocation3D: Point3D(state.startLocation), time: Date(timeIntervalSinceReferenceDate: state.valueTime.seconds)))
        return true
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let title = "Rotate3D" + (gesture.constrainedAxis.map { "(axis \($0))" } ?? "")
        let value: String?
        if state.pinch.isPaired && phaseKind.hasValue {
            value = "\(brief(state.rotation.angle.degrees))° about \(state.rotation.axis)"
        } else {
            value = isStarted && !phaseKind.isTerminal ? "\(state.pinch.touches.count)/2 fingers" : nil
        }
        return makeSnapshot(title: title, value: value, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .rotate3D }
}
