import Foundation
import GestureUI
import LabCore
import Testing

@Suite("Colours of an asset catalog")
struct AssetColorTests {
    /// Writes `Assets.xcassets/NAME.colorset/Contents.json` under `folder`.
    private func colorSet(_ name: String, in folder: URL, json: String) throws {
        let set = folder.appendingPathComponent("Demo/Assets.xcassets/Colors/\(name).colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }

    @Test("Color(\"Brand\") in a file finds Brand.colorset in the catalog beside it, in any of Xcode's component spellings")
    func findsTheColorSet() throws {
        let folder = Fixture.temporaryDirectory()
        try colorSet("Brand", in: folder, json: """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1", "alpha": "1"}}, "idiom": "universal"}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        let resolve = Assets.colorResolver(sceneFolder: folder.appendingPathComponent("Demo").path)
        let brand = try #require(resolve("Brand"))
        #expect(abs(brand.red - 0.2) < 1e-9 && abs(brand.green - 0.4) < 1e-9 && abs(brand.blue - 0.6) < 1e-9 && brand.alpha == 1)
        #expect(resolve("Missing") == nil)
        // Whole numbers in 8 bits: the set's "1" is 1/255, not full.
        try colorSet("Eight", in: folder, json: """
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "255", "green": "1", "blue": "0", "alpha": "1.000"}}}]}
            """)
        let eight = try #require(Assets.colorResolver(sceneFolder: folder.appendingPathComponent("Demo").path)("Eight"))
        #expect(eight.red == 1 && abs(eight.green - 1.0 / 255) < 1e-9 && eight.blue == 0 && eight.alpha == 1)
    }

    @Test("a colour set's dark appearance is what it draws in dark mode; a set without one draws its colour in both")
    func darkAppearance() throws {
        let folder = Fixture.temporaryDirectory()
        try colorSet("Ink", in: folder, json: """
            {"colors": [
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.900", "green": "0.900", "blue": "0.900", "alpha": "1.000"}}, "idiom": "universal"},
              {"color": {"color-space": "srgb", "components": {"red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"}}, "idiom": "universal"}
            ]}
            """)
        try colorSet("Plain", in: folder, json: """
            {"colors": [{"color": {"color-space": "srgb", "components": {"white": "0.500", "alpha": "1.000"}}, "idiom": "universal"}]}
            """)
        let resolve = Assets.colorResolver(sceneFolder: folder.appendingPathComponent("Demo").path)
        let ink = try #require(resolve("Ink"))
        #expect(ink.resolved(.light) == Color(white: 0.1))
        #expect(ink.resolved(.dark) == Color(white: 0.9))
        let plain = try #require(resolve("Plain"))
        #expect(plain.resolved(.dark) == Color(white: 0.5) && plain.darkComponents == nil)
    }
}
