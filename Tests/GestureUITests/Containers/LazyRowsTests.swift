import Testing
@testable import GestureUI

/// Counts the rows a lazy stack builds (each row's body is evaluated once per update it is built in).
private final class BuildLog {
    var built: Set<Int> = []
}

private struct Row: View {
    let index: Int
    let log: BuildLog
    var body: some View {
        log.built.insert(index)
        return Text("Row \(index)").frame(height: 40)
    }
}

@Suite("Lazy stacks build only the rows that are seen")
struct LazyRowsTests {
    private struct Feed: View {
        let log: BuildLog
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<10_000) { Row(index: $0, log: log) } }
            }
        }
    }

    @Test("a LazyVStack of 10,000 rows in a scroll view builds only the screenful it shows")
    func onlyTheScreenful() {
        let log = BuildLog()
        let lab = ViewHarness(Feed(log: log))
        // 844 points of 40-point rows, and a margin either side: a few dozen rows, not 10,000.
        #expect(log.built.count > 844 / 40)
        #expect(log.built.count < 40)
        #expect(lab.center(of: "Row 0") != nil)
        #expect(lab.center(of: "Row 100") == nil)
    }

    @Test("the stack is as long as all its rows: flicks keep scrolling far past the rows built at first")
    func lengthCountsEveryRow() {
        let log = BuildLog()
        let lab = ViewHarness(Feed(log: log))
        var t = 1.0
        // Flick up many times: the content is 400,000 points long, so it keeps scrolling.
        for _ in 0..<5 {
            lab.drag(from: (195, 700), to: (195, 100), start: t, duration: 0.1)
            t += 1
        }
        lab.advance(to: t)
        let shown = lab.texts().compactMap { Int($0.text.dropFirst(4)) }
        #expect((shown.min() ?? 0) > 30)
        // Rows that scrolled away are no longer built; those seen, and those the last glide
        // passed (its update built its whole way), are: some dozens of 10,000.
        #expect(shown.count < 150)
    }

    @Test("rows scrolled into view are built and placed one after another")
    func scrolledRowsInOrder() {
        let log = BuildLog()
        let lab = ViewHarness(Feed(log: log))
        lab.drag(from: (195, 600), to: (195, 200), start: 1, duration: 0.4)
        lab.advance(to: 3)
        let rows = lab.texts().compactMap { text -> (Int, CGFloat)? in
            guard let index = Int(text.text.dropFirst(4)) else { return nil }
            return (index, text.center.y)
        }.sorted { $0.0 < $1.0 }
        #expect(rows.count > 10)
        for (a, b) in zip(rows, rows.dropFirst()) {
            #expect(b.0 == a.0 + 1)
            #expect(abs(b.1 - a.1 - 40) < 0.01)
        }
    }

    @Test("rows of other lengths are counted at their measured length once built")
    func measuredLengths() {
        struct Tall: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 10) {
                        Text("Header").frame(height: 100)
                        ForEach(0..<500) { Text("Item \($0)").frame(height: 60) }
                    }
                }
            }
        }
        let lab = ViewHarness(Tall())
        let header = lab.center(of: "Header")!
        let first = lab.center(of: "Item 0")!
        let second = lab.center(of: "Item 1")!
        #expect(abs(first.y - header.y - (50 + 10 + 30)) < 0.01)
        #expect(abs(second.y - first.y - 70) < 0.01)
    }

    @Test("ScrollViewReader scrolls to a row that was never built")
    func scrollToUnbuiltRow() {
        struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Text("Jump").frame(height: 44).onTapGesture { proxy.scrollTo(5_000, anchor: .top) }
                        ScrollView {
                            LazyVStack(spacing: 0) { ForEach(0..<10_000) { Text("Row \($0)").frame(height: 40) } }
                        }
                    }
                }
            }
        }
        let lab = ViewHarness(Jump())
        #expect(lab.center(of: "Row 5000") == nil)
        let top = lab.center(of: "Row 0")!.y
        lab.tap("Jump", at: 1)
        lab.advance(to: 2)
        let row = lab.center(of: "Row 5000")
        #expect(row != nil)
        #expect(abs((row?.y ?? 0) - top) < 0.5)
    }

    @Test("a row keeps its state while it stays built, and a tap on a built row reaches it")
    func tapOnBuiltRow() {
        struct Taps: View {
            @State var tapped: [Int] = []
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1_000) { index in
                            Text(tapped.contains(index) ? "Tapped \(index)" : "Row \(index)").frame(height: 40)
                                .onTapGesture { tapped.append(index) }
                        }
                    }
                }
            }
        }
        let lab = ViewHarness(Taps())
        lab.tap("Row 3", at: 1)
        lab.advance(to: 1.5)
        #expect(lab.center(of: "Tapped 3") != nil)
    }

    @Test("a LazyHStack builds only the cards a horizontal scroll view shows")
    func horizontal() {
        let log = BuildLog()
        struct Cards: View {
            let log: BuildLog
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 10) { ForEach(0..<1_000) { Row(index: $0, log: log).frame(width: 150) } }
                }
            }
        }
        let lab = ViewHarness(Cards(log: log))
        // The first pass counts unseen cards at a list row's 44 points and builds a few more
        // than the second, which knows they are 150 wide: about a dozen of 1,000 in all.
        #expect(log.built.count < 20)
        let first = lab.center(of: "Row 0")!
        let second = lab.center(of: "Row 1")!
        #expect(abs(second.x - first.x - 160) < 0.01)
    }

    @Test("an element that makes no view takes no room: the rows around it close up")
    func emptyElements() {
        struct Sparse: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 10) {
                        ForEach(0..<50) { index in
                            if index % 2 == 0 { Text("Even \(index)").frame(height: 40) }
                        }
                    }
                }
            }
        }
        let lab = ViewHarness(Sparse())
        lab.advance(to: 0.5)
        let zero = lab.center(of: "Even 0")!, two = lab.center(of: "Even 2")!
        #expect(abs(two.y - zero.y - 50) < 0.01)
    }

    @Test("a jump far down shows rows where it starts and where it ends")
    func longJumpBuildsBothEnds() {
        struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Text("Jump").frame(height: 44).onTapGesture { withAnimation(.linear(duration: 1)) { proxy.scrollTo(5_000, anchor: .top) } }
                        ScrollView {
                            LazyVStack(spacing: 0) { ForEach(0..<10_000) { Text("Row \($0)").frame(height: 40) } }
                        }
                    }
                }
            }
        }
        let lab = ViewHarness(Jump())
        lab.tap("Jump", at: 1)
        // Just after the jump starts, the first rows are still drawn where they were.
        #expect(lab.center(of: "Row 1", at: 1.06) != nil)
        #expect(lab.center(of: "Row 5000", at: 2.1) != nil)
    }

    @Test("a lazy stack moved by a not-a-number offset builds nothing instead of crashing")
    func notANumber() {
        let zero = 0.0
        let items = drawnItems(ScrollView { LazyVStack { ForEach(0..<100) { Text("Row \($0)") } }.offset(y: zero / zero) })
        #expect(items.count < 100)
    }

    @Test("a List of one ForEach builds only the rows it shows, drawn as the same rows built all at once")
    func lazyList() {
        let log = BuildLog()
        struct Long: View {
            let log: BuildLog
            var body: some View { List(0..<10_000, id: \.self) { Row(index: $0, log: log) } }
        }
        struct Eager: View {
            let log: BuildLog
            // A list whose content is not one ForEach is built whole.
            var body: some View { List { Text("Row -1"); ForEach(0..<30, id: \.self) { Row(index: $0, log: log) } } }
        }
        let lab = ViewHarness(Long(log: log))
        #expect(log.built.count < 40)
        let eager = ViewHarness(Eager(log: BuildLog()))
        // The same row chrome: each row 11 points below the one before plus its 40, at the same x.
        let lazyRows = (0..<3).compactMap { lab.center(of: "Row \($0)") }
        let eagerRows = (0..<3).compactMap { eager.center(of: "Row \($0)") }
        #expect(lazyRows.count == 3 && eagerRows.count == 3)
        #expect(zip(lazyRows, eagerRows).allSatisfy { abs($0.x - $1.x) < 0.01 })
        #expect(abs((lazyRows[1].y - lazyRows[0].y) - (eagerRows[1].y - eagerRows[0].y)) < 0.01)
    }

    @Test("a List of a ForEach of sections keeps one card per section, its header above the card")
    func listOfSections() {
        struct Groups: View {
            var body: some View {
                List {
                    ForEach(["Fruit", "Nuts"], id: \.self) { name in
                        Section(name) { Text("\(name) row") }
                    }
                }
            }
        }
        let lab = ViewHarness(Groups())
        #expect(lab.center(of: "Fruit row") != nil && lab.center(of: "Nuts row") != nil)
        // Built whole, as sections (no lazy stack of rows in one card).
        func labels(_ node: Node) -> [String] { [node.label] + node.children.flatMap(labels) }
        #expect(!labels(lab.host.rootNode!).contains("LazyVStack"))
        // A List of plain rows is lazy.
        let plain = ViewHarness(List(0..<3, id: \.self) { Text("Row \($0)") })
        #expect(labels(plain.host.rootNode!).contains("LazyVStack"))
    }
}

