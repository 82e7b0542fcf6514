import Testing
@testable import GestureUI

private struct Detail: View {
    @Environment(\.dismiss) var dismiss
    var body: some View {
        Text("Detail").onTapGesture { dismiss() }.navigationTitle("Pinch")
    }
}

private struct Catalog: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Pinch demo") { Detail() }
                NavigationLink("Value 7", value: 7)
            }
            .navigationTitle("Gestures")
            .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
            .toolbar { Button("Add") {} }
        }
    }
}

@Suite("NavigationStack")
struct NavigationTests {
    @Test("the root screen's title is large under the status bar, toolbar items at the trailing end")
    func rootBar() {
        let lab = ViewHarness(Catalog())
        let title = lab.center(of: "Gestures")!
        #expect(title.y > 47 + 44 && title.y < 47 + 44 + 50)
        #expect(lab.center(of: "Add")!.x > 300)
    }

    @Test("a link pushes its destination, sliding in from the trailing edge; back pops it")
    func pushAndPop() {
        let lab = ViewHarness(Catalog())
        lab.tap("Pinch demo", at: 1.0)
        // Mid-push the detail is still off to the right.
        #expect(lab.center(of: "Detail", at: 1.2)!.x > 195)
        lab.advance(to: 2.0)
        #expect(abs(lab.center(of: "Detail")!.x - 195) < 1)
        #expect(lab.center(of: "Pinch") != nil)          // the inline title
        // The back button carries the root screen's title.
        lab.tap("Gestures", at: 2.5)
        lab.advance(to: 3.5)
        #expect(lab.center(of: "Detail") == nil)
    }

    @Test("dismiss() pops the screen it is on")
    func dismissPops() {
        let lab = ViewHarness(Catalog())
        lab.tap("Pinch demo", at: 1.0)
        lab.advance(to: 2.0)
        lab.tap("Detail", at: 2.5)
        lab.advance(to: 3.5)
        #expect(lab.center(of: "Detail") == nil)
        #expect(lab.center(of: "Gestures") != nil)
    }

    @Test("a value link shows the stack's destination for the value's type")
    func valueLink() {
        let lab = ViewHarness(Catalog())
        lab.tap("Value 7", at: 1.0)
        lab.advance(to: 2.0)
        #expect(lab.center(of: "Number 7") != nil)
    }
}

private struct OldDetail: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Text("Old detail").onTapGesture { presentationMode.wrappedValue.dismiss() }
    }
}

private struct OldCatalog: View {
    var body: some View {
        NavigationView {
            List { NavigationLink("Open") { OldDetail() } }.navigationTitle("Old")
        }
    }
}

extension NavigationTests {
    @Test("presentationMode.wrappedValue.dismiss(), the older spelling, pops the screen it is on")
    func presentationModeDismisses() {
        let lab = ViewHarness(OldCatalog())
        lab.tap("Open", at: 1.0)
        lab.advance(to: 2.0)
        #expect(lab.center(of: "Old detail") != nil)
        lab.tap("Old detail", at: 2.5)
        lab.advance(to: 3.5)
        #expect(lab.center(of: "Old detail") == nil)
    }
}

private struct Contacts: View {
    @State var query = "Gr"
    var body: some View {
        NavigationStack {
            List(["Ada", "Grace"], id: \.self) { Text($0) }
                .navigationTitle("Contacts")
                .searchable(text: $query, prompt: "Names")
        }
    }
}

extension NavigationTests {
    @Test("searchable puts iOS's search field under the large title: the bound text, and a clear button that empties it, then the prompt")
    func searchField() {
        let lab = ViewHarness(Contacts())
        let title = lab.center(of: "Contacts")!, text = lab.center(of: "Gr")!, first = lab.center(of: "Ada")!
        #expect(title.y < text.y && text.y < first.y)
        let symbols = lab.frame().compactMap { item -> (String, CGPoint)? in
            if case .symbol(let name, _, _) = item.content { return (name, item.center) } else { return nil }
        }
        #expect(symbols.contains { $0.0 == "magnifyingglass" && abs($0.1.y - text.y) < 1 })
        let clear = symbols.first { $0.0 == "xmark.circle.fill" }!.1
        lab.tap(clear.x, clear.y, at: 1.0)
        lab.advance(to: 1.5)
        #expect(lab.state["query"] == "")
        #expect(lab.center(of: "Names") != nil)
    }

    @Test("a list that is a screen's content shows its grey behind the bar, as iOS's clear bar does; other content keeps white")
    func barOverAList() {
        func topColor(_ view: some View) -> Color? {
            drawnItems(view).compactMap { item -> Color? in
                guard case .shape(_, let fill?, _, _) = item.content, item.size.width == 390,
                      item.center.y - item.size.height / 2 <= 0 else { return nil }
                return fill
            }.first
        }
        #expect(topColor(Contacts()) == .groupedBackground)
        #expect(topColor(NavigationStack { Text("Plain").navigationTitle("Title") }) == .systemBackground)
    }
}

extension NavigationTests {
    @Test("a link's label in a list row has the row's width up to the chevron: a long title stays on one line")
    func listLinkLabelWidth() {
        let title = "Rich and hearty Italian meat sauce"
        let items = drawnItems(NavigationStack { List { NavigationLink(title) { Text("Detail") } } })
        let text = items.first { if case .text(let lines, _, _, _) = $0.content { lines == [title] } else { false } }
        #expect(text != nil, "one line")
    }
}

extension NavigationTests {
    @Test("searchable on the navigation stack itself puts the field under the root screen's title")
    func searchableOnTheStack() {
        struct Outer: View {
            @State var query = ""
            var body: some View {
                NavigationStack { List(["Ada"], id: \.self) { Text($0) }.navigationTitle("People") }
                    .searchable(text: $query)
            }
        }
        let lab = ViewHarness(Outer())
        let title = lab.center(of: "People")!, search = lab.center(of: "Search")!, row = lab.center(of: "Ada")!
        #expect(title.y < search.y && search.y < row.y)
    }
}
