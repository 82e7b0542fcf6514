/// A control that turns an option on or off: SwiftUI's `Toggle`, drawn as iOS's switch (a
/// 51 × 31 capsule, green when on, with a white knob at its trailing end when on and at its
/// leading end when off) after its label, which has the row's width up to the switch. A tap on
/// the switch flips it, with a short spring; the label takes no taps, as on iOS.
///
/// ```swift
/// Toggle("Vibrate on tap", isOn: $vibrates)
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.tintColor) private var tint
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: some View {
        HStack {
            label.frame(maxWidth: .infinity, alignment: .leading)
            ZStack(alignment: isOn.wrappedValue ? .trailing : .leading) {
                Capsule().fill(isOn.wrappedValue ? tint ?? Color.green : Color.switchOffFill)
                Circle().fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: Color.black.opacity(0.15), radius: 3, x: 0, y: 2)
                    .padding(2)
            }
            .frame(width: 51, height: 31)
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { isOn.wrappedValue.toggle() }
            }
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
