/// A unit quaternion of doubles, under the name Apple's simd library gives it, so that code that
/// reads `rotation.quaternion.imag.x` or `.real` compiles unchanged.
///
/// ```swift
/// let q = simd_quatd(angle: .pi / 2, axis: SIMD3(0, 0, 1))
/// q.real        // 0.707…
/// ```
public struct simd_quatd: Hashable, Sendable {
    /// `(ix, iy, iz, r)`: the imaginary part first, the real part last, as in simd.
    public var vector: SIMD4<Double>

    public init(vector: SIMD4<Double>) { self.vector = vector }
    public init(ix: Double, iy: Double, iz: Double, r: Double) { vector = SIMD4(ix, iy, iz, r) }
    public init(real: Double, imag: SIMD3<Double>) { vector = SIMD4(imag.x, imag.y, imag.z, real) }
    /// A rotation of `angle` radians about `axis` (normalized here).
    public init(angle: Double, axis: SIMD3<Double>) {
        let unit = RotationAxis3D(axis).vector
        let half = angle / 2
        self.init(real: cos(half), imag: unit * sin(half))
    }

    /// The real (scalar) part.
    public var real: Double { vector.w }
    /// The imaginary (vector) part.
    public var imag: SIMD3<Double> { SIMD3(vector.x, vector.y, vector.z) }
    /// The rotation angle in radians, in 0 … 2π.
    public var angle: Double { 2 * atan2((imag * imag).sum().squareRoot(), real) }
    /// The rotation axis (zero for no rotation).
    public var axis: SIMD3<Double> { RotationAxis3D(imag).vector }
    /// The same rotation with unit length.
    public var normalized: simd_quatd {
        let length = (vector * vector).sum().squareRoot()
        return length > 0 ? simd_quatd(vector: vector / length) : simd_quatd(ix: 0, iy: 0, iz: 0, r: 1)
    }
    /// The inverse rotation.
    public var conjugate: simd_quatd { simd_quatd(real: real, imag: -imag) }

    /// The rotation `rhs` followed by `lhs`.
    public static func * (lhs: simd_quatd, rhs: simd_quatd) -> simd_quatd {
        let (a, b) = (lhs.imag, rhs.imag)
        let cross = SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        return simd_quatd(real: lhs.real * rhs.real - (a * b).sum(), imag: lhs.real * b + rhs.real * a + cross)
    }
    /// `v` rotated by this quaternion.
    public func act(_ v: SIMD3<Double>) -> SIMD3<Double> {
        (self * simd_quatd(real: 0, imag: v) * conjugate).imag
    }
}
