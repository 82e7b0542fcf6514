/// A gesture that recognizes a two-finger rotation and tracks its angle (clockwise on screen is
/// positive), relative to the fingers' angle when the second one went down.
///
/// ```swift
/// RotateGesture().onChanged { value in angle = value.rotation }
/// ```
/// Active once the rotation reaches `minimumAngleDelta`; ends when a finger of the pair lifts
/// (fails if it never became active). The angle is unwrapped: turning twice gives 720°.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// The attributes of a rotate gesture.
    public struct Value: Equatable, Sendable, CustomStringConvertible {
        public var time: Date
        public var rotation: Angle
        /// Rotation per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
        public init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time; self.rotation = rotation; self.velocity = velocity
            self.startAnchor = startAnchor; self.startLocation = startLocation
        }
        public var description: String { "angle \(rotation)" }
    }
    /// The minimum delta required before the gesture becomes active.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(Constants.rotateMinimumAngleDelta)) {
        precondition(!minimumAngleDelta.radians.isNaN && minimumAngleDelta.radians >= 0,
                     "RotateGesture(minimumAngleDelta:) needs an angle >= 0, got \(minimumAngleDelta)")
        self.minimumAngleDelta = minimumAngleDelta
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        PinchRecognizer<Value>(measure: .rotation, threshold: minimumAngleDelta.radians,
                               title: "Rotate", context: context) { node, body in body(Self.value(of: node)) }
    }

    // Inlinable, as `MagnifyGesture`'s, so that the caller calls the node's reader itself.
    @inlinable
    public static func _value(ofRecognizer node: AnyObject) -> Value? {
        unsafeDowncast(node, to: PinchRecognizer<Value>.self).rotateValue()
    }

    /// The value of an active or ended node.
    @inline(__always)
    fileprivate static func value(of node: PinchRecognizer<Value>) -> Value {
        Value(time: Date(timeIntervalSinceReferenceDate: node.lastTime.seconds),
              rotation: .radians(node.amount), velocity: .radians(node.amountVelocity),
              startAnchor: node.startAnchor, startLocation: node.startLocationLocal)
    }
}

extension PinchRecognizer where Value == RotateGesture.Value {
    /// ``RotateGesture``'s value now, nil while the phase has none.
    @usableFromInline
    func rotateValue() -> Value? {
        isActiveOrEnded ? RotateGesture.value(of: self) : nil
    }
}

/// The older rotation gesture: its value is the angle alone.
///
/// ```swift
/// RotationGesture().onEnded { angle in print(angle.degrees) }
/// ```
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(Constants.rotateMinimumAngleDelta)) {
        precondition(!minimumAngleDelta.radians.isNaN && minimumAngleDelta.radians >= 0,
                     "RotationGesture(minimumAngleDelta:) needs an angle >= 0, got \(minimumAngleDelta)")
        self.minimumAngleDelta = minimumAngleDelta
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        LegacyRotationGesture(minimumAngleDelta: minimumAngleDelta).makeAnyRecognizer(context)
    }
}

/// ``RotationGesture`` under a name that is not deprecated, for the lab's scene files, which
/// still accept the older spelling.
package struct LegacyRotationGesture: Gesture, PrimitiveGesture {
    package typealias Value = Angle
    package typealias Body = Never
    let minimumAngleDelta: Angle
    package init(minimumAngleDelta: Angle) { self.minimumAngleDelta = minimumAngleDelta }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        PinchRecognizer<Angle>(measure: .rotation, threshold: minimumAngleDelta.radians,
                               title: "Rotation", context: context) { node, body in body(.radians(node.amount)) }
    }
}
