/// A stack of screens under iOS's navigation bar: SwiftUI's `NavigationStack` (and
/// `NavigationView`). The root screen's bar shows its `navigationTitle` large; a
/// `NavigationLink` pushes its destination, which slides in from the trailing edge with an
/// inline title and a back button that pops it (as `dismiss()` does). `toolbar` items stand at
/// the bar's trailing end.
///
/// ```swift
/// NavigationStack {
///     List(gestures) { gesture in
///         NavigationLink(gesture.name) { GestureDemo(gesture) }
///     }
///     .navigationTitle("Gestures")
/// }
/// ```
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    let path: Binding<[AnyHashable]>?
    public typealias Body = Never

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }
    /// A stack whose pushed values are `path` (pushing appends to it; popping removes the last).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data.Element: Hashable {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let model = context.host.internalState(at: context.key) { NavigationModel() }
        model.host = context.host
        model.path = path
        model.beginUpdate()
        var levels: [[Node]] = []
        // The path is read here, not in a body: watched for its owner, as a body's reads are.
        let top = context.tracking { model.entries.count }
        var rootContext = context.child(.index(0))
        rootContext.environment.navigation = NavigationLevel(model: model, depth: 0)
        // Screens under the top one keep their state but do not appear or present.
        rootContext.environment.isOffscreen = context.environment.isOffscreen || top > 0
        let pendingSearch = context.environment.pendingSearchField
        rootContext.environment.pendingSearchField = nil
        levels.append(rootContext.nodes(of: root, at: 0))
        // `searchable` on the stack itself: its field under the root screen's title, unless the
        // screen has one of its own.
        if let pendingSearch, model.bar(at: 0).search.isEmpty {
            let field = rootContext.nodes(of: pendingSearch, at: 1)
            model.setBar(at: 0) { $0.search = field }
        }
        // The pushed screens, each resolved (their state kept) though only the top one shows.
        var depth = 0
        while depth < model.entries.count {
            let entry = model.entries[depth]
            depth += 1
            var levelContext = context.child(.id(PathComponent.word(depth), label: .value(depth)))
            levelContext.environment.navigation = NavigationLevel(model: model, depth: depth)
            let level = depth
            levelContext.environment.dismiss = DismissAction { [weak model] in model?.pop(to: level - 1) }
            levelContext.environment.isPresented = true
            levelContext.environment.isOffscreen = context.environment.isOffscreen || depth < top
            guard let view = model.view(for: entry) else { levels.append([]); continue }
            levels.append(levelContext.nodes(of: view, at: 0))
        }
        let screens = ZStack {
            ForEach(0..<levels.count, id: \.self) { level in
                NavigationScreen(content: levels[level], bar: model.bar(at: level), depth: level, model: model)
                    // While the top screen is swiped back, the one below shows under it.
                    .opacity(level == top || (level == top - 1 && model.backSwipe > 0) ? 1 : 0)
                    .offset(x: level == top ? model.backSwipe : 0)
                    .transition(.move(edge: .trailing))
                    .zIndex(Double(level))
            }
        }
        context.child(.index(1)).resolve(screens, into: &nodes)
    }
}

/// iOS 15's name for a navigation stack; drawn the same.
public struct NavigationView<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { NavigationStack { content } }
}

extension View {
    /// The look of a `NavigationView` (`.stack`, `.columns`): accepted; it is a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }

/// A list of pushed values of any types: SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// One screen of a stack: its bar above its content.
struct NavigationScreen: View {
    let content: [Node]
    let bar: NavigationModel.Bar
    let depth: Int
    let model: NavigationModel
    var body: some View {
        let scroll = watchedScroll
        VStack(spacing: 0) {
            if !bar.isHidden {
                NavigationBar(bar: bar, depth: depth, backTitle: depth > 0 ? model.bar(at: depth - 1).title : nil,
                              isScrolledUnder: scroll.map { $0.isUnderBar(at: $0.offset) } ?? false,
                              folded: scroll.map { $0.folded(at: $0.offset) } ?? 0) {
                    withAnimation(.easeInOut(duration: 0.35)) { model.pop(to: depth - 1) }
                }
            }
            NodeView(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            if !bar.bottom.isEmpty { BottomToolbar(items: bar.bottom, scroll: scroll) }
        }
        // iOS's bar is clear at the top of the content: a list's grey shows behind it.
        .background(content.count == 1 && content[0].hasTraits && content[0].traits.isGroupedList ? Color.groupedBackground : Color.systemBackground)
        .overlay(alignment: .leading) {
            if depth > 0 { backSwipeEdge }
        }
    }

    /// The screen's scroll view, told that the bar above shows what lies under it (a scroll
    /// leaving the top or coming back to it brings the views up to date).
    private var watchedScroll: ScrollState? {
        let scroll = content.first.flatMap(ScrollState.nearestVertical(in:))
        scroll?.hasBarAbove = true
        // Scrolling folds a large title away first, as on iOS.
        scroll?.setFold(!bar.isHidden && NavigationBar.isLarge(bar, depth: depth) && bar.title != nil ? NavigationBar.largeTitleHeight : 0)
        return scroll
    }

    /// iOS's interactive pop: a drag that starts within 20 points of the leading edge moves the
    /// screen with the finger; let go past half the width (or flicked past it) and it pops,
    /// otherwise it springs back.
    private var backSwipeEdge: some View {
        GeometryReader { proxy in
            Color.clear
                .frame(width: Constants.backSwipeEdgeWidth)
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 5, coordinateSpace: .global)
                    .onChanged { value in model.setBackSwipe(max(0, value.translation.width)) }
                    .onEnded { value in
                        let width = proxy.size.width
                        if value.translation.width > width / 2 || value.predictedEndTranslation.width > width {
                            withAnimation(.easeOut(duration: 0.25)) {
                                model.setBackSwipe(0)
                                model.pop(to: depth - 1)
                            }
                        } else {
                            withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { model.setBackSwipe(0) }
                        }
                    })
        }
        .frame(width: Constants.backSwipeEdgeWidth)
    }
}

