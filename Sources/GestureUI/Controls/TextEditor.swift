/// A multi-line text field: SwiftUI's `TextEditor`, drawn as its text.
public struct TextEditor: View {
    let text: String
    public init(text: Binding<String>) { self.text = text.wrappedValue }
    public var body: some View {
        Text(text).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
