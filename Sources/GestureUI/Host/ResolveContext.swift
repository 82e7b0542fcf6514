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
        if let primitive = host.primitiveType(V.self) {
            primitive.resolve(view, self, into: &nodes)
            return
        }
        var inner = child(.type(ObjectIdentifier(V.self)))
        inner.scope = scope.appending(view: host.typeName(V.self))
        host.install(view, key: inner.key, environment: environment)
        // An `Animatable` view of the user's is built with its values on their way.
        let body = host.isAnimatable(V.self)
            ? host.evaluateBody(AnimatableVector.presentedIfAnimatable(view, key: inner.key, inner)) : host.evaluateBody(view)
        inner.resolve(body, into: &nodes)
    }

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
        host.stats.nodesMade += 1
        if let animation {
            node.animation = animation
            host.hasAnimatedNodes = true
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

    /// Records an animatable value of this node for the animator.
    func animate(_ slot: AnimationSlot, _ value: SIMD4<Double>) {
        host.animator.setTarget(AnimationKey(node: key, slot: slot), value, animation: animation, at: host.now)
    }
}

