import CFuzzer
import LabCore
import LabSyntax

/// What every fuzz target checks besides "no crash, no hang": the promises of issue 10.
public enum FuzzChecks {
    /// An error is exactly one line of at most a few hundred characters.
    public static func checkOneLine(_ error: LabError) {
        let text = error.description
        precondition(!text.contains("\n") && !text.contains("\r"), "an error message spans lines: \(text)")
        precondition(text.count < 2 * OneLine.maximumLength + 200, "an error message is \(text.count) characters long")
    }

    /// Every log line is one JSON object.
    public static func checkLog(_ lines: [String]) {
        for line in lines {
            precondition(!line.contains("\n"), "a log line spans lines")
            guard case .object = (try? JSON.parse(line))?.value else {
                preconditionFailure("a log line is not a JSON object: \(line)")
            }
        }
    }
}

/// Runs libFuzzer's loop with `target` (SwiftPM's executables have a `main` of their own, which
/// calls this instead of libFuzzer's).
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, target)
}
