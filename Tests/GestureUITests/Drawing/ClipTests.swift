import Testing
@testable import GestureUI

private struct TappableCard: View {
    @State var taps = 0
    var body: some View {
        Color.blue.frame(width: 200, height: 200).clipShape(Circle()).onTapGesture { taps += 1 }
    }
}

@Suite("Clips and masks")
struct ClipTests {
    @Test("clipShape gives each drawn item inside it the shape's outline in scene space")
    func clipShapeOutline() {
        let drawn = drawnItems(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
            Text("Inside")
        }.clipShape(Circle()))
        #expect(drawn.count == 2)
        for item in drawn {
            #expect(item.clipPaths.count == 1)
            let bounds = item.clipPaths[0].boundingRect
            // The VStack's frame, centred in the canvas; a circle as wide as its shorter side.
            #expect(abs(bounds.midX - 195) < 0.01 && abs(bounds.midY - 422) < 0.01)
        }
        #expect(drawn[0].clip == nil)     // the outline, not its box, cuts the drawing
    }

    @Test("cornerRadius clips to a rounded rectangle of the view's frame")
    func cornerRadius() {
        let item = drawnItems(Color.blue.frame(width: 200, height: 100).cornerRadius(20))[0]
        let outline = try! #require(item.clipPaths.first)
        #expect(abs(outline.boundingRect.width - 200) < 0.01 && abs(outline.boundingRect.height - 100) < 0.01)
        #expect(!outline.contains(CGPoint(x: 95 + 2, y: 372 + 2)))     // a cut corner
        #expect(outline.contains(CGPoint(x: 95 + 20, y: 372 + 2)))      // the top edge past the corner
    }

    @Test("a shadow outside a clip is the clipped view's; a clip outside a shadow cuts it too")
    func shadowAndClipOrder() {
        let inner = drawnItems(Color.blue.frame(width: 100, height: 100).cornerRadius(12).shadow(radius: 4))[0]
        #expect(inner.shadow?.outerClipCount == 0 && inner.clipPaths.count == 1)
        let outer = drawnItems(Color.blue.frame(width: 100, height: 100).shadow(radius: 4).cornerRadius(12))[0]
        #expect(outer.shadow?.outerClipCount == 1)
    }

    @Test("a shadow falls behind all of its content: the shadows of a card's parts come before the card")
    func shadowsComeFirst() {
        let drawn = drawnItems(ZStack {
            Color.blue.frame(width: 200, height: 100)
            Text("Title")
        }.shadow(radius: 6))
        #expect(drawn.count == 4)
        #expect(drawn[0].shadow != nil && drawn[1].shadow != nil)
        #expect(drawn[2].shadow == nil && drawn[3].shadow == nil)
        guard case .text = drawn[3].content, case .text = drawn[1].content else { Issue.record("order"); return }
    }

    @Test("a mask cuts the view to the outlines its views draw, and is itself neither drawn nor hit")
    func maskOutlines() {
        let lab = ViewHarness(Color.green.frame(width: 100, height: 100).mask { Circle().padding(10) })
        let drawn = lab.frame()
        #expect(drawn.count == 1)
        let outline = try! #require(drawn[0].clipPaths.first)
        #expect(abs(outline.boundingRect.width - 80) < 0.01)
        #expect(lab.host.scene.shapes.count == 1)
    }

    @Test("clipShape does not change hit testing: a tap in the cut-off corner still reaches the view, as in SwiftUI")
    func clipShapeKeepsHitTesting() {
        let lab = ViewHarness(TappableCard())
        lab.tap(195 - 95, 422 - 95, at: 0)
        #expect(lab.state["taps"] == "1")
    }
}
