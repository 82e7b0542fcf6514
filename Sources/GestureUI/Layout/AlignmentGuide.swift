/// `alignmentGuide(_:computeValue:)`: where one of the view's alignment guides falls, computed
/// from its dimensions; stacks, frames, overlays and `ZStack`s line their children up by it.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Title")
///     Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }   // 20 pt in
/// }
/// ```
extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        NodeTraitView(content: self) { $0.traits.alignmentGuides.insert((g.guide, computeValue), at: 0) }
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        NodeTraitView(content: self) { $0.traits.alignmentGuides.insert((g.guide, computeValue), at: 0) }
    }
}

extension LayoutEngine {
    /// Whether a node of this kind wraps its view without moving or resizing it for layout: a
    /// guide set inside it is still the view's.
    private static func keepsGuides(_ kind: Node.Kind) -> Bool {
        switch kind {
        case .gestures, .contentShape, .hitTesting, .opacity, .transition, .matchedGeometry, .shadow, .colorFilter, .blur,
             .coordinateSpace, .offset, .rotation, .scale, .projection, .rotation3D, .clipped, .clipShape, .drawnEffect:
            return true
        default:
            return false
        }
    }

    /// Whether the view of `node` sets any guide.
    static func hasExplicitGuides(_ node: Node) -> Bool {
        if let known = node.knownHasExplicitGuides { return known }
        let found = findExplicitGuides(node)
        node.knownHasExplicitGuides = found
        return found
    }

    private static func findExplicitGuides(_ node: Node) -> Bool {
        var current = node
        while true {
            if current.hasTraits, !current.traits.alignmentGuides.isEmpty { return true }
            guard current.children.count == 1, keepsGuides(current.kind) else { return false }
            current = current.children[0]
        }
    }

    /// The view of `node` at `size`, with the guides it sets and a text's baselines.
    static func dimensions(of node: Node, size: CGSize) -> ViewDimensions {
        var dimensions = ViewDimensions(size: size)
        var guides: [(guide: GuideID, compute: (ViewDimensions) -> CGFloat)] = []
        var current = node
        while true {
            if current.hasTraits { guides += current.traits.alignmentGuides }
            if case .text(let text) = current.kind {
                let lines = max(1, text.lines(width: size.width).count)
                let ascent = TextMetrics.ascent(pointSize: text.pointSize, face: text.face)
                dimensions.firstBaseline = ascent
                dimensions.lastBaseline = ascent + TextMetrics.lineHeight(pointSize: text.pointSize, face: text.face) * CGFloat(lines - 1)
            }
            guard current.children.count == 1, keepsGuides(current.kind) else { break }
            current = current.children[0]
        }
        // The outermost modifier's value wins; each is computed from the dimensions before it.
        for (guide, compute) in guides.reversed() { dimensions.explicit[guide] = compute(dimensions) }
        return dimensions
    }

    /// Where a child of `size` goes in a container of `containerSize` so that its guides meet
    /// the container's: the built-in guides at their fractions, a view's own guides where it
    /// sets them, the guides of `base` (an overlay's view) where it sets them.
    static func alignedOffset(_ child: Node, size: CGSize, in containerSize: CGSize, _ alignment: Alignment, base: Node? = nil) -> CGPoint {
        guard alignment.needsGuides || hasExplicitGuides(child) || base.map(hasExplicitGuides) == true else {
            return alignment.offset(of: size, in: containerSize)
        }
        let own = dimensions(of: child, size: size)
        let container = base.map { dimensions(of: $0, size: containerSize) } ?? ViewDimensions(size: containerSize)
        return CGPoint(x: container[alignment.horizontal] - own[alignment.horizontal],
                       y: container[alignment.vertical] - own[alignment.vertical])
    }
}
