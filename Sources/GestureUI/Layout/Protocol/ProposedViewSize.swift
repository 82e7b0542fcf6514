/// The size a parent offers a child, where nil on an axis asks for the child's ideal size
/// there: SwiftUI's `ProposedViewSize`, the first argument of every ``Layout`` method.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)        // the subview's ideal size
/// let fitted = proposal.replacingUnspecifiedDimensions() // nil becomes 10 points
/// ```
public struct ProposedViewSize: Equatable, Sendable {
    /// The offered width; nil asks for the ideal width.
    public var width: CGFloat?
    /// The offered height; nil asks for the ideal height.
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Zero on both axes: the least a view can be.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unlimited on both axes: the most a view can take.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Nil on both axes: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal as a size, with `size`'s value where an axis is nil (10 points, as in
    /// SwiftUI, by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

/// The name the layout code used before the type was public.
typealias ProposedSize = ProposedViewSize
