/// An app: SwiftUI's `App`, whose `body` holds the scenes (here, one `WindowGroup`) that a
/// launcher opens; the lab opens the window group's view in its window (README: "Your own
/// package").
///
/// ```swift
/// @main
/// struct MyApp: App {
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's user interface with its own life cycle: here, a window's content.
public protocol Scene {
    /// The view the scene shows (the first window's, for a group of scenes).
    var rootView: any View { get }
}

/// A window showing `content`.
public struct WindowGroup<Content: View>: Scene {
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var rootView: any View { content }
}

/// Builds an app's scenes; the lab shows the first.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<First: Scene, Second: Scene>(_ first: First, _ second: Second) -> First { first }
}

extension App {
    /// The view of the app's first window.
    public var rootView: any View { body.rootView }

    /// Without the lab window linked in (a Swift file opened by `gesture-lab run`, where the
    /// lab shows the app's window itself), an `@main` app only says how to run it; the
    /// GestureLabUI product's `main()` opens the window instead.
    @_disfavoredOverload
    public static func main() {
        Swift.print("\(Self.self): open this app with `gesture-lab run FILE.swift`, or build it against the GestureLabUI product")
    }
}
