/// Screens chosen by a tab bar at the bottom: SwiftUI's `TabView`. Each child is a tab, labelled
/// by its `tabItem` (a symbol above a caption) and selected by its `tag` (by default its
/// position). With `.tabViewStyle(.page)` the tabs are pages side by side that a horizontal drag
/// pages through, with dots below.
///
/// ```swift
/// TabView(selection: $tab) {
///     Feed().tabItem { Label("Feed", systemImage: "house") }.tag(0)
///     Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content
    public typealias Body = Never

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var tabContext = context
        tabContext.environment.marksRowIDs = true
        let own = context.host.internalState(at: context.key) { TabSelection() }
        own.host = context.host
        let selection = self.selection
        // The selection is read here, not in a body: watched for its owner, as a body's reads are.
        let wanted: AnyHashable? = context.tracking { selection.map { AnyHashable($0.wrappedValue) } } ?? own.value
        let tabs = buildTabs(tabContext, wanted: wanted, remembered: own)
        let tags = tabs.enumerated().map { index, node in node.foundTag ?? AnyHashable(index) }
        let selected: AnyHashable = wanted ?? tags.first ?? AnyHashable(0)
        let index = tags.firstIndex(of: selected) ?? 0
        func select(_ newIndex: Int) {
            guard tags.indices.contains(newIndex) else { return }
            if let selection, let value = tags[newIndex].base as? SelectionValue {
                selection.wrappedValue = value
            } else {
                own.set(tags[newIndex])
            }
        }
        let view: AnyView
        if context.environment.tabViewIsPaged {
            view = AnyView(PagedTabs(pages: tabs, index: index, showsDots: context.environment.pageIndexShows,
                                     dotsBacked: context.environment.pageIndexBacked, select: select))
        } else {
            var itemContext = context
            itemContext.environment.labelIsVertical = true
            let items = tabs.enumerated().map { offset, tab -> [Node] in
                var item = itemContext.child(.index(10 + offset))
                item.environment.foregroundColor = offset == index ? .accentColor : .unselectedTab
                return tab.traits.tabItem.map { item.nodes(of: $0, at: 0) } ?? []
            }
            let shown = tabs.indices.contains(index) ? tabs[index] : nil
            view = AnyView(VStack(spacing: 0) {
                NodeView(nodes: shown.map { [$0] } ?? []).frame(maxWidth: .infinity, maxHeight: .infinity)
                TabBar(items: items, select: select, scroll: shown.flatMap(ScrollState.nearestVertical(in:)))
            })
        }
        context.child(.index(1)).resolve(view, into: &nodes)
    }
}

