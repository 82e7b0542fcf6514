import Testing
@testable import GestureUI

private struct Rounds: View {
    var visibility: Visibility = .visible
    var body: some View {
        NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Rounds")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(visibility, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("New Round") {} } }
        }
    }
}

@Suite("Toolbars: the navigation bar's background and scheme, the bottom toolbar")
struct ToolbarTests {
    /// The fills drawn above `y` that span the canvas.
    private func barFills(_ lab: ViewHarness, above y: CGFloat) -> [Color] {
        lab.frame().compactMap { item in
            guard case .shape(_, let fill?, _, _) = item.content, item.size.width == 390, item.opacity > 0,
                  item.center.y + item.size.height / 2 <= y else { return nil }
            return fill
        }
    }

    @Test("a bar given a background shown always draws it behind a title in the bar's dark scheme")
    func visibleBackgroundAndScheme() {
        let lab = ViewHarness(Rounds())
        // The bar is in its dark scheme, its own background too: indigo's dark shade.
        #expect(barFills(lab, above: 100).contains(Color(hex: 0x5E5CE6)))
        let title = lab.frame().first { if case .text(["Rounds"], _, _, _) = $0.content { true } else { false } }
        if case .text(_, _, let color, _)? = title?.content { #expect(color == .white) } else { Issue.record("no title") }
    }

    @Test("with the automatic visibility the bar is clear at rest and takes its background once the list scrolls under it")
    func backgroundOnceScrolled() {
        let lab = ViewHarness(Rounds(visibility: .automatic))
        #expect(!barFills(lab, above: 100).contains(.indigo))
        lab.drag(from: (195, 600), to: (195, 400), start: 0.5)
        lab.advance(to: 3)
        // In the bar's dark scheme now that its background shows: indigo's dark shade.
        #expect(barFills(lab, above: 100).contains(Color(hex: 0x5E5CE6)))
    }

    @Test("a plain bar turns iOS's bar grey with a hairline once content scrolls under it")
    func greyOnceScrolled() {
        let lab = ViewHarness(NavigationStack { List(0..<40, id: \.self) { Text("Row \($0)") }.navigationTitle("Plain") })
        #expect(!barFills(lab, above: 150).contains(.barBackground))
        lab.drag(from: (195, 600), to: (195, 400), start: 0.5)
        lab.advance(to: 3)
        #expect(barFills(lab, above: 150).contains(.barBackground))
        #expect(barFills(lab, above: 150).isEmpty == false)
    }

    @Test("a bottomBar item stands in a toolbar at the screen's bottom edge, in the middle, and its button works")
    func bottomBar() {
        let lab = ViewHarness(Rounds())
        let button = try! #require(lab.center(of: "New Round"))
        #expect(abs(button.x - 195) < 1)
        #expect(button.y > 844 - 49 - 34 - 1)
    }

    @Test("toolbar(.hidden, for: .navigationBar) hides the bar")
    func hiddenBar() {
        let lab = ViewHarness(NavigationStack { Text("Body").navigationTitle("Gone").toolbar(.hidden, for: .navigationBar) })
        #expect(lab.center(of: "Gone") == nil)
        #expect(lab.center(of: "Body") != nil)
    }

    @Test("with the automatic visibility the bar takes its scheme too once its background shows")
    func schemeOnceScrolled() {
        let lab = ViewHarness(Rounds(visibility: .automatic))
        func titleColor() -> Color? {
            let title = lab.frame().first { if case .text(["Rounds"], _, _, _) = $0.content { true } else { false } }
            if case .text(_, _, let color, _)? = title?.content { return color }
            return nil
        }
        #expect(titleColor() == .primary)
        lab.drag(from: (195, 600), to: (195, 400), start: 0.5)
        lab.advance(to: 3)
        #expect(titleColor() == .white)
    }

    @Test("a bottom toolbar above a tab bar leaves no home indicator's strip between them")
    func bottomBarAboveTabBar() {
        let lab = ViewHarness(TabView {
            Rounds().tabItem { Label("Rounds", systemImage: "flag") }
        })
        let button = try! #require(lab.center(of: "New Round"))
        // The tab's label is the lower of the two "Rounds" (the other is the bar's title).
        let tab = try! #require(lab.texts().filter { $0.text == "Rounds" }.map(\.center).max { $0.y < $1.y })
        // The toolbar's button sits in the middle of its 49 points, which end where the tab bar's
        // begin: the tab's label is less than a bar's height below the button.
        #expect(tab.y - button.y < 49 + 24)
        #expect(tab.y - button.y > 24)
    }

    @Test("scrolling a list under a large title folds the title away first, the rows following the finger; once folded it shows small in the bar")
    func largeTitleFolds() {
        let lab = ViewHarness(NavigationStack { List(0..<40, id: \.self) { Text("Row \($0)") }.navigationTitle("Rounds") })
        func title() -> DisplayItem? {
            lab.frame().first { if case .text(["Rounds"], _, _, _) = $0.content { true } else { false } }
        }
        func size(_ item: DisplayItem?) -> CGFloat? { if case .text(_, let size, _, _)? = item?.content { size } else { nil } }
        let row = try! #require(lab.center(of: "Row 0"))
        #expect(size(title()) == 34)
        // 30 points up, finger still down: the rows moved 30 with it; the title is still large.
        lab.down(195, 600, at: 0.5)
        for step in 1...10 { lab.move(195, 600 - 3 * Double(step), at: 0.5 + 0.02 * Double(step)) }
        #expect(abs(lab.center(of: "Row 0")!.y - (row.y - 30)) < 0.5)
        #expect(size(title()) == 34)
        // 200 points up: the title is folded away and shows small in the bar.
        for step in 1...10 { lab.move(195, 570 - 17 * Double(step), at: 0.8 + 0.02 * Double(step)) }
        #expect(size(title()) == 17)
        #expect(abs(lab.center(of: "Row 5")!.y - (row.y + 5 * 44 - 200)) < 0.5)
    }

    @Test("under a folded title, scrollTo brings a row into view and leaves one in view where it is")
    func scrollToUnderAFoldedTitle() {
        struct Rows: View {
            var body: some View {
                NavigationStack {
                    ScrollViewReader { proxy in
                        List(0..<60, id: \.self) { row in
                            Text("Row \(row)").onTapGesture { proxy.scrollTo(row == 1 ? 20 : 2, anchor: row == 1 ? .top : nil) }
                        }
                    }
                    .navigationTitle("Rows")
                }
            }
        }
        let lab = ViewHarness(Rows())
        let before = try! #require(lab.center(of: "Row 2"))
        lab.tap("Row 0", at: 0.5)   // Row 2 is in view: nothing moves, the title stays large
        lab.advance(to: 2)
        #expect(lab.center(of: "Row 2") == before)
        lab.tap("Row 1", at: 2.5)   // Row 20 to the top, under the folded title's bar
        lab.advance(to: 4)
        let row = try! #require(lab.center(of: "Row 20"))
        let title = try! #require(lab.frame().first { if case .text(["Rows"], _, _, _) = $0.content { true } else { false } })
        if case .text(_, let size, _, _) = title.content { #expect(size == 17) }
        #expect(row.y - 22 > title.center.y && row.y - 22 < title.center.y + 60)
    }
}
