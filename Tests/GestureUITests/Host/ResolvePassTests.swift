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

    @Test("rows whose ids are optional are named as their ids print")
    func optionalIDNames() {
        struct Rows: View {
            var body: some View {
                VStack { ForEach([Int?.some(3), nil], id: \.self) { _ in Circle().frame(width: 20, height: 20).onTapGesture {} } }
            }
        }
        let ids = ViewHarness(Rows()).host.scene.allShapes.map(\.id)
        #expect(ids.contains("Rows[Optional(3)]/Circle") && ids.contains("Rows[nil]/Circle"), "\(ids)")
    }

    @Test("a fixed frame is its own size whatever its content asks for")
    func fixedFramesDoNotAsk() {
        let harness = ViewHarness(Text(String(repeating: "wide ", count: 40)).frame(width: 50, height: 30))
        let frame = harness.host.rootNode!.children[0]
        #expect(frame.size == CGSize(width: 50, height: 30))
    }

    @Test("an update counts its bodies, the nodes it made and those it synced the shapes from, and times its phases when given a clock")
    func updateStats() {
        struct Cell: View {
            let index: Int
            var body: some View { Rectangle().fill(index % 2 == 0 ? Color.red : Color.blue).frame(width: 10, height: 10) }
        }
        struct Grid: View {
            @State var tick = 0
            var body: some View {
                VStack(spacing: 1) { ForEach(0..<10) { row in HStack(spacing: 1) { ForEach(0..<10) { Cell(index: row * 10 + $0 + tick) } } } }
                    .contentShape(Rectangle())
                    .onTapGesture { tick += 1 }
            }
        }
        let harness = ViewHarness(Grid())
        var ticks: UInt64 = 0
        harness.host.statsClock = { ticks += 1_000; return ticks }
        let before = harness.host.stats
        harness.tap(195, 422, at: 0.1)
        let stats = harness.host.stats
        #expect(stats.passes - before.passes == 1)
        #expect(stats.bodies - before.bodies == 101, "the grid's and its 100 cells'")
        // Each cell: its frame and its rectangle; each row its stack; the stack, its content shape and gesture.
        #expect(stats.nodesMade - before.nodesMade == 200 + 10 + 3)
        #expect(stats.nodesSynced - before.nodesSynced == stats.nodesMade - before.nodesMade)
        #expect(stats.resolveNanoseconds > before.resolveNanoseconds && stats.layoutNanoseconds > before.layoutNanoseconds)
        #expect(stats.shapesNanoseconds > before.shapesNanoseconds && stats.restNanoseconds > before.restNanoseconds)
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

@Observable private final class Pair {
    var a = 0.0
    var b = 0.0
    var width = 0.0
}

private struct PairView: View {
    let pair: Pair
    var body: some View {
        VStack(spacing: 0) {
            Left(pair: pair)
            Right(pair: pair)
        }
    }
    struct Left: View {
        let pair: Pair
        var body: some View { Color.red.frame(width: 50, height: 50).offset(x: pair.a) }
    }
    struct Right: View {
        let pair: Pair
        var body: some View {
            Color.blue.frame(width: 50, height: 50).offset(x: pair.b)
                .onTapGesture {
                    pair.a = 100
                    withAnimation(.linear(duration: 1)) { pair.b = 100 }
                }
        }
    }
}

private struct ReaderWrites: View {
    let pair: Pair
    var body: some View {
        VStack {
            Text("width \(Int(pair.width))")
            GeometryReader { proxy in
                let _ = { if pair.width != proxy.size.width { pair.width = proxy.size.width } }()
                Color.clear
            }
            .frame(width: 120, height: 40)
        }
    }
}

@Suite struct ObservationWatchTests {
    @Test("a change without animation and then one with, to properties different views read, animate only the second")
    func transactionsPerChange() {
        let pair = Pair()
        let lab = ViewHarness(PairView(pair: pair))
        lab.tap(195, 447, at: 0.1)
        let items = lab.frame(at: 0.65)
        let red = items.first { if case .shape(_, let fill, _, _) = $0.content { fill == .red } else { false } }
        let blue = items.first { if case .shape(_, let fill, _, _) = $0.content { fill == .blue } else { false } }
        #expect(red.map { abs($0.center.x - 295) < 0.5 } == true, "the change without animation jumps: \(String(describing: red?.center))")
        #expect(blue.map { abs($0.center.x - 245) < 1 } == true, "the animated one is half-way: \(String(describing: blue?.center))")
    }

    @Test("a model a reader's content changes while the views are made shows in the same update")
    func changesDuringTheUpdateShow() {
        let pair = Pair()
        let lab = ViewHarness(ReaderWrites(pair: pair))
        let texts = lab.frame().compactMap { if case .text(let lines, _, _, _) = $0.content { lines.joined() } else { nil } }
        #expect(texts == ["width 120"])
        #expect(!lab.host.needsUpdate)
    }
}
