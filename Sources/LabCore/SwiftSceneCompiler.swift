import Foundation
import GestureUI
import LabSyntax

/// Compiles a Swift file of SwiftUI views against the lab's own view layer with the installed
/// toolchain, and loads it into the running process.
///
/// ```swift
/// let compiler = try SwiftSceneCompiler()
/// let scene = try compiler.load("ContentView.swift", view: nil, size: canvas)
/// ```
/// `import SwiftUI` in the file means GestureUI (`-module-alias SwiftUI=GestureUI`). The file
/// is compiled to a shared library in a folder of its own under the system's temporary folder
/// (removed when the compiler goes away), with a generated entry point that makes the root
/// view; the library's symbols are resolved against this executable's, so the file's views
/// and the lab share one copy of every type. Each load is a new library file, so a reload
/// loads the edited code.
public final class SwiftSceneCompiler {
    /// The folder of the lab's compiled modules (`…/Modules` beside the executable).
    public let modulesFolder: String
    /// The `swiftc` used.
    public let swiftc: String
    private let scratch: String
    /// The start of every compiled file's module name; the build's number follows.
    static let modulePrefix = "GestureLabScene"
    /// Loads in this process so far: each library and its module get a new name.
    nonisolated(unsafe) private static var builds = 0
    private static let buildsLock = NSLock()

