/// A lazy stack's rows, built only where they are seen: a `ForEach` in a `LazyVStack` gives its
/// element count and a way to build one element, and the stack builds, after layout, just the
/// rows in (or near) the visible part of the canvas (SEMANTICS V42). Rows it has never built
/// count at the average length of those it has measured.
///
/// ```swift
/// ScrollView { LazyVStack { ForEach(0..<10_000) { Text("Row \($0)") } } }   // ~20 rows built
/// ```
enum LazySegment {
    /// A view beside the `ForEach`es (a header): its nodes, built by `build` in a context the
    /// container may change (a lazy stack builds it on every update; a `TabView` marks it
    /// off screen unless it is the tab shown).
    case view(build: (_ adjust: (inout ResolveContext) -> Void) -> [Node])
    /// A `ForEach`'s elements: `count` rows, the one at an offset built by `build` only when it
    /// is needed; `id` gives an element's id without building it (for `ScrollViewProxy`).
    case deferred(count: Int, build: (_ offset: Int, _ adjust: (inout ResolveContext) -> Void) -> [Node], id: (Int) -> AnyHashable)
}

/// Views that give a container their children one at a time without building them (`ForEach`,
/// and the tuples and groups around one): a lazy stack builds only the rows it shows, a
/// `TabView` builds each tab knowing whether it is the one shown.
protocol LazyRowSource {
    func lazySegments(_ context: ResolveContext, into segments: inout [LazySegment])
}

extension ResolveContext {
    /// `view`'s children, each to be built when the container asks.
    func lazySegments<V: View>(_ view: V, into segments: inout [LazySegment]) {
        if let source = view as? LazyRowSource {
            source.lazySegments(self, into: &segments)
            return
        }
        let context = self
        segments.append(.view { adjust in
            var adjusted = context
            adjust(&adjusted)
            var nodes: [Node] = []
            adjusted.resolve(view, into: &nodes)
            return nodes
        })
    }
}

extension ForEach: LazyRowSource {
    func lazySegments(_ context: ResolveContext, into segments: inout [LazySegment]) {
        let count = data.count
        guard count > 0 else { return }
        let marks = RowMarks(context)
        segments.append(.deferred(count: count, build: { offset, adjust in
            var adjusted = context
            adjust(&adjusted)
            var nodes: [Node] = []
            context.tracking { resolveElement(element(at: offset), offset: offset, adjusted, marks, into: &nodes) }
            return nodes
        }, id: { elementID(at: $0) }))
    }
}

extension TupleView: LazyRowSource {
    func lazySegments(_ context: ResolveContext, into segments: inout [LazySegment]) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            context.child(.index(index)).lazySegments(view, into: &segments)
        }
    }
}

extension Group: LazyRowSource {
    func lazySegments(_ context: ResolveContext, into segments: inout [LazySegment]) {
        context.lazySegments(content, into: &segments)
    }
}

/// What a lazy stack remembers between updates: each row's length as last measured, and the
/// breadth of the widest.
final class LazyStackMemory {
    /// Along the stack's axis, by row (NaN: never measured).
    private var lengths: [CGFloat] = []
    private var measuredTotal: CGFloat = 0
    private var measuredCount = 0
    /// The length unmeasured rows count at, fixed once the first rows are measured: were it to
    /// follow every new measurement, the thousands of rows above a jump's target would move
    /// what is seen at each.
    private var frozenEstimate: CGFloat?
    /// Across the axis: the widest row measured.
    private(set) var breadth: CGFloat = 0
    /// ``starts(gap:)``, kept until a length changes.
    private var cachedStarts: (gap: CGFloat, starts: [CGFloat])?

    /// Keeps a length for each of `count` rows (rows past the old end are new).
    func resize(to count: Int) {
        if count != lengths.count { cachedStarts = nil }
        if count < lengths.count {
            for length in lengths[count...] where !length.isNaN {
                measuredTotal -= length
                measuredCount -= 1
            }
            lengths.removeLast(lengths.count - count)
        } else if count > lengths.count {
            lengths += repeatElement(.nan, count: count - lengths.count)
        }
    }

    /// What a row never measured counts for: the average of those measured.
    var estimate: CGFloat {
        if let frozenEstimate { return frozenEstimate }
        return measuredCount > 0 ? measuredTotal / CGFloat(measuredCount) : CGFloat(Constants.lazyRowEstimate)
    }

