import Testing
@testable import GestureUI

private struct Chores: View {
    struct Chore: Identifiable { var id: Int; var name: String; var done: Bool }
    @State var chores = [Chore(id: 1, name: "Milk", done: false), Chore(id: 2, name: "Eggs", done: true)]
    var body: some View {
        VStack {
            ForEach($chores) { $chore in
                Text(chore.name).onTapGesture { chore.done.toggle() }
            }
        }
    }
}

@Suite("A binding to a collection")
struct BindingCollectionTests {
    @Test("ForEach over a binding gives each row a binding to its element, which writes the collection in place")
    func forEachOverABinding() {
        let lab = ViewHarness(Chores())
        lab.tap("Milk", at: 1.0)
        #expect(lab.state["chores"]?.contains("name: \"Milk\", done: true") == true)
        lab.tap("Eggs", at: 2.0)
        #expect(lab.state["chores"]?.contains("name: \"Eggs\", done: false") == true)
    }

    @Test("a binding to an array is a random-access collection of element bindings, identified as its elements")
    func collectionOfBindings() {
        var numbers = [1, 2, 3]
        let binding = Binding(get: { numbers }, set: { numbers = $0 })
        #expect(binding.count == 3)
        binding[1].wrappedValue = 20
        #expect(numbers == [1, 20, 3])
        #expect(binding.map(\.wrappedValue) == [1, 20, 3])
        struct Named: Identifiable { var id: String }
        var names = [Named(id: "a")]
        let named = Binding(get: { names }, set: { names = $0 })
        #expect(named.first?.id == "a")
    }
}

private struct Names: View {
    @State var names = ["Ada", "Grace"]
    var body: some View {
        VStack {
            ForEach($names, id: \.self) { $name in
                Text(name).onTapGesture { name = name.uppercased() }
            }
        }
    }
}

extension BindingCollectionTests {
    @Test("ForEach over a binding identified by a key path (id: \\.self) edits the element in place")
    func forEachOverABindingByKeyPath() {
        let lab = ViewHarness(Names())
        lab.tap("Grace", at: 1.0)
        #expect(lab.state["names"] == #"["Ada", "GRACE"]"#)
        let list = drawnItems(List(.constant(["One", "Two"]), id: \.self) { $item in Text(item) })
        #expect(list.contains { if case .text(let lines, _, _, _) = $0.content { lines == ["Two"] } else { false } })
    }

    @Test("an element's binding outlives its element: it reads what it had and writes nothing")
    func bindingAfterDelete() {
        var numbers = [1, 2, 3]
        let binding = Binding(get: { numbers }, set: { numbers = $0 })
        let third = binding[2]
        numbers.removeLast()
        #expect(third.wrappedValue == 3)
        third.wrappedValue = 30
        #expect(numbers == [1, 2])
    }
}
