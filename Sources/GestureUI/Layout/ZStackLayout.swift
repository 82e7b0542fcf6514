/// `ZStack`'s layout on its own: every child offered the stack's proposal and placed by
/// `alignment`; as large as the largest child.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Color.blue; Text("Badge") }
/// ```
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
        return size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            let offset = LayoutEngine.alignedOffset(subview.node, size: s, in: bounds.size, alignment)
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal)
        }
    }
}
