import Testing
@testable import GestureUI

private struct Tabs: View {
    @State var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Text("Feed page").tabItem { Label("Feed", systemImage: "house") }.tag(0)
            Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
        }
    }
}

private struct Pages: View {
    @State var page = 0
    var body: some View {
        TabView(selection: $page) {
            Text("One").tag(0)
            Text("Two").tag(1)
            Text("Three").tag(2)
        }
        .tabViewStyle(.page)
    }
}

private struct Sheets: View {
    @State var showsSheet = false
    @State var asks = false
    @State var deleted = false
    var body: some View {
        VStack(spacing: 40) {
            Text("Open").onTapGesture { showsSheet = true }
            Text("Ask").onTapGesture { asks = true }
        }
        .sheet(isPresented: $showsSheet) { Text("Sheet body") }
        .alert("Delete?", isPresented: $asks) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) {}
        } message: { Text("For ever.") }
    }
}

@Suite("TabView, sheets and alerts")
struct TabAndPresentationTests {
    @Test("a tab bar item selects its tab; only the selected tab shows")
    func tabBar() {
        let lab = ViewHarness(Tabs())
        #expect(lab.center(of: "Feed page") != nil)
        #expect(lab.center(of: "Settings page") == nil)
        let item = lab.center(of: "Settings")!
        #expect(item.y > 844 - 34 - 49)
        lab.tap(item.x, item.y, at: 1.0)
        #expect(lab.state["tab"] == "1")
        #expect(lab.center(of: "Settings page") != nil)
    }

    @Test("a tab that is not shown does not appear until it is selected, and disappears when another is")
    func tabsAppearWhenShown() {
        struct Appearing: View {
            @State var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Text("Feed page").onAppear { print("feed appeared") }.onDisappear { print("feed left") }.tabItem { Label("Feed", systemImage: "house") }.tag(0)
                    Text("Search page").onAppear { print("search appeared") }.tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
                    ForEach(["Inbox", "Settings"], id: \.self) { name in
                        Text("\(name) page").onAppear { print("\(name) appeared") }.tabItem { Label(name, systemImage: "gear") }.tag(name == "Inbox" ? 2 : 3)
                    }
                }
            }
        }
        let lab = ViewHarness(Appearing())
        // The binding starts on the second tab: only it has appeared.
        #expect(lab.printed == ["search appeared"])
        #expect(lab.center(of: "Search page") != nil)
        lab.tap("Feed", at: 1.0)
        lab.advance(to: 1.5)
        #expect(lab.printed == ["search appeared", "feed appeared"])
        lab.tap("Settings", at: 2.0)
        lab.advance(to: 2.5)
        #expect(lab.printed == ["search appeared", "feed appeared", "feed left", "Settings appeared"])
        #expect(lab.center(of: "Settings page") != nil)
        #expect(lab.center(of: "Inbox page") == nil)
    }

    @Test("a selection that matches no tag shows the first tab, which appears once, not at every update")
    func unmatchedSelection() {
        struct Mistagged: View {
            @State var tab = 7
            @State var taps = 0
            var body: some View {
                TabView(selection: $tab) {
                    Text("Taps \(taps)").onAppear { print("first appeared") }.onTapGesture { taps += 1 }
                        .tabItem { Label("First", systemImage: "house") }.tag(0)
                    Text("Second page").onAppear { print("second appeared") }.tabItem { Label("Second", systemImage: "gear") }.tag(1)
                }
            }
        }
        let lab = ViewHarness(Mistagged())
        lab.tap("Taps 0", at: 1)
        lab.tap("Taps 1", at: 2)
        #expect(lab.center(of: "Taps 2") != nil)
        #expect(lab.printed == ["first appeared"])
    }

    @Test("a paged TabView turns to the next page on a leftward drag past half a page, and springs back on a short one")
    func paging() {
        let lab = ViewHarness(Pages())
        lab.drag(from: (300, 400), to: (100, 400), start: 1.0)
        lab.advance(to: 2.5)
        #expect(lab.state["page"] == "1")
        #expect(abs(lab.center(of: "Two")!.x - 195) < 1)
        lab.drag(from: (200, 400), to: (160, 400), start: 3.0, duration: 0.5)
        lab.advance(to: 4.5)
        #expect(lab.state["page"] == "1")
    }

    @Test("a sheet comes over everything; dragging it down a third of its height dismisses it")
    func sheet() {
        let lab = ViewHarness(Sheets())
        lab.tap("Open", at: 1.0)
        lab.advance(to: 2.0)
        let body = lab.center(of: "Sheet body")!
        #expect(body.y > 422)
        lab.drag(from: (195, 300), to: (195, 700), start: 2.5, duration: 0.5)
        lab.advance(to: 4.0)
        #expect(lab.state["showsSheet"] == "false")
        #expect(lab.center(of: "Sheet body") == nil)
    }

    @Test("an alert's button runs its action and closes the alert; its two buttons stand side by side")
    func alert() {
        let lab = ViewHarness(Sheets())
        lab.tap("Ask", at: 1.0)
        lab.advance(to: 1.5)
        let delete = lab.center(of: "Delete")!, cancel = lab.center(of: "Cancel")!
        #expect(abs(delete.y - cancel.y) < 1)
        #expect(lab.center(of: "For ever.") != nil)
        lab.tap(delete.x, delete.y, at: 2.0)
        lab.advance(to: 3.0)
        #expect(lab.state["deleted"] == "true")
        #expect(lab.state["asks"] == "false")
        #expect(lab.center(of: "Delete") == nil)
    }

    @Test("a long press opens a context menu; its item runs and closes it")
    func contextMenu() {
        struct Menu: View {
            @State var shared = false
            var body: some View {
                Color.blue.frame(width: 100, height: 100).contextMenu { Button("Share") { shared = true } }
            }
        }
        let lab = ViewHarness(Menu())
        lab.holdOpen(195, 422)
        lab.tap("Share", at: 2.5)
        lab.advance(to: 3.0)
        #expect(lab.state["shared"] == "true")
        #expect(lab.center(of: "Share") == nil)
    }
}

