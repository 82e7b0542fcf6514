/// A list row that a horizontal drag slides aside to show its actions, as iOS's rows do: a drag
/// to the left shows the trailing actions, one to the right the leading ones; past half the
/// actions' width the row stays open, a tap on an action runs it, a drag back or a tap on the
/// row closes it; with a full swipe (past 60 % of the row), the first action runs at once.
/// Vertical drags are left to the list's scrolling.
struct SwipeRow: View {
    /// One action button: its label nodes, background and what it does (nil: its own button,
    /// whose action `trigger` runs on a full swipe).
    struct Action {
        var label: [Node]
        var color: Color
        var perform: (() -> Void)?
        var trigger: (() -> Void)? = nil
        /// What a full swipe runs.
        var fullSwipe: (() -> Void)? { perform ?? trigger }
    }
    let content: [Node]
    /// The row's own background and insets, from its content.
    private var look: ListRowLook { content.first?.traits.listRow ?? ListRowLook() }
    /// The actions a drag to the left shows (at the row's trailing end).
    let actions: [Action]
    /// The actions a drag to the right shows (at the row's leading end).
    var leading: [Action] = []
    /// Whether a full swipe to the left runs the first trailing action.
    let allowsFullSwipe: Bool
    /// Whether a full swipe to the right runs the first leading action.
    var leadingAllowsFullSwipe = false
    /// Whether the row shows a red minus while the list is edited, which uncovers its trailing
    /// actions (an `onDelete` row's Delete).
    var deletesInEditMode = false
    @Environment(\.editMode) private var editMode
    @Environment(\.listLook) private var listLook
    @State private var offset: CGFloat = 0
    @State private var start: CGFloat?
    @State private var isHorizontal: Bool?

    static let actionWidth: CGFloat = 74

    init(content: [Node], actions: [Action], leading: [Action] = [], allowsFullSwipe: Bool, leadingAllowsFullSwipe: Bool = false,
         deletesInEditMode: Bool = false) {
        self.content = content
        self.actions = actions
        self.leading = leading
        self.allowsFullSwipe = allowsFullSwipe
        self.leadingAllowsFullSwipe = leadingAllowsFullSwipe
        self.deletesInEditMode = deletesInEditMode
    }

    /// Points the content moves right while the list is edited, for the minus before it.
    static let editingIndent: CGFloat = 38

