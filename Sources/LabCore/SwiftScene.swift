import GestureKit
import GestureUI

/// A Swift file's views running in the lab: the view host of its root view on the canvas,
/// with the code's `print` going to the log. Nothing follows a gesture by itself: the views
/// move as their own code says.
///
/// ```swift
/// let scene = SwiftScene(host: ViewHost(ContentView()), path: "Seed.swift")
/// let replay = Replay(document: scene, events: events)
/// ```
public final class SwiftScene {
    public let host: ViewHost
    public let path: String
    /// Keeps the compiled library loaded while its views run.
    public let library: AnyObject?

    public init(host: ViewHost, path: String, library: AnyObject? = nil) {
        self.host = host
        self.path = path
        self.library = library
    }

    /// An empty canvas standing in for a file that does not load yet (the window shows its
    /// errors and loads it once it is fixed).
    public static func placeholder(path: String, size: CGSize) -> SwiftScene {
        SwiftScene(host: ViewHost(EmptyView(), size: size), path: path)
    }
}

extension SwiftScene: LabDocument {
    public var scene: GestureScene { host.scene }
    /// The file's name without `.swift` (the root view's name is in every shape's name).
    public var title: String? {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
    public var hasViews: Bool { true }

    public func connect(to runtime: LabRuntime) {
        let engine = runtime.engine
        host.clock = { [unowned engine] in engine.now }
        host.printHandler = { [unowned runtime] text in runtime.logPrint(shape: nil, text: Self.withoutSceneModule(text)) }
        host.update()
    }

    public func perform(_ work: () -> Void) { host.run(work) }

    public func settle() { host.run { host.update() } }

    public func finalLine(at time: GestureTime, runtime: LabRuntime) -> String {
        ReplayLog.final(time: time, state: host.rootState.map { ($0.name, Self.withoutSceneModule($0.value)) })
    }

    /// `text` without the module names the lab gives compiled files (`GestureLabScene3.Card`
    /// reads `Card`): they count the builds of a run, so logs would differ from run to run. A
    /// type declared inside a function reads without the address Swift names its context by
    /// (`ContentView.(unknown context at $7f…).Line` reads `ContentView.Line`), for the same reason.
    package static func withoutSceneModule(_ text: String) -> String {
        var text = text
        if text.contains("(unknown context at $") {
            text = text.replacingOccurrences(of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression)
        }
        guard text.contains(SwiftSceneCompiler.modulePrefix) else { return text }
        return text.replacingOccurrences(of: SwiftSceneCompiler.modulePrefix + #"[0-9]+\."#, with: "", options: .regularExpression)
    }

    public var nextTimerDeadline: GestureTime? { host.nextTimerDeadline }
    public func fireTimers(upTo time: GestureTime) { host.fireTimers(upTo: time) }

    public var deferredSystemEdges: Set<SystemEdgeGestures.Edge>? {
        let edges = host.deferredSystemGestureEdges
        return Set(SystemEdgeGestures.Edge.allCases.filter { edges.contains($0 == .top ? .top : .bottom) })
    }
}
