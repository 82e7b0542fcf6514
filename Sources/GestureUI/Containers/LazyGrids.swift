/// Children in rows of the given columns, top to bottom: SwiftUI's `LazyVGrid`. Each row is as
/// tall as its tallest child; a child sits in its cell by the column's alignment (centred). A
/// `ForEach`'s cells are built only in the rows that are seen, as a lazy stack builds its rows
/// (SEMANTICS V42).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 16) {
///     ForEach(photos) { PhotoTile(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let tracks: [GridItem]
    let spacing: CGFloat?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        tracks = columns
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        LazyGridBody(axis: .vertical, tracks: tracks, spacing: spacing, content: content, label: "LazyVGrid").resolve(context, into: &nodes)
    }
}

/// Children in columns of the given rows, leading to trailing: SwiftUI's `LazyHGrid`, built
/// column by column where the columns are seen.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let tracks: [GridItem]
    let spacing: CGFloat?
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        tracks = rows
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        LazyGridBody(axis: .horizontal, tracks: tracks, spacing: spacing, content: content, label: "LazyHGrid").resolve(context, into: &nodes)
    }
}

/// What a lazy grid remembers between updates: how many tracks its last layout gave it (the
/// cells of a line are grouped by that count when the views are built, before layout), and its
/// lines' lengths.
final class LazyGridMemory {
    /// Tracks across, as the last layout resolved them (nil before the first).
    var trackCount: Int?
    let lines = LazyStackMemory()
}

/// A lazy grid as a lazy stack of lines, each line a one-line ``GridLayout`` of as many cells as
/// the grid has tracks: only the lines that are seen build their cells.
private struct LazyGridBody<Content: View> {
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat?
    let content: Content
    let label: String

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let memory = context.host.internalState(at: context.key) { LazyGridMemory() }
        var segments: [LazySegment] = []
        context.child(.index(0)).lazySegments(content, into: &segments)
        // The cells, segment by segment: views beside the `ForEach`es are built now, one cell each.
        var cells: [(start: Int, segment: LazySegment)] = []
        var count = 0
        for segment in segments {
            switch segment {
            case .view(let build):
                for node in build({ _ in }) {
                    cells.append((count, .view { _ in [node] }))
                    count += 1
                }
            case .deferred(let rows, _, _):
                cells.append((count, segment))
                count += rows
            }
        }
        let canvas = context.host.canvasSize
        let perLine = max(1, memory.trackCount ?? GridTracks.resolve(tracks, in: axis == .vertical ? canvas.width : canvas.height).count)
        let lineCount = (count + perLine - 1) / perLine
        let line = GridLineLayout(grid: GridLayout(tracks: tracks, axis: axis, lineSpacing: 0), memory: memory,
                                  perLine: perLine, host: context.host)
        /// The segment the cell at `index` is in (the last that starts at or before it).
        func segment(of index: Int) -> (start: Int, segment: LazySegment) {
            var low = 0, high = cells.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if cells[middle].start <= index { low = middle } else { high = middle - 1 }
            }
            return cells[low]
        }
        /// The nodes of the cell at `index`.
        func cell(_ index: Int) -> [Node] {
            let (start, segment) = segment(of: index)
            switch segment {
            case .view(let build): return build { _ in }
            case .deferred(_, let build, _): return build(index - start) { _ in }
            }
        }
        func id(_ index: Int) -> AnyHashable {
            let (start, segment) = segment(of: index)
            if case .deferred(_, _, let id) = segment { return id(index - start) }
            return AnyHashable(index)
        }
        let lines = LazySegment.deferred(count: lineCount, build: { index, _ in
            let range = (index * perLine)..<min(count, (index + 1) * perLine)
            let children = range.flatMap(cell)
            guard let first = children.first else { return [] }
            // A line is known by its place: cells moving between lines leave the lines in place.
            let key = context.child(.id(PathComponent.word(AnyHashable(index)), label: .text("line"))).key
            return [Node(.layout(LayoutBox.make(line)), key: key, scope: first.scopePath, label: "GridRow", children: children)]
        }, id: { id($0 * perLine) })
        let box = LazyStackBox(axis: axis, spacing: spacing ?? GridTracks.defaultSpacing, alignment: 0.5, memory: memory.lines,
                               segments: lineCount > 0 ? [lines] : [], host: context.host)
        context.host.noteGeometryReader()
        nodes.append(context.makeNode(.layout(box), label: label, children: box.builtNodes))
    }
}

