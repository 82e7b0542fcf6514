import Testing
@testable import GestureUI

private func describe(_ size: CGSize) -> String { "(\(size.width), \(size.height))" }
private func describe(_ rect: CGRect) -> String { "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))" }

/// Halves of its reader's width: a bar whose width is read from the proxy.
private struct HalfBar: View {
    var body: some View {
        GeometryReader { proxy in
            Color.blue.frame(width: proxy.size.width / 2, height: 10)
        }
        .frame(width: 300, height: 100)
    }
}

/// Prints every size and global frame its reader's content was built with.
private struct Reporter: View {
    @State var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 44)
            GeometryReader { proxy in
                let _ = print("size \(describe(proxy.size)) global \(describe(proxy.frame(in: .global))) card \(describe(proxy.frame(in: .named("card"))))")
                Color.green
            }
            .frame(width: wide ? 200 : 100, height: 50)
            .onTapGesture { wide.toggle() }
        }
        .padding(20)
        .coordinateSpace(name: "card")
    }
}

/// A reader in each of 20 rows of a scroll view, printing its row's top on the screen.
private struct ScrollTracker: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let _ = print("top \(proxy.frame(in: .named("scroll")).minY)")
                    Color.blue
                }
                .frame(height: 100)
                ForEach(0..<19) { _ in Color.gray.frame(height: 100) }
            }
        }
        .coordinateSpace(name: "scroll")
    }
}

@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test("a reader takes the space it is offered and its content reads the size: a bar half its width, at its top-leading corner")
    func contentReadsTheSize() {
        let lab = ViewHarness(HalfBar())
        let bar = lab.item()
        #expect(bar.size == CGSize(width: 150, height: 10))
        // The reader's 300 × 100 frame is centred; its content sits at the reader's top-leading corner.
        #expect(bar.center == CGPoint(x: 195 - 150 + 75, y: 422 - 50 + 5))
    }

    @Test("the content is built once the reader's place is known: never with a zero size, again when the reader moves or resizes")
    func contentIsBuiltFromKnownGeometry() {
        let lab = ViewHarness(Reporter())
        // A 100 × 50 reader below a 44-point bar, inside 20 points of padding, centred in the canvas.
        let top = 422 - (44.0 + 50) / 2, left = 195 - 50.0
        #expect(lab.printed == ["size (100.0, 50.0) global (\(left), \(top + 44), 100.0, 50.0) card (20.0, 64.0, 100.0, 50.0)"])
        lab.tap(195, top + 44 + 25, at: 0)
        #expect(lab.printed.count == 2)
        #expect(lab.printed.last == "size (200.0, 50.0) global (\(195 - 100.0), \(top + 44), 200.0, 50.0) card (20.0, 64.0, 200.0, 50.0)")
        #expect(lab.item(1).size == CGSize(width: 200, height: 50))
    }

    @Test("a reader in a scroll view reads its place in the scroll view's named space as the content scrolls")
    func readsTheScrollPosition() {
        let lab = ViewHarness(ScrollTracker())
        #expect(lab.printed == ["top 0.0"])
        lab.drag(from: (195, 600), to: (195, 400), start: 0, release: false)
        #expect(lab.printed.last == "top -200.0")
    }

    @Test("an unchanged reader does not build its content again on other updates")
    func unchangedReaderIsNotRebuilt() {
        let lab = ViewHarness(Reporter())
        let before = lab.host.bodyEvaluations
        lab.tap(10, 10, at: 0)      // outside everything: no state changes
        #expect(lab.printed.count == 1)
        #expect(lab.host.bodyEvaluations == before)
    }
}
