/// A label with a value beside it, the value at the row's trailing edge in the secondary colour:
/// SwiftUI's `LabeledContent`, as a `Form` row shows "Version   1.0".
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "1.0")
///     LabeledContent("Volume") { Slider(value: $volume) }
/// }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            // A value in the secondary colour; a control (a button, a toggle) keeps its own.
            if Content.self == Text.self {
                content.foregroundColor(.secondary).multilineTextAlignment(.trailing)
            } else {
                content
            }
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(String(value)) }) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(String(value)) }) { Text(String(title)) }
    }
    /// The value in a format: `LabeledContent("Price", value: 9.99, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(titleKey) }
    }
}