extension TabView {
    /// Builds the tabs, each knowing whether it is the one shown: the others are built off
    /// screen (their `onAppear` waits until they show, as on iOS). Which one shows is known only
    /// from the tags the tabs carry: the child that held the selected tag in the last update is
    /// taken as shown; when there is none to go by (the first update, a new tag) the tabs are
    /// first built only to read their tags (no lifecycle action runs, nothing presents), then
    /// for real. In page style every page is on screen.
    private func buildTabs(_ context: ResolveContext, wanted: AnyHashable?, remembered: TabSelection) -> [Node] {
        var segments: [LazySegment] = []
        context.child(.index(0)).lazySegments(content, into: &segments)
        // Each child view of the content, with a way to build it on or off screen, or to read.
        var children: [(_ offscreen: Bool, _ probing: Bool) -> [Node]] = []
        func adjust(_ offscreen: Bool, _ probing: Bool) -> (inout ResolveContext) -> Void {
            { context in
                context.environment.isOffscreen = context.environment.isOffscreen || offscreen || probing
                context.environment.isAboveTabBar = !context.environment.tabViewIsPaged
                if probing { context.environment.isProbing = true }
            }
        }
        for segment in segments {
            switch segment {
            case .view(let build):
                children.append { offscreen, probing in build(adjust(offscreen, probing)) }
            case .deferred(let count, let build, _):
                for offset in 0..<count {
                    children.append { offscreen, probing in build(offset, adjust(offscreen, probing)) }
                }
            }
        }
        func childOfTag(_ built: [[Node]]) -> [AnyHashable: Int] {
            var map: [AnyHashable: Int] = [:]
            var position = 0
            for (child, nodes) in built.enumerated() {
                for node in nodes {
                    let tag = node.foundTag ?? AnyHashable(position)
                    if map[tag] == nil { map[tag] = child }
                    position += 1
                }
            }
            return map
        }
        if context.environment.tabViewIsPaged {
            let built = children.map { $0(false, false) }
            remembered.childOfTag = childOfTag(built)
            return Array(built.joined())
        }
        // Without a selection the first tab shows; with one, the child that held its tag.
        var shown: Int
        if let wanted {
            if let known = remembered.childOfTag[wanted] {
                shown = known
            } else {
                let read = childOfTag(children.map { $0(true, true) })
                shown = read[wanted] ?? 0
            }
        } else {
            shown = 0
        }
        var built = children.enumerated().map { index, build in build(index != shown, false) }
        var found = childOfTag(built)
        // Tags that moved since the last update: the tab shown is another child.
        if let wanted, let actual = found[wanted], actual != shown {
            built[actual] = children[actual](false, false)
            shown = actual
            found = childOfTag(built)
        }
        remembered.childOfTag = found
        return Array(built.joined())
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The selected tab of a `TabView` without a selection binding.
final class TabSelection {
    var value: AnyHashable?
    /// The child view of the content that held each tag in the last update (to tell which tab
    /// shows before building them).
    var childOfTag: [AnyHashable: Int] = [:]
    weak var host: ViewHost?
    func set(_ value: AnyHashable) {
        guard let host, value != self.value else { return }
        host.willChange(transaction: Transaction.current)
        self.value = value
        host.invalidate()
    }
}

/// iOS's tab bar: a hairline, then the items side by side, over the home indicator's space.
struct TabBar: View {
    let items: [[Node]]
    let select: (Int) -> Void
    /// The shown tab's scroll view, if it has one: the bar has its grey and its hairline only
    /// while content lies under its edge, as iOS's bar (clear at the end of the content, and
    /// over content that does not scroll).
    var scroll: ScrollState?
    /// A canvas with a safe area keeps the bar above the home indicator itself (the bar's
    /// colour still reaches the edge); one without leaves the indicator's height below it.
    @Environment(\.canvasSafeArea) private var safeArea

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: 0.5)
            HStack(spacing: 0) {
                ForEach(0..<items.count, id: \.self) { index in
                    NodeView(nodes: items[index])
                        .frame(maxWidth: .infinity, minHeight: 49)
                        .contentShape(Rectangle())
                        .onTapGesture { select(index) }
                }
            }
            Color.clear.frame(height: safeArea.bottom > 0 ? 0 : CGFloat(Constants.homeIndicatorHeight))
        }
        .background(BottomBarBackdrop(scroll: scroll))
    }
}

