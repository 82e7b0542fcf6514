import Testing
@testable import GestureUI

@Suite("compositingGroup, drawingGroup and blendMode")
@MainActor
struct CompositingTests {
    private func circles() -> some View {
        ZStack {
            Circle().fill(.red).frame(width: 60, height: 60).offset(x: -15)
            Circle().fill(.blue).frame(width: 60, height: 60).offset(x: 15)
        }
    }

    @Test("a faded compositing group is one layer at the opacity above it, its views drawn opaque")
    func fadedGroup() throws {
        let list = drawnList(circles().compositingGroup().opacity(0.4))
        #expect(list.items.count == 2)
        #expect(list.items.allSatisfy { $0.opacity == 1 })
        let layer = try #require(list.layers.first)
        #expect(list.layers.count == 1)
        #expect(layer.items == 0..<2 && layer.opacity == 0.4 && layer.blendMode == .normal)
    }

    @Test("without a compositing group the opacity goes to each view and no layer is made")
    func fadedWithoutGroup() {
        let list = drawnList(circles().opacity(0.4))
        #expect(list.layers.isEmpty)
        #expect(list.items.map(\.opacity) == [0.4, 0.4])
    }

    @Test("a compositing group with nothing to apply to it adds no layer; drawingGroup is one too")
    func plainGroup() {
        #expect(drawnList(circles().compositingGroup()).layers.isEmpty)
        let drawing = drawnList(circles().drawingGroup().opacity(0.5))
        #expect(drawing.layers.count == 1 && drawing.layers[0].opacity == 0.5)
    }

    @Test("a blend mode gives each view drawn inside a layer of its own, mixed by that mode")
    func blendEachView() {
        let list = drawnList(circles().blendMode(.multiply))
        #expect(list.layers.map(\.items) == [0..<1, 1..<2])
        #expect(list.layers.allSatisfy { $0.blendMode == .multiply })
    }

    @Test("a blend mode inside a compositing group makes the group a layer, so the blend stays inside it")
    func blendInsideGroup() {
        let view = ZStack {
            Rectangle().fill(.yellow).frame(width: 200, height: 50)
            Text("CUT").blendMode(.destinationOut)
        }
        .compositingGroup()
        let list = drawnList(view)
        #expect(list.layers.map(\.items) == [0..<2, 1..<2])
        #expect(list.layers.map(\.blendMode) == [.normal, .destinationOut])
    }

    @Test("a blend mode above a compositing group applies to the whole group")
    func blendAboveGroup() {
        let list = drawnList(circles().compositingGroup().blendMode(.screen))
        #expect(list.layers.count == 1)
        #expect(list.layers[0].items == 0..<2 && list.layers[0].blendMode == .screen)
        #expect(list.items.count == 2)
    }

    @Test("a shadow around a faded group is drawn first; the group's layer keeps to the group's own views")
    func shadowBeforeLayer() {
        let list = drawnList(circles().compositingGroup().opacity(0.5).shadow(radius: 4))
        #expect(list.items.count == 4)
        #expect(list.items[0].shadow != nil && list.items[1].shadow != nil)
        #expect(list.layers.map(\.items) == [2..<4])
        // The group is half faded: so are the shadows its views cast.
        #expect(list.items[0].opacity == 0.5 && list.items[1].opacity == 0.5)
    }

    @Test("a blurred group inside a clip is cut by the clip as one picture (its blur spreads no further)")
    func groupCutByClipAbove() throws {
        let list = drawnList(circles().compositingGroup().blur(radius: 6).frame(width: 50, height: 50).clipped())
        let layer = try #require(list.layers.first)
        #expect(layer.blur == 6)
        #expect(layer.clip == CGRect(x: 170, y: 397, width: 50, height: 50))
    }

    @Test("text mirrored inside a perspective: the perspective's layer holds the mirror's, and its shadow goes through both")
    func mirroredTextInPerspective() {
        let list = drawnList(Text("A").shadow(radius: 2).scaleEffect(x: -1, y: 1).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)))
        #expect(list.items.count == 2)
        // Per item: the perspective outside (it comes first), the mirror inside.
        let ofShadow = list.layers.filter { $0.items == 0..<1 }, ofText = list.layers.filter { $0.items == 1..<2 }
        #expect(ofShadow.count == 2 && ofText.count == 2)
        #expect(ofText.allSatisfy { $0.projection != nil })
        #expect(ofText[0].projection?.isAffine == false && ofText[1].projection?.isAffine == true)
        #expect(ofShadow.map(\.projection) == ofText.map(\.projection))
    }
}
