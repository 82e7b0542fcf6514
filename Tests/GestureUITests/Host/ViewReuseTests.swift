import Observation
import Testing
@testable import GestureKit
@testable import GestureUI

/// A view whose value, environment and inputs did not change is handed back from its cache
/// instead of evaluated again, as SwiftUI skips its body, and everything it shows and does stays
/// as it was.
@Suite struct ViewReuseTests {
    private func texts(_ lab: ViewHarness) -> [String] {
        lab.frame().compactMap { if case .text(let lines, _, _, _) = $0.content { lines.joined() } else { nil } }
    }

    /// Taps the text drawn as `text`, in the middle of where it is drawn.
    private func tap(_ lab: ViewHarness, _ text: String, at t: Double) {
        let item = lab.frame().first { if case .text(let lines, _, _, _) = $0.content { lines.joined() == text } else { false } }
        guard let item else {
            Issue.record("no text \(text) among \(texts(lab))")
            return
        }
        lab.tap(Double(item.center.x), Double(item.center.y), at: t)
    }

    /// Two harnesses, each of a view made anew (a view's `@State` is shared by copies of one
    /// value): one handing views back, one evaluating every body.
    private func bothWays<V: View>(_ make: @autoclosure () -> V) -> (on: ViewHarness, off: ViewHarness) {
        let off = ViewHarness(make())
        off.host.reusesViews = false
        return (ViewHarness(make()), off)
    }

    private func color(of text: String, _ lab: ViewHarness) -> Color? {
        for item in lab.frame() {
            if case .text(let lines, _, let color, _) = item.content, lines.joined() == text { return color }
        }
        return nil
    }

    @Test("a change re-evaluates the view that owns the state and not the rows given the same values")
    func rowsGivenTheSameValuesAreHandedBack() {
        let lab = ViewHarness(Board())
        let bodies = lab.host.stats.bodies, reused = lab.host.stats.reused
        tap(lab, "other 0", at: 0.1)
        #expect(lab.host.stats.bodies == bodies + 1, "the board's body alone")
        #expect(lab.host.stats.reused == reused + 10)
        #expect(texts(lab) == (0..<10).map { "cell \($0)" } + ["other 1"])
    }

    @Test("with reuse off every body is evaluated again and the frame is the same")
    func reuseOffEvaluatesEverything() {
        let (on, off) = bothWays(Board())
        let bodies = off.host.stats.bodies
        tap(on, "other 0", at: 0.1)
        tap(off, "other 0", at: 0.1)
        #expect(off.host.stats.bodies == bodies + 11)
        #expect(texts(on) == texts(off))
        #expect(on.frame().map(\.center) == off.frame().map(\.center))
    }

    @Test("a row whose value changes is evaluated again, its siblings are not")
    func aChangedRowIsEvaluated() {
        let lab = ViewHarness(Highlighting())
        var bodies = lab.host.stats.bodies
        tap(lab, "row 2", at: 0.1)
        #expect(lab.host.stats.bodies == bodies + 2, "the list and the row now highlighted")
        #expect(texts(lab) == ["row 0", "row 1", "row 2 *", "row 3"])
        bodies = lab.host.stats.bodies
        tap(lab, "row 0", at: 1.1)
        #expect(lab.host.stats.bodies == bodies + 3, "the list, the row that was highlighted and the one that is")
        #expect(texts(lab) == ["row 0 *", "row 1", "row 2", "row 3"])
    }

    @Test("a child with its own @State keeps it, and is handed back, when its parent's other state changes")
    func aChildKeepsItsStateWhenHandedBack() {
        let lab = ViewHarness(Beside(Toggler()))
        tap(lab, "off", at: 0.1)
        #expect(texts(lab) == ["other 0", "on"])
        let bodies = lab.host.stats.bodies
        tap(lab, "other 0", at: 1.1)
        #expect(lab.host.stats.bodies == bodies + 1, "the owner's body alone: the toggler is the same view")
        #expect(texts(lab) == ["other 1", "on"])
        tap(lab, "on", at: 2.1)
        #expect(texts(lab) == ["other 1", "off"], "the handed-back toggler's gesture still changes its state")
    }

    @Test("a gesture a parent adds to a handed-back child is attached once however many updates pass")
    func aParentsGestureIsAttachedOnce() {
        let lab = ViewHarness(Tapping())
        for index in 0..<3 { tap(lab, "other \(index)", at: 0.1 + Double(index)) }
        #expect(lab.host.stats.reused >= 3)
        tap(lab, "label", at: 5.1)
        #expect(texts(lab).last == "taps 1")
        // The label's own long press and its parent's tap share one node: two attachments.
        let attached = lab.host.scene.allShapes.map(\.attachments.count).filter { $0 > 0 }.sorted()
        #expect(attached == [1, 1, 2])
    }

