import Foundation

/// Finds the programs the lab runs (the Swift compiler, `llvm-symbolizer`, `swift-demangle`,
/// `ffmpeg`) as a shell would: the first executable of that name in a folder of `PATH`.
///
/// ```swift
/// Executables.onPath("llvm-symbolizer")   // "/usr/bin/llvm-symbolizer", or nil
/// ```
public enum Executables {
    /// The path of the first executable file named `name` in the folders of `PATH` (`/usr/bin`
    /// and `/bin` where it is not set); nil if none.
    public static func onPath(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = (String(folder) as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
