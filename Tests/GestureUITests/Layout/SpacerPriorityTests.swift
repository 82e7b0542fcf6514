import Testing
@testable import GestureUI

@Suite("A spacer in a stack")
struct SpacerPriorityTests {
    @Test("a label, a spacer and a value: the texts share the row before the spacer, so the label keeps one line")
    func labelKeepsOneLine() {
        let items = drawnItems(HStack { Text("Body Weight (lb)"); Spacer(); Text("Not set") }.frame(width: 326))
        let label = items.first { if case .text(let lines, _, _, _) = $0.content { lines.joined().hasPrefix("Body") } else { false } }
        guard case .text(let lines, _, _, _)? = label?.content else { Issue.record("no label"); return }
        #expect(lines == ["Body Weight (lb)"])
    }

    @Test("a flexible view beside a spacer takes all but the spacer's least length")
    func flexibleViewBeforeSpacer() {
        let items = drawnItems(HStack(spacing: 0) { Color.red; Spacer() }.frame(width: 300, height: 10))
        let red = items.first { if case .shape(_, .red?, _, _) = $0.content { true } else { false } }
        #expect(red?.size.width == 292)
    }

    @Test("a spacer given a priority of its own takes its place among the others")
    func spacerWithItsOwnPriority() {
        let items = drawnItems(HStack(spacing: 0) { Color.red; Spacer().layoutPriority(1) }.frame(width: 300, height: 10))
        let red = items.first { if case .shape(_, .red?, _, _) = $0.content { true } else { false } }
        #expect(red?.size.width == 0)
    }
}
