/// Opens a SwiftUI `App`'s window in the lab: a package that depends on this product (named
/// `SwiftUI` through SwiftPM's `moduleAliases`) writes `@main struct MyApp: App` exactly as in
/// SwiftUI, and running it shows the app's first window group in the lab window, with the live
/// recognizer tree beside it.
///
/// ```swift
/// import SwiftUI
///
/// @main
/// struct MyApp: App {
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@_exported import GestureUI
import Foundation
import LabApp
import LabCore

extension App {
    /// Runs the app in the lab window until it is closed. `--log FILE` also writes the session's
    /// log, `--record FILE` its input (as `gesture-lab record` does).
    public static func main() {
        let assets = Assets.imageResolver(sceneFolder: FileManager.default.currentDirectoryPath)
        // The app's and its root view's own initial values may already load pictures by name.
        let root = ViewHost.resolvingAssets(with: assets) { Self().rootView }
        let name = String(describing: Self.self)
        let host = ViewHost(anyView: root)
        host.assetResolver = assets
        var options = LabApp.Options(scenes: [name])
        options.document = SwiftScene(host: host, path: name)
        options.hotReload = false
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--log"), index + 1 < arguments.count { options.logPath = arguments[index + 1] }
        if let index = arguments.firstIndex(of: "--record"), index + 1 < arguments.count { options.recordPath = arguments[index + 1] }
        do {
            try LabApp(options: options).run()
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }
}
