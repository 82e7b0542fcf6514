/// A control that performs an action when a touch that began on it ends on it: SwiftUI's
/// `Button`. Its label dims while a touch is down on it; its text is the accent colour.
///
/// ```swift
/// Button("Reset") { offset = .zero }
/// Button(action: save) { Label("Save", systemImage: "tray") }
/// ```
/// Its recognizer is a zero-distance drag named "Button" in the overlay: pressed while the
/// finger is inside, the action on release inside (SEMANTICS.md).
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }
    /// A button with a role: a destructive one is red.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
    public typealias Body = Never

    /// Whether a touch is down inside, and the laid-out node the touch is tested against.
    final class PressState {
        var isPressed = false
        weak var node: Node?
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let state = context.host.internalState(at: context.key) { PressState() }
        let hasStyle = context.environment.buttonStyle != nil || context.environment.primitiveButtonStyle != nil
        /// The label as iOS's default style draws it: accent-coloured, dimmed while pressed.
        func defaultLook() -> Node {
            var inner = context.child(.index(0))
            // Unless its label has a colour of its own: grey when disabled, red when destructive,
            // black in a menu, else the tint, as iOS draws them.
            let environment = context.environment
            inner.environment.defaultForeground(!environment.isEnabled ? .tertiaryLabel
                                                : role == .destructive ? .red : environment.isInMenu ? .primary : nil)
            // A dialog's cancel button is semibold.
            if context.environment.isInDialog && role == .cancel { inner.environment.fontWeight = .semibold }
            let opacityContext = context.child(.index(1))
            opacityContext.animate(.opacity, SIMD4(state.isPressed ? 0.25 : 1, 0, 0, 0))
            var labelNodes: [Node] = []
            inner.resolve(label, into: &labelNodes)
            let content: Node
            if context.environment.isInMenu {
                content = menuRow(labelNodes, context.child(.index(4)))
            } else if labelNodes.count == 1 {
                content = labelNodes[0]
            } else {
                // Several views without a stack stand one above the other, as in SwiftUI.
                content = inner.makeNode(.layout(LayoutBox.make(VStackLayout())), label: "Button", children: labelNodes)
            }
            return opacityContext.makeNode(.opacity(state.isPressed ? 0.25 : 1), label: "Button", children: [content])
        }
        let action = action
        // Weakly: the host holds the scene, whose shapes hold this gesture.
        weak let host = context.host
        let owner = context.owner
        func setPressed(_ pressed: Bool) {
            guard state.isPressed != pressed, let host else { return }
            host.willChange(transaction: Transaction())
            state.isPressed = pressed
            host.invalidate(from: owner)
        }
        let press = DragGesture(minimumDistance: 0)
            .onChanged { value in
                // A new press: a context menu opened by an earlier one no longer counts.
                if value.translation == .zero, !state.isPressed { host?.contextMenuOpenedDuringPress = false }
                setPressed(state.contains(value.location))
            }
            .onEnded { value in
                setPressed(false)
                // A press that opened a context menu is the menu's, not the button's (as on iOS).
                let claimed = host?.contextMenuOpenedDuringPress ?? false
                host?.contextMenuOpenedDuringPress = false
                if state.contains(value.location), !claimed { action() }
            }
            .onCancelled { _ in setPressed(false) }
        if let style = context.environment.primitiveButtonStyle {
            // The style decides which gesture triggers the action.
            let styled = style.body(label: AnyView(label), trigger: action, role: role, context: context.child(.index(2))).map { $0.forEditing() }
            for node in styled { node.traits.buttonRole = role; node.traits.buttonAction = action }
            nodes += styled
            return
        }
        var shown: [Node] = hasStyle ? [] : [defaultLook()]
        if let style = context.environment.buttonStyle {
            shown = style.body(label: AnyView(label), isPressed: state.isPressed, role: role, context: context.child(.index(2)))
            if shown.count != 1 { shown = [context.child(.index(3)).makeNode(.zstack(.center), label: "Button", children: shown)] }
        }
        let node = context.makeNode(.gestures([Attachment(press, .gesture, mask: .all, isEnabled: context.environment.isEnabled, name: nil)]),
                                    label: "Button", children: shown)
        node.traits.buttonRole = role
        node.traits.buttonAction = action
        state.node = node
        nodes.append(node)
    }
}

extension Button {
    /// iOS's grey for a disabled button's label (the tertiary label colour).

    /// The label as a menu's row: the whole row's width and at least 44 points tall, the title
    /// at the leading edge and the symbols and images at the trailing one (a `Label` lays its
    /// own out so).
    func menuRow(_ labelNodes: [Node], _ context: ResolveContext) -> Node {
        let isIcon: (Node) -> Bool = { node in
            switch node.kind {
            case .symbol, .image: true
            default: false
            }
        }
        let titles = labelNodes.filter { !isIcon($0) }, icons = labelNodes.filter(isIcon)
        let row = HStack(spacing: 8) {
            NodeView(nodes: titles)
            if !icons.isEmpty {
                Spacer(minLength: 8)
                NodeView(nodes: icons)
            }
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        .contentShape(Rectangle())
        let nodes = context.nodes(of: row, at: 0)
        return nodes.count == 1 ? nodes[0] : context.makeNode(.zstack(.center), label: "Button", children: nodes)
    }
}

extension Node {
    /// Whether the node is a ``Button``'s (it carries the button's action).
    var isButton: Bool { hasTraits && traits.buttonAction != nil }
}

extension Button.PressState {
    /// Whether `point` (in the button's space) is on the button: in its frame, or on what its
    /// label draws wherever an offset, turn or scale put it (a toggle's knob drawn beside it).
    func contains(_ point: CGPoint) -> Bool {
        guard let node else { return false }
        if point.x >= 0, point.y >= 0, point.x <= node.size.width, point.y <= node.size.height { return true }
        return Self.drawn(point, under: node, parent: .identity)
    }

    private static func drawn(_ point: CGPoint, under node: Node, parent: Affine) -> Bool {
        for child in node.children where !child.isGhost {
            var transform = parent.concatenating(.translation(child.origin.x, child.origin.y))
            if let effect = child.modelEffect { transform = transform.concatenating(effect) }
            switch child.kind {
            case .shape, .path, .text, .image, .symbol:
                let local = transform.inverted.apply(point)
                if local.x >= 0, local.y >= 0, local.x <= child.size.width, local.y <= child.size.height { return true }
            default:
                break
            }
            if drawn(point, under: child, parent: transform) { return true }
        }
        return false
    }
}

extension Button where Label == Text {
    /// A button with a literal's text (formatted as `Text` formats it).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
    /// A button with a string's text, as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == GestureUI.Label<Text, Image> {
    /// A button with a title and a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { GestureUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { GestureUI.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { GestureUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button does, for its look: SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}
