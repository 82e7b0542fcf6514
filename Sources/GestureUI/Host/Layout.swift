/// A size offered to a view; nil on an axis asks for the view's ideal size there.
struct ProposedSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?
    init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

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
enum Layout {
    /// Lays out the root in the canvas: proposed the whole canvas, centred in it.
    /// Several top-level views are stacked as a `VStack` would stack them.
    static func placeRoot(_ root: Node, in canvas: CGSize) {
        let proposal = ProposedSize(canvas)
        root.size = canvas
        if root.children.count > 1 {
            let stack = Node(.stack(.vertical, alignment: 0.5, spacing: nil), key: root.key &+ 1, scope: root.scope,
                             label: "VStack", children: root.children)
            root.children = [stack]
        }
        for child in root.children {
            let size = sizeThatFits(child, proposal)
            place(child, at: Alignment.center.offset(of: size, in: canvas), size: size, proposal: proposal)
        }
    }

    // MARK: Sizing

    /// A node keeps its last few measurements: a stack measures each child with up to three
    /// proposals (the least and the most it could take, then its share), so nested stacks
    /// would otherwise measure their inner views again at every level.
    static func sizeThatFits(_ node: Node, _ proposal: ProposedSize) -> CGSize {
        if let hit = node.measured.first(where: { $0.proposal == proposal }) { return hit.size }
        let size = measure(node, proposal)
        if node.measured.count >= 4 { node.measured.removeFirst() }
        node.measured.append((proposal, size))
        return size
    }

