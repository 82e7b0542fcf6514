/// After layout, stretches the content of each view that ignores the safe area over the part of
/// the canvas outside it, on each edge where the view's frame reaches the safe area's edge
/// (SEMANTICS V48), and each scroll view that reaches it on to the canvas's edge, its content
/// inset to match. Places are layout places (effects do not count, as in SwiftUI); a scroll
/// view's content and a `GeometryReader`'s (built later, then passed here) are not entered.
enum SafeAreaPass {
    /// A frame edge within this many points of the safe area's edge reaches it (rounding).
    private static let reach: CGFloat = 0.5

    /// Stretches the views under `node`, whose parent's space has its origin at `parentOrigin`
    /// on the canvas.
    static func stretch(_ node: Node, parentOrigin: CGPoint, safe: CGRect, canvas: CGRect) {
        let origin = CGPoint(x: parentOrigin.x + node.origin.x, y: parentOrigin.y + node.origin.y)
        switch node.kind {
        case .scroll(let state):
            scrollUnderBars(node, state, origin: origin, safe: safe, canvas: canvas)
            return
        case .geometry:
            return
        case .layout(let box as SafeAreaIgnoringBox):
            let frame = CGRect(origin: origin, size: node.size)
            let insets = beyond(frame, edges: box.edges, safe: safe, canvas: canvas)
            if insets != EdgeInsets() {
                let size = CGSize(width: node.size.width + insets.horizontal, height: node.size.height + insets.vertical)
                let proposal = ProposedViewSize(size)
                for child in node.children {
                    let s = LayoutEngine.sizeThatFits(child, proposal)
                    let at = CGPoint(x: -insets.leading + (size.width - s.width) / 2, y: -insets.top + (size.height - s.height) / 2)
                    LayoutEngine.place(child, at: at, size: s, proposal: proposal)
                }
            }
        default:
            break
        }
        for child in node.children { stretch(child, parentOrigin: origin, safe: safe, canvas: canvas) }
    }

    /// A scroll view that reaches the safe area's edge along its axis reaches on to the canvas's
    /// edge, its content inset by as much: at rest the content starts where it did, and scrolled
    /// it passes under the status bar and the home indicator, as on iOS.
    private static func scrollUnderBars(_ node: Node, _ state: ScrollState, origin: CGPoint, safe: CGRect, canvas: CGRect) {
        guard let content = node.children.first else { return }
        let vertical = state.axis == .vertical
        let frame = CGRect(origin: origin, size: node.size)
        let insets = beyond(frame, edges: vertical ? [.top, .bottom] : [.leading, .trailing], safe: safe, canvas: canvas)
        guard insets != EdgeInsets() else { return }
        // The frame grows by the insets; the content moves by them inside it, so that it stays
        // where layout put it on the canvas. How far it scrolls, and the length a scroll to an
        // item aims within (``ScrollState/viewport``), are the layout's: the grown frame is as
        // much longer as the content's reach past its ends.
        node.origin = CGPoint(x: node.origin.x - insets.leading, y: node.origin.y - insets.top)
        node.size = CGSize(width: node.size.width + insets.horizontal, height: node.size.height + insets.vertical)
        content.origin = CGPoint(x: content.origin.x + insets.leading, y: content.origin.y + insets.top)
    }

    /// How far `frame` stretches on each of `edges`: to the canvas's edge where it reaches the
    /// safe area's edge, nothing elsewhere.
    static func beyond(_ frame: CGRect, edges: Edge.Set, safe: CGRect, canvas: CGRect) -> EdgeInsets {
        var insets = EdgeInsets()
        if edges.contains(.top), frame.minY <= safe.minY + reach { insets.top = max(0, frame.minY - canvas.minY) }
        if edges.contains(.bottom), frame.maxY >= safe.maxY - reach { insets.bottom = max(0, canvas.maxY - frame.maxY) }
        if edges.contains(.leading), frame.minX <= safe.minX + reach { insets.leading = max(0, frame.minX - canvas.minX) }
        if edges.contains(.trailing), frame.maxX >= safe.maxX - reach { insets.trailing = max(0, canvas.maxX - frame.maxX) }
        return insets
    }

    /// The part of `frame` outside the safe area on each edge: a `GeometryProxy`'s `safeAreaInsets`.
    static func overlap(_ frame: CGRect, safe: CGRect) -> EdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), leading: clamp(safe.minX - frame.minX, frame.width),
                          bottom: clamp(frame.maxY - safe.maxY, frame.height), trailing: clamp(frame.maxX - safe.maxX, frame.width))
    }
}
