/// A button that offers an item to share, drawn as iOS draws it: "Share" beside the
/// `square.and.arrow.up` symbol in the accent colour, or the label given. SwiftUI's `ShareLink`
/// (iOS 16). The lab has no share sheet: a tap is a button's press and nothing more.
///
/// ```swift
/// ShareLink(item: URL(string: "https://www.swift.org")!)
/// ShareLink("Share score", item: "I scored \(score)")
/// ```
public struct ShareLink<Label: View>: View {
    let label: Label

    public var body: some View {
        Button {} label: { label }
    }
}

extension ShareLink {
    /// A link for `item` with its own label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link for `item`, shown with `preview`, with its own label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                      @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A link for several items with its own label.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where Label == GestureUI.Label<Text, Image> {
    /// A link for `item`, labelled "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        label = GestureUI.Label("Share", systemImage: "square.and.arrow.up")
    }
    /// A link for `item`, shown with `preview`, labelled "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        label = GestureUI.Label("Share", systemImage: "square.and.arrow.up")
    }
    /// A link for several items, labelled "Share" with the share symbol.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        label = GestureUI.Label("Share", systemImage: "square.and.arrow.up")
    }
    /// A link for `item` with a title beside the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = GestureUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
    /// A link for `item` with a title beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = GestureUI.Label(title, systemImage: "square.and.arrow.up")
    }
    /// A link for `item`, shown with `preview`, with a title beside the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                      preview: SharePreview) {
        label = GestureUI.Label(titleKey, systemImage: "square.and.arrow.up")
    }
}

/// How a shared item is shown in the share sheet: SwiftUI's `SharePreview` (kept, not shown).
public struct SharePreview: Sendable {
    public init(_ title: LocalizedStringKey) {}
    public init(_ title: LocalizedStringKey, image: Image) {}
    public init(_ title: LocalizedStringKey, icon: Image) {}
    public init(_ title: LocalizedStringKey, image: Image, icon: Image) {}
    public init<S: StringProtocol>(_ title: S) {}
    public init<S: StringProtocol>(_ title: S, image: Image) {}
}
