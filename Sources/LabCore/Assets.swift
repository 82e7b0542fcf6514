import Foundation

/// Finds the project's Assets folder (built-in scenes, fonts, images) at run time:
/// `$GESTURE_LAB_ASSETS` if set, else the nearest `Assets/scenes` above the executable, else the
/// one beside the sources this binary was built from.
public enum Assets {
    public static let directory: String? = {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["GESTURE_LAB_ASSETS"], !env.isEmpty {
            return env
        }
        var candidates: [URL] = []
        if let exe = try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        for start in candidates {
            var dir = start
            for _ in 0..<8 {
                let assets = dir.appendingPathComponent("Assets")
                if fm.fileExists(atPath: assets.appendingPathComponent("scenes").path) { return assets.path }
                dir = dir.deletingLastPathComponent()
            }
        }
        return nil
    }()

    public static func path(_ relative: String) -> String? {
        directory.map { ($0 as NSString).appendingPathComponent(relative) }
    }

    /// Where a scene's `asset` is: `name` relative to the scene file's folder, else to the
    /// project's Assets folder, and only a regular file inside one of them once every symlink
    /// and `..` is resolved, so a scene can never reach a file elsewhere on the machine.
    /// - Throws: a ``LabError`` (its message only; the caller adds the place) when there is no
    ///   such file in either folder.
    public static func resolveAsset(_ name: String, sceneFile: String) throws(LabError) -> String {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\0") else {
            throw LabError(file: sceneFile, "asset must be a relative path such as \"images/photo.png\", found '\(name)'")
        }
        let sceneFolder = (sceneFile as NSString).deletingLastPathComponent
        let folders = [sceneFolder.isEmpty ? "." : sceneFolder] + (directory.map { [$0] } ?? [])
        for folder in folders {
            guard let root = realPath(folder) else { continue }
            guard let file = realPath((folder as NSString).appendingPathComponent(name)),
                  file.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { continue }
            var info = stat()
            guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(file, R_OK) == 0 else { continue }
            return file
        }
        throw LabError(file: sceneFile, "asset '\(name)' is not a readable file inside the scene's folder or the project's Assets folder")
    }

    /// How a Swift scene's image names (`Image("photo")`, `UIImage(named:)`) become files: the
    /// name, or the name in `images/`, with or without a picture extension, inside the scene's
    /// folder or the Assets folder, by the same confinement as ``resolveAsset(_:sceneFile:)``;
    /// else the picture of the image set of that name in an asset catalog beside the scene
    /// (``catalogSets(sceneFolder:)``).
    public static func imageResolver(sceneFolder: String) -> (String) -> String? {
        let sceneFile = ((sceneFolder.isEmpty ? "." : sceneFolder) as NSString).appendingPathComponent("scene")
        // Looked up once a name: a body may ask for the same picture on every update.
        let found = LookedUp()
        return { name in
            if let known = found.lock.withLock({ found.files[name] }) { return known }
            var file: String?
            search: for folder in ["", "images/"] {
                for suffix in ["", ".png", ".jpg", ".jpeg", ".bmp"] {
                    if let path = try? resolveAsset(folder + name + suffix, sceneFile: sceneFile) { file = path; break search }
                }
            }
            if file == nil {
                let catalogs = found.lock.withLock {
                    if found.catalogs == nil { found.catalogs = Self.catalogs(sceneFolder: sceneFolder) }
                    return found.catalogs ?? []
                }
                file = imageSetFile(named: name, in: catalogs)
            }
            found.lock.withLock { found.files[name] = file }
            return file
        }
    }

    /// The absolute path with every symlink, `.` and `..` resolved, if the path exists.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The built-in scenes, by name, sorted, with their one-line descriptions.
    public static func builtInScenes() -> [(name: String, path: String, description: String)] {
        guard let dir = path("scenes"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".swift") }.sorted().compactMap { name in
            let path = (dir as NSString).appendingPathComponent(name)
            if name.hasSuffix(".swift") {
                return (String(name.dropLast(6)), path, swiftSummary(path) ?? "(a Swift scene)")
            }
            let summary = (try? SceneFile.load(path))?.summary ?? "(this scene file has an error)"
            return (String(name.dropLast(5)), path, summary)
        }
    }

    /// A scene argument: a path to a file, or a built-in scene's name.
    public static func resolveScene(_ argument: String) throws(LabError) -> String {
        if FileManager.default.fileExists(atPath: argument) { return argument }
        if !argument.contains("/"), let dir = path("scenes") {
            let names = argument.hasSuffix(".json") || argument.hasSuffix(".swift") ? [argument] : [argument + ".json", argument + ".swift"]
            for name in names {
                let candidate = (dir as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
        }
        throw LabError(file: argument, "no such scene file or built-in scene (gesture-lab scenes lists the built-in ones)")
    }

    /// A Swift scene's one-line description: its first `//` comment line.
    static func swiftSummary(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n").prefix(10) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") {
                return trimmed.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}

/// The pictures an image resolver has looked up, by name (nil: found nowhere), and the asset
/// catalogs beside its scene, found at the first name looked for in them.
private final class LookedUp: @unchecked Sendable {
    let lock = NSLock()
    var files: [String: String?] = [:]
    var catalogs: [String]?
}