private struct MenuButton: View {
    @State var taps = 0
    @State var copied = false
    var body: some View {
        Button("Photo") { taps += 1 }
            .contextMenu { Button("Copy") { copied = true } }
    }
}

extension TabAndPresentationTests {
    @Test("a long press on a button with a context menu opens the menu and does not press the button; a tap still does")
    func contextMenuOnButton() {
        let lab = ViewHarness(MenuButton())
        let photo = lab.center(of: "Photo")!
        lab.down(photo.x, photo.y, at: 1.0)
        lab.advance(to: 1.7)
        lab.up(photo.x, photo.y, at: 1.8)
        #expect(lab.state["taps"] == "0")
        #expect(lab.center(of: "Copy") != nil)
        lab.tap("Copy", at: 2.5)
        lab.advance(to: 3.0)
        lab.tap(photo.x, photo.y, at: 3.5)
        #expect(lab.state["taps"] == "1")
    }
}

private struct RowMenu: View {
    @State var picked = "none"
    var body: some View {
        Text("Hold me").contextMenu {
            Button { picked = "share" } label: {
                Text("Share")
                Image(systemName: "square.and.arrow.up")
            }
            Button { picked = "favorite" } label: { Label("Favorite", systemImage: "heart") }
        }
    }
}

extension TabAndPresentationTests {
    @Test("a menu's row is its item across its whole width: a tap beside the title runs it")
    func menuRowTakesTheWholeRow() {
        let lab = ViewHarness(RowMenu())
        lab.holdOpen(195, 422)
        let share = lab.center(of: "Share")!
        // Near the card's trailing edge, well right of the title.
        lab.tap(share.x + 150, share.y, at: 2.5)
        lab.advance(to: 3.0)
        #expect(lab.state["picked"] == "share")
        #expect(lab.center(of: "Share") == nil)
    }

    @Test("a menu row puts its title at the leading edge and its icon at the trailing one, for a Label as for a Text and an Image")
    func menuRowTitleThenIcon() {
        let lab = ViewHarness(RowMenu())
        lab.holdOpen(195, 422)
        let symbols = lab.frame().compactMap { item -> (String, CGPoint)? in
            if case .symbol(let name, _, _) = item.content { return (name, item.center) } else { return nil }
        }
        for (title, symbol) in [("Share", "square.and.arrow.up"), ("Favorite", "heart")] {
            let text = lab.center(of: title)!
            let icon = symbols.first { $0.0 == symbol }!.1
            #expect(abs(icon.y - text.y) < 1, "\(title): one row")
            #expect(icon.x - text.x > 120, "\(title): the icon at the trailing edge")
        }
    }

