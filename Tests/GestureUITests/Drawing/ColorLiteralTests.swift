import Testing
@testable import GestureUI

@Suite("Colour and image literals, named colours")
struct ColorLiteralTests {
    @Test("#colorLiteral is a UIColor, and a Color where one is expected")
    func colorLiterals() {
        let ui = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(Color(ui) == Color(red: 1, green: 0.5, blue: 0))
        let color: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(color == Color(red: 0, green: 0, blue: 1, opacity: 0.5))
    }

    @Test("a colour name the host cannot find draws iOS's system grey; one it finds draws its colour")
    func namedColors() {
        struct Swatch: View {
            var body: some View { VStack { Color("Brand"); Color("Unknown") } }
        }
        let host = ViewHost(Swatch())
        host.colorResolver = { $0 == "Brand" ? Color(red: 0.2, green: 0.4, blue: 0.6) : nil }
        host.update()
        let fills = host.displayList(at: .zero).items.compactMap { item -> Color? in
            if case .shape(_, let fill, _, _) = item.content { return fill }
            return nil
        }
        #expect(fills == [Color(red: 0.2, green: 0.4, blue: 0.6), NamedColors.missing])
        // UIKit's lookup is nil for a name the catalog lacks, so a fallback after ?? is used.
        let fallback = host.run { UIColor(named: "Unknown") ?? .systemBlue }
        #expect(Color(fallback) == Color(UIColor.systemBlue))
    }
}

extension ColorLiteralTests {
    @Test("mix(with:by:) is the colour that far along the way; UIImage() and UIImage(systemName:) make placeholders")
    func mixAndImages() {
        #expect(Color(red: 0, green: 0, blue: 1).mix(with: Color(red: 1, green: 0, blue: 0), by: 0.25) == Color(red: 0.25, green: 0, blue: 0.75))
        #expect(UIImage().size == .zero)
        #expect(UIImage(systemName: "star") != nil)
    }

    @Test("transaction(_:) gives the changes inside the view its animation")
    func transactionModifier() {
        struct Mover: View {
            @State var y: CGFloat = 0
            var body: some View {
                Color.red.frame(width: 50, height: 50).offset(y: y)
                    .transaction { $0.animation = .linear(duration: 1) }
                    .onTapGesture { y = 100 }
            }
        }
        let lab = ViewHarness(Mover())
        lab.tap(195, 422, at: 0.5)
        lab.advance(to: 1.05)
        // Half way through its one-second animation, not at its end.
        let y = lab.item().center.y
        #expect(y > 430 && y < 510)
        lab.advance(to: 2)
        #expect(abs(lab.item().center.y - 522) < 0.5)
    }
}
