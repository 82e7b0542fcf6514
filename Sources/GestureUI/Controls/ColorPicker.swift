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
