/// Sizes the view to a width-to-height ratio (its own ideal one when nil) inside the space it
/// is offered, fitting inside it (`.fit`) or filling it (`.fill`): SwiftUI's `aspectRatio` on
/// any view, as a ``Layout``.
///
/// ```swift
/// Color.orange.aspectRatio(1, contentMode: .fit)     // the largest square that fits
/// ```
extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        LayoutModifierView(content: self, layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode), label: "aspectRatio")
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

struct AspectRatioLayout: Layout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    private func size(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return child.sizeThatFits(proposal) }
        switch (proposal.width, proposal.height) {
        case (let w?, let h?) where w.isFinite && h.isFinite:
            let byWidth = CGSize(width: w, height: w / ratio), byHeight = CGSize(width: h * ratio, height: h)
            let fits = byWidth.height <= h
            return contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
        case (let w?, _) where w.isFinite:
            return CGSize(width: w, height: w / ratio)
        case (_, let h?) where h.isFinite:
            return CGSize(width: h * ratio, height: h)
        default:
            return CGSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(ProposedViewSize(size(proposal, subviews)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let target = size(proposal, subviews)
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(target))
    }
}

/// Lays the view out at its ideal size on the given axes, whatever it is offered: SwiftUI's
/// `fixedSize`, as a ``Layout``.
///
/// ```swift
/// Text("A long caption that should not wrap").fixedSize()
/// ```
extension View {
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        LayoutModifierView(content: self, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), label: "fixedSize")
    }
}

struct FixedSizeLayout: Layout {
    let horizontal: Bool
    let vertical: Bool
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
    }
}

/// A modifier laid out by a ``Layout`` around each node of its content.
struct LayoutModifierView<Content: View, L: Layout>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let layout: L
    let label: String
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.modify(content, into: &nodes, label: label) { _ in .layout(LayoutBox.make(layout)) }
    }
}
