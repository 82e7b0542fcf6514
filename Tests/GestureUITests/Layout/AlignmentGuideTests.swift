import Testing
@testable import GestureUI

private extension VerticalAlignment {
    enum Middle: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    static let middle = VerticalAlignment(Middle.self)
}

private extension HorizontalAlignment {
    enum Pin: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }
    static let pin = HorizontalAlignment(Pin.self)
}

@Suite("Alignment guides")
struct AlignmentGuideTests {
    /// The frames of the drawn items, left to right as drawn.
    private func frames<V: View>(_ view: V) -> [CGRect] {
        drawnItems(view).map { CGRect(x: $0.center.x - $0.size.width / 2, y: $0.center.y - $0.size.height / 2,
                                      width: $0.size.width, height: $0.size.height) }
    }

    @Test("a leading guide moved 20 points back indents that row by 20 in a leading VStack")
    func indent() {
        let f = frames(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
        })
        #expect(f[1].minX - f[0].minX == 20)
    }

    @Test("the stack is as wide as its aligned rows reach")
    func stackWidth() {
        let f = frames(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 100, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
        }.background(Color.gray))
        // The grey background behind is the stack's frame: 120 wide.
        #expect(f[0].width == 120)
    }

    @Test("an HStack lines up a custom guide: each view's own value where it sets one, the default elsewhere")
    func customGuide() {
        let f = frames(HStack(alignment: .middle, spacing: 0) {
            Color.red.frame(width: 10, height: 100)
            Color.blue.frame(width: 10, height: 40).alignmentGuide(.middle) { d in d[.top] }
        })
        // The blue square's top is on the red bar's middle.
        #expect(f[1].minY == f[0].midY)
    }

    @Test("an overlay badge whose guides are moved sits across the corner")
    func overlayBadge() {
        let f = frames(Color.gray.frame(width: 100, height: 60)
            .overlay(alignment: .topTrailing) {
                Color.red.frame(width: 20, height: 20)
                    .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                    .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
            })
        let card = f[0], badge = f[1]
        #expect(badge.midX == card.maxX)
        #expect(badge.midY == card.minY)
    }

    @Test("firstTextBaseline lines texts of two sizes up on their baselines")
    func baselines() {
        let items = drawnItems(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        })
        let big = items[0], small = items[1]
        guard case .text(_, let bigSize, _, _) = big.content, case .text(_, let smallSize, _, _) = small.content else {
            Issue.record("no texts")
            return
        }
        let bigBaseline = big.center.y - big.size.height / 2 + TextMetrics.ascent(pointSize: bigSize)
        let smallBaseline = small.center.y - small.size.height / 2 + TextMetrics.ascent(pointSize: smallSize)
        #expect(abs(bigBaseline - smallBaseline) < 0.01)
        #expect(small.center.y > big.center.y)
    }

    @Test("a ZStack with a custom guide lines its children up on it")
    func zstackCustom() {
        let f = frames(ZStack(alignment: Alignment(horizontal: .pin, vertical: .top)) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.pin) { d in d[.trailing] }
        })
        #expect(f[1].maxX == f[0].minX)
    }

    @Test("ViewDimensions gives a view's explicit guide to a Layout of your own")
    func explicitInLayout() {
        struct Reader: Layout {
            let seen: Box
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                seen.values = subviews.map { $0.dimensions(in: .unspecified)[explicit: .leading] }
                for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
            }
        }
        final class Box { var values: [CGFloat?] = [] }
        let box = Box()
        _ = drawnItems(Reader(seen: box) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 7 }
        })
        #expect(box.values == [nil, 7])
    }

    @Test("a ZStack is as large as its children reach once their guides are lined up")
    func zstackSize() {
        let f = frames(ZStack(alignment: .topTrailing) {
            Color.gray.frame(width: 100, height: 60)
            Color.red.frame(width: 20, height: 20)
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        }.background(Color.blue))
        // The badge hangs 10 points out at the top and the right: the stack is 110 × 70.
        let stack = f[0]
        #expect(stack.width == 110 && stack.height == 70)
        let card = f[1], badge = f[2]
        #expect(badge.midX == card.maxX && badge.midY == card.minY)
    }
}
