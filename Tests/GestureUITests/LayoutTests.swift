import Testing
@testable import GestureUI

/// The scene-space frame of a drawn item (upright items only).
private func frame(_ item: DisplayItem) -> CGRect {
    CGRect(x: item.center.x - item.size.width * item.scale / 2, y: item.center.y - item.size.height * item.scale / 2,
           width: item.size.width * item.scale, height: item.size.height * item.scale)
}

@Suite("Layout")
struct LayoutTests {
    @Test("the root view is proposed the whole canvas and centred in it")
    func rootIsCentred() {
        let drawn = drawnItems(Rectangle().fill(.red).frame(width: 100, height: 50))
        #expect(frame(drawn[0]) == CGRect(x: 145, y: 397, width: 100, height: 50))
        #expect(frame(drawnItems(Color.blue)[0]) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("a shape takes the whole proposal; a circle is hit only inside its circle")
    func shapesTakeTheProposal() {
        let host = ViewHost(Circle().fill(.blue).frame(width: 200, height: 100))
        host.update()
        #expect(frame(host.displayList(at: .zero).items[0]).size == CGSize(width: 200, height: 100))
        #expect(host.scene.hitPath(at: CGPoint(x: 195 - 90, y: 422)).isEmpty)   // in the frame, outside the circle
        #expect(!host.scene.hitPath(at: CGPoint(x: 195 + 45, y: 422)).isEmpty)
    }

    @Test("text takes its one-line size in 17 pt by default, and wraps at word breaks to a narrower width")
    func textSizes() {
        let one = frame(drawnItems(Text("hello, world"))[0])
        #expect(one.height == (TextMetrics.lineHeight(pointSize: 17)).rounded(.up))
        #expect(abs(one.width - TextMetrics.width("hello, world", pointSize: 17)) < 1)
        let wrapped = drawnItems(Text("one two three four five six").frame(width: 80))
        guard case .text(let lines, _, _, _) = wrapped[0].content else { Issue.record("not text"); return }
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { TextMetrics.width($0, pointSize: 17) <= 80 })
    }

    @Test("a VStack puts 8 pt between its children and centres them across")
    func vstackSpacing() {
        let drawn = drawnItems(VStack {
            Rectangle().fill(.red).frame(width: 100, height: 40)
            Rectangle().fill(.blue).frame(width: 60, height: 40)
        })
        #expect(frame(drawn[1]).minY - frame(drawn[0]).maxY == 8)
        #expect(frame(drawn[0]).midX == frame(drawn[1]).midX)
        #expect(abs(frame(drawn[0]).minY - (422 - 44)) < 1e-9)
    }

    @Test("an HStack gives a Spacer what the fixed children leave, pushing them to the edges")
    func spacerPushes() {
        let drawn = drawnItems(HStack {
            Rectangle().fill(.red).frame(width: 50, height: 50)
            Spacer()
            Rectangle().fill(.blue).frame(width: 50, height: 50)
        })
        #expect(frame(drawn[0]).minX == 0)
        #expect(frame(drawn[1]).maxX == 390)
    }

    @Test("leading alignment lines children up on the left")
    func alignment() {
        let drawn = drawnItems(VStack(alignment: .leading, spacing: 0) {
            Rectangle().fill(.red).frame(width: 100, height: 10)
            Rectangle().fill(.blue).frame(width: 50, height: 10)
        })
        #expect(frame(drawn[0]).minX == frame(drawn[1]).minX)
    }

    @Test("padding() adds 16 pt on every side; the background takes the padded size")
    func paddingAndBackground() {
        let drawn = drawnItems(Rectangle().fill(.red).frame(width: 100, height: 100).padding().background(Color.yellow))
        #expect(frame(drawn[0]) == CGRect(x: 195 - 66, y: 422 - 66, width: 132, height: 132))
        #expect(frame(drawn[1]).width == 100)
    }

