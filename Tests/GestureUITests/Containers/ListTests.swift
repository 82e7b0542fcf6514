import Testing
@testable import GestureUI

private struct Fruits: View {
    @State var fruits = ["Apple", "Banana", "Cherry"]
    @State var pinned = ""
    var body: some View {
        List {
            Section("Fruit") {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { offsets in fruits.remove(atOffsets: offsets) }
            }
            Section {
                Text("Pin me").swipeActions {
                    Button("Pin") { pinned = "yes" }.tint(.yellow)
                }
            }
        }
    }
}

@Suite("List and Section")
struct ListTests {
    @Test("rows stand on white cards inset 16 points on the grouped grey, at least 44 points tall, the header above")
    func look() {
        let lab = ViewHarness(Fruits())
        let items = lab.frame()
        // The grouped background fills the canvas.
        #expect(items.contains { item in
            if case .shape(_, let fill, _, _) = item.content { return fill == .groupedBackground && item.size.width == 390 }
            return false
        })
        let apple = lab.center(of: "Apple")!, banana = lab.center(of: "Banana")!
        #expect(banana.y - apple.y >= 44)
        // The header in capitals, as iOS draws a grouped list's section headers.
        #expect(lab.center(of: "FRUIT")!.y < apple.y && lab.center(of: "Fruit") == nil)
        // Row text starts at the card's inset plus the row's padding.
        let appleItem = items.first { if case .text(let lines, _, _, _) = $0.content { return lines == ["Apple"] } else { return false } }!
        #expect(abs((appleItem.center.x - appleItem.size.width / 2) - 36) < 0.5)
    }

    @Test("a row swiped left past half its Delete button stays open; a tap on Delete removes that row")
    func swipeToDelete() {
        let lab = ViewHarness(Fruits())
        let banana = lab.center(of: "Banana")!
        lab.drag(from: (300, banana.y), to: (230, banana.y), start: 1.0)
        lab.advance(to: 2.0)
        // Each row has its Delete button under it; Banana's is now uncovered.
        let delete = lab.texts().first { $0.text == "Delete" && abs($0.center.y - banana.y) < 1 }!.center
        #expect(abs(lab.center(of: "Banana")!.x - (banana.x - SwipeRow.actionWidth)) < 0.5)
        lab.tap(delete.x, delete.y, at: 2.5)
        lab.advance(to: 3.5)
        #expect(lab.state["fruits"] == #"["Apple", "Cherry"]"#)
    }

    @Test("a short swipe springs back closed and deletes nothing")
    func shortSwipeCloses() {
        let lab = ViewHarness(Fruits())
        let apple = lab.center(of: "Apple")!
        lab.drag(from: (300, apple.y), to: (280, apple.y), start: 1.0)
        lab.advance(to: 2.0)
        #expect(abs(lab.center(of: "Apple")!.x - apple.x) < 0.5)
        #expect(lab.state["fruits"] == #"["Apple", "Banana", "Cherry"]"#)
    }

    @Test("a full swipe deletes the row at once")
    func fullSwipe() {
        let lab = ViewHarness(Fruits())
        let cherry = lab.center(of: "Cherry")!
        lab.drag(from: (370, cherry.y), to: (60, cherry.y), start: 1.0)
        lab.advance(to: 2.0)
        #expect(lab.state["fruits"] == #"["Apple", "Banana"]"#)
    }

    @Test("swipeActions' buttons run their own actions, on their tint")
    func swipeActions() {
        let lab = ViewHarness(Fruits())
        let row = lab.center(of: "Pin me")!
        lab.drag(from: (300, row.y), to: (220, row.y), start: 1.0)
        lab.advance(to: 2.0)
        let pin = lab.center(of: "Pin")!
        #expect(lab.frame().contains { item in
            if case .shape(_, let fill, _, _) = item.content { return fill == .yellow && abs(item.center.y - pin.y) < 1 }
            return false
        })
        lab.tap(pin.x, pin.y, at: 2.5)
        #expect(lab.state["pinned"] == "yes")
    }

    @Test("a full swipe runs a row's first swipe action, unless allowsFullSwipe is false")
    func fullSwipeOnSwipeActions() {
        struct Mail: View {
            @State var archived = ""
            @State var flagged = ""
            var body: some View {
                List {
                    Text("Archive me").swipeActions { Button("Archive") { archived = "yes" }.tint(.blue) }
                    Text("Flag me").swipeActions(allowsFullSwipe: false) { Button("Flag") { flagged = "yes" }.tint(.orange) }
                }
            }
        }
        let lab = ViewHarness(Mail())
        let archive = lab.center(of: "Archive me")!, flag = lab.center(of: "Flag me")!
        lab.drag(from: (370, archive.y), to: (60, archive.y), start: 1.0)
        lab.drag(from: (370, flag.y), to: (60, flag.y), start: 2.0)
        lab.advance(to: 3.0)
        #expect(lab.state["archived"] == "yes")
        #expect(lab.state["flagged"] == "")
    }

    @Test("under onDelete, a row with swipe actions of its own shows them instead of Delete, laid out as every row")
    func swipeActionsUnderOnDelete() {
        struct Inbox: View {
            @State var mails = ["One", "Two"]
            @State var read = ""
            var body: some View {
                List {
                    Text("Plain")
                    ForEach(mails, id: \.self) { mail in
                        Text(mail).swipeActions { Button("Read") { read = mail }.tint(.blue) }
                    }
                    .onDelete { mails.remove(atOffsets: $0) }
                }
            }
        }
        let lab = ViewHarness(Inbox())
        let plain = lab.center(of: "Plain")!, one = lab.center(of: "One")!, two = lab.center(of: "Two")!
        // Inset and spaced as the plain row: one row's chrome, not two.
        func leading(_ text: String) -> CGFloat? {
            lab.frame().first { if case .text(let lines, _, _, _) = $0.content { return lines == [text] } else { return false } }
                .map { $0.center.x - $0.size.width / 2 }
        }
        #expect(leading("One") != nil && leading("One") == leading("Plain"))
        #expect(abs((two.y - one.y) - (one.y - plain.y)) < 0.5)
        #expect(!lab.texts().contains { $0.text == "Delete" })
        lab.drag(from: (300, two.y), to: (220, two.y), start: 1.0)
        lab.advance(to: 2.0)
        let button = lab.center(of: "Read")!
        lab.tap(button.x, button.y, at: 2.5)
        #expect(lab.state["read"] == "Two")
        #expect(lab.state["mails"] == #"["One", "Two"]"#)
    }

    @Test("a row at rest draws none of its swipe actions, not even at the edge of a rounded first row")
    func actionsHiddenAtRest() {
        struct Rows: View {
            var body: some View {
                List {
                    Text("First").swipeActions { Button(role: .destructive) {} label: { Text("Delete") } }
                    Text("Second").swipeActions(edge: .leading) { Button("Pin") {}.tint(.yellow) }
                }
            }
        }
        let lab = ViewHarness(Rows())
        #expect(!lab.frame().contains { item in
            if case .shape(_, let fill, _, _) = item.content { return (fill == .red || fill == .yellow) && item.opacity > 0 }
            return false
        })
        let first = lab.center(of: "First")!
        lab.drag(from: (300, first.y), to: (220, first.y), start: 1.0)
        lab.advance(to: 2.0)
        #expect(lab.frame().contains { item in
            if case .shape(_, let fill, _, _) = item.content { return fill == .red && item.opacity > 0 }
            return false
        })
    }

    @Test("EditButton switches the list into editing: a red minus before each onDelete row uncovers its Delete, and Done ends it")
    func editButton() {
        struct Editable: View {
            @State var fruits = ["Apple", "Banana", "Cherry"]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(fruits, id: \.self) { Text($0) }.onDelete { fruits.remove(atOffsets: $0) }
                        Text("Not deletable")
                    }
                    .toolbar { EditButton() }
                }
            }
        }
        let lab = ViewHarness(Editable())
        let apple = lab.center(of: "Apple")!, plain = lab.center(of: "Not deletable")!
        lab.tap("Edit", at: 1.0)
        lab.advance(to: 2.0)
        #expect(lab.center(of: "Done") != nil && lab.center(of: "Edit") == nil)
        // The deletable rows move right for their minus; the other row stays.
        #expect(abs(lab.center(of: "Apple")!.x - (apple.x + SwipeRow.editingIndent)) < 0.5)
        #expect(abs(lab.center(of: "Not deletable")!.x - plain.x) < 0.5)
        let banana = lab.center(of: "Banana")!
        lab.tap(45, banana.y, at: 2.5)
        lab.advance(to: 3.5)
        let delete = lab.texts().first { $0.text == "Delete" && abs($0.center.y - banana.y) < 1 }!.center
        lab.tap(delete.x, delete.y, at: 4.0)
        lab.advance(to: 5.0)
        #expect(lab.state["fruits"] == #"["Apple", "Cherry"]"#)
        lab.tap("Done", at: 5.5)
        lab.advance(to: 6.5)
        #expect(lab.center(of: "Edit") != nil)
        #expect(abs(lab.center(of: "Apple")!.x - apple.x) < 0.5)
    }

    @Test("textCase(nil) keeps a section header as written; textCase sets the case of any text")
    func textCase() {
        struct Headers: View {
            var body: some View {
                List {
                    Section("Kept") { Text("Row") }.textCase(nil)
                    Section { Text("Other") } header: { Text("Capitals") }
                }
            }
        }
        let lab = ViewHarness(Headers())
        #expect(lab.center(of: "Kept") != nil && lab.center(of: "CAPITALS") != nil)
        #expect(drawnItems(Text("Shout").textCase(.uppercase)).contains { item in
            if case .text(let lines, _, _, _) = item.content { lines == ["SHOUT"] } else { false }
        })
    }

    @Test("Form is a list")
    func form() {
        struct Settings: View {
            @State var on = true
            var body: some View { Form { Section("Feedback") { Toggle("Sound", isOn: $on) } } }
        }
        let lab = ViewHarness(Settings())
        #expect(lab.center(of: "FEEDBACK") != nil)
        // The switch at the row's trailing end (the card's inset 16 and the row's 20).
        lab.tap(390 - 36 - 25, lab.center(of: "Sound")!.y, at: 1.0)
        #expect(lab.state["on"] == "false")
    }
}

