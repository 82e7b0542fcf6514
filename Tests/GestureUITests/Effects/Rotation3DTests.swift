import Testing
@testable import GestureUI

@Suite("rotation3DEffect and stretches")
struct Rotation3DTests {
    @Test("a card turned 60° about the y axis is seen in perspective: its near edge taller than the card, its far edge shorter")
    func perspectiveTurn() {
        let item = drawnItems(Color.red.frame(width: 100, height: 60).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))[0]
        let outline = item.outline
        let points = outline.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
        // The eye is max(100, 60) = 100 points away. The left edge (x = −50 from the centre) comes
        // 50 · sin 60° towards it, so w = 1 − 0.433: at x = −25 / w, 60 / w tall; the right edge
        // goes as far away: x = 25 / (1 + 0.433), 60 / (1 + 0.433) tall.
        let near = 1 - 0.5 * (3.0).squareRoot() / 2, far = 1 + 0.5 * (3.0).squareRoot() / 2
        let left = points.filter { abs($0.x - (195 - 25 / near)) < 0.01 }
        let right = points.filter { abs($0.x - (195 + 25 / far)) < 0.01 }
        #expect(left.count == 2 && right.count == 2)
        #expect(abs(abs(left[0].y - left[1].y) - 60 / near) < 0.01)
        #expect(abs(abs(right[0].y - right[1].y) - 60 / far) < 0.01)
        // Both edges are centred on the card's middle height.
        #expect(abs((left[0].y + left[1].y) / 2 - 422) < 0.01)
    }

    @Test("with perspective 0 the turn is flat: a card turned 60° is drawn half as wide, about its centre")
    func flatTurn() {
        let item = drawnItems(Color.red.frame(width: 100, height: 60)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0))[0]
        let outline = item.outline.boundingRect
        #expect(abs(outline.width - 50) < 0.01)
        #expect(abs(outline.height - 60) < 0.01)
        #expect(abs(item.center.x - 195) < 0.01)
    }

    @Test("a GeometryEffect built from a CATransform3D with m34 draws its perspective; text in the card is drawn flat and tapered through it")
    func coreAnimationFlip() throws {
        struct Flip: GeometryEffect {
            var angle: Double
            var animatableData: Double {
                get { angle }
                set { angle = newValue }
            }
            func effectValue(size: CGSize) -> ProjectionTransform {
                var turn = CATransform3DIdentity
                turn.m34 = -1 / 500
                turn = CATransform3DRotate(turn, CGFloat(angle), 0, 1, 0)
                let toCentre = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
                let back = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
                return ProjectionTransform(toCentre).concatenating(ProjectionTransform(turn)).concatenating(ProjectionTransform(back))
            }
        }
        let list = drawnList(ZStack { Color.blue; Text("Back") }.frame(width: 200, height: 100).modifier(Flip(angle: .pi / 4)))
        let items = list.items
        let card = items[0].outline.boundingRect
        // Turned 45° about y, seen from 500 points: narrower than 200, taller than 100 at its near edge.
        #expect(card.width < 150 && card.width > 130)
        // The near edge: 100 / (1 − 100 · sin 45° / 500) ≈ 116 points tall (a flat turn keeps 100).
        #expect(card.height > 110)
        // The text: drawn flat at the card's centre, in a layer that carries it through the
        // perspective (its near end taller than its far end, as the card's edges are).
        let text = items[1]
        #expect(abs(text.center.x - 195) < 0.01 && abs(text.center.y - 422) < 0.01)
        #expect(text.scale == 1 && text.rotation.radians == 0)
        let layer = try #require(list.layers.first { $0.items == 1..<2 })
        let projection = try #require(layer.projection)
        let flat = CGRect(origin: .zero, size: text.size).applying(text.localToScene)
        let left = (CGPoint(x: flat.minX, y: flat.minY).applying(projection), CGPoint(x: flat.minX, y: flat.maxY).applying(projection))
        let right = (CGPoint(x: flat.maxX, y: flat.minY).applying(projection), CGPoint(x: flat.maxX, y: flat.maxY).applying(projection))
        #expect(abs((left.1.y - left.0.y) - (right.1.y - right.0.y)) > 0.5)
        #expect(right.0.x - left.0.x < flat.width)
    }

    @Test("about the z axis it is an ordinary turn")
    func zAxis() {
        let item = drawnItems(Color.red.frame(width: 100, height: 60).rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))[0]
        #expect(abs(item.rotation.degrees - 30) < 1e-9)
        #expect(item.size == CGSize(width: 100, height: 60))
    }

    @Test("scaleEffect(x:y:) is drawn stretched, not at the mean of its scales")
    func stretch() {
        let item = drawnItems(Circle().fill(.blue).frame(width: 100, height: 100).scaleEffect(x: 2, y: 0.5))[0]
        let outline = item.outline.boundingRect
        #expect(abs(outline.width - 200) < 0.5)
        #expect(abs(outline.height - 50) < 0.5)
    }

    @Test("a turn past 90° shows the mirror image, still inside the frame")
    func mirrored() {
        let item = drawnItems(Rectangle().fill(.red).frame(width: 100, height: 60).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))[0]
        let outline = item.outline.boundingRect
        #expect(abs(outline.width - 100) < 0.01)
        #expect(abs(outline.midX - 195) < 0.01)
    }
}
