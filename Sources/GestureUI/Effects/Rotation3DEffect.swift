/// Turns the view's drawing about an axis in space, seen in perspective: SwiftUI's
/// `rotation3DEffect`. The turn is about `anchor` (and `anchorZ` out of the screen), and the eye
/// stands `max(width, height) / perspective` points in front of the view: a card turned about
/// the y axis narrows into a trapezoid, its far edge shorter, and shows its mirror image past
/// 90° (SEMANTICS V49). Animatable. Drawing only: hit testing keeps the view's frame. Shapes
/// are drawn through the perspective exactly; text, symbols and images through its closest
/// affine transform at their centres.
///
/// ```swift
/// Card().rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
/// ```
extension View {
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let rotation = Rotation3D(angle: angle.radians, axis: SIMD3(Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                                  anchorZ: anchorZ, perspective: perspective)
        return ModifierView(content: self, label: "rotation3DEffect") { context in
            context.animate(.rotation, SIMD4(rotation.angle, 0, 0, 0))
            return .rotation3D(rotation)
        }
    }
}

/// A turn about an axis in space, seen from an eye in front of the view.
struct Rotation3D {
    var angle: Double
    var axis: SIMD3<Double>
    var anchor: UnitPoint
    var anchorZ: CGFloat = 0
    /// How near the eye is: it stands `max(width, height) / perspective` points away; 0 puts it
    /// infinitely far (a flat projection).
    var perspective: CGFloat = 1

    /// The drawing transform of the turn by `angle` (radians) for a frame of `size`: to the
    /// anchor, turned, seen through the perspective, and back.
    func transform(angle: Double, in size: CGSize) -> ProjectionTransform {
        guard (axis * axis).sum() > 0 else { return ProjectionTransform() }
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        var eye = CATransform3DIdentity
        let distance = max(size.width, size.height) / perspective
        if perspective != 0, distance.isFinite, distance > 0 { eye.m34 = -1 / distance }
        var turn = CATransform3DMakeTranslation(-ax, -ay, -anchorZ)
        turn = CATransform3DConcat(turn, CATransform3DMakeRotation(angle, axis.x, axis.y, axis.z))
        turn = CATransform3DConcat(turn, eye)
        turn = CATransform3DConcat(turn, CATransform3DMakeTranslation(ax, ay, anchorZ))
        return ProjectionTransform(turn)
    }
}

extension View {
    /// Draws the view through `transform`, from its frame's top-left corner (a perspective as
    /// `rotation3DEffect` draws one).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        ModifierView(content: self, label: "projectionEffect") { _ in .projection { _ in transform } }
    }
}
