import Testing
@testable import GestureUI

/// Lays a view out in a canvas and returns the scene-space frames of the drawn items.
private func frames<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 844)) -> [CGRect] {
    let host = ViewHost(view, size: size)
    host.update()
    return host.displayList(at: .zero).items.map { item in
        CGRect(x: item.center.x - item.size.width / 2, y: item.center.y - item.size.height / 2,
               width: item.size.width, height: item.size.height)
    }
}

/// Puts each subview below and to the right of the one before, at its ideal size.
private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = CGPoint(x: bounds.minX, y: bounds.minY)
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += size.width
            point.y += size.height
        }
    }
}

/// Places its subviews around a circle by their centres, counting how often it made its cache.
private final class CacheCounter: @unchecked Sendable { var made = 0 }
private struct Radial: Layout {
    let counter: CacheCounter
    struct Cache { var sizes: [CGSize] }
    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let radius = min(bounds.width, bounds.height) / 2
        for (index, subview) in subviews.enumerated() {
            let angle = Double(index) / Double(subviews.count) * 2 * Double.pi
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: ProposedViewSize(cache.sizes[index]))
        }
    }
}

/// Places only its first subview.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 200)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
    }
}

/// Places its subviews in rows of two, reading each row as a slice of the subviews.
private struct Pairs: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 40, height: CGFloat((subviews.count + 1) / 2) * 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for start in stride(from: subviews.startIndex, to: subviews.endIndex, by: 2) {
            let row = subviews[start..<min(start + 2, subviews.endIndex)]
            for index in row.indices {
                row[index].place(at: CGPoint(x: bounds.minX + CGFloat(index - start) * 20, y: bounds.minY + CGFloat(start / 2) * 20),
                                 proposal: ProposedViewSize(width: 20, height: 20))
            }
        }
    }
}

@Suite("The Layout protocol")
struct LayoutProtocolTests {
    @Test("a slice of the subviews keeps their indices, as any collection's slice does")
    func slicesKeepIndices() {
        let drawn = drawnItems(Pairs {
            Color.red
            Color.green
            Color.blue
        })
        #expect(drawn.map(\.center) == [CGPoint(x: 185, y: 412), CGPoint(x: 205, y: 412), CGPoint(x: 185, y: 432)])
    }

    @Test("a layout of your own sizes and places its subviews: a diagonal of three squares")
    func customLayout() {
        let drawn = frames(Diagonal {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 30, height: 30)
        })
        // 60 × 60 in all, centred in the canvas.
        let origin = CGPoint(x: 195 - 30, y: 422 - 30)
        #expect(drawn == [CGRect(x: origin.x, y: origin.y, width: 10, height: 10),
                          CGRect(x: origin.x + 10, y: origin.y + 10, width: 20, height: 20),
                          CGRect(x: origin.x + 30, y: origin.y + 30, width: 30, height: 30)])
    }

    @Test("place(at:anchor:proposal:) puts the anchor at the point; the cache is made once for an update")
    func anchorsAndCache() {
        let counter = CacheCounter()
        let drawn = frames(Radial(counter: counter) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }.frame(width: 200, height: 200))
        #expect(drawn[0] == CGRect(x: 195 + 100 - 10, y: 422 - 10, width: 20, height: 20))
        #expect(abs(drawn[1].midX - (195 - 100)) < 1e-9)
        #expect(abs(drawn[1].midY - 422) < 1e-9)
        #expect(counter.made == 1)
    }

    @Test("a subview the layout leaves unplaced sits at its centre")
    func unplacedSubviewsAreCentred() {
        let drawn = frames(FirstOnly {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 40, height: 40)
        })
        #expect(drawn[0].origin == CGPoint(x: 95, y: 322))
        #expect(drawn[1] == CGRect(x: 195 - 20, y: 422 - 20, width: 40, height: 40))
    }

    @Test("HStackLayout and VStackLayout lay out as HStack and VStack, a Spacer growing along the axis only")
    func stackLayoutsMatchTheStacks() {
        @ViewBuilder func content() -> some View {
            Color.red.frame(width: 50, height: 50)
            Spacer()
            Color.blue.frame(width: 30, height: 30)
        }
        #expect(frames(HStackLayout(alignment: .top, spacing: 4)(content)) == frames(HStack(alignment: .top, spacing: 4, content: content)))
        #expect(frames(VStackLayout(alignment: .leading)(content)) == frames(VStack(alignment: .leading, content: content)))
        let row = frames(HStackLayout()(content))
        #expect(row[0].minX == 0 && row[1].maxX == 390)
        #expect(row[0].midY == 422)
    }

    @Test("AnyLayout switches between a row and a column with the same subviews, keeping the stack's spacers")
    func anyLayout() {
        func view(wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            return layout {
                Color.red.frame(width: 40, height: 40)
                Spacer()
                Color.blue.frame(width: 40, height: 40)
            }
        }
        let row = frames(view(wide: true)), column = frames(view(wide: false))
        #expect(row[0].minX == 0 && row[1].maxX == 390 && row[0].minY == row[1].minY)
        #expect(column[0].minY == 0 && column[1].maxY == 844 && column[0].minX == column[1].minX)
    }

    @Test("ZStackLayout aligns its children by its alignment")
    func zstackLayout() {
        let drawn = frames(ZStackLayout(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(drawn[0].origin == drawn[1].origin)
    }

    @Test("a stack offers its length to the higher layoutPriority first: the ranked text keeps one line")
    func layoutPriorityWins() {
        let title = "A title that wants its line", detail = "Some detail that can wrap"
        #expect(TextMetrics.width(title, pointSize: 17) < 230)
        let plain = frames(HStack {
            Text(title)
            Text(detail)
        }.frame(width: 300))
        let ranked = frames(HStack {
            Text(title).layoutPriority(1)
            Text(detail)
        }.frame(width: 300))
        #expect(ranked[0].height == TextMetrics.lineHeight(pointSize: 17).rounded(.up))
        #expect(ranked[0].width > ranked[1].width)
        #expect(ranked[0].height < plain[0].height)
    }

    @Test("ProposedViewSize: zero, infinity, unspecified and replacing nil by 10 points")
    func proposedViewSize() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
            == CGSize(width: 30, height: 2))
        #expect(ProposedViewSize.zero == ProposedViewSize(CGSize.zero))
        #expect(ProposedViewSize.infinity.width == .infinity)
    }
}
