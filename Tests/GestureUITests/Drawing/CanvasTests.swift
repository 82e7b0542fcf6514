import Testing
@testable import GestureUI

private struct Sketch: View {
    @State var points: [CGPoint] = []
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            var line = Path()
            line.addLines(points)
            context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 4, lineCap: .round))
            for point in points.suffix(1) {
                context.fill(Path(ellipseIn: CGRect(x: point.x - 5, y: point.y - 5, width: 10, height: 10)), with: .color(.red))
            }
        }
        .frame(width: 300, height: 300)
        .gesture(DragGesture(minimumDistance: 0).onChanged { points.append($0.location) })
    }
}

@Suite("Canvas")
struct CanvasTests {
    @Test("a canvas draws its renderer's fills and strokes in its frame, in order, from its size")
    func drawsInOrder() {
        let host = ViewHost(Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .color(.red))
            context.translateBy(x: 10, y: 20)
            context.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.blue), lineWidth: 2)
        }.frame(width: 200, height: 100))
        host.update()
        let items = host.displayList(at: .zero).items
        #expect(items.count == 2)
        guard case .path(let bar, .color(.red)?, nil, _, _) = items[0].content,
              case .path(let ring, nil, .color(.blue)?, let style, _) = items[1].content else { Issue.record("not the canvas's paths"); return }
        #expect(bar.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(abs(ring.boundingRect.minX - 10) < 0.01 && abs(ring.boundingRect.minY - 20) < 0.01)
        #expect(style.lineWidth == 2)
        // Every path has the canvas's frame.
        #expect(items[0].size == CGSize(width: 200, height: 100) && items[1].size == CGSize(width: 200, height: 100))
    }

    @Test("a sketch grows under a drag: the canvas draws again from the state its renderer reads")
    func sketch() {
        let lab = ViewHarness(Sketch())
        lab.drag(from: (100, 400), to: (200, 450), start: 0)
        let items = lab.frame()
        #expect(items.count == 3)
        guard case .path(let line, _, _, _, _) = items[1].content else { Issue.record("no line"); return }
        // The line runs from where the finger went down to where it is, in the canvas's points.
        let frameOrigin = CGPoint(x: 195 - 150, y: 422 - 150)
        #expect(abs(line.boundingRect.minX - (100 - frameOrigin.x)) < 0.5)
        #expect(abs(line.boundingRect.maxX - (200 - frameOrigin.x)) < 0.5)
    }

    @Test("what the renderer draws past the canvas's edges is cut to its frame")
    func clippedToItsFrame() {
        let drawn = drawnItems(Canvas { context, _ in
            context.fill(Path(CGRect(x: -50, y: -50, width: 300, height: 300)), with: .color(.red))
        }.frame(width: 100, height: 100))
        #expect(drawn.count == 1)
        #expect(drawn[0].clip == CGRect(x: 145, y: 372, width: 100, height: 100))
    }

    @Test("text and images are placed with their anchor at the point; opacity and clips apply to what follows")
    func placementOpacityAndClip() {
        let host = ViewHost(Canvas { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
            context.opacity = 0.5
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.green))
        }.frame(width: 100, height: 100))
        host.update()
        let items = host.displayList(at: .zero).items
        #expect(items.count == 2)
        let text = items[0]
        // The text's top-leading corner at (10, 10) of the canvas, whose corner is at (145, 372).
        #expect(abs(text.center.x - text.size.width / 2 - 155) < 0.01 && abs(text.center.y - text.size.height / 2 - 382) < 0.01)
        #expect(items[1].opacity == 0.5)
        #expect(items[1].clipPaths.count == 1)
    }
}

extension CanvasTests {
    @Test("a Canvas draws text and images it resolved first, as SwiftUI's GraphicsContext.resolve is used")
    func resolvedText() {
        let view = Canvas { context, size in
            let label = context.resolve(Text("Score"))
            context.draw(label, at: CGPoint(x: size.width / 2, y: 20))
            #expect(label.measure(in: size).height > 0)
        }
        .frame(width: 200, height: 100)
        let texts = drawnItems(view).compactMap { item -> String? in
            if case .text(let lines, _, _, _) = item.content { return lines.joined() }
            return nil
        }
        #expect(texts == ["Score"])
    }

    @Test("iOS 17's spring forms and CGVector compile and animate")
    func springFormsAndVectors() {
        let animations: [Animation] = [.interactiveSpring(duration: 0.3, extraBounce: 0.5, blendDuration: 5),
                                       .interpolatingSpring(duration: 0.4, bounce: 0.2), .interpolatingSpring, .interactiveSpring]
        #expect(animations.allSatisfy { $0.duration > 0 })
        let velocity = CGVector(dx: 3, dy: -2)
        #expect(velocity.dx == 3 && velocity.dy == -2 && CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}
