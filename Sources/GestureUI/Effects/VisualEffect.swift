/// Drawing-only effects computed from where a view is as it is drawn: SwiftUI's `visualEffect`
/// (from the view's geometry) and `scrollTransition` (from its place in the visible part of its
/// scroll view). The closure chains effects on an ``EmptyVisualEffect``; the view is drawn
/// through them at every frame (while it scrolls, while a scroll glides), and laid out and hit
/// as without them.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(cards) { card in
///         CardView(card).scrollTransition { content, phase in
///             content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase.isIdentity ? 1 : 0.5)
///         }
///     } }
/// }
/// ```
extension View {
    /// Draws the view through the effects `effect` makes from its geometry (its frame in the
    /// canvas as drawn; named coordinate spaces are the canvas here).
    public func visualEffect<V>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> V) -> some View {
        ModifierView(content: self, label: "visualEffect") { _ in
            .drawnEffect { place in
                let proxy = GeometryProxy(ReaderGeometry(size: place.size, toGlobal: place.toGlobal, named: []))
                return effect(EmptyVisualEffect(), proxy) as? EmptyVisualEffect ?? EmptyVisualEffect()
            }
        }
    }

    /// Draws the view through the effects `transition` makes for its phase: `.identity` while
    /// it is wholly inside its scroll view's visible part, `.topLeading`/`.bottomTrailing` as
    /// it leaves by an edge; on the way the effects are between the two, by how much of the
    /// view is past the edge (as `.interactive`; other configurations are drawn so too).
    public func scrollTransition<V>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> V) -> some View {
        ModifierView(content: self, label: "scrollTransition") { _ in
            .drawnEffect { place in ScrollPhaseEffect(axis: axis, transition: transition).effect(at: place) }
        }
    }

    public func scrollTransition<V>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                    axis: Axis? = nil,
                                    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> V) -> some View {
        scrollTransition(.interactive, axis: axis, transition: transition)
    }
}

/// Where a view is drawn, for an effect computed as it is drawn.
struct DrawnPlace {
    var size: CGSize
    /// From the view's space to the canvas, as drawn.
    var toGlobal: Affine
    /// The visible part of the scroll view around it, in the canvas, and the way it scrolls.
    var viewport: (rect: CGRect, axis: Axis)?
}

/// A `scrollTransition`'s effect for a place.
private struct ScrollPhaseEffect<V> {
    let axis: Axis?
    let transition: (EmptyVisualEffect, ScrollTransitionPhase) -> V

    func look(_ phase: ScrollTransitionPhase) -> EmptyVisualEffect {
        transition(EmptyVisualEffect(), phase) as? EmptyVisualEffect ?? EmptyVisualEffect()
    }

    func effect(at place: DrawnPlace) -> EmptyVisualEffect {
        guard let viewport = place.viewport else { return look(.identity) }
        let axis = self.axis ?? viewport.axis
        let frame = CGRect(origin: .zero, size: place.size).applying(place.toGlobal.cgAffineTransform)
        let (low, high, visibleLow, visibleHigh) = axis == .vertical
            ? (frame.minY, frame.maxY, viewport.rect.minY, viewport.rect.maxY)
            : (frame.minX, frame.maxX, viewport.rect.minX, viewport.rect.maxX)
        let length = max(high - low, 1)
        if high > visibleHigh + 0.001 {
            return look(.identity).interpolated(to: look(.bottomTrailing), Double(min(1, (high - visibleHigh) / length)))
        }
        if low < visibleLow - 0.001 {
            return look(.identity).interpolated(to: look(.topLeading), Double(min(1, (visibleLow - low) / length)))
        }
        return look(.identity)
    }
}

/// The effects a `visualEffect` or `scrollTransition` closure applies, chained: SwiftUI's
/// `EmptyVisualEffect`. Scale, offset, turn, 3D turn (in perspective), opacity and blur are
/// drawn; colour effects are accepted and not drawn (the README lists them).
public struct EmptyVisualEffect: Sendable {
    var scale = CGSize(width: 1, height: 1)
    var scaleAnchor: UnitPoint = .center
    var offset = CGSize.zero
    /// Radians.
    var rotation: Double = 0
    var rotationAnchor: UnitPoint = .center
    var opacity: Double = 1
    var blur: CGFloat = 0
    /// A `rotation3DEffect`, drawn inside the other transforms.
    var turn3D: Rotation3D?

