/// Reads the pixel size of a PNG, JPEG or BMP file from its header, without decoding it, for
/// layout (which has no image library); nil if the file is missing or not one of these. A picture
/// made for a 2x or 3x screen is that many pixels a point, as UIKit reads it (``scale(of:)``).
enum ImageFileSize {
    /// The picture's size in points: its pixels over its ``scale(of:)``.
    static func points(_ path: String) -> CGSize? { measure(path)?.points }

    /// The picture's size in points and its ``scale(of:)``, nil for a file that is not a picture.
    static func measure(_ path: String) -> (points: CGSize, scale: CGFloat)? {
        guard let pixels = read(path) else { return nil }
        let scale = scale(of: path)
        return (CGSize(width: pixels.width / scale, height: pixels.height / scale), scale)
    }

    /// Pixels a point: 2 or 3 for a file named `name@2x.png` or `name@3x.png`, or for a file an
    /// asset catalog's image set files under that scale (its `Contents.json`); else 1.
    static func scale(of path: String) -> CGFloat {
        let file = (path as NSString).lastPathComponent
        let base = (file as NSString).deletingPathExtension
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.hasSuffix(".imageset"),
              let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]],
              let entry = entries.first(where: { $0["filename"] as? String == file }) else { return 1 }
        switch entry["scale"] as? String {
        case "2x": return 2
        case "3x": return 3
        default: return 1
        }
    }

    static func read(_ path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64 * 1024), head.count >= 26 else { return nil }
        let bytes = [UInt8](head)
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        func le32(_ i: Int) -> Int32 { Int32(bitPattern: UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return CGSize(width: be32(16), height: be32(20))
        }
        if bytes.starts(with: [0x42, 0x4D]) {
            return CGSize(width: Int(le32(18).magnitude), height: Int(le32(22).magnitude))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            // Walk the segments to the first start-of-frame marker.
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return CGSize(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + length
            }
        }
        return nil
    }
}
