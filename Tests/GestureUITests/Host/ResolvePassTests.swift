import Observation
import Testing
@testable import GestureKit
@testable import GestureUI

/// The update pass's economies keep what the views mean: a node's kind stays a few words, an
/// environment is shared until it changes, names are spelled only when asked, measurements are
/// kept by proposal, and one observation watches a whole pass.
@Suite struct ResolvePassTests {
    @Test("a node's kind is a few words: paints, texts and frames are boxed")
    func kindsAreSmall() {
        // Every look at a kind copies it: a kind holding a paint inline was over 200 bytes.
        #expect(MemoryLayout<Node.Kind>.size <= 48)
    }

    @Test("a copied environment keeps its values when the copy changes, and the copy its own")
    func environmentsAreCopiedOnWrite() {
        var parent = EnvironmentValues()
        parent.font = .title
        var child = parent
        child.font = .caption
        child.isEnabled = false
        #expect(parent.font == .title && parent.isEnabled)
        #expect(child.font == .caption && !child.isEnabled)
        let fresh = EnvironmentValues()
        #expect(fresh.font == nil && fresh.isEnabled, "a change never reaches the shared defaults")
    }

    @Test("a measurement is kept for its proposal, the oldest of four given up first")
    func measurementsKeepFour() {
        var kept = Measurements()
        let proposals = (1...5).map { ProposedSize(width: CGFloat($0), height: nil) }
        for (index, proposal) in proposals.prefix(4).enumerated() { kept.insert(CGSize(width: index, height: 1), for: proposal) }
        #expect(kept.size(for: proposals[2]) == CGSize(width: 2, height: 1))
        #expect(kept.size(for: ProposedSize(width: 2, height: 0)) == nil, "a proposal differing on one axis is another")
        kept.insert(CGSize(width: 9, height: 9), for: proposals[4])
        #expect(kept.size(for: proposals[0]) == nil)
        #expect(kept.size(for: proposals[4]) == CGSize(width: 9, height: 9))
        #expect(kept.count == 4)
    }

    @Test("shapes are named after the user views and ForEach elements around them")
    func scopeNames() {
        struct Row: View {
            let name: String
            var body: some View { Circle().frame(width: 20, height: 20).onTapGesture {} }
        }
        struct Rows: View {
            var body: some View {
                VStack { ForEach(["a", "b"], id: \.self) { Row(name: $0) } }
            }
        }
        let harness = ViewHarness(Rows())
        let ids = harness.host.scene.allShapes.map(\.id)
        #expect(ids.contains("Rows[a]/Row/Circle") && ids.contains("Rows[b]/Row/Circle"), "\(ids)")
    }

    @Test("a fixed frame is its own size whatever its content asks for")
    func fixedFramesDoNotAsk() {
        let harness = ViewHarness(Text(String(repeating: "wide ", count: 40)).frame(width: 50, height: 30))
        let frame = harness.host.rootNode!.children[0]
        #expect(frame.size == CGSize(width: 50, height: 30))
    }

    @Observable final class Model {
        var value = 0
        var width = 10.0
    }

    @Test("a model read in a GeometryReader's content, built after layout, still updates the views")
    func readersAreWatched() {
        let model = Model()
        let harness = ViewHarness(GeometryReader { _ in Color.blue.frame(width: model.width, height: 10) })
        #expect(harness.host.needsUpdate == false)
        model.width = 30
        #expect(harness.host.needsUpdate)
        harness.host.update()
        #expect(harness.frame().contains { $0.size.width == 30 })
    }

    @Test("views watch the models of the last update only: a change after two updates asks for one more")
    func oneWatchPerUpdate() {
        let model = Model()
        struct Show: View {
            let model: Model
            @State var taps = 0
            var body: some View {
                Text("\(model.value) \(taps)").frame(width: 390, height: 844).contentShape(Rectangle()).onTapGesture { taps += 1 }
            }
        }
        let harness = ViewHarness(Show(model: model))
        harness.tap(100, 422, at: 0.1)
        harness.tap(100, 422, at: 0.5)
        #expect(harness.state["taps"] == "2" || harness.host.bodyEvaluations >= 3)
        model.value = 1
        #expect(harness.host.needsUpdate)
        harness.host.update()
        #expect(!harness.host.needsUpdate)
    }
}
