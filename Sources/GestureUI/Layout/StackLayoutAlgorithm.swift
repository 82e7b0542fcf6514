/// How `HStack` and `VStack` share out their length: each child is offered what is left, the
/// higher `layoutPriority` first (the least the lower ones need kept back for them), and among
/// equal priorities the least flexible child first, an equal share of what remains each time.
struct StackLayoutAlgorithm {
    let axis: Axis
    /// The guide the children line up on across the axis.
    let guide: CrossAlignment
    /// Across the axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    var alignment: CGFloat { guide.fraction }
    /// Between neighbours; nil: the standard 8 points.
    let spacing: CGFloat?

    /// The stack's size for `p`, with each subview's size and the proposal that gave it.
    func sizes(_ subviews: LayoutSubviews, _ p: ProposedViewSize) -> (size: CGSize, sizes: [CGSize], offers: [ProposedViewSize]) {
        let measured = measure(subviews, p)
        return (measured.size, measured.sizes, measured.offers)
    }

    /// ``sizes(_:_:)``, with where each child starts across the axis when guides place them.
    private func measure(_ subviews: LayoutSubviews, _ p: ProposedViewSize)
        -> (size: CGSize, sizes: [CGSize], offers: [ProposedViewSize], guided: (offsets: [CGFloat], extent: CGFloat)?) {
        // Positions in the arrays are offsets into the subviews (a slice's indices need not start at 0).
        let subviews = Array(subviews)
        let count = subviews.count
        guard count > 0 else { return (.zero, [], [], nil) }
        let gap = spacing ?? CGFloat(Constants.defaultSpacing)
        let totalGap = gap * CGFloat(count - 1)
        var sizes = [CGSize](repeating: .zero, count: count)
        var offers = [ProposedViewSize](repeating: p, count: count)
        if let main = p[axis] {
            var entries: [(index: Int, flex: CGFloat, least: CGFloat, priority: Double)] = []
            entries.reserveCapacity(count)
            for index in 0..<count {
                let subview = subviews[index]
                var low = p, high = p
                low[axis] = 0
                high[axis] = .infinity
                let least = subview.sizeThatFits(low)[axis]
                let flex = subview.sizeThatFits(high)[axis] - least
                entries.append((index, flex.isNaN ? .infinity : flex, least, subview.priority))
            }
            // Children alike in priority and flexibility (a row of fixed frames) keep their order:
            // no sort needed.
            let first = entries[0]
            if entries.contains(where: { $0.priority != first.priority || $0.flex != first.flex }) {
                entries.sort { ($1.priority, $0.flex, $0.index) < ($0.priority, $1.flex, $1.index) }
            }
            var remaining = max(0, main - totalGap)
            // What the children still to come need at least, kept back from higher priorities.
            var reserved = entries.reduce(0) { $0 + $1.least }
            var start = 0
            while start < entries.count {
                var end = start
                while end < entries.count, entries[end].priority == entries[start].priority { end += 1 }
                reserved -= entries[start..<end].reduce(0) { $0 + $1.least }
                var available = max(0, remaining - reserved)
                for position in start..<end {
                    let entry = entries[position]
                    var offer = p
                    offer[axis] = available / CGFloat(end - position)
                    let size = subviews[entry.index].sizeThatFits(offer)
                    sizes[entry.index] = size
                    offers[entry.index] = offer
                    available = max(0, available - size[axis])
                    remaining = max(0, remaining - size[axis])
                }
                start = end
            }
        } else {
            for index in 0..<count { sizes[index] = subviews[index].sizeThatFits(p) }
        }
        var total = CGSize.zero
        total[axis] = sizes.reduce(0) { $0 + $1[axis] } + totalGap
        let guided = crossPlacement(subviews, sizes)
        // The largest child across (a negative one too: a view with negative padding is).
        total[axis.cross] = guided?.extent ?? sizes.dropFirst().reduce(sizes.first?[axis.cross] ?? 0) { max($0, $1[axis.cross]) }
        return (total, sizes, offers, guided)
    }

    /// Where each child starts across the axis when a child sets its own guide or the guide is
    /// a custom one: each child's guide on one line, the stack as wide as they reach; nil when
    /// the sizes and the fraction say it all.
    private func crossPlacement(_ subviews: [LayoutSubview], _ sizes: [CGSize]) -> (offsets: [CGFloat], extent: CGFloat)? {
        guard guide.isCustom || subviews.contains(where: { LayoutEngine.hasExplicitGuides($0.node) }) else { return nil }
        let values = zip(subviews, sizes).map { guide.value(in: LayoutEngine.dimensions(of: $0.node, size: $1)) }
        guard let line = values.max() else { return nil }
        let offsets = values.map { line - $0 }
        let extent = zip(offsets, sizes).map { $0 + $1[axis.cross] }.max() ?? 0
        return (offsets, extent)
    }

    /// Places the subviews one after another along the axis, aligned across it.
    func place(in bounds: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
        var proposal = ProposedViewSize(bounds.size)
        proposal[axis.cross] = p[axis.cross]
        let (_, sizes, offers, guided) = measure(subviews, proposal)
        let gap = spacing ?? CGFloat(Constants.defaultSpacing)
        var position: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = sizes[index]
            let across: CGFloat
            if let guided {
                across = guided.offsets[index] + (bounds.size[axis.cross] - guided.extent) * alignment
            } else {
                across = (bounds.size[axis.cross] - size[axis.cross]) * alignment
            }
            let point = axis == .vertical
                ? CGPoint(x: bounds.minX + across, y: bounds.minY + position)
                : CGPoint(x: bounds.minX + position, y: bounds.minY + across)
            subview.place(at: point, proposal: offers[index])
            position += size[axis] + gap
        }
    }
}

/// The guide a stack lines its children up on across its axis.
enum CrossAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    var fraction: CGFloat {
        switch self {
        case .horizontal(let guide): guide.fraction
        case .vertical(let guide): guide.fraction
        }
    }
    var isCustom: Bool {
        switch self {
        case .horizontal(let guide): guide.custom != nil
        case .vertical(let guide): guide.custom != nil
        }
    }
    func value(in dimensions: ViewDimensions) -> CGFloat {
        switch self {
        case .horizontal(let guide): dimensions[guide]
        case .vertical(let guide): dimensions[guide]
        }
    }
}
