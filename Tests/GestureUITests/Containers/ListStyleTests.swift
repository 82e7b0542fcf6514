import Testing
@testable import GestureUI

@Suite("List styles")
struct ListStyleTests {
    /// The widths of the shapes filled with `colour`.
    private func widths(_ items: [DisplayItem], _ colour: Color) -> [CGFloat] {
        items.compactMap { item in
            if case .shape(_, let fill?, _, _) = item.content, fill == colour { return item.size.width }
            return nil
        }
    }
    private func rows(_ style: some ListStyle) -> [DisplayItem] {
        drawnItems(List { Text("A"); Text("B") }.listStyle(style))
    }

    @Test("by default rows stand on rounded cards inset 16 points on the grouped grey")
    func insetGroupedByDefault() {
        let items = drawnItems(List { Text("A"); Text("B") })
        #expect(widths(items, .raisedBackground).allSatisfy { $0 == 358 } && !widths(items, .raisedBackground).isEmpty)
        #expect(widths(items, .groupedBackground).contains(390))
    }

    @Test(".plain puts the rows the whole width on the view's background, with no grey")
    func plain() {
        let items = rows(.plain)
        #expect(widths(items, .systemBackground).filter { $0 == 390 }.count >= 2)
        #expect(widths(items, .groupedBackground).isEmpty)
        let a = items.first { if case .text(["A"], _, _, _) = $0.content { true } else { false } }!
        #expect(abs(a.center.x - a.size.width / 2 - 20) < 0.5)
    }

    @Test(".grouped puts the rows the whole width on the grey; .inset keeps the cards on the view's background")
    func groupedAndInset() {
        let grouped = rows(.grouped)
        #expect(widths(grouped, .raisedBackground).allSatisfy { $0 == 390 } && !widths(grouped, .raisedBackground).isEmpty)
        #expect(widths(grouped, .groupedBackground).contains(390))
        let inset = rows(.inset)
        #expect(widths(inset, .systemBackground).contains(358))
        #expect(widths(inset, .groupedBackground).isEmpty)
    }

    @Test("a Form keeps its grouped look whatever list style the views around it set")
    func formKeepsItsLook() {
        let items = drawnItems(NavigationStack { Form { Toggle("Sound", isOn: .constant(true)) } }.listStyle(.plain))
        #expect(widths(items, .groupedBackground).contains(390))
        #expect(widths(items, .raisedBackground).contains(358))
    }
}
