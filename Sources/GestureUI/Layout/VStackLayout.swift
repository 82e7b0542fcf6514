/// `VStack`'s layout on its own, for `AnyLayout` and your own containers: children top to
/// bottom, `spacing` apart (nil: 8 points), aligned across by `alignment`.
///
/// ```swift
/// VStackLayout(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    var algorithm: StackLayoutAlgorithm { StackLayoutAlgorithm(axis: .vertical, guide: .horizontal(alignment), spacing: spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizes(subviews, proposal).size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }
}
