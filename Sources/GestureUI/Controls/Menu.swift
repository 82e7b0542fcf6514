import Foundation

/// A button that opens a menu of actions: SwiftUI's `Menu`, its label in the accent colour; a
/// tap opens the menu's buttons on a card over the dimmed canvas (as `contextMenu` draws them),
/// a tap on one runs it and closes the menu.
///
/// ```swift
/// Menu("Sort") { Button("By name") { sort(.name) }; Button("By date") { sort(.date) } }
/// ```
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let state = context.host.internalState(at: context.key) { ContextMenuView<EmptyView, EmptyView>.MenuState() }
        state.host = context.host
        var labelContext = context.child(.index(0))
        if labelContext.environment.foregroundColor == nil { labelContext.environment.foregroundColor = .accentColor }
        let opener = label.contentShape(Rectangle()).onTapGesture {
            withAnimation(.easeOut(duration: 0.2)) { state.set(true) }
        }
        labelContext.resolve(opener, into: &nodes)
        guard state.isOpen else { return }
        var inner = context.child(.index(1))
        inner.environment.foregroundColor = .black
        let buttons = inner.nodes(of: content, at: 0)
        let menu = MenuCard(buttons: buttons) { withAnimation(.easeOut(duration: 0.2)) { state.set(false) } }
        for node in context.child(.index(2)).nodes(of: menu, at: 0) { context.host.present(node) }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A label with content that a tap on it shows or hides below it: SwiftUI's `DisclosureGroup`,
/// with a chevron that turns down when open.
///
/// ```swift
/// DisclosureGroup("Details") { Text("Drag with two fingers to pan.") }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpanded
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundColor(.accentColor)
                    .rotationEffect(.degrees(expanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.25)) {
                    if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
                }
            }
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

/// Content on a rounded grey card, with an optional label above it: SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.groupedBackground))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}
extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

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
            description.font(.subheadline).foregroundColor(.secondaryLabel)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == AnyView, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.label = AnyView(VStack(spacing: 12) {
            Image(systemName: name).font(.system(size: 48)).foregroundColor(.secondaryLabel)
            Text(titleKey)
        })
        self.description = description
        actions = EmptyView()
    }
}

/// A colour chooser: SwiftUI's `ColorPicker`, drawn as its label and a disc of the colour;
/// the lab has no colour panel, so a tap does nothing.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(color).frame(width: 28, height: 28)
                .overlay(Circle().stroke(Color.separatorColor, lineWidth: 1))
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A date chooser: SwiftUI's `DatePicker`, drawn as its label and the date on a grey capsule
/// (in UTC); the lab has no calendar panel, so a tap does nothing.
public struct DatePicker<Label: View>: View {
    let label: Label
    let text: String
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = displayedComponents.contains(.date) ? .medium : .none
        formatter.timeStyle = displayedComponents.contains(.hourAndMinute) ? .short : .none
        text = formatter.string(from: selection.wrappedValue)
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            Text(text).padding(.horizontal, 11).padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.controlFill))
        }
    }
    public typealias Components = DatePickerComponents
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}
