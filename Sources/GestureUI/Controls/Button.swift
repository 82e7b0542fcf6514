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
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public typealias Body = Never

    /// Whether a touch is down inside, and the laid-out node the touch is tested against.
    final class PressState {
        var isPressed = false
        weak var node: Node?
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let state = context.host.internalState(at: context.key) { PressState() }
        var inner = context.child(.index(0))
        if inner.environment.foregroundColor == nil { inner.environment.foregroundColor = .accentColor }
        let opacityContext = context.child(.index(1))
        opacityContext.animate(.opacity, SIMD4(state.isPressed ? 0.25 : 1, 0, 0, 0))
        var labelNodes: [Node] = []
        inner.resolve(label, into: &labelNodes)
        let content = labelNodes.count == 1 ? labelNodes[0] : inner.makeNode(.zstack(.center), label: "Button", children: labelNodes)
        let dimmed = opacityContext.makeNode(.opacity(state.isPressed ? 0.25 : 1), label: "Button", children: [content])
        let action = action
        // Weakly: the host holds the scene, whose shapes hold this gesture.
        weak let host = context.host
        func setPressed(_ pressed: Bool) {
            guard state.isPressed != pressed, let host else { return }
            host.willChange(transaction: Transaction())
            state.isPressed = pressed
            host.invalidate()
        }
        let press = DragGesture(minimumDistance: 0)
            .onChanged { value in setPressed(state.contains(value.location)) }
            .onEnded { value in
                setPressed(false)
                if state.contains(value.location) { action() }
            }
            .onCancelled { _ in setPressed(false) }
        let node = context.makeNode(.gestures([Attachment(press, .gesture, mask: .all, isEnabled: context.environment.isEnabled, name: nil)]),
                                    label: "Button", children: [dimmed])
        state.node = node
        nodes.append(node)
    }
}

extension Button.PressState {
    func contains(_ point: CGPoint) -> Bool {
        guard let size = node?.size else { return false }
        return point.x >= 0 && point.y >= 0 && point.x <= size.width && point.y <= size.height
    }
}

extension Button where Label == Text {
    /// A button with a literal's text (formatted as `Text` formats it).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button with a string's text, as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
