/// A field of editable text: SwiftUI's `TextField` (and `SecureField`, `TextEditor`). The lab
/// has no keyboard: a field shows its text, or its placeholder in grey when empty, and a tap
/// does nothing (the README lists the difference). A plain field has no background (what is
/// behind it shows, a placeholder of the caller's too); `.textFieldStyle(.roundedBorder)` draws
/// iOS's white bordered field.
///
/// ```swift
/// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View>: View {
    let text: String
    let placeholder: Text
    let isSecure: Bool
    @Environment(\.textFieldBordered) private var isBordered

    public var body: some View {
        Group {
            if text.isEmpty {
                placeholder.foregroundColor(Color.tertiaryLabel)
            } else {
                Text(isSecure ? String(repeating: "•", count: text.count) : text)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
        .padding(.horizontal, isBordered ? 7 : 0).padding(.vertical, isBordered ? 6 : 0)
        .background(RoundedRectangle(cornerRadius: 5).fill(isBordered ? Color.systemBackground : Color.clear))
        .overlay(RoundedRectangle(cornerRadius: 5).stroke(isBordered ? Color.separatorColor : Color.clear, lineWidth: 0.5))
        .contentShape(Rectangle())
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text.wrappedValue
        placeholder = Text(titleKey)
        isSecure = false
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text.wrappedValue
        placeholder = Text(title)
        isSecure = false
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
    }
    /// A field for a value shown with a format.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
    where F.FormatOutput == String {
        self.text = format.format(value.wrappedValue)
        placeholder = Text(titleKey)
        isSecure = false
    }
    /// A field for a value shown by a `Formatter` (a `NumberFormatter`, a `DateFormatter`).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.text = formatter.string(for: value.wrappedValue) ?? ""
        placeholder = Text(titleKey)
        isSecure = false
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.text = formatter.string(for: value.wrappedValue) ?? ""
        placeholder = Text(String(title))
        isSecure = false
    }
    init(secure titleKey: Text, text: Binding<String>) {
        self.text = text.wrappedValue
        placeholder = titleKey
        isSecure = true
    }
}

/// How text fields look.
public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.textFieldBordered = style is RoundedBorderTextFieldStyle }
    }
    /// Keyboard and editing settings, which have no meaning without a keyboard: accepted.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

extension EnvironmentValues {
    var textFieldBordered: Bool {
        get { self[TextFieldBorderedKey.self] }
        set { self[TextFieldBorderedKey.self] = newValue }
    }
}
private struct TextFieldBorderedKey: EnvironmentKey { static let defaultValue = false }

public enum UIKeyboardType: Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad }
public enum UITextAutocapitalizationType: Sendable { case none, words, sentences, allCharacters }
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(), route = SubmitLabel()
    public static let search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(), `continue` = SubmitLabel()
}
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}
public struct UITextContentType: Sendable {
    public static let name = UITextContentType(), emailAddress = UITextContentType(), password = UITextContentType()
    public static let username = UITextContentType(), oneTimeCode = UITextContentType(), telephoneNumber = UITextContentType()
}
public enum ScrollDismissesKeyboardMode: Sendable { case automatic, immediately, interactively, never }