/// One line of a lazy grid: its cells laid out by the grid's tracks. Placed, it checks that the
/// tracks resolve to as many as the cells were grouped by; if not, the grid is built again
/// with the new count.
private struct GridLineLayout: Layout {
    let grid: GridLayout
    let memory: LazyGridMemory
    let perLine: Int
    weak var host: ViewHost?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The breadth the line was offered (its bounds hug its tracks).
        let across = (grid.axis == .vertical ? proposal.width : proposal.height) ?? (grid.axis == .vertical ? bounds.width : bounds.height)
        let tracks = GridTracks.resolve(grid.tracks, in: across).count
        if tracks > 0, tracks != memory.trackCount {
            memory.trackCount = tracks
            if tracks != perLine { host?.invalidate() }
        }
        grid.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The layout of the lazy grids: tracks across `axis`'s cross direction, lines along it.
struct GridLayout: Layout {
    let tracks: [GridItem]
    /// `.vertical`: columns across, rows going down (`LazyVGrid`).
    let axis: Axis
    let lineSpacing: CGFloat?

    private func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [(size: CGFloat, spacing: CGFloat, alignment: Alignment?)], lines: [CGFloat]) {
        let across = (axis == .vertical ? proposal.width : proposal.height) ?? 390
        let resolved = GridTracks.resolve(tracks, in: across)
        guard !resolved.isEmpty else { return ([], []) }
        var lines: [CGFloat] = []
        var index = 0
        while index < subviews.count {
            var line: CGFloat = 0
            for track in resolved where index < subviews.count {
                let proposal = axis == .vertical ? ProposedViewSize(width: track.size, height: nil) : ProposedViewSize(width: nil, height: track.size)
                let size = subviews[subviews.startIndex + index].sizeThatFits(proposal)
                line = max(line, axis == .vertical ? size.height : size.width)
                index += 1
            }
            lines.append(line)
        }
        return (resolved, lines)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines) = measure(proposal, subviews)
        let across = tracks.map(\.size).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        let spacing = lineSpacing ?? GridTracks.defaultSpacing
        let along = lines.reduce(0, +) + spacing * CGFloat(max(0, lines.count - 1))
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines) = measure(axis == .vertical ? ProposedViewSize(width: bounds.width, height: proposal.height)
                                                        : ProposedViewSize(width: proposal.width, height: bounds.height), subviews)
        let spacing = lineSpacing ?? GridTracks.defaultSpacing
        let across = tracks.map(\.size).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        // The tracks are centred across the bounds.
        let start = ((axis == .vertical ? bounds.width : bounds.height) - across) / 2
        var index = 0
        var along: CGFloat = 0
        for line in lines {
            var position = start
            for track in tracks where index < subviews.count {
                let subview = subviews[subviews.startIndex + index]
                let cell = axis == .vertical
                    ? CGRect(x: bounds.minX + position, y: bounds.minY + along, width: track.size, height: line)
                    : CGRect(x: bounds.minX + along, y: bounds.minY + position, width: line, height: track.size)
                let size = subview.sizeThatFits(axis == .vertical ? ProposedViewSize(width: cell.width, height: nil)
                                                                  : ProposedViewSize(width: nil, height: cell.height))
                let alignment = track.alignment ?? .center
                let offset = alignment.offset(of: size, in: cell.size)
                subview.place(at: CGPoint(x: cell.minX + offset.x, y: cell.minY + offset.y), proposal: ProposedViewSize(size))
                position += track.size + track.spacing
                index += 1
            }
            along += line + spacing
        }
    }
}
