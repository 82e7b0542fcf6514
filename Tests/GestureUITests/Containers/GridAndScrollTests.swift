import Testing
@testable import GestureUI

@Suite("Grids, lazy stacks and scrolling")
struct GridAndScrollTests {
    @Test("an adaptive LazyVGrid fits as many columns of the minimum width as the width holds")
    func adaptiveColumns() {
        let items = drawnItems(LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
            ForEach(0..<7) { _ in Color.red.frame(height: 50) }
        }.frame(width: 390))
        // (390 + 8) / (100 + 8) → 3 columns of (390 − 16) / 3 points, three rows.
        #expect(items.count == 7)
        #expect(abs(items[0].size.width - (390 - 16) / 3) < 0.01)
        let rows = Set(items.map { Int($0.center.y) })
        #expect(rows.count == 3)
    }

    @Test("fixed and flexible columns: fixed first, flexible sharing the rest")
    func fixedAndFlexible() {
        let items = drawnItems(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())], spacing: 0) {
            ForEach(0..<3) { _ in Color.red.frame(height: 20) }
        }.frame(width: 316))
        #expect(items.map(\.size.width) == [100, 100, 100])
    }

    @Test("a Grid's column is as wide as its widest cell; a divider spans the grid")
    func grid() {
        let items = drawnItems(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 50, height: 10) }
            GridRow { Color.green.frame(width: 80, height: 10); Color.gray.frame(width: 20, height: 10) }
        })
        let red = items[0], green = items[2], blue = items[1]
        // Column one is 80 wide: the red cell is centred in it, and column two starts after it.
        #expect(abs(red.center.x - green.center.x) < 0.01)
        #expect(abs((blue.center.x - 25) - (green.center.x + 40 + 10 - 0)) < 15)
    }

    @Test("a horizontal ScrollView scrolls sideways under a leftward drag")
    func horizontalScroll() {
        struct Carousel: View {
            var body: some View {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) { ForEach(0..<10) { i in Text("Card \(i)").frame(width: 200, height: 100) } }
                }
            }
        }
        let lab = ViewHarness(Carousel())
        let before = lab.center(of: "Card 0")!
        lab.drag(from: (300, before.y), to: (100, before.y), start: 1.0, duration: 0.5)
        lab.advance(to: 3.0)
        #expect(lab.center(of: "Card 0")!.x < before.x - 150)
        #expect(abs(lab.center(of: "Card 0")!.y - before.y) < 0.01)
    }

    @Test("ScrollViewReader scrolls a row to the top, animated by withAnimation")
    func scrollTo() {
        struct Long: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        Text("Jump").onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(30, anchor: .top) } }
                        ScrollView {
                            VStack(spacing: 0) { ForEach(0..<60) { i in Text("Row \(i)").frame(height: 40).id(i) } }
                        }
                    }
                }
            }
        }
        let lab = ViewHarness(Long())
        let jump = lab.center(of: "Jump")!
        let scrollTop = lab.center(of: "Row 0")!.y - 20
        lab.tap(jump.x, jump.y, at: 1.0)
        lab.advance(to: 2.5)
        #expect(abs(lab.center(of: "Row 30")!.y - 20 - scrollTop) < 0.5)
    }

    @Test("LazyVStack lays out as a VStack")
    func lazyStack() {
        let items = drawnItems(LazyVStack(spacing: 5) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
        #expect(items[1].center.y - items[0].center.y == 15)
    }

    @Test("lineLimit cuts text to its lines with an ellipsis")
    func lineLimit() {
        let items = drawnItems(Text("one two three four five six seven eight nine ten eleven twelve").lineLimit(1).frame(width: 120))
        guard case .text(let lines, _, _, _) = items[0].content else { Issue.record("no text"); return }
        #expect(lines.count == 1)
        #expect(lines[0].hasSuffix("…"))
    }

    @Test("a new id is a new view: its state starts afresh")
    func idResets() {
        struct Counter: View {
            @State var taps = 0
            var body: some View { Text("taps \(taps)").onTapGesture { taps += 1 } }
        }
        struct Host: View {
            @State var generation = 0
            var body: some View {
                VStack(spacing: 100) {
                    Counter().id(generation)
                    Text("Reset").onTapGesture { generation += 1 }
                }
            }
        }
        let lab = ViewHarness(Host())
        lab.tap("taps 0", at: 1.0)
        #expect(lab.center(of: "taps 1") != nil)
        lab.tap("Reset", at: 2.0)
        #expect(lab.center(of: "taps 0") != nil)
    }
}

private struct Feed: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack(spacing: 0) { ForEach(0..<5) { i in Text("Card \(i)").frame(width: 300, height: 200) } }
                }
                .frame(height: 200)
                ForEach(0..<20) { i in Text("Row \(i)").frame(height: 60) }
            }
        }
    }
}

extension GridAndScrollTests {
    @Test("a vertical drag on a horizontal scroll view inside a vertical one scrolls the outer one")
    func directionLock() {
        let lab = ViewHarness(Feed())
        let card = lab.center(of: "Card 0")!
        let row = lab.center(of: "Row 8")!
        lab.drag(from: (card.x, card.y + 50), to: (card.x, card.y - 100), start: 1.0, duration: 0.4)
        lab.advance(to: 3.0)
        let rowAfter = lab.center(of: "Row 8")
        #expect(rowAfter.map { $0.y < row.y - 100 } == true)
        #expect(lab.center(of: "Card 0").map { $0.x == card.x } != false)
    }

    @Test("a sideways drag on the carousel scrolls it, not the page")
    func sidewaysOnCarousel() {
        let lab = ViewHarness(Feed())
        let card = lab.center(of: "Card 0")!
        let row = lab.center(of: "Row 0")!
        lab.drag(from: (300, card.y), to: (100, card.y), start: 1.0, duration: 0.4)
        lab.advance(to: 3.0)
        #expect(lab.center(of: "Card 0").map { $0.x < card.x - 150 } == true)
        #expect(lab.center(of: "Row 0")?.y == row.y)
    }
}

extension GridAndScrollTests {
    @Test("multi-line text lines up leading by default, as SwiftUI's does; multilineTextAlignment changes it")
    func textAlignment() {
        let long = "a caption long enough to wrap onto a second line"
        let plain = drawnItems(Text(long).frame(width: 150))[0]
        let centred = drawnItems(Text(long).multilineTextAlignment(.center).frame(width: 150))[0]
        guard case .text(let lines, _, _, _) = plain.content else { Issue.record("no text"); return }
        #expect(lines.count > 1)
        #expect(plain.textAlignment == .leading)
        #expect(centred.textAlignment == .center)
    }
}
