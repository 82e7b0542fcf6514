import Testing
@testable import GestureUI

private func fill(_ item: DisplayItem) -> Color? {
    switch item.content {
    case .shape(_, let fill, _, _): return fill
    case .path(_, .color(let color)?, _, _, _): return color
    default: return nil
    }
}

@Suite("Colour effects, blur and materials")
struct ColorEffectTests {
    @Test("grayscale turns a colour to its grey; saturation 1 leaves it")
    func grayscale() {
        let grey = fill(drawnItems(Color.red.frame(width: 10, height: 10).grayscale(1))[0])!
        #expect(abs(grey.red - grey.green) < 1e-9 && abs(grey.green - grey.blue) < 1e-9)
        #expect(abs(grey.red - ColorFilter.luma.r * Color.red.red - ColorFilter.luma.g * Color.red.green - ColorFilter.luma.b * Color.red.blue) < 1e-9)
        #expect(fill(drawnItems(Color.red.frame(width: 10, height: 10).saturation(1))[0]) == Color.red)
    }

    @Test("brightness adds, contrast spreads from middle grey, colorInvert inverts, colorMultiply multiplies")
    func channelEffects() {
        let base = Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)
        let bright = fill(drawnItems(base.frame(width: 10, height: 10).brightness(0.1))[0])!
        #expect(abs(bright.red - 0.3) < 1e-9 && abs(bright.blue - 0.7) < 1e-9)
        let contrast = fill(drawnItems(base.frame(width: 10, height: 10).contrast(2))[0])!
        #expect(abs(contrast.red - 0) < 1e-9 && abs(contrast.green - 0.3) < 1e-9)
        let inverted = fill(drawnItems(base.frame(width: 10, height: 10).colorInvert())[0])!
        #expect(abs(inverted.red - 0.8) < 1e-9)
        let multiplied = fill(drawnItems(Color.white.frame(width: 10, height: 10).colorMultiply(base))[0])!
        #expect(abs(multiplied.green - 0.4) < 1e-9)
    }

    @Test("effects nest: the inner one applies first")
    func nesting() {
        let base = Color(.sRGB, red: 0.5, green: 0.5, blue: 0.5, opacity: 1)
        let color = fill(drawnItems(base.frame(width: 10, height: 10).contrast(2).brightness(0.2))[0])!
        // contrast first: 0.5 stays 0.5, then +0.2.
        #expect(abs(color.red - 0.7) < 1e-9)
    }

    @Test("hueRotation by a full turn leaves colours as they were")
    func hueTurn() {
        let base = Color(.sRGB, red: 0.9, green: 0.3, blue: 0.1, opacity: 1)
        let turned = fill(drawnItems(base.frame(width: 10, height: 10).hueRotation(.degrees(360)))[0])!
        #expect(abs(turned.red - 0.9) < 1e-6 && abs(turned.green - 0.3) < 1e-6)
    }

    @Test("blur radii add up down the tree and reach every item")
    func blurAdds() {
        let items = drawnItems(ZStack { Circle(); Rectangle().blur(radius: 2) }.frame(width: 20, height: 20).blur(radius: 3))
        #expect(items.map(\.blur) == [3, 5])
    }

    @Test("a material fills with iOS's light tint at the material's opacity")
    func materials() {
        let thin = fill(drawnItems(Rectangle().fill(.ultraThinMaterial).frame(width: 10, height: 10))[0])!
        let thick = fill(drawnItems(Rectangle().fill(.thickMaterial).frame(width: 10, height: 10))[0])!
        #expect(thin.alpha < thick.alpha)
        #expect(thin.red > 0.9)
    }

    @Test("a material blurs what is below its shape, in a background as in a fill; a colour does not")
    func materialsBlurTheBackdrop() {
        let badge = drawnItems(Text("Now playing").padding().background(.ultraThinMaterial, in: Capsule()))
        #expect(badge.first?.backdropBlur == CGFloat(Constants.materialBlurRadius))
        #expect(badge.last?.backdropBlur == 0)   // the text
        #expect(drawnItems(Rectangle().fill(.bar).frame(width: 10, height: 10))[0].backdropBlur > 0)
        #expect(drawnItems(Rectangle().fill(.white.opacity(0.5)).frame(width: 10, height: 10))[0].backdropBlur == 0)
    }
}
