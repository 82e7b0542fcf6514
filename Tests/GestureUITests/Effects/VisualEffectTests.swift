import Testing
@testable import GestureUI

/// The items filled with `color`, in drawing order.
private func items(_ lab: ViewHarness, _ color: Color) -> [DisplayItem] {
    lab.frame().filter { item in
        if case .shape(_, let fill, _, _) = item.content { return fill == color }
        return false
    }
}

@Suite("visualEffect and scrollTransition")
struct VisualEffectTests {
    private struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<6) { _ in
                        Color.orange.frame(width: 260, height: 200)
                            .scrollTransition { content, phase in
                                content.scaleEffect(phase.isIdentity ? 1 : 0.5).opacity(phase.isIdentity ? 1 : 0.2)
                            }
                    }
                }
            }
        }
    }

    @Test("a card wholly in view is drawn as it is; one half past the edge is half way to its edge look")
    func phases() {
        let lab = ViewHarness(Carousel())
        let cards = items(lab, .orange)
        // The first card (0…260) is in the 390-point canvas: as it is.
        #expect(cards[0].scale == 1 && cards[0].opacity == 1)
        // The second (260…520) is half past the trailing edge: scale 0.75, opacity 0.6.
        #expect(abs(cards[1].scale - 0.75) < 0.01)
        #expect(abs(cards[1].opacity - 0.6) < 0.01)
    }

    @Test("scrolling moves a card into view: it grows back to its own size")
    func scrolling() {
        let lab = ViewHarness(Carousel())
        lab.drag(from: (300, 422), to: (40, 422), start: 1, duration: 0.5, release: false)
        let cards = items(lab, .orange)
        // Scrolled 260: the second card fills 0…260 now.
        #expect(cards.contains { abs($0.center.x - 130) < 1 && $0.scale == 1 })
    }

    @Test("visualEffect draws from the view's frame in the canvas")
    func geometry() {
        let found = drawnItems(VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            Color.orange.frame(width: 100, height: 100)
                .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY / 10) }
        })
        let orange = found.first { item in
            if case .shape(_, let fill, _, _) = item.content { return fill == .orange }
            return false
        }!
        // The stack is centred: the orange square's top is at 422 − 100 + 100 = 422; moved 42.2.
        #expect(abs(orange.center.x - (195 + 42.2)) < 0.01)
    }

    @Test("a visual effect's scale stretches each axis by its own factor")
    func stretch() {
        let found = drawnItems(Color.orange.frame(width: 100, height: 100)
            .visualEffect { content, _ in content.scaleEffect(x: 1, y: 0.5) })
        #expect(found.count == 1)
        #expect(abs(found[0].size.width * found[0].scale - 100) < 0.01)
        #expect(abs(found[0].size.height * found[0].scale - 50) < 0.01)
    }
}
