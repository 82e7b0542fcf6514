import Foundation
import LabCore
@testable import LabApp
import Testing
import LabTestSupport

@Suite("Opening files in the window", .serialized, .usesSDLEventQueue)
struct WindowFileTests {
    init() { setenv("SDL_VIDEODRIVER", "dummy", 1) }

    @Test("run on a broken scene file opens the window with the error (colour names and all), and a load of the fixed file replaces it")
    func brokenFileOpens() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("scene.json").path
        try #"{"version": 1, "size": [400, 300], "shapes": [{"id": "a", "kind": "blob"}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        var options = LabApp.Options(scenes: [path])
        options.hidden = true
        let app = try LabApp(options: options)
        #expect(app.state.banner?.contains("scene.json:1:") == true, "\(app.state.banner ?? "no banner")")
        try #"{"version": 1, "size": [400, 300], "shapes": [{"id": "a", "kind": "circle", "center": [100, 100], "size": [50, 50], "color": "blue"}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        app.load(index: 0)
        #expect(app.state.banner == nil)
        #expect(app.simulation.lab?.file.shapes.first?.color == "#007AFF")
    }
}
