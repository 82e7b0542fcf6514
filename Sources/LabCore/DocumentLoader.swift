import Foundation
import GestureKit
import GestureUI

/// Opens what a command names: a JSON scene file, or a Swift file of views (compiled and
/// loaded), as a ``LabDocument``. One loader keeps its compiler for the reloads of a session.
///
/// ```swift
/// let loader = DocumentLoader(viewName: nil, canvas: nil)
/// let document = try loader.load(try Assets.resolveScene("tap-orderings"))
/// ```
public final class DocumentLoader {
    /// `--view NAME`: the root view of a Swift file.
    public var viewName: String?
    /// `--preview NAME`: the `#Preview` of that name is the root of a Swift file.
    public var previewName: String?
    /// `--size`: the canvas of a Swift file (default 390 × 844 points, an iPhone's).
    public var canvas: CGSize
    /// `--safe-area`: the canvas of a Swift file has an iPhone's safe area (the status bar's 47
    /// points at the top, the home indicator's 34 at the bottom); by default it has none.
    public var hasSafeArea: Bool
    private var compiler: SwiftSceneCompiler?

    public init(viewName: String? = nil, previewName: String? = nil, canvas: CGSize? = nil, hasSafeArea: Bool = false) {
        self.viewName = viewName
        self.previewName = previewName
        self.canvas = canvas ?? CGSize(width: Constants.canvasWidth, height: Constants.canvasHeight)
        self.hasSafeArea = hasSafeArea
    }

    /// The safe area insets `--safe-area` gives a canvas: an iPhone's in portrait.
    public static let iPhoneSafeArea = EdgeInsets(top: Constants.statusBarHeight, bottom: Constants.homeIndicatorHeight)

    /// Whether a path names a Swift scene.
    public static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// Loads the file. A Swift file that does not compile throws ``SwiftCompileError``; any other
    /// problem a ``LabError``.
    public func load(_ path: String) throws -> any LabDocument {
        guard Self.isSwift(path) else { return try LabScene(path: path) }
        if compiler == nil { compiler = try SwiftSceneCompiler() }
        let scene = try compiler!.load(path, view: viewName, preview: previewName, size: canvas)
        if hasSafeArea { scene.host.safeAreaInsets = Self.iPhoneSafeArea }
        return scene
    }

    /// How a Swift file's worker is run: the time its code may take and the memory it may hold.
    public var worker = WorkerSimulation.Options(tickHz: 120)

    /// What a path opens to, before it runs: a JSON scene, or a Swift file compiled for a worker.
    public enum Prepared {
        case document(any LabDocument)
        case compiled(CompiledScene)
    }

    /// Reads or compiles the file without running any of its code. A Swift file that does not
    /// compile throws ``SwiftCompileError``; any other problem a ``LabError``.
    public func prepare(_ path: String) throws -> Prepared {
        guard Self.isSwift(path) else { return .document(try LabScene(path: path)) }
        if compiler == nil { compiler = try SwiftSceneCompiler() }
        return .compiled(try compiler!.build(path, view: viewName, preview: previewName))
    }

    /// Runs a prepared file: a JSON scene in this process, a Swift file in a worker process whose
    /// code cannot take the lab down. Its clock starts at `start`.
    public func start(_ prepared: Prepared, tickHz: Int, startingAt start: GestureTime = .zero) throws -> any SceneSession {
        switch prepared {
        case .document(let document):
            return LabSimulation(document: document, tickHz: tickHz, startingAt: start)
        case .compiled(let scene):
            var options = worker
            options.tickHz = tickHz
            options.canvas = canvas
            options.safeArea = hasSafeArea
            return try WorkerSimulation(scene: scene, options: options, startingAt: start)
        }
    }

    /// Parses `--size WIDTHxHEIGHT`.
    public static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w >= 1, h >= 1, w <= 16_384, h <= 16_384 else { return nil }
        return CGSize(width: w, height: h)
    }
}