    public init() {}

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        var copy = self
        copy.scale = CGSize(width: scale.width * x, height: scale.height * y)
        copy.scaleAnchor = anchor
        return copy
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect {
        var copy = self
        copy.opacity *= opacity
        return copy
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect {
        var copy = self
        copy.offset = CGSize(width: offset.width + x, height: offset.height + y)
        return copy
    }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self.offset(x: offset.width, y: offset.height) }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        var copy = self
        copy.rotation += angle.radians
        copy.rotationAnchor = anchor
        return copy
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect {
        var copy = self
        copy.blur += max(0, radius)
        return copy
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect {
        var copy = self
        copy.turn3D = Rotation3D(angle: angle.radians + (turn3D?.angle ?? 0), axis: SIMD3(Double(axis.x), Double(axis.y), Double(axis.z)),
                                 anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        return copy
    }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { self }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { self }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { self }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { self }
    public func contrast(_ amount: Double) -> EmptyVisualEffect { self }

    /// `fraction` of the way from this effect to `other`.
    func interpolated(to other: EmptyVisualEffect, _ fraction: Double) -> EmptyVisualEffect {
        let f = CGFloat(fraction)
        var result = self
        result.scale = CGSize(width: scale.width + (other.scale.width - scale.width) * f,
                              height: scale.height + (other.scale.height - scale.height) * f)
        result.scaleAnchor = other.scale == CGSize(width: 1, height: 1) ? scaleAnchor : other.scaleAnchor
        result.offset = CGSize(width: offset.width + (other.offset.width - offset.width) * f,
                               height: offset.height + (other.offset.height - offset.height) * f)
        result.rotation = rotation + (other.rotation - rotation) * fraction
        result.rotationAnchor = other.rotation == 0 ? rotationAnchor : other.rotationAnchor
        result.opacity = opacity + (other.opacity - opacity) * fraction
        result.blur = blur + (other.blur - blur) * f
        if let turn = other.turn3D ?? turn3D {
            // From this look's angle to the other's, about the axis of whichever has a turn.
            var between = turn
            between.angle = (turn3D?.angle ?? 0) + ((other.turn3D?.angle ?? 0) - (turn3D?.angle ?? 0)) * fraction
            result.turn3D = between
        }
        return result
    }

    /// The transform of the view's drawing, in its own space of `size`.
    func transform(in size: CGSize) -> Affine {
        var transform = Affine.translation(Double(offset.width), Double(offset.height))
        if scale != CGSize(width: 1, height: 1) {
            transform = transform.concatenating(.stretch(x: Double(scale.width), y: Double(scale.height), about: scaleAnchor, in: size))
        }
        if rotation != 0 {
            transform = transform.concatenating(.about(rotationAnchor, in: size, rotation: rotation, scale: 1))
        }
        return transform
    }

    /// The whole drawing transform: the 3D turn, then ``transform(in:)``.
    func projection(in size: CGSize) -> ProjectionTransform {
        let flat = ProjectionTransform(transform(in: size))
        guard let turn3D, turn3D.angle != 0 else { return flat }
        return turn3D.transform(angle: turn3D.angle, in: size).concatenating(flat)
    }
}

/// Where a child is relative to the visible region of its scroll view.
public enum ScrollTransitionPhase: Sendable, Equatable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition runs.
public struct ScrollTransitionConfiguration: Sendable {
    public static let interactive = ScrollTransitionConfiguration(), identity = ScrollTransitionConfiguration()
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .init() }
    public func threshold(_ threshold: ScrollTransitionThreshold) -> ScrollTransitionConfiguration { self }
}
public struct ScrollTransitionThreshold: Sendable {
    public static let visible = ScrollTransitionThreshold(), hidden = ScrollTransitionThreshold(), centered = ScrollTransitionThreshold()
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold { .init() }
}
