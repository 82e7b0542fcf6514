/// What fills or strokes a drawn path: a colour or a gradient (in unit points of the frame).
public enum ShapeFill: Hashable, Sendable {
    case color(Color)
    case gradient(ResolvedGradient)

    /// Whether anything of it shows.
    func isVisible(in scheme: ColorScheme) -> Bool {
        switch self {
        case .color(let color): color.alpha(in: scheme) > 0
        case .gradient(let gradient): gradient.stops.contains { $0.color.alpha(in: scheme) > 0 }
        }
    }
}

extension ShapeStyle {
    /// The colour this style paints with where one colour is all that can be drawn (text,
    /// symbols): the colour itself, a gradient's middle colour.
    var resolvedColor: Color {
        if let color = self as? Color { return color }
        if let material = self as? Material { return material.color }
        if let gradient = self as? GradientStyle { return gradient.resolvedGradient.representativeColor }
        return .primary
    }
    /// The gradient this style paints with, if it is one.
    var resolvedGradient: ResolvedGradient? { (self as? GradientStyle)?.resolvedGradient }
}

extension Paint {
    /// A fill with `style`.
    init<S: ShapeStyle>(style: S, eoFill: Bool = false) {
        self.eoFill = eoFill
        // A colour, by far the most common style, without asking the style what else it is.
        if let color = style as? Color {
            fill = color
            return
        }
        if let gradient = style.resolvedGradient { fillGradient = gradient } else { fill = style.resolvedColor }
        if let material = style as? Material { backdropBlur = material.blurRadius }
    }
    /// An outline in `style`.
    init<S: ShapeStyle>(strokeStyle style: S, lineWidth: CGFloat, strokeStyle: StrokeStyle? = nil) {
        if let color = style as? Color {
            stroke = color
        } else if let gradient = style.resolvedGradient { strokeGradient = gradient } else { stroke = style.resolvedColor }
        self.lineWidth = lineWidth
        self.strokeStyle = strokeStyle
    }
    var hasGradient: Bool { fillGradient != nil || strokeGradient != nil }
    /// Paints with the environment's foreground style (a gradient, else the colour, else
    /// `.primary`), filling or stroking.
    mutating func takeForeground(of environment: EnvironmentValues, stroking: Bool) {
        let color = environment.foregroundColor ?? .primary
        switch (environment.foregroundGradient, stroking) {
        case (let gradient?, true): strokeGradient = gradient
        case (let gradient?, false): fillGradient = gradient
        case (nil, true): stroke = color
        case (nil, false): fill = color
        }
    }
    /// The fill as drawn, with the animated colour where there is one.
    func fill(animated color: Color?) -> ShapeFill? {
        if let fillGradient { return .gradient(fillGradient) }
        return (color ?? fill).map(ShapeFill.color)
    }
    func stroke(animated color: Color?) -> ShapeFill? {
        if let strokeGradient { return .gradient(strokeGradient) }
        return (color ?? stroke).map(ShapeFill.color)
    }
}