    @Test("a button whose label is two views without a stack stands them one above the other")
    func buttonWithTwoViews() {
        let items = drawnItems(Button {} label: {
            Text("Share")
            Image(systemName: "square.and.arrow.up")
        })
        let text = items.first { if case .text = $0.content { true } else { false } }!
        let icon = items.first { if case .symbol = $0.content { true } else { false } }!
        #expect(icon.center.y - icon.size.height / 2 >= text.center.y + text.size.height / 2)
        #expect(abs(icon.center.x - text.center.x) < 0.5)
    }
}

private struct PlacedMenus: View {
    @State var picked = "none"
    var body: some View {
        VStack(spacing: 40) {
            HStack {
                Menu("Sort") { Button("By name") { picked = "name" } }
                Spacer()
            }
            Color.yellow.frame(width: 200, height: 60)
                .contextMenu {
                    Button(role: .destructive) { picked = "deleted" } label: { Label("Delete", systemImage: "trash") }
                }
            Spacer()
        }
        .padding()
    }
}

extension TabAndPresentationTests {
    @Test("a context menu stands below its view, which stays clear of the blur and the dim, and a destructive row is red")
    func contextMenuBesideItsView() {
        let lab = ViewHarness(PlacedMenus())
        let view = lab.frame().first { item in
            if case .shape(_, .yellow?, _, _) = item.content { true } else { false }
        }!
        lab.holdOpen(view.center.x, view.center.y)
        let delete = lab.frame().first { if case .text(let lines, _, _, _) = $0.content { lines == ["Delete"] } else { false } }!
        #expect(delete.center.y > view.center.y + view.size.height / 2)
        #expect(delete.center.y < view.center.y + view.size.height / 2 + 60)
        if case .text(_, _, let color, _) = delete.content { #expect(color == .red) }
        // The dim is a path around the view, not a rectangle over it.
        #expect(!lab.frame().contains { item in
            if case .shape(.rectangle, let fill?, _, _) = item.content { return fill.alpha < 1 && item.size.width >= 390 }
            return false
        })
        // The rest of the canvas is blurred, the view not.
        let blurred = lab.frame().filter { $0.backdropBlur > 0 }
        let viewFrame = CGRect(x: view.center.x - view.size.width / 2, y: view.center.y - view.size.height / 2,
                               width: view.size.width, height: view.size.height)
        #expect(!blurred.isEmpty)
        #expect(blurred.allSatisfy { item in
            // What a path item blurs is its path's box, in the item's frame.
            guard case .path(let path, _, _, _, _) = item.content else { return false }
            let box = path.boundingRect.offsetBy(dx: item.center.x - item.size.width / 2, dy: item.center.y - item.size.height / 2)
            return !box.intersects(viewFrame)
        })
        // A tap on the view closes the menu and presses nothing.
        lab.tap(view.center.x, view.center.y, at: 2.5)
        lab.advance(to: 3.0)
        #expect(lab.center(of: "Delete") == nil && lab.state["picked"] == "none")
    }

    @Test("a Menu opens its card at its button, at the button's leading edge below it")
    func menuAtItsButton() {
        let lab = ViewHarness(PlacedMenus())
        let sort = lab.center(of: "Sort")!
        lab.tap(sort.x, sort.y, at: 1.0)
        lab.advance(to: 1.5)
        let row = lab.center(of: "By name")!
        #expect(row.y > sort.y && row.y < sort.y + 70)
        #expect(row.x < 195)
        lab.tap(row.x, row.y, at: 2.0)
        #expect(lab.state["picked"] == "name")
    }
}

private extension ViewHarness {
    /// A long press at (x, y) from 1.0 s, lifted at 1.7 s: a context menu there is open by 2.0 s.
    func holdOpen(_ x: Double, _ y: Double) {
        down(x, y, at: 1.0)
        advance(to: 1.6)
        up(x, y, at: 1.7)
        advance(to: 2.0)
    }
}