    public init() throws(LabError) {
        modulesFolder = try Self.findModules()
        swiftc = try Self.findCompiler()
        var template = Array((NSTemporaryDirectory() + "/gesture-lab-scene-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw LabError(file: NSTemporaryDirectory(), "cannot make a temporary folder to compile Swift scenes in")
        }
        scratch = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    /// The files told once that their `#Preview` is not shown (a reload says it no more).
    nonisolated(unsafe) private static var previewNotes: Set<String> = []

    /// The root view a file names: `view` if given, else the `#Preview` named `preview` if
    /// given, else `ContentView`, else its first `PreviewProvider`'s previews, else its first
    /// `#Preview`, else the only `View` type in the file (else an `App`'s window). Throws an
    /// error naming the candidates.
    public static func rootViewName(in source: String, file: String, requested view: String?,
                                    preview previewName: String? = nil) throws(LabError) -> RootChoice {
        let types = SwiftDeclarations.types(in: source)
        let views = types.filter { $0.inherits.contains("View") }.map(\.name)
        let previews = SwiftDeclarations.previews(in: source)
        func macro(_ preview: SwiftDeclarations.Preview) -> RootChoice { .macroPreview(line: preview.location.line) }
        if view == nil, let previewName {
            guard let preview = previews.first(where: { $0.name == previewName }) else {
                let names = previews.compactMap(\.name)
                throw LabError(file: file, "no #Preview named '\(previewName)' in the file (its named previews: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
            }
            return macro(preview)
        }
        if let view {
            guard types.contains(where: { $0.name == view }) else {
                throw LabError(file: file, "no type named '\(view)' in the file (its views: \(views.isEmpty ? "none" : views.joined(separator: ", ")))")
            }
            return .view(view)
        }
        if views.contains("ContentView") { return .view("ContentView") }
        if let preview = types.first(where: { $0.inherits.contains("PreviewProvider") }) { return .preview(preview.name) }
        if let first = previews.first { return macro(first) }
        if views.count == 1 { return .view(views[0]) }
        if views.isEmpty, let app = types.first(where: { $0.inherits.contains("App") }) { return .app(app.name) }
        if views.isEmpty { throw LabError(file: file, "no type conforming to View in the file; write `struct ContentView: View`") }
        throw LabError(file: file, "several views and none named ContentView (\(views.joined(separator: ", "))); choose one with --view NAME")
    }

    public enum RootChoice: Equatable {
        case view(String)
        case app(String)
        /// A `PreviewProvider`'s previews.
        case preview(String)
        /// A `#Preview`, by its line (its expansion's entry point is named after it).
        case macroPreview(line: Int)
        public var name: String {
            switch self {
            case .view(let name), .app(let name), .preview(let name): name
            case .macroPreview(let line): "#Preview at line \(line)"
            }
        }
    }

    /// Compiles `path` and makes its root view under a new host of `size`.
    public func load(_ path: String, view: String? = nil, preview: String? = nil, size: CGSize) throws -> SwiftScene {
        let (factory, library) = try compile(path, view: view, preview: preview)
        return Self.scene(factory: factory, library: library, path: path, size: size)
    }

    /// The scene of a loaded file's root view, its assets and colours looked up beside the file.
    public static func scene(factory: RootViewFactory, library: LoadedLibrary, path: String, size: CGSize) -> SwiftScene {
        let folder = (path as NSString).deletingLastPathComponent
        let assets = Assets.imageResolver(sceneFolder: folder)
        // The root view's own initial values may already load pictures by name.
        let host = ViewHost(anyView: ViewHost.resolvingAssets(with: assets) { factory.make() }, size: size)
        host.assetResolver = assets
        host.colorResolver = Assets.colorResolver(sceneFolder: folder)
        return SwiftScene(host: host, path: path, library: library)
    }

    /// Compiles and loads the file; returns its root view factory and the loaded library.
    public func compile(_ path: String, view: String?, preview: String? = nil) throws -> (RootViewFactory, LoadedLibrary) {
        try Self.open(try build(path, view: view, preview: preview))
    }

    /// Loads a compiled file into this process (a worker's, or the lab's own) and makes its root
    /// view factory.
    public static func open(_ scene: CompiledScene) throws -> (RootViewFactory, LoadedLibrary) {
        let library = try LoadedLibrary(path: scene.library)
        guard let symbol = library.symbol(scene.entry) else {
            throw LabError(file: scene.path, "the compiled scene has no entry point")
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let factory = Unmanaged<RootViewFactory>.fromOpaque(unsafeBitCast(symbol, to: Entry.self)()).takeRetainedValue()
        return (factory, library)
    }

    /// The text of the file's extensions of the types named (`extension Date { … }`, its braces
    /// matched), joined; empty without one.
    static func extensionBodies(of types: [String], in source: String) -> String {
        var bodies = ""
        for type in types {
            var rest = source[...]
            while let found = rest.range(of: "extension " + type) {
                let after = rest[found.upperBound...]
                // `extension DateFormatter` is another type.
                guard let next = after.first, !(next.isLetter || next.isNumber || next == "_") else { rest = after; continue }
                guard let open = after.firstIndex(of: "{") else { break }
                var depth = 0
                var end = after.endIndex
                for index in after[open...].indices {
                    if after[index] == "{" { depth += 1 }
                    if after[index] == "}" { depth -= 1; if depth == 0 { end = after.index(after: index); break } }
                }
                bodies += after[open..<end] + "\n"
                rest = after[end...]
            }
        }
        return bodies
    }

    /// The declarations of the asset symbols a file gets, as Xcode generates them: for each image
    /// set an `ImageResource` and a `UIImage` member, for each colour set a `ColorResource` and
    /// `Color`, `ShapeStyle` and `UIColor` members (`catalog`), and for each image the file names
    /// as a symbol without such a set (`Image(.photo)`, `Image(uiImage: .photo)`) the same as for
    /// a set of that name. A symbol the file declares itself is left to it, and, as Xcode leaves
    /// it, a member a colour type already has (`Color.red`, `UIColor.label`); a keyword is quoted.
    static func assetSymbols(source: String, catalog: (images: [Assets.CatalogSet], colors: [Assets.CatalogSet])) -> String {
        func declared(_ symbol: String) -> Bool { SwiftDeclarations.declaresStatic(symbol, in: source) }
        func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func quoted(_ sets: [Assets.CatalogSet]) -> [Assets.CatalogSet] {
            sets.map { Self.swiftKeywords.contains($0.symbol) ? Assets.CatalogSet(name: $0.name, symbol: "`\($0.symbol)`") : $0 }
        }
        var images = catalog.images.filter { !declared($0.symbol) }
        for name in SwiftDeclarations.imageResourceNames(in: source) where !images.contains(where: { $0.symbol == name }) {
            images.append(Assets.CatalogSet(name: name, symbol: name))
        }
        // A name that cannot be a member (`init`, `self`) gets no symbol, as in Xcode.
        let unusable: Set<String> = ["init", "self", "Self", "Type", "Protocol"]
        images = quoted(images.filter { !unusable.contains($0.symbol) })
        let colors = quoted(catalog.colors.filter { !declared($0.symbol) && !unusable.contains($0.symbol) })
        guard !images.isEmpty || !colors.isEmpty else { return "" }
        var lines = ["import Foundation"]
        if !images.isEmpty {
            lines.append("extension ImageResource {")
            lines += images.map { "    static let \($0.symbol) = ImageResource(name: \(literal($0.name)), bundle: .main)" }
            lines.append("}")
            lines.append("extension UIImage {")
            lines += images.map { "    static var \($0.symbol): UIImage { UIImage(resource: .\($0.symbol)) }" }
            lines.append("}")
        }
        if !colors.isEmpty {
            lines.append("extension ColorResource {")
            lines += colors.map { "    static let \($0.symbol) = ColorResource(name: \(literal($0.name)), bundle: .main)" }
            lines.append("}")
            for (type, constraint, make, existing) in [("Color", "", "Color(.%@)", Self.colorMembers),
                                                       ("ShapeStyle", " where Self == Color", "Color(.%@)", Self.colorMembers),
                                                       ("UIColor", "", "UIColor(resource: .%@)", Self.uiColorMembers)] {
                // A member the type has already is left as it is (Xcode warns and leaves it out).
                let own = colors.filter { !existing.contains($0.symbol) }
                guard !own.isEmpty else { continue }
                lines.append("extension \(type)\(constraint) {")
                lines += own.map { "    static var \($0.symbol): \(type == "UIColor" ? "UIColor" : "Color") { \(make.replacingOccurrences(of: "%@", with: $0.symbol)) }" }
                lines.append("}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Color`'s own colours: a colour set of one of these names gets no `Color` or `ShapeStyle`
    /// member (Xcode warns and leaves them out), only its `ColorResource` and `UIColor` ones.
    static let colorMembers: Set<String> = [
        "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "primary", "secondary",
        "clear", "accentColor", "mint", "teal", "cyan", "indigo", "brown",
    ]

    /// `UIColor`'s own colours, likewise.
    static let uiColorMembers: Set<String> = [
        "black", "white", "clear", "red", "green", "blue", "gray", "lightGray", "darkGray", "orange", "yellow", "purple",
        "brown", "cyan", "magenta", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "separator", "opaqueSeparator", "link", "tintColor", "systemRed",
        "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal",
        "systemIndigo", "systemMint", "systemCyan", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6",
    ]

    /// Swift's keywords, which a generated symbol quotes (`` `default` ``).
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false", "is", "nil",
        "super", "throws", "true", "try", "self", "Self", "Any",
    ]

    /// Compiles the file to a library in the compiler's scratch folder, without loading it; the
    /// library stays until the compiler goes away.
    public func build(_ path: String, view: String?, preview: String? = nil) throws -> CompiledScene {
        let source: String
        do { source = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw LabError(file: path, "cannot read the file (\(error.localizedDescription))")
        }
        let root = try Self.rootViewName(in: source, file: path, requested: view, preview: preview)
        if view == nil, preview == nil, root == .view("ContentView"), let first = SwiftDeclarations.previews(in: source).first,
           Self.buildsLock.withLock({ Self.previewNotes.insert(path).inserted }) {
            // What a preview adds (`.preferredColorScheme(.dark)`, sample data) is not lost unsaid.
            let how = first.name.map { "open it with --preview \"\($0)\"" } ?? "name it (#Preview(\"Name\")) to open it with --preview Name"
            FileHandle.standardError.write(Data("gesture-lab: \((path as NSString).lastPathComponent) opens ContentView; its #Preview at line \(first.location.line) is not shown: \(how)\n".utf8))
        }
        let builds = Self.buildsLock.withLock {
            Self.builds += 1
            return Self.builds
        }
        let entry = (scratch as NSString).appendingPathComponent("GestureLabEntry\(builds).swift")
        let make: String? = switch root {
        case .view(let name): "\(name)()"
        case .app(let name): "\(name)().rootView"
        case .preview(let name): "\(name).previews"
        // The file's own `#Preview` expansion is the entry point.
        case .macroPreview: nil
        }
        // `import SwiftUI` needs the alias, and with it the module may only be called SwiftUI;
        // a file that imports GestureUI is compiled without it.
        let aliases = SwiftDeclarations.imports(in: source).contains("SwiftUI")
        var entrySource = make.map { make in """
            import \(aliases ? "SwiftUI" : "GestureUI")
            @_cdecl("gesture_lab_root_view_factory")
            public func gestureLabRootViewFactory() -> UnsafeMutableRawPointer {
                Unmanaged.passRetained(RootViewFactory { \(make) }).toOpaque()
            }

            """ } ?? "import \(aliases ? "SwiftUI" : "GestureUI")\n"
        // The file's `Date()`, `Date.now` and the dates it counts from now are the simulation's
        // (a member of the file's own module is found before Foundation's), as its views count
        // dates and a replay reads them. A member the file may declare in an `extension Date`
        // of its own is left to it.
        let ownDate = Self.extensionBodies(of: ["Date", "Foundation.Date"], in: source)
        let dateMembers: [(declaredAs: [String], code: String)] = [
            (["init()"], "init() { self = TimelineClock.now }"),
            (["init(timeIntervalSinceNow"], "init(timeIntervalSinceNow seconds: TimeInterval) { self = TimelineClock.now.addingTimeInterval(seconds) }"),
            (["static var now", "static let now"], "static var now: Foundation.Date { TimelineClock.now }"),
            (["var timeIntervalSinceNow"], "var timeIntervalSinceNow: TimeInterval { timeIntervalSince(TimelineClock.now) }"),
        ].filter { member in !member.declaredAs.contains(where: ownDate.contains) }
        entrySource += "extension Foundation.Date {\n" + dateMembers.map { "    " + $0.code + "\n" }.joined() + "}\n"
        // The asset symbols Xcode generates from the asset catalog beside the file, and those of
        // the names the file uses without a catalog that has them.
        entrySource += Self.assetSymbols(source: source, catalog: Assets.catalogSets(sceneFolder: (path as NSString).deletingLastPathComponent))
        // A root view the file keeps to itself (`fileprivate struct ContentView`) is reachable only
        // from its own file: the entry point goes at the end of a copy of it, whose diagnostics
        // name the file and its lines as they are.
        var sources = [path.hasPrefix("-") ? "./" + path : path, entry]
        var copied: String?
        let rootType: String? = switch root {
        case .view(let name), .preview(let name): name
        default: nil
        }
        // Foundation's timers lose to the view layer's (on the simulation clock) only when the
        // file does not import Foundation itself: a copy without that import, which it still sees.
        let unimported = aliases ? SwiftDeclarations.blankingFoundationImports(source) : nil
        if (rootType.map { Self.isFilePrivate($0, in: source) } ?? false) || unimported != nil {
            let folder = (scratch as NSString).appendingPathComponent("copy\(builds)")
            // As the compiler names it in its messages (no doubled slashes).
            let copy = ((folder as NSString).appendingPathComponent((path as NSString).lastPathComponent) as NSString).standardizingPath
            func quoted(_ path: String) -> String {
                path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            }
            // The entry point's own lines are named as the entry file (the check for a root view
            // that needs arguments reads its errors by that name).
            // The file's lines stay where they are (a `#Preview`'s entry point is named by its
            // line); the compiler's messages name the copy, which is put back to the file below.
            let joined = (unimported ?? source) + "\n#sourceLocation(file: \"\(quoted(entry))\", line: 1)\n" + entrySource
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try joined.write(toFile: copy, atomically: false, encoding: .utf8)
            } catch {
                throw LabError(file: copy, "cannot write the file's copy with its entry point")
            }
            sources = [copy]
            copied = copy
        } else {
            do { try entrySource.write(toFile: entry, atomically: false, encoding: .utf8) } catch {
                throw LabError(file: entry, "cannot write the generated entry point")
            }
        }
        let output = (scratch as NSString).appendingPathComponent("scene\(builds).so")
        var arguments: [String] = ["-parse-as-library", "-emit-library", "-module-name", "\(Self.modulePrefix)\(builds)"]
        if aliases { arguments += ["-module-alias", "SwiftUI=GestureUI"] }
        // `import Combine` is OpenCombine, the Combine the view layer's ObservableObject is.
        if SwiftDeclarations.imports(in: source).contains("Combine") { arguments += ["-module-alias", "Combine=OpenCombine"] }
        // URLSession and URLRequest, which Apple's Foundation has and Linux's keeps apart: a
        // file that names them sees them as it would on an iPhone.
        if ["URLSession", "URLRequest", "URLResponse"].contains(where: source.contains),
           !SwiftDeclarations.imports(in: source).contains("FoundationNetworking") {
            arguments += ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]
        }
        arguments += ["-I", modulesFolder]
        // `#Preview`'s expansion, from the view layer's macro plugin beside the modules.
        if let plugin = Self.macroPlugin(besides: modulesFolder) { arguments += ["-load-plugin-executable", plugin + "#GestureUIMacros"] }
        for map in Self.cModuleMaps(besides: modulesFolder) { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        // A debug build, as Xcode's: code under `#if DEBUG` (previews, most often) is compiled.
        // With line tables, so that a trap's backtrace names the file's lines (and no line 0 for
        // code the compiler made up, such as a loop's jump back: it keeps the line before).
        arguments += ["-DDEBUG", "-module-cache-path", moduleCache, "-Onone", "-gline-tables-only",
                      "-Xllvm", "-use-unknown-locations=Disable", "-diagnostic-style", "llvm", "-suppress-warnings",
                      "-o", output] + sources
        var result = try Self.runCompiler(swiftc, arguments)
        if let copied { result.output = result.output.replacingOccurrences(of: copied, with: path) }
        guard result.status == 0 else {
            if let needs = Self.rootArgumentsNeeded(result.output, entry: entry), case .view(let name) = root {
                throw LabError(file: path, "the root view \(name) takes arguments (\(needs)) that only its caller gives: "
                               + "add a #Preview that makes one (#Preview { \(name)(…) }), or open another view with --view NAME")
            }
            throw SwiftCompileError(file: path, diagnostics: result.output)
        }
        let entryName = if case .macroPreview(let line) = root {
            SwiftDeclarations.previewSymbol(module: "\(Self.modulePrefix)\(builds)", fileName: (path as NSString).lastPathComponent, line: line)
        } else {
            "gesture_lab_root_view_factory"
        }
        return CompiledScene(path: path, library: output, entry: entryName, copy: copied)
    }

    /// Whether the view `name` is declared `private` or `fileprivate` at the file's top level
    /// (attributes before it, `@available(iOS 17, *)` too, are passed over).
    static func isFilePrivate(_ name: String, in source: String) -> Bool {
        let pattern = "(^|\\n)\\s*(@\\w+(\\([^)]*\\))?\\s+)*(private|fileprivate)\\s+(final\\s+)?(struct|class|enum)\\s+\(NSRegularExpression.escapedPattern(for: name))\\b"
        return source.range(of: pattern, options: .regularExpression) != nil
    }

    /// The parameters the root view's initializer wants, when the only error is that the lab's
    /// entry point called it without them ("missing argument(s) for parameter(s) 'a', 'b'").
    static func rootArgumentsNeeded(_ diagnostics: String, entry: String) -> String? {
        let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
        // By its name: the compiler writes the path as it resolved it.
        let entryName = "/" + (entry as NSString).lastPathComponent + ":"
        guard !errors.isEmpty, errors.allSatisfy({ $0.contains(entryName) && $0.contains("missing argument") }),
              let line = errors.first, let start = line.firstIndex(of: "'"), let end = line.lastIndex(of: "'"), start < end else {
            return nil
        }
        let names = line[start...end].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " '")) }
        return names.map { $0 + ":" }.joined(separator: " ")
    }

    private static func runCompiler(_ swiftc: String, _ arguments: [String]) throws(LabError) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw LabError(file: swiftc, "cannot run the Swift compiler (\(error.localizedDescription))")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The compiler's module cache: the one of the build the modules come from (beside them,
    /// already warm), else one in the scratch folder. Never the user's own caches.
    private var moduleCache: String {
        let beside = ((modulesFolder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("ModuleCache")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: beside, isDirectory: &isDirectory), isDirectory.boolValue,
           FileManager.default.isWritableFile(atPath: beside) {
            return beside
        }
        return (scratch as NSString).appendingPathComponent("ModuleCache")
    }

    /// The `#Preview` macro's plugin: `GESTURE_LAB_MACRO_PLUGIN` where set (a sanitized build,
    /// which leaves the plugin out, names the regular build's), else the one built beside the
    /// modules (`GestureUIMacros-tool`).
    static func macroPlugin(besides modules: String) -> String? {
        if let named = ProcessInfo.processInfo.environment["GESTURE_LAB_MACRO_PLUGIN"] {
            return FileManager.default.isExecutableFile(atPath: named) ? named : nil
        }
        let plugin = ((modules as NSString).deletingLastPathComponent as NSString).appendingPathComponent("GestureUIMacros-tool")
        return FileManager.default.isExecutableFile(atPath: plugin) ? plugin : nil
    }

    /// The module maps of the C modules the view layer's modules import (OpenCombine's helpers),
    /// which the build keeps in `NAME.build/` folders beside `Modules`.
    static func cModuleMaps(besides modules: String) -> [String] {
        let build = (modules as NSString).deletingLastPathComponent
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: build)) ?? []
        return folders.filter { $0.hasSuffix(".build") }.sorted().compactMap { folder in
            let map = ((build as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent("module.modulemap")
            return FileManager.default.fileExists(atPath: map) ? map : nil
        }
    }

    private static func findModules() throws(LabError) -> String {
        if let folder = ProcessInfo.processInfo.environment["GESTURE_LAB_MODULES"] { return folder }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = (executable as NSString).deletingLastPathComponent
        // A test bundle sits in the build folder too (…/debug/X.xctest).
        if folder.hasSuffix(".xctest") { folder = (folder as NSString).deletingLastPathComponent }
        let modules = (folder as NSString).appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: (modules as NSString).appendingPathComponent("GestureUI.swiftmodule")) else {
            throw LabError(file: modules, "the view layer's compiled modules are not beside the executable; build with `swift build` (or set GESTURE_LAB_MODULES)")
        }
        return modules
    }

    private static func findCompiler() throws(LabError) -> String {
        if let swiftc = ProcessInfo.processInfo.environment["GESTURE_LAB_SWIFTC"] { return swiftc }
        if let swiftc = Executables.onPath("swiftc") { return swiftc }
        throw LabError(file: "swiftc", "the Swift compiler is not on PATH; Swift scenes need the installed toolchain")
    }
}

/// The compiler's diagnostics for a Swift scene that did not compile, as it wrote them (the
/// first line `FILE:LINE:COLUMN: error: MESSAGE`).
public struct SwiftCompileError: Error, CustomStringConvertible {
    public var file: String
    public var diagnostics: String
    /// The compiler's lines, errors first: notes and warnings before the first error are left
    /// out, so the first line is an error.
    public var description: String {
        let lines = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.firstIndex { $0.contains(": error: ") } ?? 0
        let text = lines[first...].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "\(file):1:1: error: the Swift compiler failed without a message" : text
    }
    /// The first error line.
    public var firstLine: String { description.split(separator: "\n").first.map(String.init) ?? description }
    /// The compiler's error lines (without the source excerpts and notes), first first.
    public var errorLines: [String] {
        let errors = description.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        return errors.isEmpty ? [firstLine] : errors
    }
}

/// A shared library loaded into the process, unloaded never (its types may still be in use by
/// objects the lab holds); the handle is kept with the scene made from it.
public final class LoadedLibrary {
    public let path: String
    private let handle: UnsafeMutableRawPointer

    init(path: String) throws(LabError) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw LabError(file: path, "cannot load the compiled scene: \(reason)")
        }
        self.path = path
        self.handle = handle
    }

    func symbol(_ name: String) -> UnsafeMutableRawPointer? { dlsym(handle, name) }
}
