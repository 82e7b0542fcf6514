/// What stands behind a bar at the bottom edge (a tab bar, a bottom toolbar): iOS's bar grey
/// with a hairline above it while content lies under the bar, clear at the end of the content
/// and over content that does not scroll. It reaches past the safe area to the canvas's edge.
struct BottomBarBackdrop: View {
    /// The scroll view whose content may lie under the bar (nil: none, the bar is clear).
    let scroll: ScrollState?
    var body: some View {
        // Read at layout, after the content's: whether content is left below the scroll view's
        // edge now.
        GeometryReader { _ in
            let overContent = scroll.map { $0.maximumOffset - $0.offset > CGFloat(Constants.scrollEdgeSlack) } ?? false
            VStack(spacing: 0) {
                Color.separatorColor.frame(height: 0.5).opacity(overContent ? 1 : 0)
                Color.barBackground.opacity(overContent ? 1 : 0)
            }
        }
        .ignoresSafeArea(edges: .bottom)
    }
}

extension ScrollState {
    /// The vertical scroll view nearest the top of a screen's or a tab's content (the content's
    /// own, or a list's), among its first 64 nodes level by level.
    static func nearestVertical(in node: Node) -> ScrollState? {
        var queue = [node]
        var next = 0
        while next < queue.count, next < 64 {
            if case .scroll(let state) = queue[next].kind, state.axis == .vertical { return state }
            queue += queue[next].children
            next += 1
        }
        return nil
    }
}
