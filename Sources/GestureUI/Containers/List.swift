/// Rows in iOS's inset grouped style, scrolling: SwiftUI's `List`. Each section (and the rows
/// outside any `Section`) is a white card with rounded corners on the grouped grey, each row at
/// least 44 points tall with its content leading, separators between rows. `ForEach(…).onDelete`
/// and `swipeActions` make rows swipeable.
///
/// ```swift
/// List {
///     Section("Fruit") {
///         ForEach(fruits, id: \.self) { Text($0) }.onDelete { fruits.remove(atOffsets: $0) }
///     }
/// }
/// ```
/// `selection` is accepted for SwiftUI's signature (rows are not selected by taps).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var inner = context.child(.index(0))
        inner.environment.isInList = true
        let look = context.environment.listLook
        // `scrollContentBackground(.hidden)`: what is behind the list shows between its cards.
        let hidesBackground = context.environment.hidesScrollContentBackground
        let background = hidesBackground ? Color.clear : look.background
        // Rows of one `ForEach` (`List(items) { … }`): built only where they are seen.
        if let rows = content as? any LazyListContent, !rows.rowsAreSections {
            let body = ScrollView {
                VStack(spacing: 0) {
                    Color.clear.frame(height: look.firstGap)
                    LazyVStack(spacing: 0) { ChromedRows(content: content) }
                        .clipShape(RoundedRectangle(cornerRadius: look.cornerRadius))
                        .padding(.horizontal, look.inset)
                }
                .padding(.bottom, look.firstGap)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(background)
            var lazyContext = context.child(.index(1))
            lazyContext.environment.isInList = true
            let made = lazyContext.nodes(of: body, at: 0)
            for node in made { node.traits.isGroupedList = look.isGrouped && !hidesBackground }
            nodes += made
            return
        }
        var resolved: [Node] = []
        inner.resolve(content, into: &resolved)
        let sections = ListLayout.sections(of: resolved)
        let body = ScrollView {
            VStack(spacing: 0) {
                ForEach(sections.indices.map { KeyedSection(parts: sections[$0], isFirst: $0 == 0) }) { section in
                    ListSectionCard(parts: section.parts, isFirst: section.isFirst, look: look)
                }
            }
            .padding(.bottom, look.firstGap)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(background)
        let made = context.child(.index(1)).nodes(of: body, at: 0)
        for node in made { node.traits.isGroupedList = look.isGrouped && !hidesBackground }
        nodes += made
    }
}

extension List {
    /// A row for each element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
    /// A row for each element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// A row for each number of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
    /// A row for each element of identifiable data, with a selection.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                                @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// A list's content that is one `ForEach`: its rows can be built lazily, unless they are
/// sections (each its own card, built whole).
protocol LazyListContent {
    var rowsAreSections: Bool { get }
}
extension ForEach: LazyListContent {
    var rowsAreSections: Bool { Content.self is any ListSectionView.Type }
}

/// A `Section`, told apart by type.
protocol ListSectionView {}
extension Section: ListSectionView {}

/// A `ForEach`'s rows, each in its list row chrome (padding, height, separator), given to a
/// lazy stack one at a time.
struct ChromedRows<Content: View>: View, PrimitiveView, LazyRowSource {
    typealias Body = Never
    let content: Content

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var segments: [LazySegment] = []
        lazySegments(context, into: &segments)
        for segment in segments {
            switch segment {
            case .view(let build): nodes += build { _ in }
            case .deferred(let count, let build, _): for offset in 0..<count { nodes += build(offset) { _ in } }
            }
        }
    }

    func lazySegments(_ context: ResolveContext, into segments: inout [LazySegment]) {
        var inner: [LazySegment] = []
        context.child(.index(0)).lazySegments(content, into: &inner)
        let total = inner.reduce(0) { count, segment in
            if case .deferred(let rows, _, _) = segment { return count + rows }
            return count + 1
        }
        var index = 0
        for segment in inner {
            switch segment {
            case .view(let build):
                let row = index
                segments.append(.view { adjust in Self.chrome(build(adjust), row: row, total: total, context) })
                index += 1
            case .deferred(let count, let build, let id):
                let first = index
                segments.append(.deferred(count: count, build: { offset, adjust in
                    Self.chrome(build(offset, adjust), row: first + offset, total: total, context)
                }, id: id))
                index += count
            }
        }
    }

