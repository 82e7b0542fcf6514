import Testing
@testable import GestureUI

@Suite("Gauge")
struct GaugeTests {
    /// The drawn capsules' widths, the track first.
    private func capsules(_ view: some View) -> [CGFloat] {
        drawnItems(view.frame(width: 300)).compactMap { item in
            if case .shape(.capsule, _, _, _) = item.content { return item.size.width }
            return nil
        }
    }

    @Test("the bar is filled in proportion to where the value is in its range, the label above it")
    func linearCapacity() {
        #expect(capsules(Gauge(value: 0.4) { Text("Battery") }) == [300, 120])
        #expect(capsules(Gauge(value: 75.0, in: 0...150) { Text("Speed") }) == [300, 150])
        // Out of range: clamped.
        #expect(capsules(Gauge(value: 2.0) { Text("Over") }) == [300, 300])
        let items = drawnItems(Gauge(value: 0.5) { Text("Battery") } currentValueLabel: { Text("50 %") })
        let label = items.first { if case .text(let lines, _, _, _) = $0.content { lines == ["Battery"] } else { false } }!
        let value = items.first { if case .text(let lines, _, _, _) = $0.content { lines == ["50 %"] } else { false } }!
        let bar = items.first { if case .shape = $0.content { true } else { false } }!
        #expect(label.center.y < bar.center.y && bar.center.y < value.center.y)
    }

    @Test("the circular capacity style fills a ring in the tint, the current value inside")
    func circular() {
        let items = drawnItems(Gauge(value: 0.25) { Text("km/h") } currentValueLabel: { Text("25") }
            .gaugeStyle(.accessoryCircularCapacity).tint(.green))
        let strokes = items.compactMap { item -> Color? in
            switch item.content {
            case .shape(_, _, let stroke, _): return stroke
            case .path(_, _, .color(let stroke)?, _, _): return stroke
            default: return nil
            }
        }
        #expect(strokes.contains(.green))
        #expect(items.contains { if case .text(let lines, _, _, _) = $0.content { lines == ["25"] } else { false } })
    }
}
