/// A ``Layout`` of any type behind one class the layout pass calls, with the layout's cache for
/// its node's subviews (made afresh with the node, kept while a view's cache keeps the node, and
/// forgotten when a view below changes in an update from the dirty views).
class LayoutBox {
    /// The axis spacers in this layout grow along (`layoutProperties.stackOrientation`).
    let orientation: Axis?
    init(orientation: Axis?) { self.orientation = orientation }

    /// A box for `layout`.
    static func make<L: Layout>(_ layout: L) -> LayoutBox { TypedLayoutBox(layout) }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {}
    /// Forgets the layout's cache: the next pass makes it again (a subview changed inside).
    func forgetCache() {}
    /// The layout itself (for its type's name and tests).
    var layout: any Layout { EmptyLayout() }
    /// Whether the layout's size depends on its subviews' sizes alone, not on the proposal
    /// (`HStack`, `VStack`, `ZStack`: subviews whose sizes are fixed make a fixed stack). A
    /// layout of the user's may use the proposal as it likes: false.
    var sizesFromSubviewsAlone: Bool { false }
}

private struct EmptyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// The box of one layout type, holding its cache once made.
private final class TypedLayoutBox<L: Layout>: LayoutBox {
    let typed: L
    var cache: L.Cache?
    var cachedSubviews: LayoutSubviews?

    init(_ layout: L) {
        typed = layout
        super.init(orientation: L.layoutProperties.stackOrientation)
    }

    override var layout: any Layout { typed }

    override var sizesFromSubviewsAlone: Bool {
        L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self
    }

    override func forgetCache() {
        cache = nil
        cachedSubviews = nil
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if var current = cache {
            if cachedSubviews != subviews {
                typed.updateCache(&current, subviews: subviews)
                cachedSubviews = subviews
            }
            let result = body(&current)
            cache = current
            return result
        }
        var fresh = typed.makeCache(subviews: subviews)
        cachedSubviews = subviews
        let result = body(&fresh)
        cache = fresh
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { typed.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { typed.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
