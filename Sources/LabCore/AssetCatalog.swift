import Foundation

/// What an Xcode asset catalog beside a Swift file gives its code, as Xcode gives it: each image
/// set's picture by name (`Image("photo")`), and each image and colour set's generated symbol
/// (`Image(.photo)`, `UIImage.photo`, `Color(.brandRed)`, `.foregroundStyle(.brandRed)`,
/// `UIColor.brandRed`). Catalogs are found as ``colorResolver(sceneFolder:)`` finds them; their
/// files are only read.
///
/// ```swift
/// let sets = Assets.catalogSets(sceneFolder: "Demo")   // Demo/Assets.xcassets/Photo.imageset
/// sets.images.first?.symbol                            // "photo"
/// ```
extension Assets {
    /// One set of a catalog: its name, and the symbol Xcode generates for it.
    public struct CatalogSet: Equatable, Sendable {
        public let name: String
        public let symbol: String
    }

    /// The image and colour sets of the catalogs beside a file in `sceneFolder`, each name once
    /// (the first catalog's), in the catalogs' order; sets whose names give no symbol are left out.
    public static func catalogSets(sceneFolder: String) -> (images: [CatalogSet], colors: [CatalogSet]) {
        var images: [CatalogSet] = [], colors: [CatalogSet] = []
        for catalog in catalogs(sceneFolder: sceneFolder) {
            walkSets(in: catalog, depth: 3) { name, kind in
                switch kind {
                case "imageset":
                    if let symbol = symbol(forAsset: name, isColor: false), !images.contains(where: { $0.symbol == symbol }) {
                        images.append(CatalogSet(name: name, symbol: symbol))
                    }
                case "colorset":
                    if let symbol = symbol(forAsset: name, isColor: true), !colors.contains(where: { $0.symbol == symbol }) {
                        colors.append(CatalogSet(name: name, symbol: symbol))
                    }
                default: break
                }
            }
        }
        return (images, colors)
    }

    /// The symbol Xcode makes of an asset's name: its words joined in lower camel case
    /// (`Brand Red`, `brand-red` and `BrandRed` give `brandRed`, `Empty man PP` gives
    /// `emptyManPP`), or kept and joined by `_` when the first is in capitals (`BMR`, `AL-0` gives
    /// `AL_0`), a colour's `Color` suffix dropped (`AccentColor` gives `accent`), `_` before a
    /// leading digit; nil for a name without letters or digits.
    public static func symbol(forAsset name: String, isColor: Bool) -> String? {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        if isColor, let last = words.last, last.hasSuffix("Color") || last.hasSuffix("Colour") {
            let trimmed = String(last.dropLast(last.hasSuffix("Color") ? 5 : 6))
            if trimmed.isEmpty { if words.count > 1 { words.removeLast() } } else { words[words.count - 1] = trimmed }
        }
        var symbol: String
        if isCapitals(words[0]) {
            // A name that opens with a word in capitals keeps its words as they are, joined by
            // `_`, its capitals' digits apart (`BMR`, `AL-0` gives `AL_0`, `IMG02` gives `IMG_02`).
            symbol = words.flatMap(splitDigits).joined(separator: "_")
        } else {
            symbol = lowerFirstWord(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol
    }

    /// Whether a word's letters, two or more, are all capitals (`BMR`, `IMG02`; not `3D`, `URLIcon`).
    private static func isCapitals(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy(\.isUppercase)
    }

    /// A word cut where its letters end and its digits begin (`IMG02` gives `IMG`, `02`).
    private static func splitDigits(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            if let last = current.last, last.isLetter, character.isNumber {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// A word's leading capitals in lower case, but the last of several when a small letter
    /// follows it (`URLIcon` gives `urlIcon`, `Photo` gives `photo`).
    private static func lowerFirstWord(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        if end == 0 { return word }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// The picture file of the image set `name` in `catalogs` (``catalogs(sceneFolder:)``): the
    /// universal (or phone) entry at 1x or of a single scale, else the 2x, else the 3x one; nil
    /// when there is no such set or it holds no PNG, JPEG or BMP picture.
    static func imageSetFile(named name: String, in catalogs: [String]) -> String? {
        // A set's name is one folder's: nothing that would climb out of the catalog.
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
        for catalog in catalogs {
            if let set = setFolder(named: name + ".imageset", in: catalog, depth: 3), let file = pictureFile(inSet: set) {
                return file
            }
        }
        return nil
    }

    /// The catalogs of a file in `sceneFolder`, as Xcode projects place them: in its folder or
    /// below it (three levels at most), or directly in one of the two folders above it (a view in
    /// `App/Views/` with `App/Assets.xcassets`); the folders beside those are not searched.
    static func catalogs(sceneFolder: String) -> [String] {
        let folder = sceneFolder.isEmpty ? "." : sceneFolder
        let parent = (folder as NSString).appendingPathComponent("..")
        return catalogFolders(under: [folder], depth: 3)
            + catalogFolders(under: [parent, (parent as NSString).appendingPathComponent("..")], depth: 0)
    }

    /// Calls `body` with the name and kind (`imageset`, `colorset`, …) of every set in `folder`
    /// and its groups, at most `depth` groups down, in name order.
    private static func walkSets(in folder: String, depth: Int, _ body: (String, String) -> Void) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            let kind = (name as NSString).pathExtension
            if kind.isEmpty {
                if depth > 0 { walkSets(in: path, depth: depth - 1, body) }
            } else {
                body((name as NSString).deletingPathExtension, kind)
            }
        }
    }

    /// The folder `setName` (`photo.imageset`, `Brand.colorset`) in a catalog or its groups.
    static func setFolder(named setName: String, in folder: String, depth: Int) -> String? {
        let direct = (folder as NSString).appendingPathComponent(setName)
        if FileManager.default.fileExists(atPath: direct) { return direct }
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for child in names.sorted() where !child.contains(".") {
            if let found = setFolder(named: setName, in: (folder as NSString).appendingPathComponent(child), depth: depth - 1) { return found }
        }
        return nil
    }

    /// The picture an image set's `Contents.json` names, by the preference of ``imageSetFile(named:in:)``.
    private static func pictureFile(inSet set: String) -> String? {
        let contents = (set as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]] else { return nil }
        let pictures = entries.filter { entry in
            guard let file = entry["filename"] as? String, !file.contains("/"), file != "..", entry["appearances"] == nil else { return false }
            let idiom = entry["idiom"] as? String ?? "universal"
            return ["universal", "iphone"].contains(idiom)
                && ["png", "jpg", "jpeg", "bmp"].contains((file as NSString).pathExtension.lowercased())
        }
        for scale in [["1x", nil], ["2x"], ["3x"]] {
            if let entry = pictures.first(where: { scale.contains($0["scale"] as? String) }), let file = entry["filename"] as? String {
                let path = (set as NSString).appendingPathComponent(file)
                if FileManager.default.isReadableFile(atPath: path) { return path }
            }
        }
        return nil
    }
}
