/// Where in the tree a view is being resolved: its identity key, the user views around it, the
/// environment (colour, font) and the animation that changes made now carry.
struct ResolveContext {
    /// The host resolving the views. Not counted: a context is copied into every view resolved
    /// and read at every step, and it lives only inside its host's update (closures that keep
    /// one, a reader's or a lazy stack's content, run inside the host's passes), so the host is
    /// always there while it is used. Debug builds keep the checked reference, so that a mistake
    /// stops there with a message.
    #if DEBUG
    unowned let host: ViewHost
    #else
    unowned(unsafe) let host: ViewHost
    #endif
    var key: UInt64
    var scope: Scope
    var environment: EnvironmentValues
    /// The animation for changes inside this subtree (the update's transaction, as the
    /// `animation` modifiers above change it).
    var animation: Animation?
    /// The key of the record of the user view (or `ViewModifier`) whose body this place is in
    /// (0: none, outside every user view): what a change read here dirties.
    var owner: UInt64 = 0

    func child(_ component: PathComponent) -> ResolveContext {
        var copy = self
        copy.key = component.key(under: key)
        if case .id(_, let name) = component { copy.scope = scope.appending(element: name) }
        return copy
    }

    /// Resolves a view of any type: built-in views directly, others through their body.
    func resolveAny(_ view: any View, into nodes: inout [Node]) {
        resolve(view, into: &nodes)
    }

    func resolve<V: View>(_ view: V, into nodes: inout [Node]) {
        withHost { host in resolve(view, host, into: &nodes) }
    }

    /// Runs `body` with the host through a reference that is never counted: the host has weak
    /// references elsewhere, so each count of it would take the runtime's slow path, and the
    /// paths that resolve every view use it several times.
    @inline(__always)
    func withHost<Result>(_ body: (ViewHost) -> Result) -> Result {
        Unmanaged.passUnretained(host)._withUnsafeGuaranteedRef(body)
    }

    private func resolve<V: View>(_ view: V, _ host: ViewHost, into nodes: inout [Node]) {
        let facts = host.facts(of: V.self)
        if let primitive = facts.primitive {
            primitive.resolve(view, self, into: &nodes)
            return
        }
        var inner = child(.type(ObjectIdentifier(V.self)))
        // The same view as last time, with nothing it reads changed: its last nodes, as SwiftUI
        // skips its body. (Not inside an animated change: its nodes carry that animation.)
        let existing = host.record(at: inner.key)
        if host.isReusing, animation == nil, let existing, host.reuse(view, record: existing, environment: environment, into: &nodes) { return }
        inner.scope = scope.appending(view: facts.name)
        // Recording starts before the view is installed: its properties' linking can keep it
        // from being cached (`@AppStorage` reads its store at every update).
        host.beginRecording()
        let record = host.install(view, key: inner.key, environment: environment, parent: owner, existing: existing)
        inner.owner = inner.key
        let first = nodes.count
        // An `Animatable` view of the user's is built with its values on their way.
        let body = facts.isAnimatable
            ? host.evaluateBody(AnimatableVector.presentedIfAnimatable(view, key: inner.key, inner), owner: inner.key)
            : host.evaluateBody(view, owner: inner.key)
        inner.resolve(body, into: &nodes)
        host.endRecording(record, view: view, entry: self, cacheable: animation == nil, nodes: nodes[first...])
    }

    /// Runs `body` watching the `@Observable` properties it reads for this place's owner
    /// (``ViewHost/tracking(owner:_:)``).
    func tracking<T>(_ body: () -> T) -> T { host.tracking(owner: owner, body) }

    /// The nodes of `view` as one node: itself if it makes one, else a `ZStack`-like group.
    func resolveSingle<V: View>(_ view: V, label: String) -> Node? {
        var nodes: [Node] = []
        child(.index(0)).resolve(view, into: &nodes)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return nil }
        return makeNode(.zstack(.center), label: label, children: nodes)
    }

    /// A node laid out by `layout` with `content`'s views as its children (`VStack`, `HStack`).
    func resolveLayout<L: Layout, Content: View>(_ layout: L, _ content: Content, label: String, into nodes: inout [Node]) {
        var children: [Node] = []
        child(.index(0)).resolve(content, into: &children)
        nodes.append(makeNode(.layout(LayoutBox.make(layout)), label: label, children: children))
    }

    /// A node at this context's identity.
    func makeNode(_ kind: Node.Kind, label: String, children: [Node] = []) -> Node {
        let node = Node(kind, key: key, scope: scope, label: label, children: children)
        node.colorScheme = environment.colorScheme
        withHost { host in
            host.stats.nodesMade += 1
            if let animation {
                node.animation = animation
                host.hasAnimatedNodes = true
                host.markVolatile()
            }
        }
        return node
    }

    /// Wraps each node of `content` in a modifier node (a modifier on a list applies to each
    /// element, as on a `Group`).
    func modify<Content: View>(_ content: Content, into nodes: inout [Node], label: String,
                               _ kind: (ResolveContext) -> Node.Kind) {
        var inner: [Node] = []
        child(.index(0)).resolve(content, into: &inner)
        for (index, node) in inner.enumerated() {
            let context = inner.count == 1 ? self : child(.index(index + 1))
            nodes.append(context.makeNode(kind(context), label: label, children: [node]))
        }
    }

    /// Records an animatable colour of this node for the animator, as it is drawn in this
    /// context's colour scheme.
    func animate(_ slot: AnimationSlot, color: Color) {
        animate(slot, color.resolved(environment.colorScheme).vector)
    }

    /// Records an animatable value of this node for the animator.
    func animate(_ slot: AnimationSlot, _ value: SIMD4<Double>) {
        withHost { $0.setAnimationTarget(AnimationKey(node: key, slot: slot), value, animation: animation) }
    }
}