    var body: some View {
        let reveal = Self.actionWidth * CGFloat(actions.count)
        let leadingReveal = Self.actionWidth * CGFloat(leading.count)
        let isEditing = deletesInEditMode && editMode?.wrappedValue.isEditing == true
        // The actions stand behind the row, as tall as the row whatever height it was offered.
        return NodeView(nodes: content)
            .padding(.leading, isEditing ? Self.editingIndent : 0)
            .padding(look.padding)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background(look.backdrop(listLook))
            .overlay(alignment: .leading) {
                if isEditing {
                    Circle().fill(Color.red).frame(width: 22, height: 22)
                        .overlay(Capsule().fill(Color.white).frame(width: 10, height: 2.5))
                        .padding(.leading, 18)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { offset = offset == 0 ? -reveal : 0 }
                        }
                }
            }
            .offset(x: offset)
            .onChange(of: isEditing) { _, editing in if !editing && offset != 0 { close() } }
            .onTapGesture { if offset != 0 { close() } }
            .background(alignment: .trailing) {
                HStack(spacing: 0) {
                    ForEach(0..<actions.count, id: \.self) { index in
                        actionButton(actions[index])
                    }
                }
                .frame(width: max(reveal, -offset), alignment: .trailing)
                // Only the side the row is drawn away from shows its actions; at rest none (not
                // even at the edge of a rounded first or last row).
                .opacity(offset < 0 ? 1 : 0)
            }
            .background(alignment: .leading) {
                HStack(spacing: 0) {
                    ForEach(0..<leading.count, id: \.self) { index in
                        actionButton(leading[index])
                    }
                }
                .frame(width: max(leadingReveal, offset), alignment: .leading)
                .opacity(offset > 0 ? 1 : 0)
            }
        .clipped()
        .simultaneousGesture(
            DragGesture(minimumDistance: 10)
                .onChanged { value in
                    if isHorizontal == nil { isHorizontal = abs(value.translation.width) > abs(value.translation.height) }
                    guard isHorizontal == true else { return }
                    let from = start ?? offset
                    start = from
                    // Only towards a side that has actions.
                    offset = min(leading.isEmpty ? 0 : .infinity, max(actions.isEmpty ? 0 : -.infinity, from + value.translation.width))
                }
                .onEnded { value in
                    defer { start = nil; isHorizontal = nil }
                    guard isHorizontal == true else { return }
                    let full = Constants.fullSwipeFraction * Constants.canvasWidth
                    if offset < 0 {
                        if allowsFullSwipe, let first = actions.first?.fullSwipe, offset < -full {
                            withAnimation(.easeOut(duration: 0.2)) { offset = 0 }
                            first()
                        } else if offset < -reveal / 2 {
                            withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { offset = -reveal }
                        } else {
                            close()
                        }
                    } else if offset > 0 {
                        if leadingAllowsFullSwipe, let first = leading.first?.fullSwipe, offset > full {
                            withAnimation(.easeOut(duration: 0.2)) { offset = 0 }
                            first()
                        } else if offset > leadingReveal / 2 {
                            withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { offset = leadingReveal }
                        } else {
                            close()
                        }
                    }
                }
        )
    }

    private func close() {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { offset = 0 }
    }

    @ViewBuilder private func actionButton(_ action: Action) -> some View {
        let label = NodeView(nodes: action.label)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(action.color)
        if let perform = action.perform {
            label.onTapGesture {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { offset = 0 }
                perform()
            }
        } else {
            label.simultaneousGesture(TapGesture().onEnded {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.9)) { offset = 0 }
            })
        }
    }
}

/// Views that come from a collection, with edits a list offers: SwiftUI's
/// `DynamicViewContent`.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets a list's rows be swiped to delete: the action gets the offsets of the rows to remove.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        DeletableRows(content: self, delete: action)
    }
    /// Reordering rows by dragging: accepted (rows are not reordered).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

/// A `ForEach`'s rows, each swipeable to show Delete. In a list of just these rows, they are
/// built one at a time where they are seen, as a lazy stack's rows are.
struct DeletableRows<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView, LazyRowSource, LazyListContent {
    typealias Body = Never
    let content: Content
    let delete: ((IndexSet) -> Void)?

    var rowsAreSections: Bool { (content as? any LazyListContent)?.rowsAreSections ?? false }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var rowContext = context
        rowContext.environment.marksRowOffsets = true
        nodes += swipeable(rowContext.nodes(of: content, at: 0), firstOffset: 0, context)
    }

    func lazySegments(_ context: ResolveContext, into segments: inout [LazySegment]) {
        var rowContext = context
        rowContext.environment.marksRowOffsets = true
        var inner: [LazySegment] = []
        rowContext.child(.index(0)).lazySegments(content, into: &inner)
        for segment in inner {
            switch segment {
            case .view(let build):
                segments.append(.view { adjust in swipeable(build(adjust), firstOffset: 0, context) })
            case .deferred(let count, let build, let id):
                segments.append(.deferred(count: count, build: { offset, adjust in
                    swipeable(build(offset, adjust), firstOffset: offset, context)
                }, id: id))
            }
        }
    }

    /// Each of `rows` in a swipeable row whose Delete removes the element it came from (an
    /// element may make several views, or none); rows without a mark count from `firstOffset`.
    private func swipeable(_ rows: [Node], firstOffset: Int, _ context: ResolveContext) -> [Node] {
        guard let delete else { return rows }
        var nodes: [Node] = []
        var elementOffset = firstOffset
        for row in rows {
            if row.hasTraits, let offset = row.traits.elementOffset { elementOffset = offset }
            // A row with swipe actions of its own shows those instead of Delete, as on iOS.
            if row.hasTraits, row.traits.swipe != nil {
                nodes.append(row)
                continue
            }
            let index = elementOffset
            let rowContext = context.child(.id(PathComponent.word(AnyHashable(row.key)), label: .value(index)))
            var labelContext = rowContext
            labelContext.environment.foregroundColor = .white
            let deleteLabel = labelContext.nodes(of: Text("Delete"), at: 1)
            let swipe = SwipeRow(content: [row], actions: [SwipeRow.Action(label: deleteLabel, color: .red, perform: {
                delete(IndexSet(integer: index))
            })], allowsFullSwipe: true, deletesInEditMode: true)
            let made = rowContext.nodes(of: swipe, at: 2).map { $0.forEditing() }
            for node in made {
                node.traits.drawsOwnRowChrome = true
                node.traits.listRow = row.traits.listRow   // its separator is drawn around it
            }
            nodes += made
        }
        return nodes
    }
}

