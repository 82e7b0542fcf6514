/// A 3 × 3 transform of a view's drawing, perspective included: SwiftUI's `ProjectionTransform`.
/// A point `(x, y)` goes to `(x', y') / w` where `[x' y' w] = [x y 1] × M` (the row-vector
/// convention of Core Animation, whose `CATransform3D` it can be made from).
///
/// ```swift
/// var turn = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
/// turn.m34 = -1 / 500                       // a vanishing point 500 points away
/// Text("Tilted").projectionEffect(ProjectionTransform(turn))
/// ```
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ transform: CGAffineTransform) {
        m11 = transform.a; m12 = transform.b
        m21 = transform.c; m22 = transform.d
        m31 = transform.tx; m32 = transform.ty
    }

    /// The transform a 3D one gives points of the plane z = 0: its x, y and w columns of the x,
    /// y and translation rows.
    public init(_ transform: CATransform3D) {
        m11 = transform.m11; m12 = transform.m12; m13 = transform.m14
        m21 = transform.m21; m22 = transform.m22; m23 = transform.m24
        m31 = transform.m41; m32 = transform.m42; m33 = transform.m44
    }

    init(_ affine: Affine) {
        m11 = affine.a; m12 = affine.b
        m21 = affine.c; m22 = affine.d
        m31 = affine.tx; m32 = affine.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self`, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// Inverts the transform; returns false (and leaves it) if it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det != 0, det.isFinite else { return false }
        m11 = c11 / det; m12 = c12 / det; m13 = c13 / det
        m21 = c21 / det; m22 = c22 / det; m23 = c23 / det
        m31 = c31 / det; m32 = c32 / det; m33 = c33 / det
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The affine part (exact when ``isAffine``).
    var affine: Affine { Affine(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// Where `point` goes. A point at or behind the eye (w near or below 0) is held just in
    /// front of it, so a door swung past 90° about its edge stays finite.
    func apply(_ point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m31
        let y = point.x * m12 + point.y * m22 + m32
        let w = max(point.x * m13 + point.y * m23 + m33, Self.nearestW)
        return CGPoint(x: x / w, y: y / w)
    }

    /// The affine transform closest to this one around `point` (its first-order expansion): how
    /// the lab draws text, symbols and images under a perspective.
    func linearized(at point: CGPoint) -> Affine {
        let x = point.x * m11 + point.y * m21 + m31
        let y = point.x * m12 + point.y * m22 + m32
        let w = max(point.x * m13 + point.y * m23 + m33, Self.nearestW)
        // d(x/w)/dp = (dx · w − x · dw) / w².
        let a = (m11 * w - x * m13) / (w * w), b = (m12 * w - y * m13) / (w * w)
        let c = (m21 * w - x * m23) / (w * w), d = (m22 * w - y * m23) / (w * w)
        let target = CGPoint(x: x / w, y: y / w)
        return Affine(a: a, b: b, c: c, d: d, tx: target.x - (a * point.x + c * point.y), ty: target.y - (b * point.x + d * point.y))
    }

    /// The smallest w a point is drawn at (in front of the eye).
    private static let nearestW: CGFloat = 0.05
}

extension CGPoint {
    /// The point carried through a projection, as SwiftUI's `CGPoint.applying(_:)` does (a point
    /// the projection sends to infinity has no finite place).
    ///
    /// ```swift
    /// let moved = CGPoint(x: 10, y: 20).applying(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0)))
    /// ```
    public func applying(_ m: ProjectionTransform) -> CGPoint { m.apply(self) }
}