extension TabAndPresentationTests {
    @Test("a tab without a tag whose content is a NavigationStack is selected by its bar item (the stack's own screens are not taken for tags)")
    func untaggedStackTab() {
        struct Shell: View {
            var body: some View {
                TabView {
                    Text("First page").tabItem { Label("First", systemImage: "heart.fill") }
                    NavigationStack { Text("Second page").navigationTitle("Second") }
                        .tabItem { Label("Second", systemImage: "house.fill") }
                }
            }
        }
        let lab = ViewHarness(Shell())
        #expect(lab.center(of: "First page") != nil)
        let second = lab.texts().first { $0.text == "Second" && $0.center.y > 700 }!.center
        lab.tap(second.x, second.y, at: 1.0)
        lab.advance(to: 1.5)
        #expect(lab.center(of: "Second page") != nil && lab.center(of: "First page") == nil)
    }
}

extension TabAndPresentationTests {
    @Test("an alert's message is centred and its cancel button semibold; a paged TabView's dots stand on a capsule with backgroundDisplayMode always")
    func alertLookAndBackedDots() {
        struct Asking: View {
            @State var asks = true
            var body: some View {
                Color.white.alert("Delete?", isPresented: $asks) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: { Text("This cannot be undone, and the file goes for good.") }
            }
        }
        let lab = ViewHarness(Asking())
        let items = lab.frame()
        let message = items.first { if case .text(let lines, _, _, _) = $0.content { lines.first?.hasPrefix("This") == true } else { false } }!
        #expect(message.textAlignment == .center)
        let cancel = items.first { if case .text(let lines, _, _, _) = $0.content { lines == ["Cancel"] } else { false } }!
        #expect(cancel.textFace.weight >= 600)
        let paged = drawnItems(TabView { Color.white; Color.white }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always)))
        #expect(paged.contains { item in
            if case .shape(.capsule, let fill?, _, _) = item.content { return fill.alpha > 0 && fill.red == 0 } else { return false }
        })
    }
}

extension TabAndPresentationTests {
    @Test("an alert's text field stands bordered under its message, its buttons side by side below")
    func alertWithATextField() {
        struct Rename: View {
            @State var shows = true
            @State var name = ""
            var body: some View {
                Color.white.alert("Rename", isPresented: $shows) {
                    TextField("Name", text: $name)
                    Button("OK") {}
                    Button("Cancel", role: .cancel) {}
                } message: { Text("Enter a new name.") }
            }
        }
        let lab = ViewHarness(Rename())
        let message = lab.center(of: "Enter a new name.")!, field = lab.center(of: "Name")!
        let ok = lab.center(of: "OK")!, cancel = lab.center(of: "Cancel")!
        #expect(message.y < field.y && field.y < ok.y)
        #expect(abs(ok.y - cancel.y) < 0.5 && cancel.x < ok.x)
        #expect(lab.frame().contains { item in
            if case .shape(_, _, let stroke?, _) = item.content { return stroke == .separatorColor && abs(item.center.y - field.y) < 2 }
            return false
        })
    }
}

extension TabAndPresentationTests {
    @Test("the tab bar has its grey and hairline only while content lies under it, as iOS's clear bar at rest")
    func tabBarOverContent() {
        struct Shell: View {
            var body: some View {
                TabView {
                    List(0..<40, id: \.self) { Text("Row \($0)") }.tabItem { Label("Long", systemImage: "list.bullet") }
                    Text("Short page").tabItem { Label("Short", systemImage: "house") }
                }
            }
        }
        func barShows(_ lab: ViewHarness) -> Bool {
            lab.frame().contains { item in
                if case .shape(_, .barBackground?, _, _) = item.content { return item.opacity > 0 } else { return false }
            }
        }
        let lab = ViewHarness(Shell())
        lab.advance(to: 0.5)
        #expect(barShows(lab))
        let short = lab.texts().first { $0.text == "Short" }!.center
        lab.tap(short.x, short.y, at: 1.0)
        lab.advance(to: 1.5)
        #expect(!barShows(lab))
    }
}
