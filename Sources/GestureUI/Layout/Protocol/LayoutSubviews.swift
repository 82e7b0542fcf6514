/// A layout's subviews, in the order of its content: SwiftUI's `LayoutSubviews`.
/// A slice keeps the indices of the collection it was cut from, as any collection's does.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: ArraySlice<Node>
    /// The axis of the layout the subviews belong to (spacers grow along it only).
    let orientation: Axis?
    /// Whether placing a subview as it was last placed may leave its subtree as it is
    /// (``LayoutEngine/place(_:at:size:proposal:skipsUnchanged:)``).
    var skipsUnchanged = false

    init(nodes: [Node], orientation: Axis?, skipsUnchanged: Bool = false) {
        self.init(slice: nodes[...], orientation: orientation)
        self.skipsUnchanged = skipsUnchanged
    }
    init(slice: ArraySlice<Node>, orientation: Axis?) {
        nodes = slice
        self.orientation = orientation
    }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], orientation: orientation, skipsUnchanged: skipsUnchanged)
    }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        var slice = LayoutSubviews(slice: nodes[bounds], orientation: orientation)
        slice.skipsUnchanged = skipsUnchanged
        return slice
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.startIndex == rhs.startIndex && lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// One subview as a layout sees it: it can be asked its size for a proposal and placed once:
/// SwiftUI's `LayoutSubview`.
///
/// ```swift
/// for subview in subviews {
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
///     y += size.height
/// }
/// ```
public struct LayoutSubview: Equatable {
    let node: Node
    let orientation: Axis?
    var skipsUnchanged = false

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        LayoutEngine.sizeThatFits(node, proposal, in: orientation)
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        LayoutEngine.dimensions(of: node, size: sizeThatFits(proposal))
    }

    /// Puts the subview's `anchor` at `position` (in the layout's space), sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        LayoutEngine.place(node, at: origin, size: size, proposal: proposal, skipsUnchanged: skipsUnchanged)
        node.isPlaced = true
        node.isLeftOut = false
    }

    /// Leaves the subview out of what is shown: not drawn, not hit-tested (a ``ViewThatFits``
    /// candidate not chosen). Placing it again brings it back.
    func leaveOut() {
        LayoutEngine.place(node, at: .zero, size: .zero, proposal: ProposedViewSize(width: 0, height: 0), skipsUnchanged: skipsUnchanged)
        node.isPlaced = true
        node.isLeftOut = true
    }

    /// The subview's `layoutPriority(_:)` (0 by default, minus infinity for a `Spacer`): a stack
    /// offers space to higher priorities first.
    public var priority: Double { LayoutEngine.layoutPriority(of: node) }

    /// The space the subview wants around it (the standard spacing).
    public var spacing: ViewSpacing { ViewSpacing() }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// A view's size and where its alignment guides fall in it: SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// The guides the view sets (`alignmentGuide`), by guide.
    var explicit: [GuideID: CGFloat] = [:]
    /// Points from the top to a text's first and last baselines (nil: not a text).
    var firstBaseline: CGFloat?
    var lastBaseline: CGFloat?
    init(size: CGSize) {
        width = size.width
        height = size.height
    }
    /// Where a horizontal guide falls, from the leading edge: the view's own value if it sets
    /// one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicit[guide.guide] ?? guide.defaultValue(in: self) }
    /// Where a vertical guide falls, from the top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { explicit[guide.guide] ?? guide.defaultValue(in: self) }
    /// A guide's value if the view sets one explicitly.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.guide] }
}
