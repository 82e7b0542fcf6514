/// A 3D axis of rotation, always of unit length: the Spatial framework's `RotationAxis3D`.
///
/// ```swift
/// RotateGesture3D(constrainedToAxis: .y)
/// RotationAxis3D(x: 1, y: 1, z: 0)        // normalized to (0.707…, 0.707…, 0)
/// ```
/// In a view's 3D space x points right, y down and z out of the screen, toward the viewer.
public struct RotationAxis3D: Hashable, Sendable, CustomStringConvertible {
    /// The axis's components; their squares sum to 1 (or all are 0 for a zero axis).
    public private(set) var x: Double
    public private(set) var y: Double
    public private(set) var z: Double

    /// An axis along `(x, y, z)`, normalized; a zero vector stays zero.
    public init(x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { self.x = 0; self.y = 0; self.z = 0; return }
        self.x = x / length; self.y = y / length; self.z = z / length
    }
    /// An axis along `vector`, normalized.
    public init(_ vector: SIMD3<Double>) { self.init(x: vector.x, y: vector.y, z: vector.z) }

    /// The axis as a vector.
    public var vector: SIMD3<Double> { SIMD3(x, y, z) }

    public static let x = RotationAxis3D(x: 1, y: 0, z: 0)
    public static let y = RotationAxis3D(x: 0, y: 1, z: 0)
    public static let z = RotationAxis3D(x: 0, y: 0, z: 1)
    public static let xy = RotationAxis3D(x: 1, y: 1, z: 0)
    public static let yz = RotationAxis3D(x: 0, y: 1, z: 1)
    public static let xz = RotationAxis3D(x: 1, y: 0, z: 1)
    public static let xyz = RotationAxis3D(x: 1, y: 1, z: 1)

    public var description: String { "(\(brief(x, decimals: 1000)), \(brief(y, decimals: 1000)), \(brief(z, decimals: 1000)))" }
}
