import Testing
@testable import GestureUI

/// Layout measures a node whose size cannot depend on what it is offered (a stack of fixed
/// frames, all through) once, and answers every later proposal with that size; anything that
/// could use the proposal is measured as before, and a change below forgets the size.
@Suite("Sizes that no proposal changes")
struct ProposalIndependenceTests {
    /// The nodes of the host's tree, depth first.
    private static func nodes(_ host: ViewHost) -> [Node] {
        var all: [Node] = []
        func walk(_ node: Node) {
            all.append(node)
            node.children.forEach(walk)
        }
        host.rootNode.map(walk)
        return all
    }

    /// The laid-out stacks (`layout` nodes) of a view, outermost first (the host's root, which
    /// holds the view and its presentations, left out).
    private static func stacks<V: View>(_ view: V) -> [Node] {
        let host = ViewHost(view)
        host.update()
        return nodes(host).dropFirst().filter { if case .layout = $0.kind { true } else { false } }
    }

    /// The scene-space frame of a drawn item.
    private static func frame(_ item: DisplayItem) -> CGRect {
        CGRect(x: item.center.x - item.size.width / 2, y: item.center.y - item.size.height / 2, width: item.size.width, height: item.size.height)
    }

    @Test("a grid of fixed cells is a fixed size all the way up, its modifiers included")
    func fixedCellsMakeFixedStacks() {
        let stacks = Self.stacks(VStack(spacing: 2) {
            ForEach(0..<3) { _ in
                HStack(spacing: 2) {
                    ForEach(0..<4) { _ in Circle().fill(.blue).frame(width: 13, height: 13).padding(1).opacity(0.5) }
                }
            }
        })
        #expect(stacks.count == 4)
        #expect(stacks.allSatisfy(LayoutEngine.isProposalIndependent))
        #expect(stacks.allSatisfy { $0.independentSize != nil })
        #expect(stacks[0].independentSize == CGSize(width: 4 * 15 + 3 * 2, height: 3 * 15 + 2 * 2))
    }

    @Test("text, a spacer, a flexible frame, a shape or a layout of the user's leave a stack sized by its proposal")
    func whatTheProposalSizesIsNotFixed() {
        let cell = Rectangle().frame(width: 10, height: 10)
        #expect(!LayoutEngine.isProposalIndependent(Self.stacks(HStack { cell; Text("wraps at the width offered") })[0]))
        #expect(!LayoutEngine.isProposalIndependent(Self.stacks(HStack { cell; Spacer() })[0]))
        #expect(!LayoutEngine.isProposalIndependent(Self.stacks(HStack { cell; Rectangle().frame(maxWidth: 50) })[0]))
        #expect(!LayoutEngine.isProposalIndependent(Self.stacks(HStack { cell; Circle() })[0]))
        #expect(!LayoutEngine.isProposalIndependent(Self.stacks(HalfOfOffer() { cell })[0]))
        // The same stack of fixed cells inside each is fixed itself.
        #expect(LayoutEngine.isProposalIndependent(Self.stacks(HalfOfOffer() { HStack { cell; cell } })[1]))
    }

    @Test("a stack of fixed cells lays out where a stack measured for every proposal does")
    func sameLayoutAsMeasuredEachTime() {
        let grid = VStack(spacing: 3) {
            ForEach(0..<5) { row in
                HStack(alignment: .top, spacing: 1) {
                    ForEach(0..<6) { column in Rectangle().fill(.red).frame(width: Double(4 + column), height: Double(3 + row)) }
                }
            }
        }
        // The same cells, each made flexible in a way that changes nothing here (a frame whose
        // maximum is its size): the stacks are measured for every proposal.
        let measured = VStack(spacing: 3) {
            ForEach(0..<5) { row in
                HStack(alignment: .top, spacing: 1) {
                    ForEach(0..<6) { column in
                        Rectangle().fill(.red).frame(width: Double(4 + column), height: Double(3 + row))
                            .frame(maxWidth: Double(4 + column), maxHeight: Double(3 + row))
                    }
                }
            }
        }
        #expect(!LayoutEngine.isProposalIndependent(Self.stacks(measured)[0]))
        #expect(drawnItems(grid).map(Self.frame) == drawnItems(measured).map(Self.frame))
    }

    @Test("a cell that grows when tapped moves its row's other cells and the rows below it")
    func aGrownCellIsMeasuredAgain() {
        let harness = ViewHarness(VStack(spacing: 0) {
            HStack(spacing: 0) { GrowingCell(); Rectangle().fill(.blue).frame(width: 20, height: 20) }
            Rectangle().fill(.green).frame(width: 20, height: 20)
        })
        let before = harness.frame().map(Self.frame)
        #expect(before[0].size == CGSize(width: 20, height: 20))
        harness.tap(before[0].midX, before[0].midY, at: 0.1)
        let after = harness.frame().map(Self.frame)
        #expect(after[0].size == CGSize(width: 40, height: 40))
        #expect(after[1].minX == after[0].maxX)
        #expect(after[2].minY == after[0].maxY)
        #expect(after[2].midX == after[0].minX + 30)   // the column is now 60 wide; the row below centred in it
    }
}

/// A cell that doubles its fixed size when tapped.
private struct GrowingCell: View {
    @State private var grown = false
    var body: some View {
        Rectangle().fill(.red)
            .frame(width: grown ? 40 : 20, height: grown ? 40 : 20)
            .onTapGesture { grown = true }
    }
}

/// A layout of the user's that takes half of what it is offered.
private struct HalfOfOffer: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: (proposal.width ?? 100) / 2, height: (proposal.height ?? 100) / 2)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified) }
    }
}
