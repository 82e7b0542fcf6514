import Testing
@testable import GestureUI

private struct List: View {
    @State var taps = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in
                    Rectangle().fill(index % 2 == 0 ? Color.blue : Color.gray).frame(height: 100)
                        .onTapGesture { taps += 1 }
                }
            }
        }
    }
}

private struct DraggableRows: View {
    @State var drags = 0
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { _ in
                    Rectangle().fill(.blue).frame(height: 100)
                        .gesture(DragGesture().onEnded { _ in drags += 1 })
                }
            }
        }
    }
}

@Suite("ScrollView")
struct ScrollViewTests {
    /// The scene-space top of the first drawn item.
    private func top(_ lab: ViewHarness, at t: Double? = nil) -> Double { Double(lab.frame(at: t)[0].center.y - 50) }

    @Test("dragging up scrolls the content up by the drag, without a glide when the finger stops")
    func dragScrolls() {
        let lab = ViewHarness(List())
        #expect(top(lab) == 0)
        lab.drag(from: (195, 700), to: (195, 400), start: 0.1, duration: 0.3, release: false)
        #expect(top(lab) == -300)
    }

    @Test("the content stops at its ends: 20 rows of 100 pt in 844 pt scroll at most 1156 pt")
    func scrollIsClamped() {
        let lab = ViewHarness(List())
        lab.drag(from: (195, 800), to: (195, 100), start: 0.1, duration: 0.2)
        lab.drag(from: (195, 800), to: (195, 100), start: 1.1, duration: 0.2)
        lab.advance(to: 3)
        #expect(top(lab) == -1156)
        lab.drag(from: (195, 100), to: (195, 300), start: 4, duration: 0.2, release: false)
        #expect(top(lab) == -956)
    }

    @Test("a tap on a row still reaches the row's tap gesture")
    func tapReachesRow() {
        let lab = ViewHarness(List())
        lab.tap(195, 150, at: 0.1)
        #expect(lab.state["taps"] == "1")
    }

    @Test("a row's own drag gesture wins over the scroll: dragging on it does not scroll")
    func childDragWins() {
        let lab = ViewHarness(DraggableRows())
        lab.drag(from: (195, 700), to: (195, 400), start: 0.1, duration: 0.3)
        #expect(top(lab) == 0)
        #expect(lab.state["drags"] == "1")
    }
}

private struct SpacedList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<20) { _ in Rectangle().fill(.blue).frame(height: 100) }
            }
        }
    }
}

extension ScrollViewTests {
    @Test("a drag that starts in the gap between rows still scrolls")
    func gapScrolls() {
        let lab = ViewHarness(SpacedList())
        lab.drag(from: (195, 110), to: (195, 10), start: 0.1, duration: 0.3, release: false)
        #expect(top(lab) == -100)
    }
}

extension ScrollViewTests {
    @Test("after a flick the list glides on to where the drag's predicted end puts it, easing out over 0.4 s")
    func glide() {
        let lab = ViewHarness(List())
        lab.drag(from: (195, 700), to: (195, 500), start: 0.1, duration: 0.1)   // fast: 2,000 pt/s
        let released = top(lab, at: 0.211)
        let settled = top(lab, at: 1.0)
        #expect(settled < released - 100)                      // it kept going
        #expect(top(lab, at: 0.411) < released && top(lab, at: 0.411) > settled)
        #expect(top(lab, at: 0.62) == settled)                 // and stopped by 0.4 s after release
    }

    @Test("the list does not scroll above its top")
    func clampedAtTop() {
        let lab = ViewHarness(List())
        lab.drag(from: (195, 300), to: (195, 600), start: 0.1, duration: 0.3)
        lab.advance(to: 2)
        #expect(top(lab) == 0)
    }
}
