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
        if let guided = guidedPlaces(proposal, subviews) { return guided.size }
        var size = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
        return size
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        if let guided = guidedPlaces(proposal, subviews) {
            // Spare room around the aligned children goes by the alignment's fractions.
            let dx = (bounds.width - guided.size.width) * alignment.horizontal.fraction
            let dy = (bounds.height - guided.size.height) * alignment.vertical.fraction
            for (subview, origin) in zip(subviews, guided.origins) {
                subview.place(at: CGPoint(x: bounds.minX + dx + origin.x, y: bounds.minY + dy + origin.y), proposal: proposal)
            }
            return
        }
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            let offset = LayoutEngine.alignedOffset(subview.node, size: s, in: bounds.size, alignment)
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal)
        }
    }

    /// With a custom alignment or a child that sets its own guide: every child's guides on one
    /// point, the stack as large as the children then reach, and each child's origin in it;
    /// nil when the sizes and fractions say it all.
    private func guidedPlaces(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint])? {
        guard alignment.needsGuides || subviews.contains(where: { LayoutEngine.hasExplicitGuides($0.node) }) else { return nil }
        var frames: [CGRect] = []
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            let dimensions = LayoutEngine.dimensions(of: subview.node, size: size)
            frames.append(CGRect(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical], width: size.width, height: size.height))
        }
        guard let first = frames.first else { return nil }
        let union = frames.dropFirst().reduce(first) { $0.union($1) }
        return (union.size, frames.map { CGPoint(x: $0.minX - union.minX, y: $0.minY - union.minY) })
    }
}
