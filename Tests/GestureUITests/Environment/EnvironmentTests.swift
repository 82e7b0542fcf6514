import Testing
@testable import GestureUI

private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct SchemeText: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.accent) private var accent
    var body: some View {
        let _ = print("scheme \(scheme) accent \(accent)")
        Text(scheme == .dark ? "dark" : "light")
    }
}

private final class Game: ObservableObject {
    @Published var points = 0
}

private struct Score: View {
    @EnvironmentObject var game: Game
    var body: some View {
        let _ = print("points \(game.points)")
        Color.red.frame(width: 100, height: 100).onTapGesture { game.points += 1 }
    }
}

@Observable private final class Counter {
    var count = 0
    var unread = 0
}

private struct ObservingView: View {
    @State private var counter = Counter()
    var body: some View {
        let _ = print("count \(counter.count)")
        Color.blue.frame(width: 100, height: 100)
            .offset(x: CGFloat(counter.count) * 10)
            .onTapGesture { withAnimation(.linear(duration: 1)) { counter.count += 1 } }
            .onLongPressGesture { counter.unread += 1 }
    }
}

private struct Library: View {
    @Environment(Counter.self) private var counter
    @Environment(Counter.self) private var maybe: Counter?
    var body: some View {
        let _ = print("library \(counter.count) \(maybe != nil)")
        Toggle(counter: counter)
    }
}

private struct Toggle: View {
    @Bindable var counter: Counter
    var body: some View {
        Color.green.frame(width: 100, height: 100).onTapGesture { $counter.count.wrappedValue += 5 }
    }
}

@Observable private final class Todo: Identifiable {
    let id: Int
    var done = false
    init(id: Int) { self.id = id }
}

private struct TodoList: View {
    @State private var todos = [Todo(id: 0), Todo(id: 1)]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(todos) { todo in
                Color(white: todo.done ? 0 : 1).frame(width: 100, height: 100)
                    .onTapGesture { todo.done.toggle() }
            }
        }
    }
}

@Suite("Environment and Observation")
struct EnvironmentTests {
    @Test("a ForEach row that reads an @Observable element updates when the element changes")
    func forEachRowsAreWatched() {
        let lab = ViewHarness(TodoList())
        lab.tap(195, 422 - 50, at: 0)
        guard case .shape(_, let fill?, _, _) = lab.item(0).content else { Issue.record("no row"); return }
        #expect(fill == Color(white: 0))
    }

    @Test("@Environment reads the values set above it, the defaults otherwise")
    func environmentValues() {
        let plain = ViewHarness(SchemeText())
        #expect(plain.printed == ["scheme light accent blue"])
        let set = ViewHarness(SchemeText().environment(\.colorScheme, .dark).environment(\.accent, .red))
        #expect(set.printed == ["scheme dark accent red"])
    }

    @Test("@EnvironmentObject finds the object placed above and updates the view when it changes")
    func environmentObject() {
        let lab = ViewHarness(Score().environmentObject(Game()))
        lab.tap(195, 422, at: 0)
        lab.tap(195, 422, at: 1)
        #expect(lab.printed == ["points 0", "points 1", "points 2"])
    }

    @Test("a view updates when an @Observable property its body read changes, animating as the change says")
    func observation() {
        let lab = ViewHarness(ObservingView())
        lab.tap(195, 422, at: 0)
        #expect(lab.printed == ["count 0", "count 1"])
        // A withAnimation change slides: half-way through the second.
        #expect(abs(lab.item(at: 0.55).center.x - (195 + 5)) < 0.5)
    }

    @Test("a change to an @Observable property no body read does not update the views")
    func unreadPropertiesDoNotUpdate() {
        let lab = ViewHarness(ObservingView())
        let before = lab.host.bodyEvaluations
        lab.down(195, 422, at: 0)
        lab.advance(to: 0.8)
        lab.up(195, 422, at: 0.85)
        #expect(lab.host.bodyEvaluations == before)
    }

    @Test("@Environment(Model.self) reads an @Observable object placed with environment(_:); @Bindable binds to its properties")
    func observableInTheEnvironment() {
        let lab = ViewHarness(Library().environment(Counter()))
        lab.tap(195, 422, at: 0)
        #expect(lab.printed == ["library 0 true", "library 5 true"])
    }
}
