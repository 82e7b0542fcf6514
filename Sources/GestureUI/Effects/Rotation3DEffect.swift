/// Turns the view's drawing about an axis in space: SwiftUI's `rotation3DEffect`, drawn as its
/// flat (orthographic) projection about `anchor`: a card turned about the y axis narrows to a
/// line at 90° and shows its mirror image past it. Animatable. Drawing only: hit testing keeps
/// the view's frame, and `perspective` and `anchorZ` are accepted for SwiftUI's signature.
///
/// ```swift
/// Card().rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
/// ```
extension View {
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let rotation = Rotation3D(angle: angle.radians, axis: SIMD3(Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor)
        return ModifierView(content: self, label: "rotation3DEffect") { context in
            context.animate(.rotation, SIMD4(rotation.angle, 0, 0, 0))
            return .rotation3D(rotation)
        }
    }
}

/// A turn about an axis in space, seen flat.
struct Rotation3D {
    var angle: Double
    var axis: SIMD3<Double>
    var anchor: UnitPoint

    /// The flat projection of the turn by `angle` (radians) about the anchor of a frame.
    func projected(angle: Double, in size: CGSize) -> Affine {
        let length = (axis * axis).sum().squareRoot()
        guard length > 0 else { return .identity }
        let u = axis / length
        let c = cos(angle), s = sin(angle), t = 1 - c
        // Rodrigues' rotation matrix, rows r0 and r1 (the z row drops out in a flat projection).
        let r00 = t * u.x * u.x + c, r01 = t * u.x * u.y - s * u.z
        let r10 = t * u.x * u.y + s * u.z, r11 = t * u.y * u.y + c
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return Affine.translation(ax, ay)
            .concatenating(Affine(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0))
            .concatenating(.translation(-ax, -ay))
    }
}

/// A transform of a view's drawing: SwiftUI's `ProjectionTransform`, its affine part (the lab
/// draws flat transforms; the perspective row is kept but not drawn).
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
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    var affine: Affine { Affine(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}

extension View {
    /// Draws the view through `transform` (its affine part), from its frame's top-left corner.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        ModifierView(content: self, label: "projectionEffect") { _ in .projection { _ in transform.affine } }
    }
}
