/// An empty state: a large grey symbol, a bold title and a description: SwiftUI's
/// `ContentUnavailableView` (iOS 17).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: some View {
        VStack(spacing: 8) {
            label.font(.title2.bold())
            description.font(.subheadline).foregroundColor(.secondary)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == AnyView, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.label = AnyView(VStack(spacing: 12) {
            Image(systemName: name).font(.system(size: 48)).foregroundColor(.secondary)
            Text(titleKey)
        })
        self.description = description
        actions = EmptyView()
    }
}
