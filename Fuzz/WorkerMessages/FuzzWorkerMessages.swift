import Foundation
import FuzzCommon
import LabCore

/// libFuzzer target: any bytes, read as a message between the lab and its worker (the first
/// byte says which way), are refused with an error or read into a message that writes back to
/// the same bytes it reads from; nothing ever traps, and no count larger than what the message
/// could hold is believed.
@main
enum FuzzWorkerMessagesMain {
    static func main() { exit(runFuzzer({ data, size in data.map { fuzzWorkerMessages($0, size) } ?? 0 })) }
}

func fuzzWorkerMessages(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var reader = WireReader(bytes)
    var writer = WireWriter()
    if data[0] & 1 == 0 {
        guard let request = try? WorkerRequest.decode(&reader) else { return 0 }
        request.encode(into: &writer)
        var again = WireReader(writer.bytes)
        guard let second = try? WorkerRequest.decode(&again) else { preconditionFailure("a request written back does not read") }
        var rewritten = WireWriter()
        second.encode(into: &rewritten)
        // Bytes, not values: a NaN read back is the same NaN, though not equal to itself.
        precondition(rewritten.bytes == writer.bytes, "a request does not write back the same")
    } else {
        guard let reply = try? WorkerReply.decode(&reader) else { return 0 }
        reply.encode(into: &writer)
        var again = WireReader(writer.bytes)
        guard let second = try? WorkerReply.decode(&again) else { preconditionFailure("a reply written back does not read") }
        var rewritten = WireWriter()
        second.encode(into: &rewritten)
        precondition(rewritten.bytes == writer.bytes, "a reply does not write back the same")
    }
    return 0
}
