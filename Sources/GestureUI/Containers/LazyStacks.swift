/// `LazyVStack` and `LazyHStack`: stacks that SwiftUI builds only as far as they are seen, and
/// that take the whole breadth they are offered (a `VStack` hugs its widest child). The lab
/// builds every row (the 10,000-row budget is not met yet); `pinnedViews` is accepted.
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
        let stack = LazyStackBody(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content, label: "LazyVStack")
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
        let stack = LazyStackBody(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content, label: "LazyHStack")
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

/// A lazy stack's own layout node, named as the stack.
struct LazyStackBody<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content
    let label: String
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveLayout(layout, content, label: label, into: &nodes)
    }
}
