/// A layout of a type chosen at run time, so that one container can switch between layouts and
/// keep its subviews' identity: SwiftUI's `AnyLayout`.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { ForEach(items) { ItemView(item: $0) } }
/// ```
public struct AnyLayout: Layout {
    /// A fresh box of the wrapped layout (with its own cache) for each node that uses it.
    let makeBox: () -> LayoutBox
    public init<L: Layout>(_ layout: L) { makeBox = { LayoutBox.make(layout) } }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let box = makeBox()
        return box.sizeThatFits(proposal, LayoutSubviews(slice: subviews.nodes, orientation: box.orientation))
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let box = makeBox()
        box.placeSubviews(in: bounds, proposal, LayoutSubviews(slice: subviews.nodes, orientation: box.orientation))
    }
}
