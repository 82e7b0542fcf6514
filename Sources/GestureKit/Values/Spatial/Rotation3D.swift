/// A rotation in 3D: an angle about an axis, kept as a unit quaternion — the Spatial framework's
/// `Rotation3D`, what ``RotateGesture3D`` reports.
///
/// ```swift
/// let quarter = Rotation3D(angle: .degrees(90), axis: .z)
/// quarter.angle.degrees     // 90
/// quarter.axis              // (0, 0, 1)
/// ```
public struct Rotation3D: Hashable, Sendable, CustomStringConvertible {
    /// The rotation as a unit quaternion.
    public var quaternion: simd_quatd

    /// No rotation.
    public static let identity = Rotation3D(quaternion: simd_quatd(ix: 0, iy: 0, iz: 0, r: 1))

    public init() { self = .identity }
    public init(quaternion: simd_quatd) { self.quaternion = quaternion.normalized }
    /// A rotation of `angle` about `axis`.
    public init(angle: Angle2D, axis: RotationAxis3D) {
        self.init(quaternion: simd_quatd(angle: angle.radians, axis: axis.vector))
    }

    /// The angle of the rotation, 0° … 360°, as the quaternion holds it: a turn of 270° about z
    /// stays 270° about z (the same rotation as 90° about −z, which ``isApproximatelyEqual(to:tolerance:)``
    /// knows). A rate above a whole turn a second cannot be held.
    public var angle: Angle2D { .radians(quaternion.angle) }
    /// The axis of the rotation, for the angle in ``angle`` (zero for no rotation).
    public var axis: RotationAxis3D { RotationAxis3D(quaternion.imag) }
    /// The opposite rotation.
    public var inverse: Rotation3D { Rotation3D(quaternion: quaternion.conjugate) }

    /// This rotation followed by `other`.
    public func rotated(by other: Rotation3D) -> Rotation3D { Rotation3D(quaternion: other.quaternion * quaternion) }

    /// The part of this rotation about `twistAxis` (its swing–twist decomposition's twist): what
    /// a gesture constrained to that axis reports.
    public func twist(twistAxis: RotationAxis3D) -> Rotation3D {
        let along = (quaternion.imag * twistAxis.vector).sum()
        let twist = simd_quatd(real: quaternion.real, imag: twistAxis.vector * along)
        let length = (twist.vector * twist.vector).sum().squareRoot()
        return length > 1e-12 ? Rotation3D(quaternion: twist) : .identity
    }

    /// Whether two rotations are equal within `tolerance` (q and −q are the same rotation).
    public func isApproximatelyEqual(to other: Rotation3D, tolerance: Double = 1e-9) -> Bool {
        let dot = abs((quaternion.vector * other.quaternion.vector).sum())
        return 1 - dot <= tolerance
    }

    public var description: String { "\(angle) about \(axis)" }
}

/// The Spatial framework's 2D angle: the same type as SwiftUI's ``Angle`` here, so
/// `rotation.angle.degrees` and `Rotation3D(angle: .degrees(30), axis: .y)` read as on visionOS.
public typealias Angle2D = Angle
