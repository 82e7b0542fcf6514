/// A control that adds or takes one step from a value: SwiftUI's `Stepper`, drawn as iOS's
/// (a grey 94 × 32 capsule with − and + halves) after its label.
///
/// ```swift
/// Stepper("Taps: \(count)", value: $count, in: 0...10)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: () -> Void
    let decrement: () -> Void
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = onIncrement ?? {}
        decrement = onDecrement ?? {}
    }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) },
                  onDecrement: { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) },
                  label: label)
    }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, label: label)
    }
    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                StepperHalf(symbol: "−", action: decrement)
                Rectangle().fill(Color.hairline).frame(width: 1, height: 18)
                StepperHalf(symbol: "+", action: increment)
            }
            .frame(width: 94, height: 32)
            .background(Capsule().fill(Color.controlFill))
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

/// One half of a stepper: its sign, tappable over its whole half.
struct StepperHalf: View {
    let symbol: String
    let action: () -> Void
    var body: some View {
        Text(symbol)
            .foregroundColor(.primary)
            .frame(width: 46, height: 32)
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
    }
}
