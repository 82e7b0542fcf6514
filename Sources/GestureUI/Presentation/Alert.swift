/// A small box of a title, a message and buttons over a dimmed canvas: SwiftUI's `alert`. A
/// tap on any of its buttons runs that button's action and closes it; with no buttons it has
/// an OK button. Two buttons stand side by side, more one above another.
///
/// ```swift
/// .alert("Delete card?", isPresented: $asksToDelete) {
///     Button("Delete", role: .destructive) { delete() }
///     Button("Cancel", role: .cancel) {}
/// } message: {
///     Text("This cannot be undone.")
/// }
/// ```
extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        DialogModifierView(content: self, isPresented: isPresented.wrappedValue, style: .alert, title: title,
                           actions: actions(), message: message(), close: { isPresented.wrappedValue = false })
    }
    /// An alert for a value: shown while `presenting` is non-nil (the binding is reset on close).
    public func alert<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        DialogModifierView(content: self, isPresented: isPresented.wrappedValue && data != nil, style: .alert, title: Text(titleKey),
                           actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
                           message: data.map { AnyView(message($0)) } ?? AnyView(EmptyView()),
                           close: { isPresented.wrappedValue = false })
    }
    /// iOS 13's alert, built from an ``Alert``.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return DialogModifierView(content: self, isPresented: isPresented.wrappedValue, style: .alert, title: alert.title,
                                  actions: alert.buttonViews, message: alert.message ?? Text(""),
                                  close: { isPresented.wrappedValue = false })
    }
    /// iOS 13's alert for an item: shown while `item` is non-nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return DialogModifierView(content: self, isPresented: alert != nil, style: .alert, title: alert?.title ?? Text(""),
                                  actions: alert?.buttonViews ?? AnyView(EmptyView()), message: alert?.message ?? Text(""),
                                  close: { item.wrappedValue = nil })
    }

    /// A sheet of actions from the bottom: SwiftUI's `confirmationDialog`, drawn as iOS's action
    /// sheet (the buttons on a card, Cancel on a card of its own).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        DialogModifierView(content: self, isPresented: isPresented.wrappedValue,
                           style: .actionSheet(showsTitle: titleVisibility == .visible), title: title,
                           actions: actions(), message: message(), close: { isPresented.wrappedValue = false })
    }
}

/// iOS 13's description of an alert: SwiftUI's `Alert`.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// One of an ``Alert``'s buttons.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
    }

    var buttonViews: AnyView {
        let buttons = buttons
        return AnyView(ForEach(0..<buttons.count, id: \.self) { index in
            GestureUI.Button(role: buttons[index].role, action: { buttons[index].action?() }) { buttons[index].label }
        })
    }
}

/// What sort of dialog.
enum DialogStyle: Equatable {
    case alert
    case actionSheet(showsTitle: Bool)
}

/// The modified view, and the dialog presented over everything while it shows.
struct DialogModifierView<Content: View, Actions: View, Message: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let isPresented: Bool
    let style: DialogStyle
    let title: Text
    let actions: Actions
    let message: Message
    let close: () -> Void

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.child(.index(0)).resolve(content, into: &nodes)
        guard isPresented, !context.environment.isOffscreen else { return }
        let slot = context.host.presentationSlot()
        var inner = context.child(.index(1))
        inner.environment.navigation = nil
        inner.environment.isInList = false
        inner.environment.foregroundColor = nil
        inner.environment.buttonStyle = nil
        inner.environment.primitiveButtonStyle = nil
        var buttonContext = inner
        buttonContext.environment.isInDialog = true
        // An alert's text fields are iOS's small bordered ones.
        buttonContext.environment.textFieldBordered = true
        let made = buttonContext.nodes(of: actions, at: 0)
        // An alert's actions are its buttons; anything else among them (text fields) stands in
        // the message's part, above them.
        var buttons = style == .alert ? made.filter(\.isButton) : made
        let fields = style == .alert ? made.filter { !$0.isButton } : []
        if buttons.isEmpty { buttons = buttonContext.nodes(of: Button("OK") {}, at: 1) }
        var messageContext = inner
        messageContext.environment.font = .footnote
        // An alert's message is centred under its title, as iOS sets it.
        if style == .alert { messageContext.environment.multilineTextAlignment = .center }
        let messageNodes = messageContext.nodes(of: message, at: 2)
        let close = close
        let dialog = DialogBox(title: title, message: messageNodes, fields: fields, buttons: buttons, style: style, close: close)
        context.host.present(context.child(.index(2)).nodes(of: dialog, at: 0), at: slot)
    }
}

/// An alert's box or an action sheet's cards, over a dimmed canvas.
struct DialogBox: View {
    let title: Text
    let message: [Node]
    /// An alert's text fields, under its message.
    var fields: [Node] = []
    let buttons: [Node]
    let style: DialogStyle
    let close: () -> Void

