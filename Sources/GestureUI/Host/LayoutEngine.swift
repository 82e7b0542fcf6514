extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Axis {
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// SwiftUI's layout: a parent proposes a size, the child chooses its own, the parent places
/// it. Positions are in the parent's space (its top-left corner is the origin); effects
/// (offset, rotation, scale) are applied after layout, when drawing and hit testing.
enum LayoutEngine {
    /// Lays out the root in the canvas: proposed the canvas's safe area (the whole canvas unless
    /// the host has one), centred in it. Several top-level views are stacked as a `VStack`
    /// would stack them.
    /// `skipsUnchanged`: subtrees placed as last time are left as they are
    /// (``place(_:at:size:proposal:skipsUnchanged:)``).
    static func placeRoot(_ root: Node, in canvas: CGSize, safe: CGRect? = nil, skipsUnchanged: Bool = false) {
        let safe = safe ?? CGRect(origin: .zero, size: canvas)
        let proposal = ProposedSize(safe.size)
        root.size = canvas
        if root.children.count > 1 {
            let stack = Node(.vstack, key: root.key &+ 1, scope: root.scopePath, label: "VStack", children: root.children)
            root.children = [stack]
        }
        for child in root.children {
            let size = sizeThatFits(child, proposal)
            let offset = Alignment.center.offset(of: size, in: safe.size)
            place(child, at: CGPoint(x: safe.minX + offset.x, y: safe.minY + offset.y), size: size, proposal: proposal,
                  skipsUnchanged: skipsUnchanged)
        }
    }

    /// Places a layer over the root (a sheet, an alert) centred in the canvas.
    static func placeLayer(_ node: Node, in canvas: CGSize) {
        let proposal = ProposedSize(canvas)
        let size = sizeThatFits(node, proposal)
        place(node, at: Alignment.center.offset(of: size, in: canvas), size: size, proposal: proposal)
    }

    // MARK: Sizing

    /// A node keeps its last few measurements: a stack measures each child with up to three
    /// proposals (the least and the most it could take, then its share), so nested stacks
    /// would otherwise measure their inner views again at every level.
    static func sizeThatFits(_ node: Node, _ proposal: ProposedSize) -> CGSize {
        if let fixed = node.fixedSize { return fixed }
        if node.isSpacerOrDivider { return measure(node, proposal) }
        if let independent = node.independentSize { return independent }
        if let hit = node.measured.size(for: proposal) { return hit }
        let size = measure(node, proposal)
        node.measured.insert(size, for: proposal)
        if isProposalIndependent(node) { node.independentSize = size }
        return size
    }

    /// Whether the node's size is the same whatever it is offered: a fixed frame, or a built-in
    /// stack (or a modifier that takes its content's size) whose content has such sizes all
    /// through, with no spacer or divider (a row of fixed cells). A stack asks each child with
    /// up to three proposals and again when placing it; such a node is measured once.
    static func isProposalIndependent(_ node: Node) -> Bool {
        if node.fixedSize != nil { return true }
        if node.isSpacerOrDivider || node.isGhost { return false }
        if let known = node.knownProposalIndependent { return known }
        let independent: Bool
        switch node.kind {
        case .layout(let box):
            independent = box.sizesFromSubviewsAlone && node.children.allSatisfy(isProposalIndependent)
        case .padding:
            // Its content's size plus its fixed insets.
            independent = node.children.first.map(isProposalIndependent) ?? false
        default:
            independent = contentChild(of: node).map(isProposalIndependent) ?? false
        }
        node.knownProposalIndependent = independent
        return independent
    }

    private static func measure(_ node: Node, _ p: ProposedSize) -> CGSize {
        let ideal = CGFloat(Constants.shapeIdealSize)
        switch node.kind {
        case .shape:
            return CGSize(width: p.width ?? ideal, height: p.height ?? ideal)
        case .path(let outline, _):
            return outline.size(p)
        case .text(let text):
            let lines = text.lines(width: p.width)
            let width = lines.map { TextMetrics.width($0, pointSize: text.pointSize, face: text.face) }.max() ?? 0
            return CGSize(width: width.rounded(.up),
                          height: (TextMetrics.lineHeight(pointSize: text.pointSize, face: text.face) * CGFloat(lines.count)).rounded(.up))
        case .image(let image):
            return imageSize(image, p)
        case .symbol(_, let pointSize, _, let resizable):
            if resizable {
                // Resizable: the size offered, as a resizable picture takes it.
                return CGSize(width: p.width ?? pointSize * CGFloat(Constants.symbolWidthPerPoint),
                              height: p.height ?? pointSize * CGFloat(Constants.symbolHeightPerPoint))
            }
            return CGSize(width: pointSize * CGFloat(Constants.symbolWidthPerPoint), height: pointSize * CGFloat(Constants.symbolHeightPerPoint))
        case .divider:
            // Outside a stack a divider is horizontal (inside one: ``sizeThatFits(_:_:in:)``).
            return CGSize(width: p.width ?? 0, height: Divider.thickness)
        case .spacer(let minLength):
            // Outside a stack a spacer expands on both axes (inside one, only along the stack's
            // axis: ``spacerSize(_:axis:_:)``).
            let length = minLength ?? 0
            return CGSize(width: max(length, p.width ?? 0), height: max(length, p.height ?? 0))
        case .geometry:
            return p.replacingUnspecifiedDimensions()
        case .layout(let box):
            return box.sizeThatFits(p, LayoutSubviews(nodes: node.children, orientation: box.orientation))
        case .frame(let frame):
            return frameSize(frame, node, p).size
        case .padding(let insets):
            let inner = ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                     height: p.height.map { max(0, $0 - insets.vertical) })
            let s = node.children.first.map { sizeThatFits($0, inner) } ?? .zero
            return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
        case .position:
            let s = node.children.first.map { sizeThatFits($0, p) } ?? .zero
            return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
        case .scroll(let state):
            let proposal = state.axis == .vertical ? ProposedSize(width: p.width, height: nil) : ProposedSize(width: nil, height: p.height)
            let content = node.children.first.map { sizeThatFits($0, proposal) } ?? .zero
            return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
        default:
            // The modifiers sized as their content (``contentChild(of:)``, whose switch names
            // every kind).
            return contentChild(of: node).map { sizeThatFits($0, p) } ?? .zero
        }
    }

    /// For a node sized exactly as its content (a modifier that adds nothing to the size), the
    /// child that content is: the first (the view an effect, overlay or mask wraps) or, for a
    /// background, the last. nil for every other kind. The one list that both ``measure(_:_:)``
    /// and ``isProposalIndependent(_:)`` read, so they cannot disagree.
    private static func contentChild(of node: Node) -> Node? {
        switch node.kind {
        case .overlay, .mask, .offset, .rotation, .scale, .opacity, .shadow, .gestures, .contentShape, .hitTesting,
             .coordinateSpace, .clipped, .clipShape, .transition, .matchedGeometry, .projection, .rotation3D, .colorFilter, .blur,
             .compositingGroup, .blendMode, .drawnEffect:
            return node.children.first
        case .background:
            return node.children.last
        case .shape, .path, .text, .image, .symbol, .spacer, .divider, .layout, .geometry, .frame, .padding, .position, .scroll:
            return nil
        }
    }

    private static func imageSize(_ image: ImageContent, _ p: ProposedSize) -> CGSize {
        let natural = image.naturalSize
        guard image.isResizable else { return natural }
        guard let mode = image.contentMode, natural.width > 0, natural.height > 0 else {
            return CGSize(width: p.width ?? natural.width, height: p.height ?? natural.height)
        }
        let width = p.width ?? natural.width, height = p.height ?? natural.height
        let scaleX = width / natural.width, scaleY = height / natural.height
        let scale = mode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        return CGSize(width: natural.width * scale, height: natural.height * scale)
    }

    /// A node's size as a child of a layout whose stack axis is `orientation`: a spacer in a
    /// stack is at least `minLength` (8 pt by default) along the stack's axis and as much of the
    /// offer as it gets, nothing across it; outside a stack it grows on both axes.
    static func sizeThatFits(_ node: Node, _ offer: ProposedSize, in orientation: Axis?) -> CGSize {
        guard node.isSpacerOrDivider, let axis = orientation else { return sizeThatFits(node, offer) }
        if case .divider = node.kind {
            // A line across the stack: thin along its axis, as long as offered across it.
            var size = CGSize.zero
            size[axis] = Divider.thickness
            size[axis.cross] = offer[axis.cross] ?? 0
            return size
        }
        guard case .spacer(let minLength) = node.kind else { return sizeThatFits(node, offer) }
        var size = CGSize.zero
        size[axis] = max(minLength ?? CGFloat(Constants.defaultSpacing), offer[axis] ?? 0)
        return size
    }

    /// A view's `layoutPriority`: its own, or that of the view its modifiers wrap, not looking
    /// into containers.
    static func layoutPriority(of node: Node) -> Double {
        if let known = node.knownLayoutPriority { return known }
        let priority = findLayoutPriority(of: node)
        node.knownLayoutPriority = priority
        return priority
    }

    private static func findLayoutPriority(of node: Node) -> Double {
        var current = node
        while current.layoutPriority == 0, current.children.count == 1 {
            if case .layout = current.kind { return 0 }
            if case .scroll = current.kind { return 0 }
            current = current.children[0]
        }
        // A spacer comes after every other view of a stack, as SwiftUI's does (its priority is
        // the lowest there is): the others share what is left but its least length.
        if case .spacer = current.kind, current.layoutPriority == 0 { return -.infinity }
        return current.layoutPriority
    }

    /// A frame's own size and the proposal it passes to its child.
    private static func frameSize(_ frame: FrameLayout, _ node: Node, _ p: ProposedSize) -> (size: CGSize, childProposal: ProposedSize) {
        func axisProposal(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
            if frame.isFixed { return ideal ?? proposed }
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }
        let childProposal = ProposedSize(
            width: axisProposal(p.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
            height: axisProposal(p.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight))
        // `frame(width:height:)` with both: its size is the frame's whatever the child's is (the
        // child is measured when it is placed).
        if frame.isFixed, let width = frame.idealWidth, let height = frame.idealHeight {
            return (CGSize(width: width, height: height), childProposal)
        }
        let child = node.children.first.map { sizeThatFits($0, childProposal) } ?? .zero
        func axisSize(_ childSize: CGFloat, _ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat {
            if frame.isFixed { return ideal ?? childSize }
            if min == nil && max == nil { return childSize }
            var value = childSize
            // A maximum lets the frame grow to the proposal; a minimum keeps it at least so big.
            if let max { value = Swift.min(max, Swift.max(childSize, proposed ?? childSize)) }
            if let min { value = Swift.max(min, value) }
            return value
        }
        return (CGSize(width: axisSize(child.width, p.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
                       height: axisSize(child.height, p.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)),
                childProposal)
    }

    // MARK: Placement

    /// Places `node` at `origin` (in its parent's space) with `size`, then its children.
    /// `skipsUnchanged`: a node placed last time with the same size for the same proposal, with
    /// nothing in it changed since (an update from the dirty views forgets the placement of the
    /// nodes on their paths; new nodes have none), keeps its children where they are: their
    /// places are relative to it and depend on nothing else (no safe area, no reader, in such an
    /// update).
    static func place(_ node: Node, at origin: CGPoint, size: CGSize, proposal p: ProposedSize, skipsUnchanged: Bool = false) {
        node.origin = origin
        if skipsUnchanged, node.placedProposal == p, node.size == size { return }
        node.size = size
        node.placedProposal = p
        let skips = skipsUnchanged
        switch node.kind {
        case .shape, .path, .image, .symbol, .spacer, .divider:
            break
        case .text(let text):
            node.textLines = text.lines(width: p.width.map { max($0, size.width) })
        case .geometry:
            for child in node.children {
                let proposal = ProposedSize(size)
                place(child, at: .zero, size: sizeThatFits(child, proposal), proposal: proposal, skipsUnchanged: skips)
            }
        case .layout(let box):
            for child in node.children { child.isPlaced = false }
            box.placeSubviews(in: CGRect(origin: .zero, size: size), p, LayoutSubviews(nodes: node.children, orientation: box.orientation, skipsUnchanged: skips))
            // A subview the layout did not place sits at the centre, as in SwiftUI.
            for child in node.children where !child.isPlaced {
                let s = sizeThatFits(child, ProposedSize(size), in: box.orientation)
                place(child, at: Alignment.center.offset(of: s, in: size), size: s, proposal: ProposedSize(size), skipsUnchanged: skips)
            }
        case .frame(let frame):
            let childProposal = frameSize(frame, node, p).childProposal
            if let child = node.children.first {
                let s = sizeThatFits(child, childProposal)
                place(child, at: alignedOffset(child, size: s, in: size, frame.alignment), size: s, proposal: childProposal, skipsUnchanged: skips)
            }
        case .padding(let insets):
            let inner = ProposedSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            if let child = node.children.first {
                let s = sizeThatFits(child, ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                                         height: p.height.map { max(0, $0 - insets.vertical) }))
                place(child, at: CGPoint(x: insets.leading, y: insets.top), size: s, proposal: inner, skipsUnchanged: skips)
            }
        case .position(let point):
            if let child = node.children.first {
                let s = sizeThatFits(child, p)
                place(child, at: CGPoint(x: point.x - s.width / 2, y: point.y - s.height / 2), size: s, proposal: p, skipsUnchanged: skips)
            }
        case .overlay(let alignment), .background(let alignment), .mask(let alignment):
            let isOverlay = if case .background = node.kind { false } else { true }
            guard let base = isOverlay ? node.children.first : node.children.last else { break }
            place(base, at: .zero, size: size, proposal: p, skipsUnchanged: skips)
            let layerProposal = ProposedSize(size)
            for layer in node.children where layer !== base {
                let s = sizeThatFits(layer, layerProposal)
                place(layer, at: alignedOffset(layer, size: s, in: size, alignment, base: base), size: s, proposal: layerProposal, skipsUnchanged: skips)
            }
        case .scroll(let state):
            guard let content = node.children.first else { break }
            let vertical = state.axis == .vertical
            let proposal = vertical ? ProposedSize(width: size.width, height: nil) : ProposedSize(width: nil, height: size.height)
            let s = sizeThatFits(content, proposal)
            // The offset counts a large title folding away above too: the content can move
            // as far as the viewport with the whole title shown leaves it.
            let unfolded = size.height - state.folded(at: state.offset)
            let maximum = vertical ? max(0, s.height - unfolded) : max(0, s.width - size.width)
            state.viewport = vertical ? size.height : size.width
            if maximum != state.maximumOffset {
                state.maximumOffset = maximum
                // The drawn offset is set when the views are resolved: resolve once more.
                if state.offset > maximum { state.host?.invalidate() }
            }
            // Narrower content is centred across, as in SwiftUI.
            let origin = vertical ? CGPoint(x: (size.width - s.width) / 2, y: 0) : CGPoint(x: 0, y: (size.height - s.height) / 2)
            place(content, at: origin, size: s, proposal: proposal, skipsUnchanged: skips)
        case .offset, .rotation, .scale, .opacity, .shadow, .gestures, .contentShape, .hitTesting, .coordinateSpace, .clipped, .clipShape,
             .transition, .matchedGeometry, .projection, .rotation3D, .colorFilter, .blur, .compositingGroup, .blendMode, .drawnEffect:
            for child in node.children { place(child, at: .zero, size: size, proposal: p, skipsUnchanged: skips) }
        }
    }
}
