/// Colours at locations from 0 to 1, for the gradient styles: SwiftUI's `Gradient`.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .orange, location: 0), .init(color: .red, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// The colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
}

/// A gradient as a renderer draws it: its geometry in unit points of the frame it fills, and
/// its stops in order.
public struct ResolvedGradient: Hashable, Sendable {
    public enum Geometry: Hashable, Sendable {
        /// Colour changes along the line from `start` to `end`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Rings about `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Rings shaped like the ellipse that fills the frame, scaled by the fractions.
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Colour changes with the angle about `center` (0 at 3 o'clock, growing clockwise on
        /// screen), from `startAngle` to `endAngle`.
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }
    public var geometry: Geometry
    /// Sorted by location.
    public var stops: [Gradient.Stop]

    /// A gradient as the lab's worker sends it: its stops already in order.
    package init(geometry: Geometry, sortedStops: [Gradient.Stop]) {
        self.geometry = geometry
        stops = sortedStops
    }

    init(_ geometry: Geometry, _ gradient: Gradient) {
        self.geometry = geometry
        stops = gradient.stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The gradient seen in a mirror, left to right.
    var mirroredHorizontally: ResolvedGradient {
        var copy = self
        func flip(_ point: UnitPoint) -> UnitPoint { UnitPoint(x: 1 - point.x, y: point.y) }
        switch geometry {
        case .linear(let start, let end): copy.geometry = .linear(start: flip(start), end: flip(end))
        case .radial(let center, let r0, let r1): copy.geometry = .radial(center: flip(center), startRadius: r0, endRadius: r1)
        case .elliptical(let center, let f0, let f1): copy.geometry = .elliptical(center: flip(center), startRadiusFraction: f0, endRadiusFraction: f1)
        case .angular(let center, let start, let end):
            // Angles measured from the other side, running the other way.
            copy.geometry = .angular(center: flip(center), startAngle: .radians(.pi - end.radians), endAngle: .radians(.pi - start.radians))
            copy.stops = stops.reversed().map { Gradient.Stop(color: $0.color, location: 1 - $0.location) }
        }
        return copy
    }

    /// The colour that stands for the gradient where only one colour can be drawn (text, symbols):
    /// its middle.
    var representativeColor: Color {
        guard let first = stops.first else { return .clear }
        guard let last = stops.last, stops.count > 1 else { return first.color }
        return first.color.mixed(with: last.color, by: 0.5)
    }
}

/// A shape style that is a gradient.
protocol GradientStyle {
    var resolvedGradient: ResolvedGradient { get }
}