    var body: some View {
        ZStack(alignment: style == .alert ? .center : .bottom) {
            Color.dimming.frame(maxWidth: .infinity, maxHeight: .infinity)
                .onTapGesture { if style != .alert { closeAnimated() } }
            if style == .alert { alertBox } else { actionSheet }
        }
        .transition(AnyTransition.opacity.animation(.easeInOut(duration: 0.2)))
    }

    private func closeAnimated() { withAnimation(.easeInOut(duration: 0.2)) { close() } }

    /// A button row: the button itself, closing the dialog when tapped.
    private func row(_ index: Int) -> some View {
        // A cancel button is semibold (``Button`` in a dialog: ``EnvironmentValues/isInDialog``).
        NodeView(nodes: [buttons[index]])
            .frame(maxWidth: .infinity, minHeight: 44)
            .contentShape(Rectangle())
            .simultaneousGesture(TapGesture().onEnded { closeAnimated() })
    }

    private var alertBox: some View {
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline).foregroundColor(.primary)
                NodeView(nodes: message).foregroundColor(.primary)
                if !fields.isEmpty {
                    VStack(spacing: 8) {
                        ForEach(0..<fields.count, id: \.self) { index in NodeView(nodes: [fields[index]]) }
                    }
                    .padding(.top, 12)
                }
            }
            .padding(.horizontal, 16).padding(.top, 19).padding(.bottom, 17)
            Color.separatorColor.frame(height: 0.5)
            if buttons.count == 2 {
                // iOS puts a cancel button on the leading side of two.
                let order = buttons[1].traits.buttonRole == .cancel ? [1, 0] : [0, 1]
                HStack(spacing: 0) {
                    row(order[0])
                    Color.separatorColor.frame(width: 0.5, height: 44)
                    row(order[1])
                }
            } else {
                // …and last of three or more.
                let order = buttons.indices.filter { buttons[$0].traits.buttonRole != .cancel }
                    + buttons.indices.filter { buttons[$0].traits.buttonRole == .cancel }
                VStack(spacing: 0) {
                    ForEach(0..<order.count, id: \.self) { position in
                        if position > 0 { Color.separatorColor.frame(height: 0.5) }
                        row(order[position])
                    }
                }
            }
        }
        .frame(width: 270)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color.cardBackground))
    }

    private var actionSheet: some View {
        let cancel = buttons.indices.filter { buttons[$0].traits.buttonRole == .cancel }
        let others = buttons.indices.filter { buttons[$0].traits.buttonRole != .cancel }
        return VStack(spacing: 8) {
            VStack(spacing: 0) {
                if case .actionSheet(true) = style {
                    title.font(.footnote).foregroundColor(.secondary).padding(12)
                    Color.separatorColor.frame(height: 0.5)
                }
                ForEach(0..<others.count, id: \.self) { position in
                    if position > 0 { Color.separatorColor.frame(height: 0.5) }
                    row(others[position]).frame(minHeight: 57)
                }
            }
            .background(RoundedRectangle(cornerRadius: 14).fill(Color.cardBackground))
            VStack(spacing: 0) {
                if let first = cancel.first {
                    row(first).frame(minHeight: 57)
                } else {
                    Text("Cancel").font(.headline).foregroundColor(.accentColor).frame(maxWidth: .infinity, minHeight: 57)
                        .contentShape(Rectangle()).onTapGesture { closeAnimated() }
                }
            }
            .background(RoundedRectangle(cornerRadius: 14).fill(Color.raisedBackground))
        }
        .padding(.horizontal, 8).padding(.bottom, 34)
    }
}

/// iOS 13's action sheet description: accepted for `actionSheet(isPresented:content:)`.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// iOS 13's action sheet.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        let alert = Alert(title: sheet.title, message: sheet.message, dismissButton: nil)
        let buttons = sheet.buttons
        return DialogModifierView(content: self, isPresented: isPresented.wrappedValue, style: .actionSheet(showsTitle: true),
                                  title: alert.title,
                                  actions: AnyView(ForEach(0..<buttons.count, id: \.self) { index in
                                      GestureUI.Button(role: buttons[index].role, action: { buttons[index].action?() }) { buttons[index].label }
                                  }),
                                  message: sheet.message ?? Text(""), close: { isPresented.wrappedValue = false })
    }
}

extension EnvironmentValues {
    /// Whether the views are a dialog's buttons (an alert's, a confirmation dialog's): a cancel
    /// button among them is semibold, as on iOS.
    var isInDialog: Bool {
        get { self[InDialogKey.self] }
        set { self[InDialogKey.self] = newValue }
    }
}
private struct InDialogKey: EnvironmentKey { static let defaultValue = false }
