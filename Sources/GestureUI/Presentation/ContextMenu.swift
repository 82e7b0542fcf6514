/// A menu that a long press (half a second) on the view opens: SwiftUI's `contextMenu`. As on
/// iOS, the canvas is blurred and dimmed but for the view, and the menu's card stands below it (above it
/// when there is no room below), at its leading or trailing edge; a tap on a row runs it and
/// closes the menu, a tap anywhere else closes it.
///
/// ```swift
/// Image("photo").contextMenu {
///     Button { share() } label: { Label("Share", systemImage: "square.and.arrow.up") }
/// }
/// ```
extension View {
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuView(content: self, items: menuItems())
    }
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                            @ViewBuilder preview: () -> Preview) -> some View {
        ContextMenuView(content: self, items: menuItems())
    }
}

struct ContextMenuView<Content: View, Items: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let items: Items

    final class MenuState {
        var isOpen = false
        weak var host: ViewHost?
        /// Where the view the menu belongs to was at the latest layout, on the canvas.
        var sourceFrame: CGRect?
        func set(_ open: Bool) {
            guard let host, open != isOpen else { return }
            host.willChange(transaction: Transaction.current)
            isOpen = open
            host.invalidate()
        }
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let state = context.host.internalState(at: context.key) { MenuState() }
        state.host = context.host
        weak let host = context.host
        let pressable = content.simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in
            host?.contextMenuOpenedDuringPress = true
            withAnimation(.easeOut(duration: 0.2)) { state.set(true) }
        })
        .background(state.frameReader)
        context.child(.index(0)).resolve(pressable, into: &nodes)
        state.presentIfOpen(items, context, dims: true)
    }
}

extension ContextMenuView.MenuState {
    /// A view behind the menu's view that notes where the view is at each layout.
    var frameReader: some View {
        GeometryReader { proxy in
            let _ = { self.sourceFrame = proxy.frame(in: .global) }()
            Color.clear
        }
    }

    /// While open, presents `items` on a menu card by the view (a tap elsewhere closes it), over
    /// the canvas dimmed but for the view when `dims`.
    func presentIfOpen<Items: View>(_ items: Items, _ context: ResolveContext, dims: Bool) {
        guard isOpen, !context.environment.isOffscreen else { return }
        let slot = context.host.presentationSlot()
        var inner = context.child(.index(1))
        // A menu is the system's: the colours around its view do not reach its rows (a button
        // among them is black, red or grey by its own rule).
        inner.environment.foregroundColor = nil
        inner.environment.isInMenu = true
        let buttons = inner.nodes(of: items, at: 0)
        let menu = MenuCard(buttons: buttons, anchor: sourceFrame, dims: dims) { withAnimation(.easeOut(duration: 0.2)) { self.set(false) } }
        context.host.present(context.child(.index(2)).nodes(of: menu, at: 0), at: slot)
    }
}

extension EnvironmentValues {
    /// Whether the views are a menu's items: a `Button` is then a whole row, its title at the
    /// leading edge and its icon at the trailing one.
    var isInMenu: Bool {
        get { self[InMenuKey.self] }
        set { self[InMenuKey.self] = newValue }
    }
}
private struct InMenuKey: EnvironmentKey { static let defaultValue = false }

/// A menu's card by the view it belongs to (`anchor`, on the canvas; in the middle without
/// one): below it when it fits there, else above, at the view's leading edge on the canvas's
/// leading half and at its trailing edge on the other. `dims` dims the canvas but for the view
/// (a context menu); a `Menu`'s card only casts a shadow.
struct MenuCard: View {
    let buttons: [Node]
    let anchor: CGRect?
    let dims: Bool
    let close: () -> Void

    static let width: CGFloat = 250
    /// Points between the view and the card, and kept clear at the canvas's edges.
    static let gap: CGFloat = 8
    static let margin: CGFloat = 16

