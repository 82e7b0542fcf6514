/// `LazyVStack` and `LazyHStack`: stacks that SwiftUI builds only as far as they are seen. The
/// lab lays them out as `VStack` and `HStack` (every row built; the 10,000-row budget is not
/// met yet), and `pinnedViews` is accepted.
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
        context.resolveLayout(VStackLayout(alignment: alignment, spacing: spacing), content, label: "LazyVStack", into: &nodes)
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
        context.resolveLayout(HStackLayout(alignment: alignment, spacing: spacing), content, label: "LazyHStack", into: &nodes)
    }
}

/// Which section views stay pinned while a lazy stack scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
