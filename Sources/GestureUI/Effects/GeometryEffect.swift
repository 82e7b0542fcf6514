/// A modifier that draws its view through a transform it computes from the view's size:
/// SwiftUI's `GeometryEffect`. It is `Animatable`: an animated change of its `animatableData`
/// recomputes the transform every frame from the values on their way, which is how a "shake"
/// is written. The transform changes drawing only (hit testing keeps the laid-out frame).
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
/// SecureField("Password", text: $password).modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform to draw the view through, from its frame's top-left corner.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect has no body: the host draws its view through ``effectValue(size:)``.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a GeometryEffect: the view host draws its content through effectValue(size:), never its body")
    }

    /// The effect, kept out of layout (accepted: geometry effects change drawing only here).
    public func ignoredByLayout() -> Self { self }
}

extension ResolveContext {
    /// `content` drawn through `effect`'s transform for the size layout gives it.
    func resolveEffect<E: GeometryEffect>(_ effect: E, _ content: some View, into nodes: inout [Node]) {
        modify(content, into: &nodes, label: host.typeName(E.self)) { _ in
            .projection { size in effect.effectValue(size: size) }
        }
    }
}
