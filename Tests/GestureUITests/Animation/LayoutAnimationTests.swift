import Testing
@testable import GestureUI

/// The first drawn item filled with `color`.
private func item(_ lab: ViewHarness, _ color: Color, at t: Double) -> DisplayItem? {
    lab.frame(at: t).first { item in
        if case .shape(_, let fill, _, _) = item.content { return fill == color }
        return false
    }
}

@Suite("Layout that animates")
struct LayoutAnimationTests {
    private struct Growing: View {
        @State var expanded = false
        var animated = true
        var body: some View {
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 200, height: expanded ? 300 : 100)
                Color.blue.frame(width: 100, height: 100)
                    .onTapGesture {
                        if animated {
                            withAnimation(.linear(duration: 1)) { expanded.toggle() }
                        } else {
                            expanded.toggle()
                        }
                    }
            }
        }
    }

    @Test("an animated change that resizes a shape draws it growing, and moves the view below along")
    func grows() {
        let lab = ViewHarness(Growing())
        let card = item(lab, .orange, at: 0)!, square = item(lab, .blue, at: 0)!
        lab.tap(square.center.x, square.center.y, at: 1)
        // The change is made as the finger lifts (1.05): half way at 1.55.
        let half = item(lab, .orange, at: 1.55)!, squareHalf = item(lab, .blue, at: 1.55)!
        #expect(abs(half.size.height - 200) < 0.5)
        let end = item(lab, .orange, at: 2.2)!, squareEnd = item(lab, .blue, at: 2.2)!
        #expect(end.size.height == 300)
        // The stack stays centred: the card's top goes up 100, the square down 100, half of
        // it by the middle of the animation.
        #expect(abs(squareHalf.center.y - (square.center.y + 50)) < 0.5)
        #expect(abs(squareEnd.center.y - (square.center.y + 100)) < 0.01)
        #expect(abs((half.center.y - half.size.height / 2) - (card.center.y - card.size.height / 2 - 50)) < 0.5)
    }

    @Test("a change without an animation moves and resizes at once")
    func jumps() {
        let lab = ViewHarness(Growing(animated: false))
        let square = item(lab, .blue, at: 0)!
        lab.tap(square.center.x, square.center.y, at: 1)
        #expect(item(lab, .orange, at: 1.1)!.size.height == 300)
        #expect(abs(item(lab, .blue, at: 1.1)!.center.y - (square.center.y + 100)) < 0.01)
    }

    @Test("hit testing follows the model: the moved view is hit at its new place at once")
    func hitAtModelPlace() {
        let lab = ViewHarness(Growing())
        let square = item(lab, .blue, at: 0)!
        lab.tap(square.center.x, square.center.y, at: 1)
        let path = lab.host.scene.hitPath(at: CGPoint(x: square.center.x, y: square.center.y + 100))
        #expect(!path.isEmpty)
    }
}
