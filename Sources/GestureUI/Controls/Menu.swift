import Foundation

/// A button that opens a menu of actions: SwiftUI's `Menu`, its label in the accent colour; a
/// tap opens the menu's buttons on a card at the button (below it, or above it when there is no
/// room below), a tap on one runs it and closes the menu, a tap elsewhere closes it.
///
/// ```swift
/// Menu("Sort") { Button("By name") { sort(.name) }; Button("By date") { sort(.date) } }
/// ```
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let state = context.host.internalState(at: context.key) { ContextMenuView<EmptyView, EmptyView>.MenuState() }
        state.host = context.host
        var labelContext = context.child(.index(0))
        labelContext.environment.defaultForeground()
        let opener = label.contentShape(Rectangle()).onTapGesture {
            withAnimation(.easeOut(duration: 0.2)) { state.set(true) }
        }
        .background(state.frameReader)
        labelContext.resolve(opener, into: &nodes)
        state.presentIfOpen(content, context, dims: false)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
