/// Children in rows of the given columns, top to bottom: SwiftUI's `LazyVGrid`. Each row is as
/// tall as its tallest child; a child sits in its cell by the column's alignment (centred).
/// Built whole, like the lab's lazy stacks.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 16) {
///     ForEach(photos) { PhotoTile(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = GridLayout(tracks: columns, axis: .vertical, lineSpacing: spacing)
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveLayout(layout, content, label: "LazyVGrid", into: &nodes)
    }
}

/// Children in columns of the given rows, leading to trailing: SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let layout: GridLayout
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = GridLayout(tracks: rows, axis: .horizontal, lineSpacing: spacing)
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveLayout(layout, content, label: "LazyHGrid", into: &nodes)
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
