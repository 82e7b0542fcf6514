/// How a view comes in when it is inserted and goes out when it is removed in an animated
/// change: SwiftUI's `AnyTransition`. A transition is the view's look at the far end (faded,
/// shrunk, moved off by its size); the animation carries it to or from the view as laid out.
///
/// ```swift
/// if isShowingBanner {
///     Banner().transition(.move(edge: .top).combined(with: .opacity))
/// }
/// ```
/// A view inserted or removed without an animation appears or goes at once; one with no
/// `transition` fades (`.opacity`), as in SwiftUI.
public struct AnyTransition: Sendable {
    /// The look when the view is inserted (at the start) and removed (at the end).
    var insertion: TransitionEffect
    var removal: TransitionEffect
    /// The animation the transition brings along (`.animation(_:)`), used instead of the change's.
    var animation: Animation?
    /// For a transition made of `.modifier(active:identity:)`s: its insertion and removal looks,
    /// read where the transition is used (``TransitionEffect/of(_:in:)``).
    var modifierLook: (@Sendable (ResolveContext) -> (insertion: TransitionEffect, removal: TransitionEffect))?

    init(insertion: TransitionEffect, removal: TransitionEffect, animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    /// The transition with the look of its modifiers read in `context`.
    func resolved(in context: ResolveContext) -> AnyTransition {
        guard let modifierLook else { return self }
        var copy = self
        (copy.insertion, copy.removal) = modifierLook(context)
        copy.modifierLook = nil
        return copy
    }
    init(_ effect: TransitionEffect) { self.init(insertion: effect, removal: effect) }

    /// Fades in and out.
    public static let opacity = AnyTransition(TransitionEffect(opacity: 0))
    /// No change: the view appears and goes at once (while its siblings animate).
    public static let identity = AnyTransition(TransitionEffect())
    /// Grows from nothing and shrinks to nothing, about the centre.
    public static var scale: AnyTransition { .scale(scale: 0) }
    /// Grows from `scale` and shrinks back to it, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(TransitionEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }
    /// Comes in from the leading edge and leaves by the trailing edge, by its own width.
    public static let slide = AnyTransition(insertion: .moved(to: .leading), removal: .moved(to: .trailing))
    /// Comes in from `edge` and leaves towards it, by its own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.moved(to: edge)) }
    /// Comes in from `edge`, fading in, and leaves by the opposite edge, fading out (iOS 17).
    public static func push(from edge: Edge) -> AnyTransition {
        var insertion = TransitionEffect.moved(to: edge)
        insertion.opacity = 0
        var removal = TransitionEffect.moved(to: edge.opposite)
        removal.opacity = 0
        return AnyTransition(insertion: insertion, removal: removal)
    }
    /// Comes in from and leaves to an offset.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(TransitionEffect(offset: offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    /// One transition on the way in, another on the way out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
        if insertion.modifierLook != nil || removal.modifierLook != nil {
            transition.modifierLook = { context in
                (insertion.resolved(in: context).insertion, removal.resolved(in: context).removal)
            }
        }
        return transition
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var transition = AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal),
                                       animation: animation ?? other.animation)
        if modifierLook != nil || other.modifierLook != nil {
            let first = self
            transition.modifierLook = { context in
                let a = first.resolved(in: context), b = other.resolved(in: context)
                return (a.insertion.combined(with: b.insertion), a.removal.combined(with: b.removal))
            }
        }
        return transition
    }
    /// The transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }
    /// A transition of your own between two modifiers: the view comes in from, and goes out
    /// to, the look `active` gives it (its opacity, offset, scale and turn, with their
    /// anchors), animated to and from the view as `identity` leaves it.
    ///
    /// ```swift
    /// .transition(.modifier(active: Pivot(angle: -90), identity: Pivot(angle: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        var transition = AnyTransition(TransitionEffect(opacity: 0))
        nonisolated(unsafe) let active = active, identity = identity
        transition.modifierLook = { context in
            let look = TransitionEffect.of(active, in: context).relative(to: TransitionEffect.of(identity, in: context))
            return (look, look)
        }
        return transition
    }
    /// A type-erased transition (`AnyTransition(.opacity)` with iOS 17's `Transition` values).
    public init(_ transition: AnyTransition) { self = transition }
}

