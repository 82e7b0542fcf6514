import Testing
@testable import GestureUI

@Suite("A list row's own background, insets and separator")
struct ListRowModifierTests {
    /// The fills of rectangles at least `width` wide, top to bottom.
    private func wideFills(_ items: [DisplayItem], width: CGFloat = 300) -> [Color] {
        items.compactMap { item in
            if case .shape(_, let fill?, _, _) = item.content, item.size.width >= width { return fill }
            return nil
        }
    }

    @Test("listRowBackground puts its view behind that row only; the other rows keep the list's colour")
    func rowBackground() {
        let items = drawnItems(List {
            Text("Plain")
            Text("Warning").listRowBackground(Color.yellow)
        })
        let fills = wideFills(items)
        #expect(fills.contains(.yellow))
        #expect(fills.filter { $0 == .raisedBackground }.count >= 1)
        let yellow = items.first { if case .shape(_, .yellow?, _, _) = $0.content { true } else { false } }!
        let warning = items.first { if case .text(["Warning"], _, _, _) = $0.content { true } else { false } }!
        #expect(abs(yellow.center.y - warning.center.y) < 1)
    }

    @Test("listRowInsets moves the row's content to its own insets; zero insets put it at the card's edge")
    func rowInsets() {
        func leadingEdge(_ row: some View) -> CGFloat {
            let item = drawnItems(List { row }).first { if case .text(["Row"], _, _, _) = $0.content { true } else { false } }!
            return item.center.x - item.size.width / 2
        }
        #expect(abs(leadingEdge(Text("Row")) - 36) < 0.5)   // the card at 16, the row's 20
        #expect(abs(leadingEdge(Text("Row").listRowInsets(EdgeInsets())) - 16) < 0.5)
        #expect(abs(leadingEdge(Text("Row").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))) - 56) < 0.5)
    }

    @Test("listRowSeparator(.hidden) leaves out the separator under that row")
    func hiddenSeparator() {
        func separators(_ list: some View) -> Int {
            drawnItems(list).filter { if case .shape(_, .separatorColor?, _, _) = $0.content { true } else { false } }.count
        }
        #expect(separators(List { Text("A"); Text("B"); Text("C") }) == 2)
        #expect(separators(List { Text("A").listRowSeparator(.hidden); Text("B"); Text("C") }) == 1)
    }

    @Test("scrollContentBackground(.hidden) leaves out the grey, so the list's own background shows between its cards")
    func hiddenContentBackground() {
        let grey = drawnItems(List { Text("A") })
        #expect(wideFills(grey, width: 390).contains(.groupedBackground))
        let hidden = drawnItems(List { Text("A") }.scrollContentBackground(.hidden).background(Color.indigo))
        #expect(!wideFills(hidden, width: 390).contains(.groupedBackground))
        #expect(wideFills(hidden, width: 390).contains(.indigo))
    }

    @Test("rows that swipe to delete keep their own separator and insets")
    func swipeRowsKeepTheirLook() {
        func separators(_ list: some View) -> Int {
            drawnItems(list).filter { if case .shape(_, .separatorColor?, _, _) = $0.content { true } else { false } }.count
        }
        let plain = List { ForEach(["A", "B", "C"], id: \.self) { Text($0) }.onDelete { _ in } }
        let hidden = List { ForEach(["A", "B", "C"], id: \.self) { Text($0).listRowSeparator(.hidden) }.onDelete { _ in } }
        #expect(separators(plain) == 2)
        #expect(separators(hidden) == 0)
        let inset = drawnItems(List { ForEach(["Row"], id: \.self) { Text($0).listRowInsets(EdgeInsets()) }.onDelete { _ in } })
        let row = inset.first { if case .text(["Row"], _, _, _) = $0.content { true } else { false } }!
        #expect(abs(row.center.x - row.size.width / 2 - 16) < 0.5)
    }

    @Test("a row setting on a Section is each of its rows', unless a row sets its own")
    func sectionSettings() {
        let items = drawnItems(List {
            Section("Warnings") {
                Text("One")
                Text("Two").listRowBackground(Color.green)
            }
            .listRowBackground(Color.yellow)
        })
        #expect(wideFills(items).filter { $0 == .yellow }.count == 1)
        #expect(wideFills(items).filter { $0 == .green }.count == 1)
    }

    @Test("a clear row background lets the list's grey show through, not a white card")
    func clearRowBackground() {
        let items = drawnItems(List { Text("Ghost").listRowBackground(Color.clear) })
        #expect(!wideFills(items, width: 358).contains(.raisedBackground))
    }
}