    var body: some View {
        GeometryReader { proxy in
            let canvas = CGRect(origin: .zero, size: proxy.size)
            ZStack(alignment: .topLeading) {
                // Every touch outside the card closes the menu, on the view as elsewhere.
                Color.clear.contentShape(Rectangle()).onTapGesture(perform: close)
                if dims {
                    dimming(canvas).allowsHitTesting(false)
                }
                card.modifier(Placement(anchor: anchor, canvas: canvas, rows: buttons.count))
            }
        }
        .transition(AnyTransition.opacity.animation(.easeOut(duration: 0.2)))
    }

    /// The canvas blurred and dimmed, but for the view, as iOS sets a context menu's view apart.
    private func dimming(_ canvas: CGRect) -> some View {
        let around = anchor?.insetBy(dx: -4, dy: -4)
        let outline = Path { path in
            path.addRect(canvas)
            if let around { path.addRoundedRect(in: around, cornerSize: CGSize(width: 12, height: 12)) }
        }
        // The blur in four bands round the view (a backdrop is blurred over its shape's whole
        // box, a hole and all), the dim over all but the view's rounded outline.
        let bands: [CGRect] = around.map { hole in
            [CGRect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: max(0, hole.minY - canvas.minY)),
             CGRect(x: canvas.minX, y: hole.maxY, width: canvas.width, height: max(0, canvas.maxY - hole.maxY)),
             CGRect(x: canvas.minX, y: hole.minY, width: max(0, hole.minX - canvas.minX), height: hole.height),
             CGRect(x: hole.maxX, y: hole.minY, width: max(0, canvas.maxX - hole.maxX), height: hole.height)]
        } ?? [canvas]
        return ZStack {
            ForEach(bands.indices, id: \.self) { index in
                Path { $0.addRect(bands[index]) }.fill(Material.ultraThin)
            }
            outline.fill(Color.black.opacity(0.12), style: FillStyle(eoFill: true))
        }
    }

    private var card: some View {
        VStack(spacing: 0) {
            ForEach(0..<buttons.count, id: \.self) { index in
                if index > 0 { Color.separatorColor.frame(height: 0.5) }
                // A button is a whole row already (``Button`` in a menu); anything else is
                // made one.
                if buttons[index].isButton {
                    NodeView(nodes: [buttons[index]])
                        .simultaneousGesture(TapGesture().onEnded(close))
                } else {
                    NodeView(nodes: [buttons[index]])
                        .padding(.horizontal, 16)
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        .contentShape(Rectangle())
                        .simultaneousGesture(TapGesture().onEnded(close))
                }
            }
        }
        .frame(width: Self.width)
        .background(RoundedRectangle(cornerRadius: 13).fill(Color.cardBackground))
        .shadow(color: Color.black.opacity(0.15), radius: 16, y: 4)
        .contentShape(Rectangle())
    }

    /// Puts the card by the anchor, inside the canvas.
    struct Placement: ViewModifier {
        let anchor: CGRect?
        let canvas: CGRect
        let rows: Int

        func body(content: Content) -> some View {
            guard let anchor else {
                return AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity))
            }
            // Rows are at least 44 points tall: the room the card needs, as far as it is known here.
            let needed = CGFloat(rows) * 44 + MenuCard.gap
            let leftmost = MenuCard.margin, rightmost = max(leftmost, canvas.width - MenuCard.margin - MenuCard.width)
            let x = min(max(anchor.midX < canvas.midX ? anchor.minX : anchor.maxX - MenuCard.width, leftmost), rightmost)
            if canvas.maxY - anchor.maxY >= needed + MenuCard.margin || anchor.minY - canvas.minY < needed + MenuCard.margin {
                return AnyView(content.padding(.leading, x).padding(.top, min(anchor.maxY + MenuCard.gap, canvas.maxY - needed))
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
            }
            return AnyView(content.padding(.leading, x).padding(.bottom, canvas.maxY - anchor.minY + MenuCard.gap)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading))
        }
    }
}