    @Test("offset moves the drawing, not the layout: the sibling stays where it was")
    func offsetDoesNotMoveSiblings() {
        let plain = drawnItems(VStack { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) })
        let moved = drawnItems(VStack { Color.red.frame(width: 50, height: 50).offset(x: 30, y: 200); Color.blue.frame(width: 50, height: 50) })
        #expect(frame(moved[1]) == frame(plain[1]))
        #expect(frame(moved[0]).origin == CGPoint(x: frame(plain[0]).minX + 30, y: frame(plain[0]).minY + 200))
    }

    @Test("position takes the whole proposal and puts the view's centre at the point")
    func positionCentres() {
        let drawn = drawnItems(Circle().fill(.red).frame(width: 40, height: 40).position(x: 100, y: 200))
        #expect(drawn[0].center == CGPoint(x: 100, y: 200))
    }

    @Test("a fixed frame proposes its size and aligns the child inside it")
    func frameAlignment() {
        let drawn = drawnItems(ZStack { Color.gray; Text("x").frame(width: 200, height: 100, alignment: .topLeading) }.frame(width: 200, height: 100))
        #expect(frame(drawn[1]).origin == CGPoint(x: 95, y: 372))
    }

    @Test("a flexible frame with maxWidth: .infinity fills the width")
    func flexibleFrame() {
        let drawn = drawnItems(Color.red.frame(height: 20).frame(maxWidth: .infinity))
        #expect(frame(drawn[0]).width == 390)
        let small = drawnItems(Text("hi").frame(minWidth: 120).background(Color.red))
        #expect(frame(small[0]).width == 120)
    }

    @Test("ZStack is as large as its largest child, later children drawn above")
    func zstackSize() {
        let drawn = drawnItems(ZStack { Color.red.frame(width: 100, height: 30); Color.blue.frame(width: 40, height: 80) }.background(Color.gray))
        #expect(frame(drawn[0]).size == CGSize(width: 100, height: 80))
        guard case .shape(_, let fill, _, _) = drawn[2].content else { Issue.record("not a shape"); return }
        #expect(fill == .blue)
    }

    @Test("rotation and scale apply about the centre after layout")
    func effectsAboutCentre() {
        let drawn = drawnItems(Color.red.frame(width: 100, height: 50).rotationEffect(.degrees(90)).scaleEffect(2))
        #expect(drawn[0].center == CGPoint(x: 195, y: 422))
        #expect(abs(drawn[0].rotation.degrees - 90) < 1e-9)
        #expect(drawn[0].scale == 2)
    }
}

extension LayoutTests {
    @Test("two flexible frames side by side in an HStack share the width without overlapping")
    func flexibleSiblings() {
        let drawn = drawnItems(HStack { Color.red.frame(maxWidth: .infinity); Color.blue.frame(maxWidth: .infinity) }.frame(height: 40))
        #expect(abs(frame(drawn[0]).width - 191) < 1e-9 && abs(frame(drawn[1]).width - 191) < 1e-9)
        #expect(frame(drawn[0]).minX == 0)
        #expect(abs(frame(drawn[1]).minX - 199) < 1e-9)
    }

    @Test("padding inside an HStack keeps the padded view inside its share")
    func paddingInStack() {
        let drawn = drawnItems(HStack(spacing: 0) { Color.red.padding(); Color.blue.frame(width: 100) }.frame(height: 60))
        #expect(abs(frame(drawn[0]).width - (290 - 32)) < 1e-9)
        #expect(frame(drawn[0]).minX == 16)
    }

    @Test("a Spacer in an HStack grows only sideways: the stack stays as tall as its tallest view")
    func spacerOneAxis() {
        let drawn = drawnItems(HStack { Text("L"); Spacer(); Text("R") }.background(Color.gray))
        #expect(frame(drawn[0]).height == TextMetrics.lineHeight(pointSize: 17).rounded(.up))
        #expect(frame(drawn[0]).width == 390)
    }

    @Test("several top-level views are stacked vertically, as a VStack stacks them")
    func rootTuple() {
        struct Two: View {
            var body: some View {
                Color.red.frame(width: 50, height: 50)
                Color.blue.frame(width: 50, height: 50)
            }
        }
        let drawn = drawnItems(Two())
        #expect(frame(drawn[1]).minY - frame(drawn[0]).maxY == 8)
    }
}
