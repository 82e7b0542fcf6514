import Testing
@testable import GestureUI

private struct Hero: View {
    @Namespace var hero
    @State var isExpanded = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            if isExpanded {
                Color.blue.matchedGeometryEffect(id: "card", in: hero).frame(width: 300, height: 400)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { isExpanded = false } }
            } else {
                Color.blue.matchedGeometryEffect(id: "card", in: hero).frame(width: 100, height: 50)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { isExpanded = true } }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@Suite("matchedGeometryEffect")
struct MatchedGeometryTests {
    @Test("the inserted view of a matched pair grows from the removed one's frame into its own, the two crossfading")
    func heroGrows() {
        let lab = ViewHarness(Hero())
        lab.tap(50, 25, at: 1.0)
        let items = lab.frame(at: 1.55)
        #expect(items.count == 2)
        // Both drawn in the frame halfway between 100 × 50 and 300 × 400 at the top-left corner.
        for item in items {
            #expect(abs(item.center.x - 100) < 0.5)
            #expect(abs(item.center.y - 112.5) < 0.5)
        }
        #expect(abs(items.map(\.opacity).reduce(0, +) - 1) < 0.02)
        let settled = lab.frame(at: 2.2)
        #expect(settled.count == 1)
        #expect(settled.first?.size == CGSize(width: 300, height: 400))
    }

    @Test("a name space keeps its identity for as long as its view does")
    func namespaceIsStable() {
        final class Seen { var ids: [Namespace.ID] = [] }
        struct Probe: View {
            @Namespace var space
            @State var taps = 0
            let seen: Seen
            var body: some View {
                seen.ids.append(space)
                return Text("\(taps)").onTapGesture { taps += 1 }
            }
        }
        let seen = Seen()
        let lab = ViewHarness(Probe(seen: seen))
        lab.tap(195, 422, at: 1)
        lab.tap(195, 422, at: 2)
        #expect(seen.ids.count == 3)
        #expect(Set(seen.ids).count == 1)
    }
}