private struct Sparse: View {
    @State var items = ["a", "hidden", "c"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                if item != "hidden" { Text(item) }
            }
            .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

extension ListTests {
    @Test("a row deletes its own element when some elements make no row")
    func deletesItsOwnElement() {
        let lab = ViewHarness(Sparse())
        let c = lab.center(of: "c")!
        lab.drag(from: (370, c.y), to: (60, c.y), start: 1.0)
        lab.advance(to: 2.0)
        #expect(lab.state["items"] == #"["a", "hidden"]"#)
    }

    @Test("a LazyVStack takes the whole width: leading rows start at its leading edge")
    func lazyStackWidth() {
        let items = drawnItems(LazyVStack(alignment: .leading) { Color.red.frame(width: 10, height: 10) }.frame(width: 300))
        #expect(abs(items[0].center.x - (195 - 150 + 5)) < 1e-9)
    }
}

/// Counts the rows a list builds.
private final class RowLog { var built: Set<Int> = [] }

private struct LongDeletableList: View {
    let log: RowLog
    @State var items = Array(0..<1_000)
    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                let _ = log.built.insert(item)
                Text("Item \(item)")
            }
            .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

extension ListTests {
    @Test("a list of 1,000 rows with onDelete builds only the rows it shows, and a swipe deletes the row swiped")
    func longDeletableListIsLazy() {
        let log = RowLog()
        let lab = ViewHarness(LongDeletableList(log: log))
        #expect(log.built.count < 40)
        let third = lab.center(of: "Item 2")!
        lab.drag(from: (370, third.y), to: (20, third.y), start: 1.0)
        lab.advance(to: 2.0)
        #expect(lab.center(of: "Item 2") == nil)
        #expect(lab.center(of: "Item 3") != nil)
        #expect(log.built.count < 60)
    }
}

private struct Mail: View {
    @State var log: [String] = []
    var body: some View {
        List {
            Text("Row")
                .swipeActions(edge: .trailing) { Button("Delete") { log.append("delete") }.tint(.red) }
                .swipeActions(edge: .leading) { Button("Done") { log.append("done") }.tint(.green) }
        }
    }
}

extension ListTests {
    @Test("a row with actions on both edges: a drag to the right shows the leading ones, a drag to the left the trailing ones")
    func bothEdges() {
        let lab = ViewHarness(Mail())
        let row = lab.center(of: "Row")!
        lab.drag(from: (60, row.y), to: (250, row.y), start: 0.5)
        lab.advance(to: 1.5)
        lab.tap(40, row.y, at: 1.6)
        lab.advance(to: 2.5)
        #expect(lab.state["log"] == #"["done"]"#)
        lab.drag(from: (330, row.y), to: (150, row.y), start: 3)
        lab.advance(to: 4)
        lab.tap(350, row.y, at: 4.1)
        lab.advance(to: 5)
        #expect(lab.state["log"] == #"["done", "delete"]"#)
    }
}
