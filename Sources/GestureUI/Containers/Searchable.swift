/// A search field under a navigation stack screen's title, as iOS draws it: a grey rounded
/// field with a magnifying glass and the prompt ("Search" unless given), the text when there is
/// some, with a clear button. SwiftUI's `searchable`. The lab has no keyboard: the field shows
/// the bound text, and its clear button empties it.
///
/// ```swift
/// List(filtered) { Text($0.name) }
///     .navigationTitle("Contacts")
///     .searchable(text: $query)
/// ```
extension View {
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt ?? Text("Search"))
    }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: Text(prompt))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View {
        searchable(text: text, prompt: prompt)
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, prompt: prompt)
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S) -> some View {
        searchable(text: text, prompt: prompt)
    }
}

/// Where a search field goes: SwiftUI's `SearchFieldPlacement` (under the title, whichever).
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .init() }
    /// When a search field in the navigation bar shows.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

struct SearchableView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: Binding<String>
    let prompt: Text

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        guard let navigation = context.environment.navigation else {
            // On a navigation stack itself (`NavigationStack { … }.searchable(…)`): the stack
            // puts the field under its root screen's title.
            var inner = context.child(.index(0))
            inner.environment.pendingSearchField = AnyView(SearchField(text: text, prompt: prompt))
            inner.resolve(content, into: &nodes)
            return
        }
        context.child(.index(0)).resolve(content, into: &nodes)
        let field = SearchField(text: text, prompt: prompt)
        let made = context.child(.index(1)).nodes(of: field, at: 0)
        context.host.markVolatile()
        navigation.model.setBar(at: navigation.depth) { bar in bar.search = made }
    }
}

/// iOS's search field.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text
    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").font(.system(size: 17)).foregroundColor(.secondary)
            if text.wrappedValue.isEmpty {
                prompt.foregroundColor(.secondary)
            } else {
                Text(text.wrappedValue).foregroundColor(.primary)
            }
            Spacer(minLength: 0)
            if !text.wrappedValue.isEmpty {
                Image(systemName: "xmark.circle.fill").font(.system(size: 15)).foregroundColor(.secondary)
                    .contentShape(Rectangle())
                    .onTapGesture { text.wrappedValue = "" }
            }
        }
        .lineLimit(1)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.controlFill))
    }
}

extension EnvironmentValues {
    /// A search field `searchable` gave a navigation stack from outside it, for the stack's root
    /// screen (nil inside the stack).
    var pendingSearchField: AnyView? {
        get { self[PendingSearchKey.self] }
        set { self[PendingSearchKey.self] = newValue }
    }
}
private struct PendingSearchKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
