/// A button's look, given its label and whether it is pressed: SwiftUI's `ButtonStyle`. The
/// button keeps its own press gesture (the action on a release inside); the style draws.
///
/// ```swift
/// struct Squishy: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(.blue, in: Capsule())
///             .scaleEffect(configuration.isPressed ? 0.9 : 1)
///     }
/// }
/// Button("Go") { go() }.buttonStyle(Squishy())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view: resolved where the style puts it, with the style's
    /// environment (a `foregroundColor` on it colours the label).
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        func resolve(_ context: ResolveContext, into nodes: inout [Node]) { context.resolve(view, into: &nodes) }
    }
    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}

/// A button's look and the gesture that triggers it: SwiftUI's `PrimitiveButtonStyle`. The
/// style's body gets no press gesture from the button; it calls `trigger()` itself.
///
/// ```swift
/// struct LongPressStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onLongPressGesture { configuration.trigger() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws from.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label
    let action: () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

/// A style kept in the environment, type-erased.
struct AnyButtonStyle {
    let body: (_ label: AnyView, _ isPressed: Bool, _ role: ButtonRole?, _ context: ResolveContext) -> [Node]
    init<S: ButtonStyle>(_ style: S) {
        body = { label, isPressed, role, context in
            let view = style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(view: label), isPressed: isPressed))
            return context.nodes(of: view, at: 0)
        }
    }
    func body(label: AnyView, isPressed: Bool, role: ButtonRole?, context: ResolveContext) -> [Node] {
        body(label, isPressed, role, context)
    }
}

struct AnyPrimitiveButtonStyle {
    let body: (_ label: AnyView, _ trigger: @escaping () -> Void, _ role: ButtonRole?, _ context: ResolveContext) -> [Node]
    init<S: PrimitiveButtonStyle>(_ style: S) {
        body = { label, trigger, role, context in
            let view = style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(view: label), action: trigger))
            return context.nodes(of: view, at: 0)
        }
    }
    func body(label: AnyView, trigger: @escaping () -> Void, role: ButtonRole?, context: ResolveContext) -> [Node] {
        body(label, trigger, role, context)
    }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
    var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}
private struct ButtonStyleKey: EnvironmentKey { static let defaultValue: AnyButtonStyle? = nil }
private struct PrimitiveButtonStyleKey: EnvironmentKey { static let defaultValue: AnyPrimitiveButtonStyle? = nil }

extension View {
    /// Draws the buttons inside with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        ContextView(content: self) { context in
            context.environment.buttonStyle = AnyButtonStyle(style)
            context.environment.primitiveButtonStyle = nil
        }
    }
    /// Draws and triggers the buttons inside with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        ContextView(content: self) { context in
            context.environment.primitiveButtonStyle = AnyPrimitiveButtonStyle(style)
            context.environment.buttonStyle = nil
        }
    }
    /// The shape of bordered buttons: accepted.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// The size of controls: accepted.
    public func controlSize(_ size: ControlSize) -> some View { self }
}

/// The shape of a bordered button.
public struct ButtonBorderShape: Sendable {
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), roundedRectangle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

/// The size of controls.
public enum ControlSize: Sendable { case mini, small, regular, large, extraLarge }

/// iOS's default look: the label in the accent colour, dimmed while pressed.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(DefaultForeground(color: configuration.role == .destructive ? .red : nil))
            .opacity(configuration.isPressed ? 0.25 : 1)
    }
}
/// iOS's borderless look: the default one.
public typealias BorderlessButtonStyle = DefaultButtonStyle

/// The label as it is (its own colours), dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}
/// A tinted rounded rectangle behind the label in the accent colour.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(DefaultForeground(color: configuration.role == .destructive ? .red : nil))
            .padding(.horizontal, 12).padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill((configuration.role == .destructive ? Color.red : Color.accentColor).opacity(0.15)))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}
/// The accent colour filling a rounded rectangle, the label white.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(.horizontal, 12).padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill(configuration.role == .destructive ? Color.red : Color.accentColor))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension ButtonStyle where Self == DefaultButtonStyle {
    public static var borderless: DefaultButtonStyle { .init() }
}
extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }

/// Sets the foreground colour (`color`, else the control tint) where none is set above.
private struct DefaultForeground: ViewModifier {
    let color: Color?
    func body(content: Content) -> some View {
        ContextView(content: content) { $0.environment.defaultForeground(color) }
    }
}
