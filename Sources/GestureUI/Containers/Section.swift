/// A group of rows with an optional header and footer: SwiftUI's `Section`. In a `List` or
/// `Form` it is a card of its own, the header in small grey capitals above it; elsewhere
/// its header, content and footer stand one above the other.
///
/// ```swift
/// Section("Gestures") { Text("Tap"); Text("Drag") }
/// Section { Toggle("Haptics", isOn: $haptics) } footer: { Text("Felt on every tap.") }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var chrome = context
        if context.environment.isInList {
            chrome.environment.font = .footnote
            chrome.environment.foregroundColor = .secondary
        }
        var headerContext = chrome
        // A grouped list's section header is in capitals, as on iOS, unless a case was set
        // (`.textCase(nil)` keeps it as written).
        if context.environment.isInList, case .unset = context.environment.textCaseSetting {
            headerContext.environment.textCase = .uppercase
        }
        let headerNodes = headerContext.nodes(of: header, at: 0)
        let rows = context.nodes(of: content, at: 1)
        let footerNodes = chrome.nodes(of: footer, at: 2)
        let node = context.makeNode(.layout(LayoutBox.make(VStackLayout(alignment: .leading, spacing: 8))), label: "Section",
                                    children: headerNodes + rows + footerNodes)
        node.traits.section = ListSectionParts(key: context.key, header: headerNodes, rows: rows, footer: footerNodes)
        nodes.append(node)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// Controls in grouped sections: SwiftUI's `Form`, drawn as an inset grouped `List`.
///
/// ```swift
/// Form { Section("Feedback") { Toggle("Sound", isOn: $sound) } }
/// ```
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Grouped whatever `listStyle` the views around it set (a form has its own style).
    public var body: some View { List { content }.environment(\.listLook, ListLook()) }
}