    /// Fixes the estimate at the average measured so far, if it is not fixed yet.
    func freezeEstimate() {
        guard frozenEstimate == nil, measuredCount > 0 else { return }
        frozenEstimate = measuredTotal / CGFloat(measuredCount)
        cachedStarts = nil
    }

    func length(_ row: Int) -> CGFloat {
        let length = lengths[row]
        return length.isNaN ? estimate : length
    }

    /// Records a row's measured length and breadth; true if the length differs from the one
    /// the stack counted it at.
    @discardableResult
    func record(_ row: Int, length: CGFloat, breadth: CGFloat) -> Bool {
        self.breadth = max(self.breadth, breadth)
        let old = lengths[row]
        if old == length { return false }
        let counted = self.length(row)
        if old.isNaN {
            measuredCount += 1
        } else {
            measuredTotal -= old
        }
        measuredTotal += length
        lengths[row] = length
        cachedStarts = nil
        return abs(counted - length) > 0.001
    }

    /// Where each row starts along the axis, and one more entry: the end of the last row plus
    /// a gap. A row that makes no view (an element whose `if` is false) takes no gap.
    func starts(gap: CGFloat) -> [CGFloat] {
        if let cachedStarts, cachedStarts.gap == gap { return cachedStarts.starts }
        var starts = [CGFloat](repeating: 0, count: lengths.count + 1)
        var position: CGFloat = 0
        let estimate = self.estimate
        for row in lengths.indices {
            starts[row] = position
            let length = lengths[row].isNaN ? estimate : lengths[row]
            if length > 0 { position += length + gap }
        }
        starts[lengths.count] = position
        cachedStarts = (gap, starts)
        return starts
    }

    /// The length of all rows with the gaps between them.
    func totalLength(gap: CGFloat) -> CGFloat {
        max(0, starts(gap: gap)[lengths.count] - gap)
    }
}

/// The layout of a lazy stack: rows one after another along the axis, each at its ideal length
/// and offered the stack's breadth, aligned across it. It sizes itself from the rows' measured
/// or estimated lengths; its children are only the rows built so far, which
/// ``buildRows(of:seen:)`` chooses once layout has placed the stack.
final class LazyStackBox: LayoutBox {
    let axis: Axis
    let gap: CGFloat
    /// Across the axis: 0 leading or top, 0.5 centre, 1 trailing or bottom.
    let alignment: CGFloat
    let memory: LazyStackMemory
    private let segments: [LazySegment]
    /// The first row of each segment.
    private let segmentStarts: [Int]
    /// The views built on every update, in order: the stack's first children.
    let builtNodes: [Node]
    /// The row of each child of the stack's node, in order.
    private var childRows: [Int]
    /// Whether ``buildRows(of:seen:)`` has run for this update.
    private var isBuilt = false
    private weak var host: ViewHost?

    init(axis: Axis, spacing: CGFloat?, alignment: CGFloat, memory: LazyStackMemory, segments: [LazySegment], host: ViewHost) {
        self.axis = axis
        gap = spacing ?? CGFloat(Constants.defaultSpacing)
        self.alignment = alignment
        self.memory = memory
        self.host = host
        var starts: [Int] = []
        var rows = 0
        var built: [Node] = []
        var childRows: [Int] = []
        var segments = segments
        for (index, segment) in segments.enumerated() {
            starts.append(rows)
            switch segment {
            case .view(let build):
                // Views beside the `ForEach`es are built on every update.
                let nodes = build { _ in }
                segments[index] = .view { _ in nodes }
                built += nodes
                childRows += rows..<(rows + nodes.count)
                rows += nodes.count
            case .deferred(let count, _, _):
                rows += count
            }
        }
        self.segments = segments
        segmentStarts = starts
        builtNodes = built
        self.childRows = childRows
        memory.resize(to: rows)
        super.init(orientation: axis)
    }

    /// What a row is offered: the breadth across, its ideal length along.
    private func rowProposal(_ breadth: CGFloat?) -> ProposedViewSize {
        var proposal = ProposedViewSize(width: nil, height: nil)
        proposal[axis.cross] = breadth
        return proposal
    }

