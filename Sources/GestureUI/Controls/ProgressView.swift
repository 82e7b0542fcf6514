/// Progress: with a value, iOS's bar (4 points, the done part in the accent colour) as wide as
/// it is offered; without one, a spinning ring. SwiftUI's `ProgressView`.
///
/// ```swift
/// ProgressView(value: downloaded, total: 100)
/// ProgressView()
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            label
            if let fraction {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2))
                        Capsule().fill(Color.accentColor).frame(width: proxy.size.width * CGFloat(min(max(fraction, 0), 1)))
                    }
                }
                .frame(height: 4)
            } else {
                Circle()
                    .trim(from: 0, to: 0.75)
                    .stroke(Color.gray, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
                    .frame(width: 20, height: 20)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        fraction = nil
        label = EmptyView()
    }
    /// A bar at `value` out of `total` (nil: a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        label = EmptyView()
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        self.label = label()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
        label = Text(titleKey)
    }
    /// A spinner with a title.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }
}
