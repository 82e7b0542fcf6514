/// After layout, builds each `GeometryReader`'s content from the reader's size and place, and
/// lays it out inside the reader: the transforms from the reader's space to the canvas and to
/// the named coordinate spaces around it use the model values of the effects (offsets, turns,
/// scales, scroll positions), as hit testing does. Readers inside a reader's content are built
/// in the same walk, and so are the rows of lazy stacks that are seen: the walk carries the
/// part of the canvas that shows (cut to each scroll view, and stretched over the way an
/// animated scroll still has to go).
enum GeometryPass {
    /// `safe` is the canvas's safe area (the whole canvas if it has none).
    static func buildContents(_ root: Node, canvas: CGSize, safe: CGRect? = nil) {
        let clip = CGRect(origin: .zero, size: canvas)
        let walk = Walk(canvas: clip, safe: safe ?? clip)
        for child in root.children { walk.visit(child, parent: .identity, named: [], clip: clip, also: nil) }
    }

    /// Builds the readers inside `node` now (a preference reader needs its content's readers
    /// built before it reads their values); `parent` carries the node's parent space to the
    /// canvas. Readers built here are not built again by the walk.
    static func buildContents(of node: Node, parent: Affine, canvas: CGSize, safe: CGRect) {
        let clip = CGRect(origin: .zero, size: canvas)
        Walk(canvas: clip, safe: safe).visit(node, parent: parent, named: [], clip: clip, also: nil)
    }
}

/// One walk: the canvas and its safe area, the same for every node.
private struct Walk {
    let canvas: CGRect
    let safe: CGRect

    /// `clip` is the part of the canvas that shows, in canvas space; `also` another part that
    /// shows at the start of a long animated scroll (where it stands before it jumps).
    /// `inScroll`: whether a scroll view is around the node.
    func visit(_ node: Node, parent: Affine, named: [(name: AnyHashable, toGlobal: Affine)], clip: CGRect, also: CGRect?,
               inScroll: Bool = false) {
        var inScroll = inScroll
        var transform = parent.concatenating(.translation(node.origin.x, node.origin.y))
        var childTransform: Affine?
        var named = named
        var clip = clip
        var also = also
        switch node.kind {
        case .offset, .rotation, .scale:
            if let effect = node.modelEffect { transform = transform.concatenating(effect) }
        case .scroll(let state):
            inScroll = true
            childTransform = transform.concatenating(state.contentShift(state.offset))
            clip = clip.intersection(CGRect(origin: .zero, size: node.size).applying(transform.cgAffineTransform))
            // The content drawn on the way from where the scroll stands to its target shows too
            // (a few screens at most: a long jump shows its end).
            let reach = CGFloat(Constants.lazyScrollReach) * state.viewport
            let behind = min(max(state.offset - state.presentedOffset, 0), reach)
            let ahead = min(max(state.presentedOffset - state.offset, 0), reach)
            if !clip.isNull, abs(state.offset - state.presentedOffset) > reach {
                // A jump longer than that shows its start too: where the content stands now.
                let shift = state.presentedOffset - state.offset
                also = state.axis == .vertical ? clip.offsetBy(dx: 0, dy: shift) : clip.offsetBy(dx: shift, dy: 0)
            }
            if !clip.isNull {
                if state.axis == .vertical {
                    clip = CGRect(x: clip.minX, y: clip.minY - behind, width: clip.width, height: clip.height + behind + ahead)
                } else {
                    clip = CGRect(x: clip.minX - behind, y: clip.minY, width: clip.width + behind + ahead, height: clip.height)
                }
            }
        case .layout(let box as LazyStackBox):
            var ranges: [ClosedRange<CGFloat>] = []
            for part in [clip, also].compactMap({ $0 }) where !part.isNull {
                let seen = part.applying(transform.inverted.cgAffineTransform)
                let (low, high) = box.axis == .vertical ? (seen.minY, seen.maxY) : (seen.minX, seen.maxX)
                // Not a number (an effect of zero scale, a division by zero above): nothing is seen.
                if low <= high { ranges.append(low...high) }
            }
            box.buildRows(of: node, seen: ranges)
        case .coordinateSpace(let name):
            named.insert((name, transform), at: 0)
        case .geometry(let content):
            if let build = content.build {
                content.build = nil
                node.forgetLayoutFacts()
                node.children = build(ReaderGeometry(size: node.size, toGlobal: transform, named: named,
                                                     safe: safe == canvas ? nil : safe, canvas: canvas))
                LayoutEngine.place(node, at: node.origin, size: node.size, proposal: ProposedViewSize(node.size))
                // Content inside a scroll view scrolls under the bars: it is not stretched.
                if safe != canvas, !inScroll {
                    let at = transform.apply(.zero)
                    for child in node.children { SafeAreaPass.stretch(child, parentOrigin: at, safe: safe, canvas: canvas) }
                }
            }
        default:
            break
        }
        let inner = childTransform ?? transform
        for child in node.children { visit(child, parent: inner, named: named, clip: clip, also: also, inScroll: inScroll) }
    }
}
