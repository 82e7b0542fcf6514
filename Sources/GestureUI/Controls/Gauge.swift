/// A value within a range, drawn as iOS draws it by default: a grey capsule filled in the tint
/// from its leading end, the label above, the current value's label below, the bounds' labels
/// at the bar's ends. SwiftUI's `Gauge` (iOS 16); `.gaugeStyle(.accessoryCircularCapacity)`
/// and the other circular styles draw a ring instead, the current value inside.
///
/// ```swift
/// Gauge(value: speed, in: 0...150) {
///     Text("Speed")
/// } currentValueLabel: {
///     Text("\(Int(speed)) km/h")
/// }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// Where `value` is in `bounds`, from 0 to 1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, value.isFinite else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let configuration = GaugeStyleConfiguration(
            label: .init(view: AnyView(label)), value: fraction,
            currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) })
        let style = context.environment.gaugeStyle ?? AnyGaugeStyle(LinearCapacityGaugeStyle())
        nodes += style.body(configuration, context)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label only.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with its label and its current value's.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// How a ``Gauge`` is drawn: SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws: the gauge's labels, and where its value is in its range.
public struct GaugeStyleConfiguration {
    /// One of the gauge's labels, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let view: AnyView
        func resolve(_ context: ResolveContext, into nodes: inout [Node]) { context.resolve(view, into: &nodes) }
    }
    public typealias CurrentValueLabel = Label
    public typealias MinimumValueLabel = Label
    public typealias MaximumValueLabel = Label
    public typealias MarkedValueLabel = Label
    public let label: Label
    /// From 0 (the range's lower bound) to 1 (its upper bound).
    public let value: Double
    public let currentValueLabel: CurrentValueLabel?
    public let minimumValueLabel: MinimumValueLabel?
    public let maximumValueLabel: MaximumValueLabel?
}

/// iOS's default: a bar that fills from its leading end.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption) }
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.trackFill)
                        ControlTintReader { tint in
                            Capsule().fill(tint).frame(width: proxy.size.width * CGFloat(configuration.value))
                        }
                    }
                }
                .frame(height: 8)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption) }
            }
            if let current = configuration.currentValueLabel { current.font(.caption) }
        }
    }
}

/// A ring that fills clockwise from the top, the current value's label inside (the bounds'
/// labels below it).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.trackFill, lineWidth: 6)
            ControlTintReader { tint in
                Circle().trim(from: 0, to: CGFloat(configuration.value))
                    .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            VStack(spacing: 0) {
                if let current = configuration.currentValueLabel { current.font(.system(size: 17, weight: .semibold)) } else { configuration.label.font(.caption) }
                HStack(spacing: 4) {
                    if let minimum = configuration.minimumValueLabel { minimum }
                    if let maximum = configuration.maximumValueLabel { maximum }
                }
                .font(.system(size: 9))
            }
            .padding(8)
        }
        .frame(width: 58, height: 58)
    }
}

/// Hands its content the controls' tint where it is (`tint(_:)`, else the accent colour).
struct ControlTintReader<Content: View>: View {
    @Environment(\.tintColor) private var tint
    let content: (Color) -> Content
    init(@ViewBuilder content: @escaping (Color) -> Content) { self.content = content }
    var body: some View { content(tint ?? .accentColor) }
}

/// The context's choice: a linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
    /// A thinner bar on a watch face; a linear capacity bar here.
    public static var accessoryLinear: LinearCapacityGaugeStyle { .init() }
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
    /// An open arc with a marker on a watch face; a capacity ring here.
    public static var accessoryCircular: AccessoryCircularCapacityGaugeStyle { .init() }
}

struct AnyGaugeStyle {
    let body: (GaugeStyleConfiguration, ResolveContext) -> [Node]
    init<S: GaugeStyle>(_ style: S) {
        body = { configuration, context in context.nodes(of: style.makeBody(configuration: configuration), at: 0) }
    }
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
private struct GaugeStyleKey: EnvironmentKey { static let defaultValue: AnyGaugeStyle? = nil }

extension View {
    /// Draws the gauges inside with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        ContextView(content: self) { context in context.environment.gaugeStyle = AnyGaugeStyle(style) }
    }
}
