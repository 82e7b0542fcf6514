import Foundation
import FuzzCommon
import GestureKit
import GestureUI
import LabCore

/// libFuzzer target: any bytes, read as a message between the lab and its worker (the first
/// byte says which way), are refused with an error or read into a message that writes back to
/// the same bytes it reads from; nothing ever traps, and no count larger than what the message
/// could hold is believed.
@main
enum FuzzWorkerMessagesMain {
    static func main() { exit(runFuzzer({ data, size in data.map { fuzzWorkerMessages($0, size) } ?? 0 })) }
}

/// A last frame of two items, made afresh for each input (so that every input reads the same).
private func twoItemBaseline() -> FrameBaseline {
    let baseline = FrameBaseline()
    var seed = WireWriter()
    let item = DisplayItem(content: .shape(.circle, fill: .blue, stroke: nil, lineWidth: 1), center: .zero, size: CGSize(width: 10, height: 10))
    seed.write(DisplayList(items: [item, item]), against: baseline)
    return baseline
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
        // Odd second bit: read against a last frame of two items, as the window reads its
        // worker's frames (the reply is then written back whole).
        let baseline: FrameBaseline? = data[0] & 2 == 0 ? nil : twoItemBaseline()
        guard let reply = try? WorkerReply.decode(&reader, against: baseline) else { return 0 }
        reply.encode(into: &writer)
        var again = WireReader(writer.bytes)
        guard let second = try? WorkerReply.decode(&again) else { preconditionFailure("a reply written back does not read") }
        var rewritten = WireWriter()
        second.encode(into: &rewritten)
        precondition(rewritten.bytes == writer.bytes, "a reply does not write back the same")
    }
    return 0
}
