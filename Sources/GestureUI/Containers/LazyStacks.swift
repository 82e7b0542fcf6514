/// `LazyVStack` and `LazyHStack`: stacks that SwiftUI builds only as far as they are seen, and
/// that take the whole breadth they are offered (a `VStack` hugs its widest child). A
/// `ForEach`'s rows are built only where they are seen (SEMANTICS V42); `pinnedViews` is
/// accepted.
///
/// ```swift
/// ScrollView { LazyVStack(spacing: 12) { ForEach(items) { ItemCard(item: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let stack = LazyStackBody(axis: .vertical, spacing: spacing, alignment: alignment.fraction, content: content, label: "LazyVStack")
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        context.resolve(stack, into: &nodes)
    }
}

/// Children leading to trailing, built as SwiftUI's `LazyHStack` is laid out.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let stack = LazyStackBody(axis: .horizontal, spacing: spacing, alignment: alignment.fraction, content: content, label: "LazyHStack")
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
        context.resolve(stack, into: &nodes)
    }
}

/// Which section views stay pinned while a lazy stack scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A lazy stack's own layout node, named as the stack: its rows are built after layout, where
/// they are seen.
struct LazyStackBody<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let axis: Axis
    let spacing: CGFloat?
    let alignment: CGFloat
    let content: Content
    let label: String
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let memory = context.host.internalState(at: context.key) { LazyStackMemory() }
        var segments: [LazySegment] = []
        context.child(.index(0)).lazySegments(content, into: &segments)
        let box = LazyStackBox(axis: axis, spacing: spacing, alignment: alignment, memory: memory, segments: segments, host: context.host)
        context.host.noteGeometryReader()
        nodes.append(context.makeNode(.layout(box), label: label, children: box.builtNodes))
    }
}
