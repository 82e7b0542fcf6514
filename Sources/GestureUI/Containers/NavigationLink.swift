/// A row that pushes a screen onto the navigation stack it is in: SwiftUI's `NavigationLink`.
/// A tap pushes its destination (or its value, shown by the stack's `navigationDestination`),
/// animated; in a `List` it has a chevron at its trailing end. Outside a stack it does nothing.
///
/// ```swift
/// NavigationLink("Pinch") { PinchDemo() }
/// NavigationLink(value: card) { CardRow(card: card) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let entry: () -> NavigationModel.Entry?
    public typealias Body = Never

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        entry = { .view(AnyView(destination)) }
    }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
    /// iOS 13's link bound to whether its destination shows: accepted as a plain link.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let navigation = context.environment.navigation
        let entry = entry
        let inList = context.environment.isInList
        let row = HStack {
            if inList {
                // A list row's label has the row's width up to the chevron, as a cell's content
                // has on iOS.
                label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundColor(.secondary)
            } else {
                label
            }
        }
        .foregroundColor(inList ? .primary : .accentColor)
        .contentShape(Rectangle())
        .onTapGesture {
            guard let navigation, let pushed = entry() else { return }
            withAnimation(.easeInOut(duration: 0.35)) { navigation.model.push(pushed) }
        }
        context.child(.index(0)).resolve(row, into: &nodes)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; the stack shows it with its `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        entry = { value.map { .value(AnyHashable($0)) } }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// The view a stack shows for a pushed value of type `D`.
    ///
    /// ```swift
    /// .navigationDestination(for: Card.self) { card in CardDetail(card: card) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        ContextView(content: self) { context in
            // The destinations are registered again at every pass from the root: so is this.
            context.host.markVolatile()
            context.environment.navigation?.model.register(D.self) { AnyView(destination($0)) }
        }
    }
    /// Pushes `destination` while `isPresented` is true: accepted; the lab pushes by links.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
}
