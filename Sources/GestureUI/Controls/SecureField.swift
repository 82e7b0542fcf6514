/// A field whose text shows as dots: SwiftUI's `SecureField`.
public struct SecureField: View {
    let field: TextField<Text>
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { field = TextField(secure: Text(titleKey), text: text) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { field = TextField(secure: Text(title), text: text) }
    public var body: some View { field }
}