    @Test("changing a colour in the environment above re-evaluates the views under it")
    func anEnvironmentChangeReachesTheViewsUnderIt() {
        let lab = ViewHarness(Themed())
        #expect(color(of: "row", lab) == .black)
        let bodies = lab.host.stats.bodies
        tap(lab, "switch", at: 0.1)
        #expect(lab.host.stats.bodies == bodies + 2)
        #expect(color(of: "row", lab) == .white)
    }

    @Test("a view under a modifier that sets the same colour again is handed back")
    func theSameEnvironmentAgainIsTheSame() {
        let lab = ViewHarness(Themed())
        let reused = lab.host.stats.reused
        tap(lab, "other 0", at: 0.1)
        #expect(lab.host.stats.reused == reused + 1)
        #expect(texts(lab) == ["switch", "other 1", "row"])
    }

    @Test("views under an environmentObject set again at every update are handed back; a different object reaches them")
    func viewsUnderAnEnvironmentObjectAreHandedBack() {
        let lab = ViewHarness(Supplying())
        let reused = lab.host.stats.reused
        tap(lab, "other 0", at: 0.1)
        #expect(lab.host.stats.reused > reused, "the environment's custom values are compared entry by entry")
        #expect(texts(lab) == ["other 1", "store A", "swap"])
        tap(lab, "swap", at: 1.1)
        #expect(texts(lab) == ["other 1", "store B", "swap"], "another object is another environment")
    }

    @Test("an @Observable property one row reads re-evaluates that row and not its siblings")
    func anObservedChangeReachesItsRowOnly() {
        let items = ["a", "b", "c"].map { ObservedItem($0) }
        let lab = ViewHarness(ItemList(items: items))
        let bodies = lab.host.stats.bodies, reused = lab.host.stats.reused
        lab.host.run { items[1].title = "B" }
        lab.host.update()
        // The update starts at the row: the list and the other rows are not even looked at.
        #expect(lab.host.stats.bodies == bodies + 1, "the row that read the title")
        #expect(lab.host.stats.reused == reused)
        #expect(texts(lab) == ["a", "B", "c"])
        lab.host.run { items[2].title = "C" }
        lab.host.update()
        #expect(texts(lab) == ["a", "B", "C"], "a handed-back row's watch goes on")
    }

    @Test("a view that keeps built-in state is evaluated on every update, and the views around it")
    func builtInStateIsEvaluatedEveryTime() {
        let lab = ViewHarness(Beside(Pressable()))
        let bodies = lab.host.stats.bodies
        tap(lab, "other 0", at: 0.1)
        #expect(lab.host.stats.bodies == bodies + 2, "the list and the row holding a button")
        #expect(texts(lab) == ["other 1", "press"])
    }

    @Test("a view leaving with its own animated transition from a view that is then handed back leaves no ghost behind")
    func aTransitionLeavesNoGhostInACache() {
        let lab = ViewHarness(Leaving())
        tap(lab, "hide", at: 0.1)
        #expect(texts(lab).contains("going"), "going, while its transition runs")
        lab.advance(to: 1.0)
        tap(lab, "other 0", at: 1.1)
        tap(lab, "other 1", at: 2.1)
        #expect(texts(lab) == ["hide", "other 2", "kept"])
        #expect(lab.host.stats.reused > 0)
    }

    @Test("a change inside one view updates from that view: its body alone, the rest of the tree kept")
    func anUpdateStartsAtTheDirtyView() {
        let lab = ViewHarness(Beside(Toggler()))
        let before = lab.host.stats
        tap(lab, "off", at: 0.1)
        #expect(lab.host.stats.bodies == before.bodies + 1, "the toggler's body alone")
        #expect(lab.host.stats.incrementalPasses > before.incrementalPasses)
        #expect(texts(lab) == ["other 0", "on"])
    }

    @Test("a dirty view whose new nodes do not fit its place is updated from the root and draws the same")
    func aViewChangingItsNodeCountUpdatesFromTheRoot() {
        let (on, off) = bothWays(Splitting())
        for lab in [on, off] { tap(lab, "one", at: 0.1) }
        #expect(texts(on) == ["one", "two", "below"])
        #expect(texts(on) == texts(off))
        #expect(on.frame().map(\.center) == off.frame().map(\.center))
        for lab in [on, off] { tap(lab, "one", at: 1.1) }
        #expect(texts(on) == ["one", "below"])
        #expect(on.frame().map(\.center) == off.frame().map(\.center))
    }

