/// The modifiers that set a screen's navigation bar: the title, its display mode, whether the
/// bar shows, and toolbar items. Each sets the bar of the stack screen it is in during an
/// update; outside a navigation stack they have no effect, as in SwiftUI.
///
/// ```swift
/// List { … }
///     .navigationTitle("Cards")
///     .toolbar { Button("Add") { add() } }
/// ```
extension View {
    public func navigationTitle(_ title: Text) -> some View { navigationBar { $0.title = title.string } }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationBar { $0.title = titleKey.text } }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationBar { $0.title = String(title) } }
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar { $0.title = titleKey.text; $0.displayMode = displayMode }
    }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar { $0.displayMode = displayMode }
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View { navigationBar { $0.isHidden = hidden } }
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
    /// Items at the bar's ends (iOS 13's form).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        NavigationBarItemsView(content: self, leading: leading, trailing: trailing)
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        NavigationBarItemsView(content: self, leading: EmptyView(), trailing: trailing)
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        NavigationBarItemsView(content: self, leading: leading, trailing: EmptyView())
    }
    /// Toolbar items: `ToolbarItem`s by placement, or plain views (at the trailing end).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarView(content: self, items: content())
    }
    /// The navigation bar's background, shown once content scrolls under the bar, or always
    /// with `toolbarBackground(.visible, for: .navigationBar)` (other bars: accepted).
    ///
    /// ```swift
    /// List { … }
    ///     .toolbarBackground(Color.indigo, for: .navigationBar)
    ///     .toolbarBackground(.visible, for: .navigationBar)
    ///     .toolbarColorScheme(.dark, for: .navigationBar)
    /// ```
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let background = AnyView(Rectangle().fill(style))
        return navigationBarSetting(for: bars) { $0.background = background }
    }
    /// Whether the navigation bar's background shows: always (`.visible`), never (`.hidden`), or
    /// once content scrolls under it (`.automatic`).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarSetting(for: bars) { $0.backgroundVisibility = visibility }
    }
    /// Hides the navigation bar (`.hidden`); other bars: accepted.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarSetting(for: bars) { if visibility != .automatic { $0.isHidden = visibility == .hidden } }
    }
    /// The navigation bar's scheme while its background shows (`.dark`: a white title and items
    /// on a dark background).
    public func toolbarColorScheme(_ scheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationBarSetting(for: bars) { $0.colorScheme = scheme }
    }

    /// A navigation bar setting given for `bars`: applied where they include the navigation bar.
    fileprivate func navigationBarSetting(for bars: [ToolbarPlacement], _ change: @escaping (inout NavigationModel.Bar) -> Void) -> some View {
        navigationBar { bar in
            if bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) { change(&bar) }
        }
    }

    fileprivate func navigationBar(_ change: @escaping (inout NavigationModel.Bar) -> Void) -> some View {
        ContextView(content: self) { context in
            guard let navigation = context.environment.navigation else { return }
            // The bar is made again at every pass from the root: so is what sets it.
            context.host.markVolatile()
            navigation.model.setBar(at: navigation.depth, change)
        }
    }
}

/// Which bar a toolbar setting is for.
public struct ToolbarPlacement: Sendable, Equatable {
    private let bar: UInt8
    public static let automatic = ToolbarPlacement(bar: 0), navigationBar = ToolbarPlacement(bar: 1), tabBar = ToolbarPlacement(bar: 2)
    public static let bottomBar = ToolbarPlacement(bar: 3)
}

/// Where a toolbar item stands.
public struct ToolbarItemPlacement: Sendable, Equatable {
    let isLeading: Bool
    /// A confirming action's item ("Save", "Done"), drawn semibold as iOS draws it.
    var isConfirmation = false
    /// An item of the toolbar at the screen's bottom edge.
    var isBottom = false
    public static let automatic = ToolbarItemPlacement(isLeading: false)
    public static let primaryAction = ToolbarItemPlacement(isLeading: false)
    public static let confirmationAction = ToolbarItemPlacement(isLeading: false, isConfirmation: true)
    public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
    public static let destructiveAction = ToolbarItemPlacement(isLeading: false)
    public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
    public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
    public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let principal = ToolbarItemPlacement(isLeading: false)
    public static let bottomBar = ToolbarItemPlacement(isLeading: false, isBottom: true)
    public static let keyboard = ToolbarItemPlacement(isLeading: false)
    public static let status = ToolbarItemPlacement(isLeading: false)
}

/// One toolbar item: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var itemContext = context
        if placement.isConfirmation { itemContext.environment.fontWeight = .semibold }
        let made = itemContext.nodes(of: content, at: 0).map { $0.forEditing() }
        for node in made {
            node.traits.toolbarLeading = placement.isLeading
            node.traits.toolbarBottom = placement.isBottom
        }
        nodes += made
    }
}

/// Toolbar items side by side: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    public var body: some View { ToolbarItem(placement: placement) { HStack(spacing: 16) { content } } }
}

struct ToolbarView<Content: View, Items: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let items: Items
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.child(.index(0)).resolve(content, into: &nodes)
        guard let navigation = context.environment.navigation else { return }
        let made = context.barItemContext.nodes(of: items, at: 1)
        context.host.markVolatile()
        navigation.model.setBar(at: navigation.depth) { bar in
            bar.leading += made.filter { $0.traits.toolbarLeading && !$0.traits.toolbarBottom }
            bar.trailing += made.filter { !$0.traits.toolbarLeading && !$0.traits.toolbarBottom }
            bar.bottom += made.filter { $0.traits.toolbarBottom }
        }
    }
}

struct NavigationBarItemsView<Content: View, Leading: View, Trailing: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let leading: Leading
    let trailing: Trailing
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.child(.index(0)).resolve(content, into: &nodes)
        guard let navigation = context.environment.navigation else { return }
        let leadingNodes = context.barItemContext.nodes(of: leading, at: 1)
        let trailingNodes = context.barItemContext.nodes(of: trailing, at: 2)
        context.host.markVolatile()
        navigation.model.setBar(at: navigation.depth) { bar in
            bar.leading += leadingNodes
            bar.trailing += trailingNodes
        }
    }
}

/// The display modes of a navigation bar's title: SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

extension ResolveContext {
    /// Where a navigation bar's items are resolved: in the tint (the accent colour) unless a
    /// foreground colour is set.
    var barItemContext: ResolveContext {
        var context = self
        context.environment.defaultForeground()
        return context
    }
}