/// The look of a view at the far end of a transition.
struct TransitionEffect: Equatable, Sendable {
    var opacity: Double = 1
    var scale = CGSize(width: 1, height: 1)
    var anchor: UnitPoint = .center
    /// Points moved by.
    var offset: CGSize = .zero
    /// Moved by this many of the view's own widths and heights.
    var sizeOffset: CGSize = .zero
    /// Radians turned, about `rotationAnchor`.
    var rotation: Double = 0
    var rotationAnchor: UnitPoint = .center

    static func moved(to edge: Edge) -> TransitionEffect {
        switch edge {
        case .leading: TransitionEffect(sizeOffset: CGSize(width: -1, height: 0))
        case .trailing: TransitionEffect(sizeOffset: CGSize(width: 1, height: 0))
        case .top: TransitionEffect(sizeOffset: CGSize(width: 0, height: -1))
        case .bottom: TransitionEffect(sizeOffset: CGSize(width: 0, height: 1))
        }
    }

    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(opacity: opacity * other.opacity,
                         scale: CGSize(width: scale.width * other.scale.width, height: scale.height * other.scale.height),
                         anchor: scale == CGSize(width: 1, height: 1) ? other.anchor : anchor,
                         offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height),
                         sizeOffset: CGSize(width: sizeOffset.width + other.sizeOffset.width,
                                            height: sizeOffset.height + other.sizeOffset.height),
                         rotation: rotation + other.rotation,
                         rotationAnchor: rotation == 0 ? other.rotationAnchor : rotationAnchor)
    }

    /// The look `modifier` gives a view: its modifier nodes' opacity, offset, scale and turn,
    /// read from the modifier applied to a stand-in view in `context` (at a place of its own,
    /// so it shares no state with the view).
    static func of<M: ViewModifier>(_ modifier: M, in context: ResolveContext) -> TransitionEffect {
        var nodes: [Node] = []
        var probe = context.child(.index(0x7A5E))
        probe.animation = nil
        probe.resolve(Color.clear.modifier(modifier), into: &nodes)
        var effect = TransitionEffect()
        var current = nodes.count == 1 ? nodes.first : nil
        while let node = current {
            switch node.kind {
            case .opacity(let alpha): effect.opacity *= alpha
            case .offset(let offset):
                effect.offset.width += offset.width
                effect.offset.height += offset.height
            case .scale(let scale, let anchor):
                effect.scale = CGSize(width: effect.scale.width * scale.width, height: effect.scale.height * scale.height)
                effect.anchor = anchor
            case .rotation(let angle, let anchor):
                effect.rotation += angle.radians
                effect.rotationAnchor = anchor
            default: break
            }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return effect
    }

    /// This look as a change from `identity`'s (a modifier whose identity is not plain).
    func relative(to identity: TransitionEffect) -> TransitionEffect {
        var effect = self
        effect.opacity = identity.opacity > 0 ? opacity / identity.opacity : opacity
        effect.offset = CGSize(width: offset.width - identity.offset.width, height: offset.height - identity.offset.height)
        effect.scale = CGSize(width: identity.scale.width != 0 ? scale.width / identity.scale.width : scale.width,
                              height: identity.scale.height != 0 ? scale.height / identity.scale.height : scale.height)
        effect.rotation = rotation - identity.rotation
        return effect
    }

    /// The effect `progress` of the way from this look (0) to the view as laid out (1).
    func at(_ progress: Double, size: CGSize) -> (opacity: Double, transform: Affine) {
        let rest = 1 - progress
        let dx = (offset.width + sizeOffset.width * size.width) * rest
        let dy = (offset.height + sizeOffset.height * size.height) * rest
        let sx = 1 + (scale.width - 1) * rest, sy = 1 + (scale.height - 1) * rest
        var transform = Affine.translation(dx, dy).concatenating(.stretch(x: sx, y: sy, about: anchor, in: size))
        if rotation != 0 {
            transform = transform.concatenating(.about(rotationAnchor, in: size, rotation: rotation * rest, scale: 1))
        }
        return (1 + (opacity - 1) * rest, transform)
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}

extension View {
    /// How the view comes in and goes out when an animated change inserts or removes it.
    ///
    /// ```swift
    /// if showsDetail { Detail().transition(.scale.combined(with: .opacity)) }
    /// ```
    public func transition(_ transition: AnyTransition) -> some View {
        ModifierView(content: self, label: "transition") { context in
            // A transition with its own animation runs whatever the change's transaction.
            if transition.animation != nil { context.host.hasOwnAnimatedTransitions = true }
            return .transition(transition.resolved(in: context))
        }
    }
}
