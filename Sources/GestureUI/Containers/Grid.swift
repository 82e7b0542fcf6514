/// Views in rows and columns, each column as wide as its widest cell and each row as tall as
/// its tallest: SwiftUI's `Grid` (iOS 16). Children that are not `GridRow`s (a `Divider`) span
/// the whole width.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Taps"); Text("\(taps)") }
///     Divider()
///     GridRow { Text("Drags"); Text("\(drags)") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var cells: [Node] = []
        var rows: [Int?] = []
        for node in context.nodes(of: content, at: 0) {
            if node.traits.isGridRow {
                cells += node.children
                rows.append(node.children.count)
            } else {
                cells.append(node)
                rows.append(nil)
            }
        }
        let layout = GridTableLayout(rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8,
                                     verticalSpacing: verticalSpacing ?? 8)
        nodes.append(context.makeNode(.layout(LayoutBox.make(layout)), label: "Grid", children: cells))
    }
}

/// One row of a `Grid`; elsewhere, an `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let node = context.makeNode(.layout(LayoutBox.make(HStackLayout(alignment: alignment ?? .center))), label: "GridRow",
                                    children: context.nodes(of: content, at: 0))
        node.traits.isGridRow = true
        nodes.append(node)
    }
}

extension View {
    /// How many columns a grid cell spans: accepted (each cell takes one).
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// A grid cell's alignment: accepted.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}

/// The layout of a `Grid`: rows of cells (nil: one cell across the whole grid).
struct GridTableLayout: Layout {
    let rows: [Int?]
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    private func measure(_ subviews: Subviews) -> (columns: [CGFloat], heights: [CGFloat], width: CGFloat) {
        let columnCount = rows.compactMap { $0 }.max() ?? 0
        var columns = [CGFloat](repeating: 0, count: columnCount)
        var index = subviews.startIndex
        for row in rows {
            guard let count = row else { index += 1; continue }
            for column in 0..<count {
                columns[column] = max(columns[column], subviews[index].sizeThatFits(.unspecified).width)
                index += 1
            }
        }
        let width = columns.reduce(0, +) + horizontalSpacing * CGFloat(max(0, columnCount - 1))
        var heights: [CGFloat] = []
        index = subviews.startIndex
        for row in rows {
            if let count = row {
                var height: CGFloat = 0
                for column in 0..<count {
                    height = max(height, subviews[index].sizeThatFits(ProposedViewSize(width: columns[column], height: nil)).height)
                    index += 1
                }
                heights.append(height)
            } else {
                heights.append(subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil)).height)
                index += 1
            }
        }
        return (columns, heights, width)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (_, heights, width) = measure(subviews)
        return CGSize(width: width, height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, heights.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (columns, heights, width) = measure(subviews)
        var index = subviews.startIndex
        var y = bounds.minY
        for (rowIndex, row) in rows.enumerated() {
            let height = heights[rowIndex]
            if let count = row {
                var x = bounds.minX
                for column in 0..<count {
                    let cell = CGSize(width: columns[column], height: height)
                    let size = subviews[index].sizeThatFits(ProposedViewSize(width: cell.width, height: nil))
                    let offset = alignment.offset(of: size, in: cell)
                    subviews[index].place(at: CGPoint(x: x + offset.x, y: y + offset.y), proposal: ProposedViewSize(size))
                    x += columns[column] + horizontalSpacing
                    index += 1
                }
            } else {
                let size = subviews[index].sizeThatFits(ProposedViewSize(width: width, height: nil))
                subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: width, height: size.height))
                index += 1
            }
            y += height + verticalSpacing
        }
    }
}