    private func measure(_ node: Node, row: Int, breadth: CGFloat?) -> Bool {
        let size = LayoutEngine.sizeThatFits(node, rowProposal(breadth), in: axis)
        return memory.record(row, length: size[axis], breadth: size[axis.cross])
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let breadth = proposal[axis.cross]
        for (row, node) in zip(childRows, subviews.nodes) { measure(node, row: row, breadth: breadth) }
        var size = CGSize.zero
        size[axis] = memory.totalLength(gap: gap)
        size[axis.cross] = breadth ?? memory.breadth
        return size
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let breadth = proposal[axis.cross] ?? bounds.size[axis.cross]
        let offer = rowProposal(breadth)
        let starts = memory.starts(gap: gap)
        for (row, subview) in zip(childRows, subviews) {
            let size = subview.sizeThatFits(offer)
            let across = (bounds.size[axis.cross] - size[axis.cross]) * alignment
            let point = axis == .vertical ? CGPoint(x: bounds.minX + across, y: bounds.minY + starts[row])
                : CGPoint(x: bounds.minX + starts[row], y: bounds.minY + across)
            subview.place(at: point, proposal: offer)
        }
    }

    /// Builds the rows that `seen` (stretches along the axis, in the stack's space) shows, with
    /// ``Constants/lazyBuildMargin`` either side, and places them. A row whose measured length
    /// differs from the one counted asks for another layout pass, which counts it right.
    func buildRows(of node: Node, seen: [ClosedRange<CGFloat>]) {
        guard !isBuilt else { return }
        isBuilt = true
        let starts = memory.starts(gap: gap)
        var wanted = Set<Int>()
        for range in seen {
            let low = range.lowerBound - CGFloat(Constants.lazyBuildMargin)
            let high = range.upperBound + CGFloat(Constants.lazyBuildMargin)
            // The first row that ends below `low`: rows are in order, so a binary search.
            var first = 0, last = starts.count - 1
            while first < last {
                let middle = (first + last) / 2
                if starts[middle + 1] - gap < low { first = middle + 1 } else { last = middle }
            }
            var row = first
            while row < starts.count - 1, starts[row] <= high {
                wanted.insert(row)
                row += 1
            }
        }
        var rows: [(row: Int, node: Node, isNew: Bool)] = zip(childRows, node.children).map { ($0, $1, false) }
        var changed = false
        for (index, segment) in segments.enumerated() {
            guard case .deferred(let count, let build, _) = segment else { continue }
            let start = segmentStarts[index]
            for row in wanted.sorted() where row >= start && row < start + count {
                let nodes = build(row - start) { _ in }
                if let rowNode = nodes.count == 1 ? nodes.first : wrap(nodes) {
                    rows.append((row, rowNode, true))
                } else {
                    // An element that makes no view takes no room.
                    changed = memory.record(row, length: 0, breadth: 0) || changed
                }
            }
        }
        rows.sort { $0.row < $1.row }
        node.forgetLayoutFacts()
        node.children = rows.map(\.node)
        childRows = rows.map(\.row)
        let breadth = node.size[axis.cross]
        for entry in rows where entry.isNew {
            changed = measure(entry.node, row: entry.row, breadth: breadth) || changed
        }
        memory.freezeEstimate()
        LayoutEngine.place(node, at: node.origin, size: node.size, proposal: ProposedViewSize(node.size))
        if changed { host?.invalidate() }
    }

    /// An element of several views, as one row: stacked along the axis.
    private func wrap(_ nodes: [Node]) -> Node? {
        guard let first = nodes.first else { return nil }
        let layout = axis == .vertical ? LayoutBox.make(VStackLayout(spacing: gap)) : LayoutBox.make(HStackLayout(spacing: gap))
        return Node(.layout(layout), key: first.key &+ 0x1A27, scope: first.scopePath, label: axis == .vertical ? "VStack" : "HStack", children: nodes)
    }

    /// The frame of the row whose element has `id`, built or not, in the stack's space.
    func frame(ofRowID id: AnyHashable, size: CGSize) -> CGRect? {
        for (index, segment) in segments.enumerated() {
            guard case .deferred(let count, _, let elementID) = segment,
                  let offset = (0..<count).first(where: { elementID($0) == id }) else { continue }
            let row = segmentStarts[index] + offset
            let start = memory.starts(gap: gap)[row]
            let length = memory.length(row)
            return axis == .vertical ? CGRect(x: 0, y: start, width: size.width, height: length)
                : CGRect(x: start, y: 0, width: length, height: size.height)
        }
        return nil
    }

    /// Where each row starts along the axis (for a scroll view that comes to rest on rows).
    var rowStarts: [CGFloat] { Array(memory.starts(gap: gap).dropLast()) }
}