extension View {
    /// Buttons a row shows when swiped: SwiftUI's `swipeActions`. Each button's `tint` (red for
    /// a destructive one) is its background. `edge: .trailing` (the default) shows them under a
    /// drag to the left, `.leading` under a drag to the right; a row may have both.
    ///
    /// ```swift
    /// Text(mail.subject)
    ///     .swipeActions { Button(role: .destructive) { delete(mail) } label: { Label("Delete", systemImage: "trash") } }
    ///     .swipeActions(edge: .leading) { Button("Read") { markRead(mail) }.tint(.blue) }
    /// ```
    /// A full swipe (past 60 % of the row) runs the first action unless `allowsFullSwipe` is
    /// false. Under `ForEach(…).onDelete`, a row with swipe actions shows them instead of Delete.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        SwipeActionsView(content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}

/// The leading and trailing edges: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Sendable { case leading, trailing }

/// A swipeable row's parts, kept on its node so that a second `swipeActions` (the other edge)
/// makes one row with both.
struct SwipeRowParts {
    var content: [Node]
    var leading: [SwipeRow.Action] = []
    var trailing: [SwipeRow.Action] = []
    var leadingAllowsFullSwipe = false
    var trailingAllowsFullSwipe = false
}

struct SwipeActionsView<Content: View, Actions: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let row = context.nodes(of: content, at: 0)
        var actionContext = context
        actionContext.environment.foregroundColor = .white
        let buttons = actionContext.nodes(of: actions, at: 1).map { node in
            let color = node.traits.tint ?? (node.traits.buttonRole == .destructive ? Color.red : Color.gray)
            return SwipeRow.Action(label: [node], color: color, perform: nil, trigger: node.traits.buttonAction)
        }
        // The row an inner `swipeActions` made gives its content and actions to this one.
        var parts = row.count == 1 ? row[0].traits.swipe ?? SwipeRowParts(content: row) : SwipeRowParts(content: row)
        if edge == .leading {
            parts.leading += buttons
            parts.leadingAllowsFullSwipe = allowsFullSwipe
        } else {
            parts.trailing += buttons
            parts.trailingAllowsFullSwipe = allowsFullSwipe
        }
        let made = context.nodes(of: SwipeRow(content: parts.content, actions: parts.trailing, leading: parts.leading,
                                              allowsFullSwipe: parts.trailingAllowsFullSwipe,
                                              leadingAllowsFullSwipe: parts.leadingAllowsFullSwipe), at: 2)
            .map { $0.forEditing() }
        for node in made {
            node.traits.drawsOwnRowChrome = true
            node.traits.swipe = parts
            node.traits.listRow = parts.content.first?.traits.listRow ?? ListRowLook()
        }
        nodes += made
    }
}
