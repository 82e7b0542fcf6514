/// A choice of one of several tagged options: SwiftUI's `Picker`. With `.segmented` it is iOS's
/// segmented control (the selected segment a white pill on grey; a tap selects); otherwise a row
/// of its label and the selected option in the accent colour, where a tap moves to the next
/// option (iOS opens a menu there; the README lists the difference). `.wheel` and `.inline`
/// list the options, the selected one on a grey band, a tap selecting.
///
/// ```swift
/// Picker("Gesture", selection: $kind) {
///     Text("Drag").tag(Kind.drag)
///     Text("Pinch").tag(Kind.pinch)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    public typealias Body = Never

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let style = context.environment.pickerStyle
        var optionContext = context
        optionContext.environment.isInList = false
        optionContext.environment.marksRowIDs = true
        let options = optionContext.nodes(of: content, at: 0)
        let tags = options.map(\.foundTag)
        // The selection is read here, not in a body: watched for its owner, as a body's reads are.
        let selected = context.tracking { selection.wrappedValue }
        let selectedIndex = tags.firstIndex { $0 == AnyHashable(selected) }
        let binding = selection
        func select(_ index: Int) {
            guard tags.indices.contains(index), let value = tags[index]?.base as? SelectionValue else { return }
            binding.wrappedValue = value
        }
        let view: AnyView
        switch style {
        case .segmented:
            view = AnyView(SegmentedControl(options: options, selected: selectedIndex, select: select))
        case .wheel, .inline:
            view = AnyView(WheelList(options: options, selected: selectedIndex, select: select))
        case .menu:
            var valueContext = context
            valueContext.environment.foregroundColor = .accentColor
            valueContext.environment.marksRowIDs = true
            valueContext.environment.isInList = false
            let again = valueContext.nodes(of: content, at: 2)
            let shown = selectedIndex.map { again.indices.contains($0) ? [again[$0]] : [] } ?? []
            let count = options.count
            view = AnyView(HStack {
                label
                Spacer()
                NodeView(nodes: shown)
                Image(systemName: "chevron.up.chevron.down").font(.system(size: 12, weight: .semibold)).foregroundColor(.accentColor)
            }
            .contentShape(Rectangle())
            .onTapGesture { select(((selectedIndex ?? -1) + 1) % max(1, count)) })
        }
        context.child(.index(1)).resolve(view, into: &nodes)
    }
}

extension Picker {
    /// The older form, with the label as a view argument.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// iOS's segmented control.
struct SegmentedControl: View {
    let options: [Node]
    let selected: Int?
    let select: (Int) -> Void
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count, id: \.self) { index in
                NodeView(nodes: [options[index]])
                    .font(.system(size: 13, weight: index == selected ? .semibold : .regular))
                    .foregroundColor(.primary)
                    .frame(maxWidth: .infinity, minHeight: 28)
                    .background(RoundedRectangle(cornerRadius: 7)
                        .fill(index == selected ? Color.segmentSelection : Color.clear)
                        .shadow(color: Color.black.opacity(index == selected ? 0.12 : 0), radius: 4, x: 0, y: 2))
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 9).fill(Color.controlFill))
    }
}

/// A picker's options one above another, the selected one on a grey band.
struct WheelList: View {
    let options: [Node]
    let selected: Int?
    let select: (Int) -> Void
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<options.count, id: \.self) { index in
                NodeView(nodes: [options[index]])
                    .frame(maxWidth: .infinity, minHeight: 34)
                    .background(RoundedRectangle(cornerRadius: 8).fill(index == selected ? Color.controlFill : Color.clear))
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
    }
}

/// How a `Picker` shows its options.
public protocol PickerStyle {}
enum PickerKind { case menu, segmented, wheel, inline }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

extension View {
    /// How the pickers inside show their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        ContextView(content: self) { context in
            context.environment.pickerStyle = switch style {
            case is SegmentedPickerStyle, is PalettePickerStyle: .segmented
            case is WheelPickerStyle: .wheel
            case is InlinePickerStyle: .inline
            default: .menu
            }
        }
    }
}

extension EnvironmentValues {
    var pickerStyle: PickerKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}
private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerKind.menu }
