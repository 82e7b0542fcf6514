/// A control that picks a value from a range by dragging its thumb along a track: SwiftUI's
/// `Slider`, drawn as iOS draws it (a 4-point track, the part below the value in the accent
/// colour, a white 28-point thumb with a soft shadow), as wide as it is offered.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { editing in print("editing", editing) }
/// ```
/// As with UIKit's slider, a drag moves the thumb only when it starts on the thumb (within
/// 8 points of it), and moves it by the finger's travel; `onEditingChanged` says when a drag
/// starts and ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, onEditingChanged: @escaping (Bool) -> Void) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
                  onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (read by accessibility on iOS; not drawn there either).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Binding where Value: BinaryFloatingPoint {
    /// The binding read and written as a `Double`.
    var asDouble: Binding<Double> {
        Binding<Double>(get: { Double(wrappedValue) }, set: { wrappedValue = Value($0) })
    }
}

/// The slider's track and thumb, laid out in the width it is offered.
struct SliderTrack: View {
    @Environment(\.tintColor) private var tint
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    /// The value when the drag began (nil: no drag on the thumb).
    @State private var dragStart: Double?

    static let thumb: CGFloat = 28
    static let track: CGFloat = 4
    /// How far outside the thumb a touch still takes it.
    static let slop: CGFloat = 8

    var body: some View {
        GeometryReader { proxy in
            let travel = max(1, proxy.size.width - Self.thumb)
            let fraction = bounds.upperBound > bounds.lowerBound
                ? (min(max(value.wrappedValue, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound)
                : 0
            let thumbX = Self.thumb / 2 + travel * CGFloat(fraction)
            ZStack(alignment: .leading) {
                Capsule().fill(Color.trackFill)
                    .frame(height: Self.track)
                Capsule().fill(tint ?? Color.accentColor)
                    .frame(width: thumbX, height: Self.track)
                Circle().fill(Color.white)
                    .frame(width: Self.thumb, height: Self.thumb)
                    .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 2)
                    .offset(x: thumbX - Self.thumb / 2)
            }
            .frame(width: proxy.size.width, height: Self.thumb)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    if dragStart == nil {
                        guard abs(drag.startLocation.x - thumbX) <= Self.thumb / 2 + Self.slop else { return }
                        dragStart = value.wrappedValue
                        onEditingChanged(true)
                    }
                    guard let start = dragStart else { return }
                    let span = bounds.upperBound - bounds.lowerBound
                    var new = start + Double(drag.translation.width / travel) * span
                    if let step, step > 0 { new = bounds.lowerBound + ((new - bounds.lowerBound) / step).rounded() * step }
                    value.wrappedValue = min(max(new, bounds.lowerBound), bounds.upperBound)
                }
                .onEnded { _ in
                    if dragStart != nil {
                        dragStart = nil
                        onEditingChanged(false)
                    }
                })
        }
        .frame(height: Self.thumb)
    }
}
