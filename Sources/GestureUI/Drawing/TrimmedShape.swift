/// The part of a shape's outline between two fractions of its length: SwiftUI's `trim`. A
/// `Circle`'s outline starts at 3 o'clock and runs clockwise on screen.
///
/// ```swift
/// Circle()
///     .trim(from: 0, to: progress)
///     .stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
///     .rotationEffect(.degrees(-90))
/// ```
extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A shape cut to a stretch of its outline.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    /// The trim's ends animate (a progress ring fills smoothly).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set {
            startFraction = newValue.first
            endFraction = newValue.second
        }
    }
}

extension _TrimmedShape: LabelledShape {
    var shapeLabel: String { (shape as? any LabelledShape)?.shapeLabel ?? "\(S.self)" }
}
