import Testing
@testable import GestureUI

private struct Targets: View {
    @State var log: [String] = []
    var body: some View {
        ZStack {
            Color.yellow.frame(width: 300, height: 300).onTapGesture { log.append("yellow") }
            Text("label").allowsHitTesting(false)
            Color.clear.frame(width: 100, height: 100).offset(x: 0, y: -120).onTapGesture { log.append("clear") }
            Color.clear.frame(width: 80, height: 80).contentShape(Rectangle()).offset(x: -100, y: 0).onTapGesture { log.append("shaped") }
            Circle().fill(.red).frame(width: 60, height: 60).offset(x: 100, y: 0).rotationEffect(.degrees(90))
                .onTapGesture { log.append("circle") }
        }
    }
}

private struct Mover: View {
    @State var moved = false
    @State var taps = 0
    var body: some View {
        Circle().fill(.blue).frame(width: 80, height: 80)
            .offset(x: moved ? 150 : 0)
            .animation(.linear(duration: 1), value: moved)
            .onTapGesture { moved.toggle(); taps += 1 }
    }
}

private struct LocalSpace: View {
    @State var location = CGPoint.zero
    var body: some View {
        Color.blue.frame(width: 100, height: 100).offset(x: 50)
            .onTapGesture(coordinateSpace: .local) { location = $0 }
    }
}

@Suite("Hit testing")
struct HitTestingTests {
    @Test("text under allowsHitTesting(false) lets the tap through to what is beneath")
    func allowsHitTestingFalse() {
        let lab = ViewHarness(Targets())
        lab.tap(195, 422, at: 0.1)
        #expect(lab.state["log"] == #"["yellow"]"#)
    }

    @Test("Color.clear is not hit, a contentShape makes its frame hit")
    func clearAndContentShape() {
        let lab = ViewHarness(Targets())
        lab.tap(195, 422 - 120, at: 0.1)
        lab.tap(195 - 100, 422, at: 1.1)
        #expect(lab.state["log"] == #"["yellow", "shaped"]"#)
    }

    @Test("a view offset and then rotated is hit where it is drawn")
    func throughOffsetAndRotation() {
        let lab = ViewHarness(Targets())
        lab.tap(195, 422 + 100, at: 0.1)    // offset 100 right, turned 90° about the stack's centre: below it
        lab.tap(295, 422, at: 1.1)          // where it would be without the rotation: yellow
        #expect(lab.state["log"] == #"["circle", "yellow"]"#)
    }

    @Test("while a view animates to a new place, it is hit at the place its state gives it")
    func hitAtModelPlace() {
        let lab = ViewHarness(Mover())
        lab.tap(195, 422, at: 0.1)
        #expect(lab.item(at: 0.65).center.x < 195 + 150)   // half way, drawn
        lab.tap(195 + 150, 422, at: 0.6)                    // hit at its new place already
        #expect(lab.state["taps"] == "2")
    }

    @Test("a gesture after offset sees the view's local space moving with it")
    func localSpaceMovesWithOffset() {
        let lab = ViewHarness(LocalSpace())
        lab.tap(195 + 50, 422, at: 0.1)
        #expect(lab.state["location"] == "CGPoint(x: 50.0, y: 50.0)")
    }
}
