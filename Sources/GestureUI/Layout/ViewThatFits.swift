/// Shows the first of its views whose ideal size fits the space offered along the constrained
/// axes, else the last: SwiftUI's `ViewThatFits` (iOS 16). The others are left out: not drawn,
/// not hit-tested.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Image(systemName: "hand.tap"); Text("Tap twice to zoom in") }
///     Text("Tap twice")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let candidates = context.nodes(of: content, at: 0)
        nodes.append(context.makeNode(.layout(LayoutBox.make(ViewThatFitsLayout(axes: axes))), label: "ViewThatFits",
                                      children: candidates))
    }
}

/// The layout behind ``ViewThatFits``: sized and placed as the chosen subview is.
struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    /// The subview shown for `proposal`: the first whose ideal size (nothing proposed along the
    /// constrained axes) fits the proposal along them, else the last.
    func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(ideal)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = choice(proposal, subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let chosen = choice(proposal, subviews) else { return }
        for index in subviews.indices where index != chosen { subviews[index].leaveOut() }
        subviews[chosen].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
