/// Colours changing with the angle about a centre (a colour wheel): SwiftUI's
/// `AngularGradient`, also called a conic gradient. Angle 0 is at 3 o'clock and angles grow
/// clockwise on screen; outside `startAngle`…`endAngle` the end colours continue.
///
/// ```swift
/// Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 20)
/// ```
public struct AngularGradient: ShapeStyle, View, PrimitiveView, GradientStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // As in SwiftUI, equal angles mean a whole turn.
        self.endAngle = endAngle == startAngle ? .radians(startAngle.radians + 2 * .pi) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    var resolvedGradient: ResolvedGradient {
        ResolvedGradient(.angular(center: center, startAngle: startAngle, endAngle: endAngle), gradient)
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveStyleView(self, context, into: &nodes) }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
