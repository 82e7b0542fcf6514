import Foundation
import GestureUI

extension Assets {
    /// Finds a named colour of an Xcode asset catalog beside a Swift file: `NAME.colorset` in
    /// an `.xcassets` folder in the file's folder or below it (three levels at most), or directly
    /// in one of the two folders above it, read from its `Contents.json` (its light and dark appearances). Files are only
    /// read; what was read is kept for the session.
    ///
    /// ```swift
    /// host.colorResolver = Assets.colorResolver(sceneFolder: "Demo")   // Demo/Assets.xcassets/Brand.colorset
    /// ```
    public static func colorResolver(sceneFolder: String) -> (String) -> Color? {
        let folder = sceneFolder.isEmpty ? "." : sceneFolder
        var catalogs: [String]?
        var found: [String: Color?] = [:]
        return { name in
            if let known = found[name] { return known }
            if catalogs == nil { catalogs = Self.catalogs(sceneFolder: folder) }
            var color: Color?
            for catalog in catalogs ?? [] {
                if let set = setFolder(named: name + ".colorset", in: catalog, depth: 3) {
                    color = readColorSet(set)
                    break
                }
            }
            found[name] = color
            return color
        }
    }

    /// `.xcassets` folders under `roots`, at most `depth` levels down.
    static func catalogFolders(under roots: [String], depth: Int) -> [String] {
        var result: [String] = []
        func walk(_ path: String, _ left: Int) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = (path as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if name.hasSuffix(".xcassets") {
                    result.append(child)
                } else if left > 0 {
                    walk(child, left - 1)
                }
            }
        }
        for root in roots { walk(root, depth) }
        return result
    }

    /// The colour a `.colorset`'s `Contents.json` gives: its universal entry for light mode, and
    /// its dark-luminosity entry, where it has one, for dark mode.
    static func readColorSet(_ folder: String) -> Color? {
        let file = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let allEntries = json["colors"] as? [[String: Any]] else { return nil }
        func luminosity(_ entry: [String: Any]) -> String? {
            (entry["appearances"] as? [[String: Any]])?.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        }
        // High-contrast entries are left out: the lab draws the standard contrast.
        let entries = allEntries.filter { entry in
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return !appearances.contains { $0["appearance"] as? String == "contrast" }
        }
        let light = entries.first { $0["appearances"] == nil } ?? entries.first { luminosity($0) == "light" } ?? entries.first
        guard let lightColor = light.flatMap(color(of:)) else { return nil }
        guard let dark = entries.first(where: { luminosity($0) == "dark" }).flatMap(color(of:)) else { return lightColor }
        return Color(light: lightColor, dark: dark)
    }

    /// One entry's colour: sRGB components (0–1, or whole numbers to 255, or hex bytes) or a white.
    private static func color(of entry: [String: Any]) -> Color? {
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        let texts = components.mapValues { "\($0)".trimmingCharacters(in: .whitespaces) }
        // Xcode writes 0–1 with a decimal point, or 0–255 as whole numbers: a set whose whole
        // numbers go above 1 is in 8 bits, its "1" included.
        let eightBit = texts.values.contains { !$0.contains(".") && !$0.lowercased().hasPrefix("0x") && (Double($0) ?? 0) > 1 }
        func component(_ key: String, default value: Double) -> Double {
            guard let text = texts[key] else { return value }
            if text.lowercased().hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) { return Double(hex) / 255 }
            guard let number = Double(text) else { return value }
            return eightBit && !text.contains(".") && key != "alpha" ? number / 255 : number
        }
        if let white = components["white"] {
            let w = component("white", default: Double("\(white)") ?? 0)
            return Color(.sRGB, white: w, opacity: component("alpha", default: 1))
        }
        return Color(.sRGB, red: component("red", default: 0), green: component("green", default: 0),
                     blue: component("blue", default: 0), opacity: component("alpha", default: 1))
    }
}
