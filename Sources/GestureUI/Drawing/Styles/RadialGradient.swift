/// Colours changing in rings about a centre, from `startRadius` to `endRadius` points; a shape
/// style and a view: SwiftUI's `RadialGradient`.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80))
/// ```
public struct RadialGradient: ShapeStyle, View, PrimitiveView, GradientStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    var resolvedGradient: ResolvedGradient {
        ResolvedGradient(.radial(center: center, startRadius: startRadius, endRadius: endRadius), gradient)
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveStyleView(self, context, into: &nodes) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