/// A photo grid of 10,000 cells with adaptive columns, counting the cells it builds.
private struct PhotoGrid: View {
    let log: BuildLog
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
                ForEach(0..<10_000) { Row(index: $0, log: log).frame(height: 100) }
            }
        }
    }
}

@Suite("Lazy grids build only the rows that are seen")
struct LazyGridTests {
    @Test("a LazyVGrid of 10,000 cells in a scroll view builds only the rows it shows, three cells to a row of 390 points")
    func onlyTheScreenful() {
        let log = BuildLog()
        let lab = ViewHarness(PhotoGrid(log: log))
        // 844 points of 108-point rows and a margin either side: some dozens of cells.
        #expect(log.built.count >= 3 * (844 / 108))
        #expect(log.built.count < 80)
        let first = lab.center(of: "Row 0")!, fourth = lab.center(of: "Row 3")!, second = lab.center(of: "Row 1")!
        #expect(abs(first.x - fourth.x) < 0.01 && fourth.y - first.y == 108)
        #expect(second.y == first.y && second.x > first.x)
    }

    @Test("the cells per row follow the width the grid is given: two in a 250-point canvas")
    func cellsPerRowFollowTheWidth() {
        let log = BuildLog()
        let lab = ViewHarness(PhotoGrid(log: log), size: CGSize(width: 250, height: 600))
        let first = lab.center(of: "Row 0")!, third = lab.center(of: "Row 2")!
        #expect(abs(first.x - third.x) < 0.01 && third.y - first.y == 108)
    }

