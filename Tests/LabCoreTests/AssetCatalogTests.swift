import Foundation
import GestureUI
@testable import LabCore
import Testing

@Suite("An asset catalog's pictures and generated symbols")
struct AssetCatalogTests {
    /// Writes a set's `Contents.json` (and its files) at `relative` under `folder`.
    private func set(_ relative: String, in folder: URL, json: String, files: [String] = []) throws {
        let set = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let picture = try #require(Assets.path("images/landscape.bmp"))
        for file in files { try FileManager.default.copyItem(atPath: picture, toPath: set.appendingPathComponent(file).path) }
    }

    private func catalog() throws -> URL {
        let folder = Fixture.temporaryDirectory()
        try set("Demo/Assets.xcassets/Photos/Photo.imageset", in: folder, json: """
            {"images": [{"idiom": "universal", "scale": "1x"},
                        {"filename": "photo@2x.bmp", "idiom": "universal", "scale": "2x"},
                        {"filename": "photo@3x.bmp", "idiom": "universal", "scale": "3x"}],
             "info": {"author": "xcode", "version": 1}}
            """, files: ["photo@2x.bmp", "photo@3x.bmp"])
        try set("Demo/Assets.xcassets/swift-logo.imageset", in: folder, json: """
            {"images": [{"filename": "logo.bmp", "idiom": "universal"}]}
            """, files: ["logo.bmp"])
        try set("Demo/Assets.xcassets/BrandRed.colorset", in: folder, json: """
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.900", "green": "0.100", "blue": "0.100", "alpha": "1.000"}}, "idiom": "universal"}]}
            """)
        try set("Demo/Assets.xcassets/AccentColor.colorset", in: folder, json: #"{"colors": [{"idiom": "universal"}]}"#)
        // A name that is a keyword, and a colour whose symbol the colour types have already.
        try set("Demo/Assets.xcassets/Default.imageset", in: folder, json: #"{"images": [{"filename": "d.bmp", "idiom": "universal"}]}"#,
                files: ["d.bmp"])
        try set("Demo/Assets.xcassets/Red.colorset", in: folder, json: #"{"colors": [{"idiom": "universal"}]}"#)
        return folder.appendingPathComponent("Demo")
    }

    @Test("an asset's symbol is its name in lower camel case, as Xcode makes it; a colour's Color suffix goes")
    func symbolNames() {
        let images: [(String, String?)] = [("Photo", "photo"), ("swift-logo", "swiftLogo"), ("Brand Red", "brandRed"),
                                           ("URLIcon", "urlIcon"), ("icon_small", "iconSmall"), ("3D", "_3D"), ("--", nil),
                                           // A first word in capitals is kept, the words joined by `_`.
                                           ("BMR", "BMR"), ("AL-0", "AL_0"), ("IMG02", "IMG_02"),
                                           ("Empty man PP", "emptyManPP"), ("CFConfezione", "cfConfezione")]
        for (name, symbol) in images { #expect(Assets.symbol(forAsset: name, isColor: false) == symbol, "\(name)") }
        #expect(Assets.symbol(forAsset: "AccentColor", isColor: true) == "accent")
        #expect(Assets.symbol(forAsset: "BrandRed", isColor: true) == "brandRed")
        #expect(Assets.symbol(forAsset: "Color", isColor: true) == "color")
        #expect(Assets.symbol(forAsset: "PhotoColor", isColor: false) == "photoColor")
    }

    @Test("the sets of the catalog beside a file, in groups too; an image set's picture, 1x first, else 2x")
    func setsAndPictures() throws {
        let demo = try catalog()
        let sets = Assets.catalogSets(sceneFolder: demo.path)
        #expect(sets.images.map(\.symbol) == ["default", "photo", "swiftLogo"])
        #expect(sets.images.map(\.name) == ["Default", "Photo", "swift-logo"])
        #expect(sets.colors.map(\.symbol) == ["accent", "brandRed", "red"])
        let resolve = Assets.imageResolver(sceneFolder: demo.path)
        #expect(resolve("Photo")?.hasSuffix("Photo.imageset/photo@2x.bmp") == true)
        #expect(resolve("swift-logo")?.hasSuffix("swift-logo.imageset/logo.bmp") == true)
        #expect(resolve("landscape")?.hasSuffix("landscape.bmp") == true)   // the lab's own pictures first
        #expect(resolve("Missing") == nil)
        #expect(resolve("../Demo/Assets.xcassets/Photos/Photo") == nil)   // a set's name, not a path
        // A view in a subfolder sees the catalog in the folder above it; a catalog beside that
        // folder (another project's) is not searched.
        try set("Other/Assets.xcassets/Stray.colorset", in: demo.deletingLastPathComponent(), json: #"{"colors": []}"#)
        let views = demo.appendingPathComponent("Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        #expect(Assets.catalogSets(sceneFolder: views.path).colors.map(\.symbol) == ["accent", "brandRed", "red"])
        #expect(Assets.catalogSets(sceneFolder: demo.path).colors.map(\.symbol) == ["accent", "brandRed", "red"])
    }

    @Test("a picture made for a 2x or 3x screen is that many pixels a point, by its set's scale or its file's @2x name, as on an iPhone")
    func picturesForDenserScreens() throws {
        let demo = try catalog()
        let landscape = try #require(Assets.path("images/landscape.bmp"))
        let original = try #require(UIImage(contentsOfFile: landscape))
        #expect(original.scale == 1)
        func picture(_ name: String) throws -> UIImage {
            let path = try #require(Assets.imageResolver(sceneFolder: demo.path)(name))
            return try #require(UIImage(contentsOfFile: path))
        }
        // The set's 2x picture (it has no 1x one), named photo@2x.
        let photo = try picture("Photo")
        #expect(photo.scale == 2 && photo.size == CGSize(width: original.size.width / 2, height: original.size.height / 2))
        // A 3x picture whose file name does not say so: the set's Contents.json does.
        try set("Assets.xcassets/Badge.imageset", in: demo, json: """
            {"images": [{"filename": "badge.bmp", "idiom": "universal", "scale": "3x"}]}
            """, files: ["badge.bmp"])
        let badge = try picture("Badge")
        #expect(badge.scale == 3 && badge.size == CGSize(width: original.size.width / 3, height: original.size.height / 3))
        // A single-scale picture, and a loose file named @3x.
        #expect(try picture("swift-logo").scale == 1)
        let loose = demo.appendingPathComponent("icon@3x.bmp").path
        try FileManager.default.copyItem(atPath: landscape, toPath: loose)
        #expect(UIImage(contentsOfFile: loose)?.size == badge.size)
    }

    @Test("a file beside a catalog uses Xcode's symbols: Image(uiImage: .photo), Color(.brandRed), .fill(.brandRed), UIColor.brandRed")
    func generatedSymbols() throws {
        let demo = try catalog()
        let path = demo.appendingPathComponent("ContentView.swift").path
        FileManager.default.createFile(atPath: path, contents: Data("""
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Image(uiImage: .photo).resizable().frame(width: 40, height: 30)
                        Image(.swiftLogo).resizable().frame(width: 40, height: 30)
                        Image(uiImage: .default).resizable().frame(width: 40, height: 30)
                        Image(uiImage: .notInTheCatalog).resizable().frame(width: 40, height: 30)
                        Rectangle().fill(.brandRed).frame(width: 40, height: 30)
                        Rectangle().fill(Color(.brandRed)).frame(width: 40, height: 30)
                        Rectangle().fill(Color(uiColor: .brandRed)).frame(width: 40, height: 30)
                        Rectangle().fill(.red).frame(width: 40, height: 30)
                    }
                }
            }
            """.utf8))
        let scene = try #require(try DocumentLoader().load(path) as? SwiftScene)
        scene.host.update()
        let items = scene.host.displayList(at: .zero).items.map(\.content)
        var pictures: [String?] = [], fills: [Color?] = []
        for item in items {
            if case .image(let file, _) = item { pictures.append(file) }
            if case .shape(_, let fill, _, _) = item { fills.append(fill) }
        }
        #expect(pictures.count == 4)
        #expect(pictures[0]?.hasSuffix("photo@2x.bmp") == true)
        #expect(pictures[1]?.hasSuffix("logo.bmp") == true)
        #expect(pictures[2]?.hasSuffix("Default.imageset/d.bmp") == true)
        #expect(pictures[3] == nil)   // no such set: the labelled placeholder, as for UIImage(named:)
        #expect(fills.count == 4)
        for fill in fills.prefix(3) { #expect(fill.map { abs($0.red - 0.9) < 1e-9 && abs($0.green - 0.1) < 1e-9 } == true) }
        #expect(fills.last == Color.red)   // a set named Red leaves SwiftUI's red as it is
    }

    @Test("the symbols a file declares itself are left to it")
    func declaredSymbolsLeftAlone() {
        let code = SwiftSceneCompiler.assetSymbols(
            source: "extension ImageResource { static let photo = ImageResource(name: \"p\", bundle: .main) }\nImage(.icon)",
            catalog: ([Assets.CatalogSet(name: "Photo", symbol: "photo")], [Assets.CatalogSet(name: "Brand \"A\"", symbol: "brandA")]))
        #expect(!code.contains("static let photo"))
        #expect(code.contains(#"static let icon = ImageResource(name: "icon", bundle: .main)"#))
        #expect(code.contains(#"static let brandA = ColorResource(name: "Brand \"A\"", bundle: .main)"#))
        #expect(code.contains("static var brandA: UIColor { UIColor(resource: .brandA) }"))
        #expect(SwiftSceneCompiler.assetSymbols(source: "Text(\"hi\")", catalog: ([], [])).isEmpty)
        // A longer name is not the symbol; a colour the colour types have keeps its resource only
        // where the type has it already; a keyword is quoted.
        let more = SwiftSceneCompiler.assetSymbols(
            source: "enum Sizes { static let photoSize = 80.0 }",
            catalog: ([Assets.CatalogSet(name: "Photo", symbol: "photo"), Assets.CatalogSet(name: "Default", symbol: "default")],
                      [Assets.CatalogSet(name: "Red", symbol: "red"), Assets.CatalogSet(name: "Background", symbol: "background")]))
        #expect(more.contains("static let photo = ImageResource"))
        #expect(more.contains("static let `default` = ImageResource"))
        #expect(more.contains("static let red = ColorResource") && more.contains("static var background: UIColor"))
        #expect(!more.contains("static var red: Color") && !more.contains("static var red: UIColor"))
        #expect(more.contains("static var background: Color { Color(.background) }"))
    }
}