    private static func measure(_ node: Node, _ p: ProposedSize) -> CGSize {
        let ideal = CGFloat(Constants.shapeIdealSize)
        switch node.kind {
        case .shape:
            return CGSize(width: p.width ?? ideal, height: p.height ?? ideal)
        case .text(let text):
            let lines = TextMetrics.lines(text.string, pointSize: text.pointSize, width: p.width)
            let width = lines.map { TextMetrics.width($0, pointSize: text.pointSize) }.max() ?? 0
            return CGSize(width: width.rounded(.up), height: (TextMetrics.lineHeight(pointSize: text.pointSize) * CGFloat(lines.count)).rounded(.up))
        case .image(let image):
            return imageSize(image, p)
        case .symbol(_, let pointSize, _):
            return CGSize(width: pointSize * CGFloat(Constants.symbolWidthPerPoint), height: pointSize * CGFloat(Constants.symbolHeightPerPoint))
        case .spacer(let minLength):
            // Outside a stack a spacer expands on both axes (inside one, only along the stack's
            // axis: ``spacerSize(_:axis:_:)``).
            let length = minLength ?? 0
            return CGSize(width: max(length, p.width ?? 0), height: max(length, p.height ?? 0))
        case .stack(let axis, _, let spacing):
            return stackSizes(node, axis: axis, spacing: spacing, p).size
        case .zstack:
            var size = CGSize.zero
            for child in node.children {
                let s = sizeThatFits(child, p)
                size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
            }
            return size
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
        case .overlay:
            return node.children.first.map { sizeThatFits($0, p) } ?? .zero
        case .background:
            return node.children.last.map { sizeThatFits($0, p) } ?? .zero
        case .scroll:
            let content = node.children.first.map { sizeThatFits($0, ProposedSize(width: p.width, height: nil)) } ?? .zero
            return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
        case .offset, .rotation, .scale, .opacity, .shadow, .gestures, .contentShape, .hitTesting, .coordinateSpace, .clipped:
            return node.children.first.map { sizeThatFits($0, p) } ?? .zero
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

    /// A spacer in a stack: at least `minLength` (8 pt by default) along the stack's axis and
    /// as much of the offer as it gets, nothing across it.
    private static func spacerSize(_ minLength: CGFloat?, axis: Axis, _ offer: ProposedSize) -> CGSize {
        var size = CGSize.zero
        size[axis] = max(minLength ?? CGFloat(Constants.defaultSpacing), offer[axis] ?? 0)
        return size
    }

    /// A child's size in a stack (spacers as the stack's axis says).
    private static func stackChildSize(_ child: Node, axis: Axis, _ offer: ProposedSize) -> CGSize {
        if case .spacer(let minLength) = child.kind { return spacerSize(minLength, axis: axis, offer) }
        return sizeThatFits(child, offer)
    }

    /// A stack's children's sizes for a proposal, with the proposal each was offered: the space
    /// left is offered to the least flexible child first, an equal share of what remains each
    /// time.
    private static func stackSizes(_ node: Node, axis: Axis, spacing: CGFloat?, _ p: ProposedSize)
        -> (size: CGSize, sizes: [CGSize], offers: [ProposedSize]) {
        let children = node.children
        guard !children.isEmpty else { return (.zero, [], []) }
        let gap = spacing ?? CGFloat(Constants.defaultSpacing)
        let totalGap = gap * CGFloat(children.count - 1)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var offers = [ProposedSize](repeating: p, count: children.count)
        if let main = p[axis] {
            var flexibility: [(index: Int, flex: CGFloat)] = []
            for (index, child) in children.enumerated() {
                var low = p, high = p
                low[axis] = 0
                high[axis] = .infinity
                let flex = stackChildSize(child, axis: axis, high)[axis] - stackChildSize(child, axis: axis, low)[axis]
                flexibility.append((index, flex.isNaN ? .infinity : flex))
            }
            flexibility.sort { $0.flex < $1.flex || ($0.flex == $1.flex && $0.index < $1.index) }
            var remaining = max(0, main - totalGap)
            for (position, entry) in flexibility.enumerated() {
                var offer = p
                offer[axis] = remaining / CGFloat(children.count - position)
                let size = stackChildSize(children[entry.index], axis: axis, offer)
                sizes[entry.index] = size
                offers[entry.index] = offer
                remaining = max(0, remaining - size[axis])
            }
        } else {
            for (index, child) in children.enumerated() { sizes[index] = stackChildSize(child, axis: axis, p) }
        }
        var total = CGSize.zero
        total[axis] = sizes.reduce(0) { $0 + $1[axis] } + totalGap
        total[axis.cross] = sizes.map { $0[axis.cross] }.max() ?? 0
        return (total, sizes, offers)
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
    static func place(_ node: Node, at origin: CGPoint, size: CGSize, proposal p: ProposedSize) {
        node.origin = origin
        node.size = size
        switch node.kind {
        case .shape, .image, .symbol, .spacer:
            break
        case .text(let text):
            node.textLines = TextMetrics.lines(text.string, pointSize: text.pointSize, width: p.width.map { max($0, size.width) })
        case .stack(let axis, let alignment, let spacing):
            var proposal = ProposedSize(size)
            proposal[axis.cross] = p[axis.cross]
            let (_, sizes, offers) = stackSizes(node, axis: axis, spacing: spacing, proposal)
            let gap = spacing ?? CGFloat(Constants.defaultSpacing)
            var position: CGFloat = 0
            for (index, (child, childSize)) in zip(node.children, sizes).enumerated() {
                var point = CGPoint.zero
                if axis == .vertical {
                    point = CGPoint(x: (size.width - childSize.width) * alignment, y: position)
                } else {
                    point = CGPoint(x: position, y: (size.height - childSize.height) * alignment)
                }
                place(child, at: point, size: childSize, proposal: offers[index])
                position += childSize[axis] + gap
            }
        case .zstack(let alignment):
            for child in node.children {
                let s = sizeThatFits(child, p)
                place(child, at: alignment.offset(of: s, in: size), size: s, proposal: p)
            }
        case .frame(let frame):
            let childProposal = frameSize(frame, node, p).childProposal
            if let child = node.children.first {
                let s = sizeThatFits(child, childProposal)
                place(child, at: frame.alignment.offset(of: s, in: size), size: s, proposal: childProposal)
            }
        case .padding(let insets):
            let inner = ProposedSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            if let child = node.children.first {
                let s = sizeThatFits(child, ProposedSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                                         height: p.height.map { max(0, $0 - insets.vertical) }))
                place(child, at: CGPoint(x: insets.leading, y: insets.top), size: s, proposal: inner)
            }
        case .position(let point):
            if let child = node.children.first {
                let s = sizeThatFits(child, p)
                place(child, at: CGPoint(x: point.x - s.width / 2, y: point.y - s.height / 2), size: s, proposal: p)
            }
        case .overlay(let alignment), .background(let alignment):
            let isOverlay = if case .overlay = node.kind { true } else { false }
            guard let base = isOverlay ? node.children.first : node.children.last else { break }
            place(base, at: .zero, size: size, proposal: p)
            let layerProposal = ProposedSize(size)
            for layer in node.children where layer !== base {
                let s = sizeThatFits(layer, layerProposal)
                place(layer, at: alignment.offset(of: s, in: size), size: s, proposal: layerProposal)
            }
        case .scroll(let state):
            guard let content = node.children.first else { break }
            let proposal = ProposedSize(width: size.width, height: nil)
            let s = sizeThatFits(content, proposal)
            let maximum = max(0, s.height - size.height)
            if maximum != state.maximumOffset {
                state.maximumOffset = maximum
                // The drawn offset is set when the views are resolved: resolve once more.
                if state.offset > maximum { state.host?.invalidate() }
            }
            // Narrower content is centred across, as in SwiftUI.
            place(content, at: CGPoint(x: (size.width - s.width) / 2, y: 0), size: s, proposal: proposal)
        case .offset, .rotation, .scale, .opacity, .shadow, .gestures, .contentShape, .hitTesting, .coordinateSpace, .clipped:
            for child in node.children { place(child, at: .zero, size: size, proposal: p) }
        }
    }
}
