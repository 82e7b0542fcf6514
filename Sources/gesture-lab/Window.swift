import ArgumentParser
import GestureKit
import LabCore

/// Opens the window on the gallery of built-in scenes.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the window on the gallery of built-in scenes.")
    func run() throws { throw LabError(file: "gesture-lab", "the lab window is not part of this build yet") }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the window on a scene; the file is reloaded when it changes.")
    @Argument(help: "A scene file, or a built-in scene's name.") var scene: String
    func run() throws { throw LabError(file: "gesture-lab", "the lab window is not part of this build yet") }
}

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open the window and write every input to an event file.")
    @Argument(help: "A scene file, or a built-in scene's name.") var scene: String
    @Option(help: "The event file to write.") var output: String
    func run() throws { throw LabError(file: "gesture-lab", "the lab window is not part of this build yet") }
}

/// Renders replay frames offscreen.
struct OffscreenRenderer {
    let frame: (GestureTime) -> Void
    let finish: () throws -> Void

    static func make(lab: LabScene, engine: GestureEngine, screenshot: String?, frames: String?) throws -> OffscreenRenderer? {
        guard screenshot != nil || frames != nil else { return nil }
        throw LabError(file: "gesture-lab", "--screenshot and --frames need the renderer, which is not part of this build yet")
    }
}