    @Test("a dirty view that changes size moves the views beside it as an update from the root does")
    func aViewChangingSizeMovesItsSiblings() {
        let (on, off) = bothWays(Growing())
        let before = on.host.stats.incrementalPasses
        for lab in [on, off] { tap(lab, "short", at: 0.1) }
        #expect(on.host.stats.incrementalPasses > before, "the update started at the growing view")
        #expect(texts(on) == ["a much longer label than before", "beside"])
        #expect(on.frame().map(\.center) == off.frame().map(\.center))
        #expect(on.frame().map(\.size) == off.frame().map(\.size))
        // The scene's shapes follow: the label beside it is hit where it is drawn now.
        tap(on, "beside", at: 1.1)
        tap(off, "beside", at: 1.1)
        #expect(texts(on) == ["a much longer label than before", "beside 1"])
    }

    @Test("a custom layout that caches its subviews' sizes lays out a view inside it that grew, as from the root")
    func aCachingLayoutSeesAViewInsideItGrow() {
        let (on, off) = bothWays(CacheHolder())
        for lab in [on, off] { tap(lab, "short", at: 0.1) }
        #expect(texts(on) == ["a much longer label than before", "end"])
        #expect(on.frame().map(\.center) == off.frame().map(\.center))
        #expect(on.frame().map(\.size) == off.frame().map(\.size))
    }

    @Test("a dirty view whose node a parent's gesture was merged into is updated from the root, the gesture kept once")
    func aViewWithAMergedParentGestureUpdatesFromTheRoot() {
        let lab = ViewHarness(HoldingParent())
        let before = lab.host.stats.incrementalPasses
        guard let item = lab.frame().first(where: { if case .text(let lines, _, _, _) = $0.content { lines.joined() == "held 0" } else { false } }) else {
            Issue.record("no held 0 among \(texts(lab))")
            return
        }
        lab.down(Double(item.center.x), Double(item.center.y), at: 0.1)
        lab.advance(to: 0.6)
        lab.up(Double(item.center.x), Double(item.center.y), at: 0.7)
        #expect(texts(lab) == ["held 1", "taps 0"])
        #expect(lab.host.stats.incrementalPasses == before, "its node is the parent's copy, with the parent's gesture merged in")
        tap(lab, "held 1", at: 1.1)
        #expect(texts(lab) == ["held 1", "taps 1"])
        let attached = lab.host.scene.allShapes.map(\.attachments.count).filter { $0 > 0 }.sorted()
        #expect(attached == [2])
    }

    @Test("scrolling evaluates the view holding the scroll view and hands its rows back, drawing what an update from the root draws")
    func scrollingHandsTheRowsBack() {
        let (on, off) = bothWays(Scrolling())
        let before = on.host.stats
        for lab in [on, off] { lab.drag(from: (195, 600), to: (195, 300), start: 0.1) }
        let moves = on.host.stats.passes - before.passes
        #expect(on.host.stats.reused - before.reused >= 30 * (moves - 2), "the rows are handed back at each move")
        // The list's body at each move; the rows once at most (the glide after the finger lifts
        // is an animated change, which evaluates every view).
        #expect(on.host.stats.bodies - before.bodies <= moves + 30, "the list's body alone at each move")
        #expect(on.frame().map(\.center) == off.frame().map(\.center))
        #expect(texts(on) == texts(off))
    }

    @Test("pressing a button evaluates the view holding it; the rows beside it are handed back")
    func pressingAButtonHandsTheRowsBack() {
        let lab = ViewHarness(Beside(Pressable()))
        let before = lab.host.stats
        guard let item = lab.frame().first(where: { if case .text(let lines, _, _, _) = $0.content { lines.joined() == "press" } else { false } }) else {
            Issue.record("no button among \(texts(lab))")
            return
        }
        lab.down(Double(item.center.x), Double(item.center.y), at: 0.1)
        #expect(lab.host.stats.bodies - before.bodies <= 2, "the view holding the button and the one around it")
        #expect(lab.host.stats.passes > before.passes, "the press shows")
        lab.up(Double(item.center.x), Double(item.center.y), at: 0.2)
    }

