import Foundation
import FuzzCommon
import LabCore

/// libFuzzer target: any bytes as an event file are either one error line or events in order.
@main
enum FuzzEventFileMain {
    static func main() { exit(runFuzzer({ data, size in data.map { fuzzEventFile($0, size) } ?? 0 })) }
}

func fuzzEventFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let file = try EventFile.parse(bytes, path: "fuzz.jsonl")
        for (earlier, later) in zip(file.items, file.items.dropFirst()) {
            precondition(earlier.time <= later.time, "event times go backwards")
        }
        for warning in file.warnings { precondition(!warning.description.contains("\n"), "a warning spans lines") }
    } catch {
        FuzzChecks.checkOneLine(error)
    }
    return 0
}
