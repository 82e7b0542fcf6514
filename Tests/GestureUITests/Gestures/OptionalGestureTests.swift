import Testing
@testable import GestureUI

private struct Editable: View {
    @State var isLocked = true
    @State var offset: CGFloat = 0
    var body: some View {
        Color.blue.frame(width: 200, height: 200)
            .offset(x: offset)
            .gesture(isLocked ? nil : DragGesture().onChanged { offset = $0.translation.width })
            .simultaneousGesture(isLocked ? TapGesture().onEnded { isLocked.toggle() } : nil)
    }
}

@Suite("Optional gestures")
struct OptionalGestureTests {
    @Test("a nil gesture does nothing; once it is a gesture it works, and the one that became nil stops")
    func optionalGestures() {
        let lab = ViewHarness(Editable())
        lab.drag(from: (195, 422), to: (255, 422), start: 0.5)
        lab.advance(to: 1.0)
        #expect(lab.state["offset"] == "0.0")
        lab.tap(195, 422, at: 1.5)
        lab.advance(to: 2.0)
        #expect(lab.state["isLocked"] == "false")
        lab.drag(from: (195, 422), to: (255, 422), start: 2.5)
        lab.advance(to: 3.0)
        #expect(lab.state["offset"] != "0.0")
        lab.tap(195, 422, at: 3.5)
        lab.advance(to: 4.0)
        #expect(lab.state["isLocked"] == "false")
    }
}