    @Test("a card a drag brings to the front with zIndex is drawn and hit in front at once")
    func aZIndexChangeReordersItsStack() {
        let (on, off) = bothWays(Stacked())
        // Card 0 alone covers x 96 to 98 (the others are 4 and 8 points further right).
        for lab in [on, off] {
            lab.down(97, 422, at: 0.1)
            lab.move(97, 430, at: 0.15)
            lab.move(97, 440, at: 0.2)
        }
        #expect(texts(on) == texts(off))
        #expect(texts(on).last == "card 0 (dragged)", "the dragged card is drawn last, in front")
        #expect(on.frame().map(\.center) == off.frame().map(\.center))
    }

    @Test("a navigation title a view inside the stack sets follows that view's state")
    func aNavigationTitleFollowsItsView() {
        let lab = ViewHarness(Titled())
        #expect(texts(lab).contains("Taps 0"))
        tap(lab, "tap me", at: 0.1)
        #expect(texts(lab).contains("Taps 1"), "\(texts(lab))")
    }

    @Test("a Picker in a ForEach row shows the choice an @Observable model holds once it changes")
    func aPickerInARowFollowsItsModel() {
        let settings = [PickedSetting(), PickedSetting()]
        let lab = ViewHarness(PickerRows(settings: settings))
        func drawn() -> [String] { lab.frame().map { String(describing: $0) } }
        let before = drawn()
        lab.host.run { settings[1].level = 1 }
        lab.host.update()
        #expect(drawn() != before, "the second picker shows High chosen now")
        let fresh = ViewHarness(PickerRows(settings: settings))
        #expect(drawn() == fresh.frame().map { String(describing: $0) }, "as a new view of the same settings draws it")
    }

    @Test("two values of a view compare by their fields, not the padding between them")
    func valuesCompareByFields() {
        let plan = ValueIdentity.plan(for: Padded.self)
        #expect(plan.ranges == [0..<1, 8..<17], "the count and the flag after it are one range; the padding after the first flag is left out")
        #expect(ValueIdentity.same(Padded(flag: true, count: 3, other: false), Padded(flag: true, count: 3, other: false), plan: plan))
        #expect(!ValueIdentity.same(Padded(flag: true, count: 3, other: false), Padded(flag: true, count: 4, other: false), plan: plan))
        let closure = ValueIdentity.plan(for: Acting.self)
        let action: () -> Void = {}
        #expect(!ValueIdentity.same(Acting(action: action), Acting(action: action), plan: closure),
                "a value holding a closure is never the same: what the closure reads may have changed")
        let owned = ValueIdentity.plan(for: Toggler.self)
        #expect(owned.ranges.isEmpty, "a view of nothing but @State is the same view whatever its state's initial value")
    }
}

private struct Acting {
    var action: (() -> Void)?
}

private struct Padded {
    var flag: Bool
    var count: Int
    var other: Bool
}

private struct Board: View {
    @State var other = 0
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<10) { index in Cell(index: index) }
            Text("other \(other)").onTapGesture { other += 1 }
        }
    }
}

private struct Cell: View {
    let index: Int
    var body: some View { Text("cell \(index)") }
}

private struct Highlighting: View {
    @State var selected = -1
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<4) { index in
                Row(index: index, selected: index == selected).onTapGesture { selected = index }
            }
        }
    }
    struct Row: View {
        let index: Int
        let selected: Bool
        var body: some View { Text(selected ? "row \(index) *" : "row \(index)") }
    }
}

/// A counter above `content`: a tap on "other N" changes state that only this view reads.
private struct Beside<Content: View>: View {
    @State var other = 0
    let content: Content
    init(_ content: Content) { self.content = content }
    var body: some View {
        VStack(spacing: 8) {
            Text("other \(other)").onTapGesture { other += 1 }
            content
        }
    }
}

private struct Toggler: View {
    @State var on = false
    var body: some View { Text(on ? "on" : "off").onTapGesture { on.toggle() } }
}

private struct Tapping: View {
    @State var other = 0
    @State var taps = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("other \(other)").onTapGesture { other += 1 }
            Pressing(text: "label").onTapGesture { taps += 1 }
            Text("taps \(taps)").onTapGesture {}
        }
    }
}

private struct Plain: View {
    let text: String
    var body: some View { Text(text) }
}

private struct Pressing: View {
    let text: String
    var body: some View { Text(text).onLongPressGesture(minimumDuration: 5) {} }
}

private struct Themed: View {
    @State var dark = false
    @State var other = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("switch").onTapGesture { dark.toggle() }
            Text("other \(other)").onTapGesture { other += 1 }
            Plain(text: "row")
        }
        .foregroundColor(dark ? .white : .black)
    }
}

