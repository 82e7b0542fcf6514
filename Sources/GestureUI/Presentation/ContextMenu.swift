/// A menu that a long press (half a second) on the view opens: SwiftUI's `contextMenu`. The
/// menu's buttons stand on a card in the middle of the dimmed canvas; a tap on one runs it and
/// closes the menu, a tap outside closes it.
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
        context.child(.index(0)).resolve(pressable, into: &nodes)
        state.presentIfOpen(items, context)
    }
}

extension ContextMenuView.MenuState {
    /// While open, presents `items` on a menu card over the canvas (a tap outside closes it).
    func presentIfOpen<Items: View>(_ items: Items, _ context: ResolveContext) {
        guard isOpen, !context.environment.isOffscreen else { return }
        let slot = context.host.presentationSlot()
        var inner = context.child(.index(1))
        inner.environment.foregroundColor = .black
        inner.environment.isInMenu = true
        let buttons = inner.nodes(of: items, at: 0)
        let menu = MenuCard(buttons: buttons) { withAnimation(.easeOut(duration: 0.2)) { self.set(false) } }
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

/// A context menu's card over a dimmed canvas.
struct MenuCard: View {
    let buttons: [Node]
    let close: () -> Void
    var body: some View {
        ZStack {
            Color.black.opacity(0.15).frame(maxWidth: .infinity, maxHeight: .infinity).onTapGesture(perform: close)
            VStack(spacing: 0) {
                ForEach(0..<buttons.count, id: \.self) { index in
                    if index > 0 { Color.separatorColor.frame(height: 0.5) }
                    // A button is a whole row already (``Button`` in a menu); anything else is
                    // made one.
                    if buttons[index].hasTraits && buttons[index].traits.buttonAction != nil {
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
            .frame(width: 250)
            .background(RoundedRectangle(cornerRadius: 13).fill(Color(red: 0.97, green: 0.97, blue: 0.97)))
        }
        .transition(AnyTransition.opacity.animation(.easeOut(duration: 0.2)))
    }
}
