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

/// Runs python3 with a script and arguments; nil when python3 is not available.
func runPython(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus == 127 { return nil }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "labwindow-\(getpid())-\(name)"
}
