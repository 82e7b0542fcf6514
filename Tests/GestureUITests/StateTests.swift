import Testing
@testable import GestureUI

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Circle().fill(count > 0 ? .blue : .gray).frame(width: 100, height: 100)
            .onTapGesture { count += 1 }
    }
}

private struct Shelf: View {
    @State var showsBox = true
    var body: some View {
        VStack {
            if showsBox { Box() } else { Text("empty") }
            Rectangle().fill(.red).frame(width: 50, height: 50).onTapGesture { showsBox.toggle() }
        }
    }
}

private struct Box: View {
    @State var taps = 0
    var body: some View {
        Text("taps \(taps)").frame(width: 200, height: 100).contentShape(Rectangle()).onTapGesture { taps += 1 }
    }
}

private struct PressIndicator: View {
    @GestureState var isPressing = false
    @State var ended = 0
    var body: some View {
        Rectangle().fill(isPressing ? .green : .red).frame(width: 200, height: 200)
            .gesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { value, state, _ in state = value }
                .onEnded { _ in ended += 1 })
    }
}

@Suite("State")
struct StateTests {
    @Test("a tap that changes state redraws the view before the next frame")
    func tapRedraws() {
        let lab = ViewHarness(Counter())
        guard case .shape(_, let fill, _, _) = lab.item().content else { Issue.record("no shape"); return }
        #expect(fill == .gray)
        lab.tap(195, 422, at: 0.1)
        #expect(lab.state["count"] == "1")
        guard case .shape(_, let after, _, _) = lab.item().content else { Issue.record("no shape"); return }
        #expect(after == .blue)
    }

    @Test("state survives re-evaluation of the body")
    func stateSurvives() {
        let lab = ViewHarness(Counter())
        lab.tap(195, 422, at: 0.1)
        lab.tap(195, 422, at: 1.1)
        lab.tap(195, 422, at: 2.1)
        #expect(lab.state["count"] == "3")
        #expect(lab.host.bodyEvaluations == 4)
    }

    @Test("a view that leaves the tree loses its state, and starts afresh when it comes back")
    func leavingResetsState() {
        let lab = ViewHarness(Shelf())
        // Box: 200 x 100, then 8 pt, then the 50 pt red square; 158 pt high, centred in 844.
        let boxY = 422 - 79 + 50.0, squareY = 422 + 79 - 25.0
        lab.tap(195, boxY, at: 0.1)
        lab.tap(195, boxY, at: 1.1)
        #expect(lab.frame().contains { if case .text(let lines, _, _, _) = $0.content { lines == ["taps 2"] } else { false } })
        lab.tap(195, squareY, at: 2.1)    // hide the box
        lab.tap(195, lab.frame()[1].center.y, at: 3.1)    // the square has moved up; show the box again
        #expect(lab.frame().contains { if case .text(let lines, _, _, _) = $0.content { lines == ["taps 0"] } else { false } })
    }

    @Test("gesture state resets when its gesture fails, and the view shows it")
    func gestureStateResets() {
        let lab = ViewHarness(PressIndicator())
        lab.down(195, 422, at: 0.1)
        lab.advance(to: 0.3)
        #expect(lab.state["isPressing"] == "true")
        lab.move(260, 422, at: 0.4)    // beyond the 10 pt limit: the press fails
        #expect(lab.state["isPressing"] == "false")
        guard case .shape(_, let fill, _, _) = lab.item().content else { Issue.record("no shape"); return }
        #expect(fill == .red)
        #expect(lab.state["ended"] == "0")
    }
}
