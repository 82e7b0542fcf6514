/// Progress: with a value, iOS's bar (4 points, the done part in the accent colour) as wide as
/// it is offered; without one, iOS's activity indicator, eight grey spokes fading round.
/// SwiftUI's `ProgressView`.
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
                        Capsule().fill(Color.trackFill)
                        Capsule().fill(Color.accentColor).frame(width: proxy.size.width * CGFloat(min(max(fraction, 0), 1)))
                    }
                }
                .frame(height: 4)
            } else {
                ActivitySpokes()
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

/// iOS's activity indicator at its medium size: eight rounded spokes round a 20-point circle,
/// each a little fainter than the one before it (drawn still: the lab's frames are of a moment).
struct ActivitySpokes: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { spoke in
                Capsule()
                    .fill(Color.spinnerSpoke.opacity(0.25 + 0.5 * Double(8 - spoke) / 8))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(spoke) * 45))
            }
        }
        .frame(width: 20, height: 20)
    }
}
