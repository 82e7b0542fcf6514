import Testing
import GestureKit

/// The README's example, as written there, so it keeps compiling and doing what it says.
@Suite("README")
struct ReadmeExampleTests {
    @Test("the README's example runs: the long press ends at 0.5 s and the taps wait behind it")
    func readmeExample() {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        let scene = GestureScene(size: CGSize(width: 800, height: 600))
        let card = scene.add(ShapeNode(id: "card", kind: .roundedRectangle(cornerRadius: 16),
                                       center: CGPoint(x: 400, y: 300), size: CGSize(width: 300, height: 200)))

        @GestureState var dragOffset = CGSize.zero
        card.gesture(LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .onEnded { value in print("moved", value) })
        card.onTapGesture(count: 2) { print("double") }
            .onTapGesture { print("single") }          // waits for the double tap to fail, as in SwiftUI

        let engine = GestureEngine(scene: scene)
        engine.observe { event in                      // t=0.5 card#0.first: active → ended
            if case .phaseChanged(let change) = event { print(change) }
        }
        engine.send(TouchEvent(time: 0.0, phase: .began, id: 1, location: CGPoint(x: 400, y: 300)))
        engine.advance(to: GestureTime(seconds: 0.6)!)
        print(engine.snapshot()[0].attachments.map(\.description))

        #expect(printed.contains("t=0.5 card#0.first: active → ended"))
        #expect(printed.last == #"["Sequence active", "Tap(2) waiting [0/2 taps]", "Tap(1) waiting"]"#)
    }
}
