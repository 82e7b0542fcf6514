/// Colours changing along a line across the frame, from `startPoint` to `endPoint`; a shape
/// style, and a view that fills the space it is offered: SwiftUI's `LinearGradient`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 20)
///     .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
/// ```
public struct LinearGradient: ShapeStyle, View, PrimitiveView, GradientStyle {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    var resolvedGradient: ResolvedGradient { ResolvedGradient(.linear(start: startPoint, end: endPoint), gradient) }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveStyleView(self, context, into: &nodes) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A style used as a view: a rectangle filling the offer, painted with the style.
func resolveStyleView<S: ShapeStyle>(_ style: S, _ context: ResolveContext, into nodes: inout [Node]) {
    _ShapeView(Rectangle(), paint: Paint(style: style), label: "\(S.self)").resolve(context, into: &nodes)
}
