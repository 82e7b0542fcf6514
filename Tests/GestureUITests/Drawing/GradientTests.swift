import Testing
@testable import GestureUI

@Suite("Gradients and shape styles")
struct GradientTests {
    @Test("a shape filled with a linear gradient draws its path with the gradient's points and stops")
    func linearFill() {
        let gradient = LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
        guard case .path(_, .gradient(let fill)?, nil, _, _) = drawnItems(RoundedRectangle(cornerRadius: 12).fill(gradient)).first?.content else {
            Issue.record("not a gradient path"); return
        }
        #expect(fill.geometry == .linear(start: .topLeading, end: .bottomTrailing))
        #expect(fill.stops == [Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .purple, location: 1)])
    }

    @Test("a gradient is a view that fills what it is offered")
    func gradientAsView() {
        let drawn = drawnItems(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
        #expect(drawn.first?.size == CGSize(width: 390, height: 844))
        guard case .path(_, .gradient(let fill)?, _, _, _) = drawn.first?.content else { Issue.record("not a gradient"); return }
        #expect(fill.geometry == .radial(center: .center, startRadius: 0, endRadius: 50))
    }

    @Test("stops are sorted by location; colours spread evenly from 0 to 1")
    func stops() {
        let spread = Gradient(colors: [.red, .green, .blue])
        #expect(spread.stops.map(\.location) == [0, 0.5, 1])
        let resolved = LinearGradient(stops: [.init(color: .blue, location: 0.9), .init(color: .red, location: 0.1)],
                                      startPoint: .top, endPoint: .bottom).resolvedGradient
        #expect(resolved.stops.map(\.color) == [.red, .blue])
    }

    @Test("an angular gradient with equal angles turns a whole circle")
    func angularWholeTurn() {
        let wheel = AngularGradient(colors: [.red, .blue], center: .center)
        #expect(wheel.endAngle.radians == 2 * .pi)
        #expect(AngularGradient(colors: [.red], center: .center, angle: .degrees(90)).endAngle.degrees == 450)
    }

    @Test("foregroundStyle with a gradient fills unpainted shapes with it and colours text with its middle")
    func foregroundStyleGradient() {
        let drawn = drawnItems(VStack {
            Circle().frame(width: 40, height: 40)
            Text("Hi")
        }.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        guard case .path(_, .gradient?, _, _, _) = drawn[0].content else { Issue.record("the circle is not a gradient"); return }
        guard case .text(_, _, let color, _) = drawn[1].content else { Issue.record("not text"); return }
        #expect(color == Color.red.mixed(with: .blue, by: 0.5))
    }

    @Test("Color.gradient is a soft top-to-bottom gradient ending in the colour")
    func colorGradient() {
        let gradient = Color.blue.gradient.resolvedGradient
        #expect(gradient.geometry == .linear(start: .top, end: .bottom))
        #expect(gradient.stops.last?.color == .blue)
        #expect(gradient.stops.first?.color != .blue)
    }

    @Test("background(_:in:) fills the shape behind the view; background with a style fills the frame")
    func backgroundInShape() {
        let drawn = drawnItems(Text("Tip").padding().background(.mint, in: Capsule()))
        guard case .shape(.capsule, let paint) = drawn[0].content.kindAndFill else { Issue.record("no capsule behind"); return }
        #expect(paint == .mint)
        let plain = drawnItems(Text("Tip").background(.yellow))
        guard case .shape(.rectangle, let fill) = plain[0].content.kindAndFill else { Issue.record("no rectangle behind"); return }
        #expect(fill == .yellow)
    }
}

private enum KindAndFill { case shape(ShapeNode.Kind, Color?), other }
private extension DisplayItem.Content {
    var kindAndFill: KindAndFill {
        if case .shape(let kind, let fill, _, _) = self { return .shape(kind, fill) }
        return .other
    }
}