    @Test("a grid narrower than the canvas regroups its cells by the tracks its layout finds: two to a row inside 80 points of padding")
    func regroupsByItsOwnWidth() {
        let log = BuildLog()
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 8) {
                ForEach(0..<1_000) { Row(index: $0, log: log).frame(height: 100) }
            }
            .padding(.horizontal, 40)
        }
        let lab = ViewHarness(view)
        // (310 + 8) / (100 + 8) → 2 columns, though the canvas's 390 points would hold 3.
        let first = lab.center(of: "Row 0")!, third = lab.center(of: "Row 2")!, second = lab.center(of: "Row 1")!
        #expect(abs(first.x - third.x) < 0.01 && third.y - first.y == 108)
        #expect(second.y == first.y)
    }

    @Test("a flick down the grid builds the rows it comes to and lets go of those it left")
    func scrolling() {
        let log = BuildLog()
        let lab = ViewHarness(PhotoGrid(log: log))
        var t = 1.0
        for _ in 0..<3 {
            lab.drag(from: (195, 700), to: (195, 100), start: t, duration: 0.1)
            t += 1
        }
        lab.advance(to: t)
        let shown = lab.texts().compactMap { Int($0.text.dropFirst(4)) }
        #expect((shown.min() ?? 0) > 30)
        #expect(shown.count < 150)
        // Shown cells come in whole rows of three, in order.
        #expect(Set(shown.map { $0 / 3 }).count * 3 >= shown.count)
    }

    @Test("a LazyHGrid fills columns of its rows leading to trailing")
    func horizontalGrid() {
        let log = BuildLog()
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 10) {
                ForEach(0..<1_000) { Row(index: $0, log: log).frame(width: 80) }
            }
        }
        let lab = ViewHarness(view)
        let first = lab.center(of: "Row 0")!, second = lab.center(of: "Row 1")!, third = lab.center(of: "Row 2")!
        #expect(second.x == first.x && second.y > first.y)
        #expect(third.y == first.y && third.x - first.x == 90)
        #expect(log.built.count < 40)
    }
}
