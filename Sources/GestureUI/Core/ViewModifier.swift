/// A modifier that makes a new view from the view it is applied to: SwiftUI's `ViewModifier`,
/// for your own reusable modifiers.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(RoundedRectangle(cornerRadius: 12).fill(.white))
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.child(.index(0)).resolveAny(view, into: &nodes)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        // The modifier is installed like a view: its `@State` and `@GestureState` belong to
        // this place in the tree.
        var inner = context.child(.type(ObjectIdentifier(Modifier.self)))
        let record = context.host.install(modifier, key: inner.key, environment: context.environment, parent: context.owner,
                                          existing: context.host.record(at: inner.key))
        context.host.noteRecord(record)
        inner.owner = inner.key
        // An `Animatable` modifier is built with its values on their way.
        var modifier = self.modifier
        if context.host.isAnimatable(Modifier.self) {
            modifier = AnimatableVector.presentedIfAnimatable(modifier, key: inner.key, context)
            // A geometry effect is animatable; only such modifiers are asked.
            if let effect = modifier as? any GeometryEffect {
                inner.resolveEffect(effect, content, into: &nodes)
                return
            }
        }
        let body = inner.tracking { modifier.body(content: _ViewModifier_Content<Modifier>(view: content)) }
        inner.resolve(body, into: &nodes)
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
