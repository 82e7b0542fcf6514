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
