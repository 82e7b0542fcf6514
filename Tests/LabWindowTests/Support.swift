import Foundation
@testable import LabWindow

/// Makes SDL run without a display; call before creating a window.
func useDummyVideoDriver() {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
}

/// A hidden window on the dummy driver, one pixel per point.
func makeHeadlessWindow(width: Int = 200, height: Int = 200) throws -> Window {
    useDummyVideoDriver()
    return try Window(title: "LabWindowTests", width: width, height: height, hidden: true, highDPI: false, resizable: false)
}

func sansFont(_ size: Double = 16) throws -> Font {
    try Font(.sans, pointSize: size)
}

func isBlack(_ color: RGBA) -> Bool { color.r == 0 && color.g == 0 && color.b == 0 }

func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "labwindow-\(getpid())-\(name)"
}

/// A folder of the test's own, with a unique name under the system's temporary directory;
/// everything a test writes goes in it and ``remove()`` deletes it with its contents.
struct TemporaryFolder {
    let url: URL

    /// Creates the folder; fails rather than reuse one that already exists.
    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("labwindow-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