/// iOS's navigation bar: below the status bar, a back button on pushed screens, the title
/// (large on the root screen unless inline), and the toolbar's items at the trailing end.
struct NavigationBar: View {
    let bar: NavigationModel.Bar
    let depth: Int
    let backTitle: String?
    /// Whether the screen's content has scrolled under the bar: its background shows then.
    let isScrolledUnder: Bool
    /// Points of the large title that scrolling has folded away (it shows in the bar, small,
    /// once all of it is).
    var folded: CGFloat = 0
    let back: () -> Void
    /// A canvas with a safe area puts the bar below the status bar itself; one without leaves
    /// the status bar's height above it.
    @Environment(\.canvasSafeArea) private var safeArea
    var body: some View {
        let large = Self.isLarge(bar, depth: depth)
        let foldedAway = large && folded >= Self.largeTitleHeight - CGFloat(Constants.scrollEdgeSlack)
        VStack(alignment: .leading, spacing: 0) {
            Color.clear.frame(height: safeArea.top > 0 ? 0 : Constants.statusBarHeight)
            ZStack {
                if !large || foldedAway, let title = bar.title {
                    Text(title).font(.headline).foregroundColor(.primary)
                }
                HStack(spacing: 16) {
                    if depth > 0 {
                        HStack(spacing: 4) {
                            Image(systemName: "chevron.left").font(.system(size: 20))
                            Text(backTitle.map { $0.count > 12 ? "Back" : $0 } ?? "Back")
                        }
                        .foregroundColor(.accentColor)
                        .contentShape(Rectangle())
                        .onTapGesture(perform: back)
                    }
                    // Items at their own sizes, as a bar's buttons are (a resizable image too).
                    NodeView(nodes: bar.leading).fixedSize()
                    Spacer()
                    NodeView(nodes: bar.trailing).fixedSize()
                }
                .padding(.horizontal, 16)
            }
            .frame(height: 44)
            if large, let title = bar.title {
                // Folded away by scrolling from its bottom up, the text going up under the bar.
                Text(title).font(.system(size: 34, weight: .bold)).foregroundColor(.primary)
                    .padding(.horizontal, 16).padding(.bottom, 8)
                    .frame(height: Self.largeTitleHeight, alignment: .topLeading)
                    .offset(y: -folded)
                    .frame(height: max(0, Self.largeTitleHeight - folded), alignment: .topLeading)
                    .clipped()
            }
            if !bar.search.isEmpty {
                NodeView(nodes: bar.search).padding(.horizontal, 16).padding(.bottom, 8)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            VStack(spacing: 0) {
                (bar.background ?? AnyView(Color.barBackground)).opacity(showsBackground ? 1 : 0)
                Color.separatorColor.frame(height: 0.5).opacity(showsBackground && bar.background == nil ? 1 : 0)
            }
            .ignoresSafeArea(edges: .top)
        }
        .modifier(BarScheme(scheme: showsBackground ? bar.colorScheme : nil))
    }

    /// Whether the bar shows its title large below it: the root screen's unless inline, a pushed
    /// screen's when asked for.
    static func isLarge(_ bar: NavigationModel.Bar, depth: Int) -> Bool {
        depth == 0 ? bar.displayMode != .inline : bar.displayMode == .large
    }
    /// Points: the large title's block (a 34-point bold line and 8 points below it).
    static let largeTitleHeight = TextMetrics.lineHeight(pointSize: 34, face: TextFace(weight: 700)).rounded(.up) + 8

    /// Whether the bar's background shows: always, never, or once content scrolls under it.
    private var showsBackground: Bool {
        switch bar.backgroundVisibility {
        case .visible: true
        case .hidden: false
        case .automatic: isScrolledUnder
        }
    }
}

/// A bar's own colour scheme (`toolbarColorScheme`), where it has one.
private struct BarScheme: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        ContextView(content: content) { context in
            if let scheme { context.environment.colorScheme = scheme }
        }
    }
}

