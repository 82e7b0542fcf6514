/// A value views pass up to the views around them: SwiftUI's `PreferenceKey`. A view sets it
/// with `preference(key:value:)` (or `anchorPreference`); the values set inside a view are
/// combined in the order of the tree by ``reduce(value:nextValue:)``, starting from
/// ``defaultValue``; `onPreferenceChange`, `overlayPreferenceValue` and
/// `backgroundPreferenceValue` read the combined value once the views are laid out.
///
/// ```swift
/// struct HeightKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// Text("Hi").background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
/// ```
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Sets `value` for `key` on this view.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        NodeTraitView(content: self) { $0.traits.preferences[ObjectIdentifier(K.self)] = value }
    }
    /// Sets `key`'s value from a geometric value of this view (its bounds, a point of it), in
    /// the scene's coordinates until a `GeometryProxy` turns it into its own.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        NodeTraitView(content: self) { node in
            node.traits.anchorPreferences[ObjectIdentifier(K.self)] = { frame in transform(Anchor(sceneValue: value.make(frame))) }
        }
    }
    /// Changes `key`'s value set inside this view: applied to the combined value of the content.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceTransformView<Self, K>(content: self, callback: callback)
    }
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        NodeTraitView(content: self) { node in
            node.traits.anchorPreferences[ObjectIdentifier(K.self)] = { frame in
                var combined = K.defaultValue
                transform(&combined, Anchor(sceneValue: value.make(frame)))
                return combined
            }
        }
    }

    /// Calls `action` with `key`'s combined value inside this view when the views are first laid
    /// out and whenever it changes after an update.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        PreferenceReaderView(content: self, key: key, placement: .watch(action))
    }
    /// Draws the view built from `key`'s combined value inside this view over it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceReaderView(content: self, key: key, placement: .overlay { AnyView(transform($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)) })
    }
    /// Draws the view built from `key`'s combined value inside this view behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceReaderView(content: self, key: key, placement: .background { AnyView(transform($0).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)) })
    }
}

extension GeometryProxy {
    /// An anchor's rectangle in this reader's coordinates.
    public subscript(anchor: Anchor<CGRect>) -> CGRect {
        let origin = frame(in: .global).origin
        return anchor.sceneValue.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    /// An anchor's point in this reader's coordinates.
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
        let origin = frame(in: .global).origin
        return CGPoint(x: anchor.sceneValue.x - origin.x, y: anchor.sceneValue.y - origin.y)
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.sceneValue == rhs.sceneValue }
}

/// Combines a key's values in a laid-out subtree, in the order of the tree.
enum PreferenceCollector {
    /// `key`'s value in `node`'s subtree; `origin` is where the node's parent space's origin is
    /// in the scene.
    static func collect<K: PreferenceKey>(_ key: K.Type, in node: Node, origin: CGPoint) -> K.Value {
        var value = K.defaultValue
        visit(K.self, node, origin: origin) { next in K.reduce(value: &value, nextValue: { next }) }
        return value
    }

    private static func visit<K: PreferenceKey>(_ key: K.Type, _ node: Node, origin: CGPoint, _ add: (K.Value) -> Void) {
        // A view leaving, or one its layout left out (a `ViewThatFits` candidate not chosen), gives none.
        if node.isGhost || node.isLeftOut { return }
        let id = ObjectIdentifier(K.self)
        let here = CGPoint(x: origin.x + node.origin.x, y: origin.y + node.origin.y)
        if node.hasTraits, let transform = node.traits.preferenceTransforms[id] {
            // The subtree's own combined value, changed, stands for the whole subtree.
            var inner = K.defaultValue
            if let value = node.traits.preferences[id] as? K.Value { K.reduce(value: &inner, nextValue: { value }) }
            for child in node.children { visit(K.self, child, origin: here) { next in K.reduce(value: &inner, nextValue: { next }) } }
            if let changed = transform(inner) as? K.Value { add(changed) }
            return
        }
        if node.hasTraits, let value = node.traits.preferences[id] as? K.Value { add(value) }
        if node.hasTraits, let make = node.traits.anchorPreferences[id], let value = make(CGRect(origin: here, size: node.size)) as? K.Value { add(value) }
        var inner = here
        switch node.kind {
        case .offset(let offset):
            inner.x += offset.width
            inner.y += offset.height
        case .scroll(let state):
            let shift = state.shift(at: state.offset)
            if state.axis == .vertical { inner.y -= shift } else { inner.x -= shift }
        default:
            break
        }
        for child in node.children { visit(K.self, child, origin: inner, add) }
    }
}

/// Where a preference reader puts what it builds.
enum PreferencePlacement<Value> {
    case watch((Value) -> Void)
    case overlay((Value) -> AnyView)
    case background((Value) -> AnyView)
}

/// The content, and a reader laid over (or under) it that is built after layout from the
/// content's combined value.
struct PreferenceReaderView<Content: View, K: PreferenceKey>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let key: K.Type
    let placement: PreferencePlacement<K.Value>

    final class Watched {
        var last: Any?
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let contentNodes = context.nodes(of: content, at: 0)
        guard !contentNodes.isEmpty else { return }
        let contentNode = contentNodes.count == 1 ? contentNodes[0]
            : context.child(.index(3)).makeNode(.zstack(.center), label: "Group", children: contentNodes)
        let host = context.host
        let readerContext = context.child(.index(1))
        let placement = placement
        let watched = host.internalState(at: readerContext.key) { Watched() }
        let pending = GeometryContent { [unowned host] geometry in
            let origin = geometry.toGlobal.apply(.zero)
            // The content's own readers first: their values count.
            GeometryPass.buildContents(of: contentNode, parent: geometry.toGlobal.concatenating(.translation(-contentNode.origin.x, -contentNode.origin.y)),
                                       canvas: host.canvasSize, safe: geometry.safe ?? host.safeRect)
            let value = PreferenceCollector.collect(K.self, in: contentNode, origin: CGPoint(x: origin.x - contentNode.origin.x,
                                                                                           y: origin.y - contentNode.origin.y))
            switch placement {
            case .watch(let action):
                if !Self.same(watched.last, value) {
                    watched.last = value
                    host.queueLifecycleAction { action(value) }
                }
                return []
            case .overlay(let build), .background(let build):
                var children: [Node] = []
                readerContext.child(.index(0)).resolve(readerContext.tracking { build(value) }, into: &children)
                return children
            }
        }
        host.noteGeometryReader()
        let reader = readerContext.makeNode(.geometry(pending), label: "PreferenceReader")
        switch placement {
        case .background:
            nodes.append(context.makeNode(.background(.center), label: "backgroundPreferenceValue", children: [reader, contentNode]))
        default:
            nodes.append(context.makeNode(.overlay(.center), label: "preferenceReader", children: [contentNode, reader]))
        }
    }

    /// Whether a watched value is unchanged (values that are not `Equatable` always count as changed).
    static func same(_ old: Any?, _ new: K.Value) -> Bool {
        guard let old = old as? K.Value else { return false }
        return equal(old, new)
    }
    private static func equal(_ a: K.Value, _ b: K.Value) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// `transformPreference`: a node around the content whose subtree's combined value is changed.
struct PreferenceTransformView<Content: View, K: PreferenceKey>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let callback: (inout K.Value) -> Void
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let callback = callback
        let first = nodes.count
        context.modify(content, into: &nodes, label: "transformPreference") { _ in .zstack(.center) }
        for node in nodes[first...] {
            node.traits.preferenceTransforms[ObjectIdentifier(K.self)] = { value in
                guard var typed = value as? K.Value else { return value }
                callback(&typed)
                return typed
            }
        }
    }
}