/// Pages side by side, one showing; a horizontal drag moves them and, past half a page or
/// flicked, turns to the next, with a spring.
struct PagedTabs: View {
    let pages: [Node]
    let index: Int
    let showsDots: Bool
    /// Whether the dots stand on a dark capsule (`indexViewStyle(.page(backgroundDisplayMode: .always))`),
    /// so that they show on a light page.
    var dotsBacked = false
    let select: (Int) -> Void
    @State private var drag: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            PageRow(pageSize: proxy.size) {
                ForEach(0..<pages.count, id: \.self) { page in
                    NodeView(nodes: [pages[page]]).frame(width: proxy.size.width, height: proxy.size.height)
                }
            }
            .offset(x: -CGFloat(index) * width + drag)
            .frame(width: width, height: proxy.size.height, alignment: .topLeading)
            .clipped()
            .contentShape(Rectangle())
            .gesture(Self.pagingDrag
                .onChanged { value in
                    // Resisting past the first and last pages.
                    let edge = (index == 0 && value.translation.width > 0) || (index == pages.count - 1 && value.translation.width < 0)
                    drag = edge ? value.translation.width / 3 : value.translation.width
                }
                .onEnded { value in
                    let travel = value.predictedEndTranslation.width
                    var next = index
                    if travel < -width / 2 { next = min(pages.count - 1, index + 1) }
                    if travel > width / 2 { next = max(0, index - 1) }
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.9)) {
                        drag = 0
                        select(next)
                    }
                })
            .overlay(alignment: .bottom) {
                if showsDots && pages.count > 1 {
                    HStack(spacing: 8) {
                        ForEach(0..<pages.count, id: \.self) { page in
                            Circle().fill(Color.white.opacity(page == index ? 1 : 0.4)).frame(width: 8, height: 8)
                        }
                    }
                    .padding(.horizontal, dotsBacked ? 10 : 0).padding(.vertical, dotsBacked ? 7 : 0)
                    .background(Capsule().fill(Color.black.opacity(dotsBacked ? 0.25 : 0)))
                    .padding(.bottom, 20)
                }
            }
        }
    }
}

extension PagedTabs {
    /// A horizontal drag: a vertical one is left to the scroll views on the page.
    static var pagingDrag: DragGesture {
        var drag = DragGesture(minimumDistance: 10)
        drag.locksToHorizontal = true
        return drag
    }
}

/// Pages laid out side by side, each the size of the pager.
struct PageRow: Layout {
    let pageSize: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: pageSize.width * CGFloat(subviews.count), height: pageSize.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * pageSize.width, y: bounds.minY),
                          proposal: ProposedViewSize(pageSize))
        }
    }
}

extension View {
    /// The tab's label in its `TabView`'s bar.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(label())
        return NodeTraitView(content: self) { $0.traits.tabItem = item }
    }
    /// A `TabView`'s look: `.page` pages through its tabs by dragging.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        ContextView(content: self) { context in
            context.environment.tabViewIsPaged = style is PageTabViewStyle
            if let page = style as? PageTabViewStyle { context.environment.pageIndexShows = page.indexDisplayMode != .never }
        }
    }
    /// The look of a paged `TabView`'s dots: `.page(backgroundDisplayMode: .always)` stands them
    /// on a dark capsule (the other modes show them bare, as iOS does until they are touched).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        ContextView(content: self) { context in
            context.environment.pageIndexBacked = (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always
        }
    }
    /// A badge on a tab item: accepted.
    public func badge(_ count: Int) -> some View { self }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}

public protocol TabViewStyle {}
public protocol IndexViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}
public struct PageIndexViewStyle: IndexViewStyle {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension EnvironmentValues {
    /// Whether the views are a tab of a `TabView` with its bar below them (which keeps the home
    /// indicator's strip itself).
    var isAboveTabBar: Bool {
        get { self[AboveTabBarKey.self] }
        set { self[AboveTabBarKey.self] = newValue }
    }
}
private struct AboveTabBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var tabViewIsPaged: Bool {
        get { self[TabPagedKey.self] }
        set { self[TabPagedKey.self] = newValue }
    }
    /// Whether a paged `TabView`'s dots stand on a dark capsule.
    var pageIndexBacked: Bool {
        get { self[PageIndexBackedKey.self] }
        set { self[PageIndexBackedKey.self] = newValue }
    }
    var pageIndexShows: Bool {
        get { self[PageIndexKey.self] }
        set { self[PageIndexKey.self] = newValue }
    }
    /// Whether a `Label` stands its icon above its title (a tab item).
    var labelIsVertical: Bool {
        get { self[VerticalLabelKey.self] }
        set { self[VerticalLabelKey.self] = newValue }
    }
}
private struct TabPagedKey: EnvironmentKey { static let defaultValue = false }
private struct PageIndexKey: EnvironmentKey { static let defaultValue = true }
private struct PageIndexBackedKey: EnvironmentKey { static let defaultValue = false }
private struct VerticalLabelKey: EnvironmentKey { static let defaultValue = false }