@Observable private final class ObservedItem {
    var title: String
    init(_ title: String) { self.title = title }
}

private struct ItemList: View {
    let items: [ObservedItem]
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<items.count, id: \.self) { index in ItemRow(item: items[index]) }
        }
    }
}

private struct ItemRow: View {
    let item: ObservedItem
    var body: some View { Text(item.title) }
}


private struct Pressable: View {
    var body: some View { Button("press") {} }
}

private struct Leaving: View {
    @State var shown = true
    @State var other = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("hide").onTapGesture { shown.toggle() }
            Text("other \(other)").onTapGesture { other += 1 }
            Holder(show: shown)
        }
    }
    struct Holder: View {
        let show: Bool
        var body: some View {
            VStack(spacing: 8) {
                Plain(text: "kept")
                if show { Text("going").transition(AnyTransition.opacity.animation(.linear(duration: 0.3))) }
            }
        }
    }
}

private struct Splitting: View {
    var body: some View {
        VStack(spacing: 8) {
            Splitter()
            Text("below")
        }
    }
    struct Splitter: View {
        @State var split = false
        var body: some View {
            Text("one").onTapGesture { split.toggle() }
            if split { Text("two") }
        }
    }
}

private struct Growing: View {
    @State var taps = 0
    var body: some View {
        HStack(spacing: 8) {
            Label()
            Text(taps == 0 ? "beside" : "beside \(taps)").onTapGesture { taps += 1 }
        }
    }
    struct Label: View {
        @State var long = false
        var body: some View { Text(long ? "a much longer label than before" : "short").onTapGesture { long = true } }
    }
}

private struct HoldingParent: View {
    @State var taps = 0
    var body: some View {
        VStack(spacing: 8) {
            Holding().onTapGesture { taps += 1 }
            Text("taps \(taps)")
        }
    }
    struct Holding: View {
        @State var held = 0
        var body: some View { Text("held \(held)").onLongPressGesture(minimumDuration: 0.3) { held += 1 } }
    }
}

private struct Scrolling: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in Cell(index: index).frame(height: 40) }
            }
        }
    }
}

private struct Stacked: View {
    var body: some View {
        ZStack {
            ForEach(0..<3) { index in StackedCard(index: index) }
        }
    }
}

private struct StackedCard: View {
    let index: Int
    @GestureState private var drag = CGSize.zero
    var body: some View {
        Text(drag == .zero ? "card \(index)" : "card \(index) (dragged)")
            .frame(width: 200, height: 100)
            .contentShape(Rectangle())
            .offset(x: CGFloat(index) * 4, y: drag.height)
            .zIndex(drag == .zero ? 0 : 1)
            .gesture(DragGesture(minimumDistance: 1).updating($drag) { value, state, _ in state = value.translation })
    }
}

private struct Titled: View {
    var body: some View {
        NavigationStack { TitledCounter() }
    }
}

private struct TitledCounter: View {
    @State var taps = 0
    var body: some View {
        Text("tap me").onTapGesture { taps += 1 }.navigationTitle("Taps \(taps)")
    }
}

@Observable private final class PickedSetting {
    var level = 0
}

private struct PickerRows: View {
    let settings: [PickedSetting]
    var body: some View {
        VStack {
            ForEach(0..<settings.count, id: \.self) { index in
                Picker("Level", selection: Bindable(settings[index]).level) {
                    Text("Low").tag(0)
                    Text("High").tag(1)
                }
                .pickerStyle(.segmented)
            }
        }
    }
}

private final class Store: ObservableObject {
    let name: String
    init(_ name: String) { self.name = name }
}

private struct Supplying: View {
    @State var other = 0
    @State var useB = false
    @StateObject var a = Store("A")
    @StateObject var b = Store("B")
    var body: some View {
        VStack(spacing: 8) {
            Text("other \(other)").onTapGesture { other += 1 }
            StoreName()
            Text("swap").onTapGesture { useB.toggle() }
        }
        .environmentObject(useB ? b : a)
    }
}

private struct StoreName: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("store \(store.name)") }
}

/// Lays its subviews out in a row at the widths it measured when its cache was made.
private struct CachedRow: Layout {
    struct Cache { var widths: [CGFloat] }
    func makeCache(subviews: Subviews) -> Cache { Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width }) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widths.reduce(0, +), height: 40)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: cache.widths[index], height: 40))
            x += cache.widths[index]
        }
    }
}

private struct CacheHolder: View {
    var body: some View {
        CachedRow {
            Growing.Label().padding(4)
            Text("end")
        }
    }
}
