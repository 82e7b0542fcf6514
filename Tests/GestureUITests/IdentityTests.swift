import Testing
@testable import GestureUI

private struct Row: View, Identifiable {
    let id: String
    @State var taps = 0
    var body: some View {
        Text("\(id) \(taps)").frame(width: 200, height: 40).contentShape(Rectangle()).onTapGesture { taps += 1 }
    }
}

/// Counts the models made.
private final class Counter { var made = 0 }

private final class Model: ObservableObject {
    @Published var names = ["b", "c"]
    init(counter: Counter) { counter.made += 1 }
}

private struct Rows: View {
    @StateObject var model: Model
    init(counter: Counter = Counter()) { _model = StateObject(wrappedValue: Model(counter: counter)) }
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).onTapGesture { model.names.insert("a", at: 0) }
            ForEach(model.names, id: \.self) { name in Row(id: name) }
        }
    }
}

private struct Counting: View {
    @State var left = 0
    @State var right = 0
    var passesLeft = false
    var body: some View {
        HStack {
            Color.red.frame(width: 40, height: 40).onTapGesture { left += 1 }
            Child(value: passesLeft ? left : right)
        }
    }
    struct Child: View {
        let value: Int
        var body: some View { Text("\(value)") }
    }
}

@Suite("Identity")
struct IdentityTests {
    private func texts(_ lab: ViewHarness) -> [String] {
        lab.frame().compactMap { if case .text(let lines, _, _, _) = $0.content { lines.joined() } else { nil } }
    }

    @Test("ForEach keeps each row's state with its id when a row is inserted before it")
    func forEachIdentity() {
        let lab = ViewHarness(Rows())
        // Red square 40, then rows b, c of 40 each: the stack is 120 high, centred.
        lab.tap(195, 422 - 60 + 40 + 20, at: 0.1)   // row b
        #expect(texts(lab) == ["b 1", "c 0"])
        lab.tap(195, 422 - 60 + 20, at: 1.1)        // the red square inserts "a" at the top
        #expect(texts(lab) == ["a 0", "b 1", "c 0"])
    }

    @Test("a @StateObject is made once for the view's identity and its @Published changes update the view")
    func stateObjectOnce() {
        let counter = Counter()
        let lab = ViewHarness(Rows(counter: counter))
        lab.tap(195, 422 - 60 + 20, at: 0.1)
        lab.tap(195, 422 - 80 + 20, at: 1.1)
        #expect(counter.made == 1)
        #expect(texts(lab) == ["a 0", "a 0", "b 0", "c 0"])
    }

    @Test("a change re-evaluates the view that owns the state and not a child given the same values")
    func reevaluation() {
        let lab = ViewHarness(Counting())
        let before = lab.host.bodyEvaluations
        lab.tap(195 - 24, 422, at: 0.1)
        #expect(lab.host.bodyEvaluations == before + 1)     // Counting; its Child is the same view
    }

    @Test("a change re-evaluates the view that owns the state and a child given a new value")
    func reevaluationOfAChangedChild() {
        let lab = ViewHarness(Counting(passesLeft: true))
        let before = lab.host.bodyEvaluations
        lab.tap(195 - 24, 422, at: 0.1)
        #expect(lab.host.bodyEvaluations == before + 2)     // Counting and its Child
    }
}

private struct Parent: View {
    @State var generation = 0
    let counter: Counter
    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 40).onTapGesture { generation += 1 }
            Child(counter: counter, generation: generation)
        }
    }
    struct Child: View {
        @StateObject var model: Model
        let generation: Int
        init(counter: Counter, generation: Int) {
            _model = StateObject(wrappedValue: Model(counter: counter))
            self.generation = generation
        }
        var body: some View { Text("\(generation) \(model.names.count)") }
    }
}

extension IdentityTests {
    @Test("a child's @StateObject survives its parent making the child again")
    func stateObjectInChild() {
        let counter = Counter()
        let lab = ViewHarness(Parent(counter: counter))
        lab.tap(195, 422 - 14, at: 0.1)
        lab.tap(195, 422 - 14, at: 1.1)
        #expect(counter.made == 1)
        #expect(texts(lab) == ["2 2"])
    }

    @Test("AnyView makes the wrapped type part of the identity: another type starts with fresh state")
    func anyViewIdentity() {
        struct Switcher: View {
            @State var useRow = true
            var body: some View {
                VStack {
                    Color.red.frame(width: 40, height: 40).onTapGesture { useRow.toggle() }
                    useRow ? AnyView(Row(id: "x")) : AnyView(Text("other"))
                }
            }
        }
        let lab = ViewHarness(Switcher())
        lab.tap(195, 422 + 4 + 20, at: 0.1)          // the row: 1 tap
        #expect(texts(lab) == ["x 1"])
        lab.tap(195, 422 - 24, at: 1.1)              // switch to the text
        lab.tap(195, lab.frame()[0].center.y, at: 2.1)   // and back
        #expect(texts(lab) == ["x 0"])
    }
}