    /// A row's nodes in their chrome, the separator under every row but the last.
    private static func chrome(_ nodes: [Node], row: Int, total: Int, _ context: ResolveContext) -> [Node] {
        var chromed: [Node] = []
        for (position, node) in nodes.enumerated() {
            context.child(.id(PathComponent.word(AnyHashable(node.key)), label: .text("row"))).child(.index(position))
                .resolve(ListRowChrome(row: node, showsSeparator: row < total - 1 || position < nodes.count - 1), into: &chromed)
        }
        return chromed
    }
}

/// A section of a list by its identity (its `Section`'s, or its first row's).
struct KeyedSection: Identifiable {
    let parts: ListSectionParts
    let isFirst: Bool
    var id: UInt64 { parts.key }
}

/// A row of a list by its identity.
struct KeyedRow: Identifiable {
    let node: Node
    let isLast: Bool
    var id: UInt64 { node.key }
}

/// How a list groups its resolved children into sections.
enum ListLayout {
    /// `Section`s as they are; runs of rows outside any section as sections of their own.
    static func sections(of nodes: [Node]) -> [ListSectionParts] {
        var sections: [ListSectionParts] = []
        var loose: [Node] = []
        for node in nodes {
            if node.hasTraits, var parts = node.traits.section {
                if !loose.isEmpty { sections.append(ListSectionParts(key: loose[0].key, header: [], rows: loose, footer: [])) }
                loose = []
                // Row settings on the section are each row's, where the row sets none itself.
                let look = node.traits.listRow
                if !look.isEmpty {
                    parts.rows = parts.rows.map { row in
                        let edited = row.forEditing()
                        edited.traits.listRow = edited.traits.listRow.within(look)
                        return edited
                    }
                }
                sections.append(parts)
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { sections.append(ListSectionParts(key: loose[0].key, header: [], rows: loose, footer: [])) }
        return sections
    }
}

/// One section of a list: its header, its rows on a card (or the whole width, as the list's
/// style has them), its footer.
struct ListSectionCard: View {
    let parts: ListSectionParts
    let isFirst: Bool
    let look: ListLook
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if !parts.header.isEmpty {
                NodeView(nodes: parts.header)
                    .padding(.leading, look.inset + 20).padding(.trailing, 20)
                    .padding(.top, look.isGrouped ? (isFirst ? 14 : 22) : 8).padding(.bottom, 7)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                Color.clear.frame(height: isFirst ? look.firstGap : look.sectionGap)
            }
            VStack(spacing: 0) {
                // Keyed by the rows' own identities, so a row removed or inserted in an animated
                // change comes or goes by itself while the others keep their chrome.
                ForEach(parts.rows.indices.map { KeyedRow(node: parts.rows[$0], isLast: $0 == parts.rows.count - 1) }) { row in
                    ListRowChrome(row: row.node, showsSeparator: !row.isLast)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: look.cornerRadius))
            .padding(.horizontal, look.inset)
            if !parts.footer.isEmpty {
                NodeView(nodes: parts.footer)
                    .padding(.leading, look.inset + 20).padding(.trailing, 20).padding(.top, 7)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

/// A row's padding, height, background and separator.
struct ListRowChrome: View {
    let row: Node
    let showsSeparator: Bool
    @Environment(\.listLook) private var listLook
    var body: some View {
        Group {
            if row.traits.drawsOwnRowChrome {
                NodeView(nodes: [row])
            } else {
                NodeView(nodes: [row])
                    .padding(row.traits.listRow.padding)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .background(row.traits.listRow.backdrop(listLook))
            }
        }
        .overlay(alignment: .bottom) {
            if showsSeparator && !row.traits.listRow.hidesSeparator {
                Color.separatorColor.frame(height: 0.5).padding(.leading, row.traits.listRow.padding.leading)
            }
        }
    }
}

/// What a row's `listRowBackground`, `listRowInsets` and `listRowSeparator` give its list (a
/// `Section`'s, to each of its rows that sets none of its own).
struct ListRowLook {
    var background: AnyView?
    var insets: EdgeInsets?
    var hidesSeparator = false
    var isEmpty: Bool { background == nil && insets == nil && !hidesSeparator }
    /// The row's padding: its own insets, else iOS's (20 points at the sides, 11 above and below).
    var padding: EdgeInsets { insets ?? EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20) }
    /// What stands behind the row: its own background, else the row colour of the list's style.
    func backdrop(_ list: ListLook) -> AnyView { background ?? AnyView(list.rowColor) }
    /// This look, with `outer`'s settings where this has none.
    func within(_ outer: ListRowLook) -> ListRowLook {
        ListRowLook(background: background ?? outer.background, insets: insets ?? outer.insets,
                    hidesSeparator: hidesSeparator || outer.hidesSeparator)
    }
}

extension View {
    /// The list's look: `.insetGrouped` (iOS's default, and `.sidebar`'s here) rounded cards on
    /// the grouped grey; `.grouped` rows the whole width on the grey; `.plain` rows the whole
    /// width on the view's background; `.inset` rounded cards on the view's background.
    ///
    /// ```swift
    /// List(todos) { Text($0.title) }.listStyle(.plain)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listLook, ListLook(style))
    }
    /// The view behind the row in a list, in place of the list's row colour (nil: the list's).
    ///
    /// ```swift
    /// Text("Warning").listRowBackground(Color.yellow)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return NodeTraitView(content: self) { $0.traits.listRow.background = background }
    }
    /// Hides the separator under the row in a list (`.hidden` for its bottom edge; the list
    /// draws separators under rows only).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        NodeTraitView(content: self) { $0.traits.listRow.hidesSeparator = visibility == .hidden && edges.contains(.bottom) }
    }
    /// The row's padding in a list, in place of the list's (nil: the list's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        NodeTraitView(content: self) { $0.traits.listRow.insets = insets }
    }
    /// Hides the grouped grey behind a list's or form's cards (`.hidden`), so that what is behind
    /// the list shows: `List { … }.scrollContentBackground(.hidden).background(.indigo)`.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.hidesScrollContentBackground, visibility == .hidden)
    }
}

