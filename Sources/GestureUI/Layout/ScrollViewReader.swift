/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views inside to a view by
/// its id (a `ForEach` element's id or an `id(_:)`): SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { ForEach(0..<100) { Text("Row \($0)").id($0) } }
///     Button("Bottom") { withAnimation { proxy.scrollTo(99, anchor: .bottom) } }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let registry = context.host.internalState(at: context.key) { ScrollRegistry() }
        registry.host = context.host
        registry.states.removeAll()
        var inner = context.child(.index(0))
        inner.environment.scrollReader = registry
        inner.resolve(content(ScrollViewProxy(registry: registry)), into: &nodes)
    }
}

/// Scrolls the scroll views of a ``ScrollViewReader``.
public struct ScrollViewProxy {
    let registry: ScrollRegistry

    /// Scrolls so that the view with `id` shows: with its `anchor` point at the same point of
    /// the scroll view (`.top`, `.center`, `.bottom`), or, without one, by as little as shows it
    /// whole. Animated by the surrounding `withAnimation`.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        registry.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// The scroll views inside one reader, as of its last update.
final class ScrollRegistry {
    weak var host: ViewHost?
    var states: [ScrollState] = []

    func register(_ state: ScrollState) { states.append(state) }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        for state in states {
            guard let content = state.content, let frame = Self.frame(of: id, in: content, origin: .zero) else { continue }
            let vertical = state.axis == .vertical
            let start = vertical ? frame.minY : frame.minX
            let length = vertical ? frame.height : frame.width
            // In the content's shift, in the viewport a large title above leaves once folded.
            let shown = state.shift(at: state.offset), viewport = state.foldedViewport
            var target: CGFloat
            if let anchor {
                let fraction = vertical ? anchor.y : anchor.x
                target = start + length * fraction - viewport * fraction
            } else if start < shown {
                target = start
            } else if start + length > shown + viewport {
                target = start + length - viewport
            } else {
                return   // in view already: nothing moves
            }
            target = min(max(0, state.offset(forShift: target)), state.maximumOffset)
            guard target != state.offset, let host else { return }
            host.willChange(transaction: Transaction.current)
            state.move(to: target, host: host)
            return
        }
    }

    /// The frame of the first node with the id, in the content's space.
    private static func frame(of id: AnyHashable, in node: Node, origin: CGPoint) -> CGRect? {
        let here = CGPoint(x: origin.x + node.origin.x, y: origin.y + node.origin.y)
        if node.hasTraits, node.traits.scrollID == id || node.traits.rowID == id { return CGRect(origin: here, size: node.size) }
        if case .scroll = node.kind { return nil }
        if case .layout(let box as LazyStackBox) = node.kind, let frame = box.frame(ofRowID: id, size: node.size) {
            return frame.offsetBy(dx: here.x, dy: here.y)
        }
        for child in node.children {
            if let found = frame(of: id, in: child, origin: here) { return found }
        }
        return nil
    }
}

extension EnvironmentValues {
    var scrollReader: ScrollRegistry? {
        get { self[ScrollReaderKey.self] }
        set { self[ScrollReaderKey.self] = newValue }
    }
}
private struct ScrollReaderKey: EnvironmentKey { static let defaultValue: ScrollRegistry? = nil }