/// The toolbar at a screen's bottom edge (`ToolbarItem(placement: .bottomBar)`): its items side by
/// side in the middle (a `Spacer` among them spreads them), on iOS's bar grey while content lies
/// under it.
struct BottomToolbar: View {
    let items: [Node]
    let scroll: ScrollState?
    @Environment(\.canvasSafeArea) private var safeArea
    /// A tab bar below keeps the home indicator's strip itself.
    @Environment(\.isAboveTabBar) private var isAboveTabBar
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 16) { NodeView(nodes: items) }
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity, minHeight: 49)
            Color.clear.frame(height: safeArea.bottom > 0 || isAboveTabBar ? 0 : CGFloat(Constants.homeIndicatorHeight))
        }
        .background(BottomBarBackdrop(scroll: scroll))
    }
}

/// A navigation stack's pushed screens and each screen's bar, kept by the stack's identity.
final class NavigationModel {
    enum Entry {
        case view(AnyView)
        case value(AnyHashable)
    }
    /// A screen's bar, as the modifiers inside it set it during an update.
    struct Bar {
        var title: String?
        var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
        var isHidden = false
        var leading: [Node] = []
        var trailing: [Node] = []
        /// The search field `searchable` puts under the title.
        var search: [Node] = []
        /// `.bottomBar` items: the toolbar at the screen's bottom edge.
        var bottom: [Node] = []
        /// `toolbarBackground(_:for:)`: the bar's own background (nil: iOS's bar grey).
        var background: AnyView?
        /// `toolbarBackground(_:for:)`'s visibility: `.automatic` shows it once content scrolls under.
        var backgroundVisibility: Visibility = .automatic
        /// `toolbarColorScheme(_:for:)`: the bar's scheme while its background shows.
        var colorScheme: ColorScheme?
    }
    weak var host: ViewHost?
    /// Points the top screen is dragged aside by an edge swipe back.
    private(set) var backSwipe: CGFloat = 0
    /// Pushed views (links with destinations) and values (links with values).
    private var pushed: [Entry] = []
    var path: Binding<[AnyHashable]>?
    private var bars: [Int: Bar] = [:]
    /// `navigationDestination(for:)`: a view for a pushed value, by the value's type.
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]

    var entries: [Entry] { path.map { $0.wrappedValue.map(Entry.value) } ?? pushed }

    func beginUpdate() {
        bars = [:]
        destinations = [:]
    }
    func bar(at depth: Int) -> Bar { bars[depth] ?? Bar() }
    func setBar(at depth: Int, _ change: (inout Bar) -> Void) {
        var bar = bars[depth] ?? Bar()
        change(&bar)
        bars[depth] = bar
    }
    func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in
            guard let typed = value.base as? D else { return AnyView(EmptyView()) }
            return destination(typed)
        }
    }
    func view(for entry: Entry) -> AnyView? {
        switch entry {
        case .view(let view): return view
        case .value(let value): return destinations[ObjectIdentifier(type(of: value.base))]?(value)
        }
    }

    func setBackSwipe(_ offset: CGFloat) {
        guard let host, offset != backSwipe else { return }
        host.willChange(transaction: Transaction.current)
        backSwipe = offset
        host.invalidate()
    }

    func push(_ entry: Entry) {
        guard let host else { return }
        host.willChange(transaction: Transaction.current)
        if case .value(let value) = entry, let path {
            path.wrappedValue.append(value)
        } else {
            pushed.append(entry)
        }
        host.invalidate()
    }
    /// Pops back to the screen at `depth` (0: the root).
    func pop(to depth: Int) {
        guard let host, entries.count > max(0, depth) else { return }
        host.willChange(transaction: Transaction.current)
        if let path {
            path.wrappedValue = Array(path.wrappedValue.prefix(max(0, depth)))
        } else {
            pushed = Array(pushed.prefix(max(0, depth)))
        }
        host.invalidate()
    }
}

/// A screen's place in its stack, for the modifiers inside it.
struct NavigationLevel {
    /// The stack's model, held weakly: the environment that reaches the stack's views is kept by
    /// what they keep (a toolbar button's action holds its view's `@Environment`, the model holds
    /// the bar's buttons), and only the host's state keeps the model.
    private weak var heldModel: NavigationModel?
    let depth: Int

    init(model: NavigationModel, depth: Int) {
        heldModel = model
        self.depth = depth
    }

    /// The stack's model; once its stack is gone, a model of no stack, which changes nothing.
    var model: NavigationModel { heldModel ?? NavigationModel() }
}

extension EnvironmentValues {
    var navigation: NavigationLevel? {
        get { self[NavigationLevelKey.self] }
        set { self[NavigationLevelKey.self] = newValue }
    }
}
private struct NavigationLevelKey: EnvironmentKey { static let defaultValue: NavigationLevel? = nil }
