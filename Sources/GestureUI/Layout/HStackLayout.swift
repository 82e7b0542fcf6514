/// `HStack`'s layout on its own, for `AnyLayout` and your own containers: children leading to
/// trailing, `spacing` apart (nil: 8 points), aligned across by `alignment`.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    var algorithm: StackLayoutAlgorithm { StackLayoutAlgorithm(axis: .horizontal, guide: .vertical(alignment), spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizes(subviews, proposal).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }
}