/// How a list draws its sections, from its `listStyle`.
struct ListLook: Sendable {
    /// Points between the rows and the list's sides (0: the rows reach them).
    var inset: CGFloat = 16
    var cornerRadius: CGFloat = 10
    /// Whether the rows stand on the grouped grey (else on the view's background).
    var isGrouped = true
    /// Points above the first section without a header (and below the last), and between
    /// sections without one: none where the rows reach the sides on the view's background.
    var firstGap: CGFloat { isPlain ? 0 : 20 }
    var sectionGap: CGFloat { isPlain ? 0 : 35 }
    private var isPlain: Bool { !isGrouped && inset == 0 }
    var background: Color { isGrouped ? .groupedBackground : .systemBackground }
    /// Behind a row: a card's colour on the grey, else the view's background.
    var rowColor: Color { isGrouped ? .raisedBackground : .systemBackground }

    init() {}
    init(_ style: any ListStyle) {
        switch style {
        case is PlainListStyle: inset = 0; cornerRadius = 0; isGrouped = false
        case is GroupedListStyle: inset = 0; cornerRadius = 0
        case is InsetListStyle: isGrouped = false
        default: break
        }
    }
}

extension EnvironmentValues {
    /// The look `listStyle` gives the lists inside.
    var listLook: ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }
}
private struct ListLookKey: EnvironmentKey { static let defaultValue = ListLook() }

/// A list's look.
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// The top and bottom edges: SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
