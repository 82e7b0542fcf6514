/// The standard gesture workloads W1 and W2 and their sanity streams, generated in memory
/// exactly as the standard workload definition defines them (a Swift port of its the reference generator):
/// the same SplitMix64 sequence, the same grid, the same frames and timestamps, and the same
/// FNV-1a `stream_hash` over the events.
///
/// With `items` other than 100 (the scaling runs) the grid keeps its rule — ten columns,
/// `x = 40 + (i % 10) * 120`, `y = 40 + (i / 10) * 76` — and grows downwards; the scene grows to
/// `1280 x (40 + rows * 76)` (800 for 100 items) and random items are `next() % items`.
import Foundation

/// SplitMix64 as the workload definition gives it (wrapping arithmetic, mod 2^64).
public struct SplitMix64 {
    public private(set) var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The workload grid: 60 x 60 items, ten to a row.
public struct WorkloadGrid: Equatable, Sendable {
    public static let itemSize = 60.0
    public static let columns = 10
    public var items: Int

    public init(items: Int = 100) {
        precondition(items >= 1, "a workload needs at least one item")
        self.items = items
    }

    public func x(_ i: Int) -> Double { 40.0 + Double(i % Self.columns) * 120.0 }
    public func y(_ i: Int) -> Double { 40.0 + Double(i / Self.columns) * 76.0 }
    public func cx(_ i: Int) -> Double { x(i) + 30.0 }
    public func cy(_ i: Int) -> Double { y(i) + 30.0 }
    public var rows: Int { (items + Self.columns - 1) / Self.columns }
    /// 1280 x 800 for the standard 100 items; taller for more rows (never shorter).
    public var sceneWidth: Double { 1280 }
    public var sceneHeight: Double { max(800, 40 + Double(rows) * 76) }
}

/// One event of a stream: one touch point going down, moving or lifting.
public struct StreamEvent: Equatable, Sendable {
    public enum Kind: Int32, Sendable { case down = 0, move = 1, up = 2 }
    /// Logical milliseconds from 0.
    public var t: Int64
    public var kind: Kind
    /// Touch id: 0, or 1 for a pinch's second finger.
    public var id: Int32
    /// Scene pixels, origin top-left, y down.
    public var x: Double
    public var y: Double
    /// The item the sequence is aimed at (not used for delivery; hit testing finds it).
    public var item: Int32
    /// The last event of its sequence: the harness resets the item after it.
    public var isLast: Bool

    public init(t: Int64, kind: Kind, id: Int32, x: Double, y: Double, item: Int32, isLast: Bool) {
        self.t = t; self.kind = kind; self.id = id; self.x = x; self.y = y; self.item = item; self.isLast = isLast
    }
}

/// The four streams of the workload definition.
public enum WorkloadName: String, CaseIterable, Sendable {
    case w1 = "W1", w2 = "W2", w1check = "W1check", w2check = "W2check"

    /// W1 and W1check run in the transform scene, W2 and W2check in the tap scene.
    public var isTransformScene: Bool { self == .w1 || self == .w1check }

    /// The stream hash the workload definition publishes (for the standard 100 items).
    public var publishedHash: UInt64 {
        switch self {
        case .w1: 0xf4bc_81f8_ada9_1281
        case .w2: 0x67ec_339b_a2ef_0e54
        case .w1check: 0xcc2f_6c5e_6bad_e585
        case .w2check: 0x3c0b_a32d_699b_2191
        }
    }
}

/// Stream generation, constants as in the workload definition.
public enum Workload {
    public static let seed: UInt64 = 42
    public static let pinchSequences = 2000
    public static let dragSequences = 2000
    public static let frames = 60
    public static let frameMS: Int64 = 8
    public static let gapMS: Int64 = 500
    public static let taps = 20000
    public static let holdMS: Int64 = 50
    public static let tapGapMS: Int64 = 400

    public static func events(_ name: WorkloadName, grid: WorkloadGrid = WorkloadGrid()) -> [StreamEvent] {
        switch name {
        case .w1: w1(grid: grid)
        case .w2: w2(grid: grid)
        case .w1check: w1check(grid: grid)
        case .w2check: w2check(grid: grid)
        }
    }

    /// W1 "transform storm": 2,000 two-finger pinch+rotate sequences, then 2,000 one-finger
    /// drags, 62 frames each, one PRNG throughout. `pinchSequences`/`dragSequences` shrink it
    /// for quick runs (the standard stream is the default).
    public static func w1(grid: WorkloadGrid = WorkloadGrid(), pinchSequences: Int = pinchSequences,
                          dragSequences: Int = dragSequences) -> [StreamEvent] {
        var random = SplitMix64(seed: seed)
        var events: [StreamEvent] = []
        events.reserveCapacity((pinchSequences * 2 + dragSequences) * (frames + 2))
        let n = UInt64(grid.items)
        var start: Int64 = 0
        for _ in 0..<pinchSequences {
            let item = Int(random.next() % n)
            let cx = grid.cx(item), cy = grid.cy(item)
            for k in 0...(frames + 1) {
                let kk = Double(min(k, frames))
                let theta = kk * Double.pi / 180.0
                let radius = 20.0 + kk
                let c = cos(theta), s = sin(theta)
                let kind: StreamEvent.Kind = k == 0 ? .down : (k > frames ? .up : .move)
                let t = start + Int64(k) * frameMS
                events.append(StreamEvent(t: t, kind: kind, id: 0, x: cx - radius * c, y: cy - radius * s,
                                          item: Int32(item), isLast: false))
                events.append(StreamEvent(t: t, kind: kind, id: 1, x: cx + radius * c, y: cy + radius * s,
                                          item: Int32(item), isLast: kind == .up))
            }
            start += Int64(frames + 1) * frameMS + gapMS
        }
        for _ in 0..<dragSequences {
            let item = Int(random.next() % n)
            let direction = random.next() % 4
            var dx = direction == 0 ? 4.0 : (direction == 1 ? -4.0 : 0.0)
            var dy = direction == 2 ? 4.0 : (direction == 3 ? -4.0 : 0.0)
            let cx = grid.cx(item), cy = grid.cy(item)
            let ex = cx + Double(frames) * dx, ey = cy + Double(frames) * dy
            if ex < 0 || ex >= grid.sceneWidth || ey < 0 || ey >= grid.sceneHeight {
                dx = -dx
                dy = -dy
            }
            for k in 0...(frames + 1) {
                let kk = Double(min(k, frames))
                let kind: StreamEvent.Kind = k == 0 ? .down : (k > frames ? .up : .move)
                events.append(StreamEvent(t: start + Int64(k) * frameMS, kind: kind, id: 0,
                                          x: cx + kk * dx, y: cy + kk * dy, item: Int32(item), isLast: kind == .up))
            }
            start += Int64(frames + 1) * frameMS + gapMS
        }
        return events
    }

    /// W2 "tap storm": 20,000 taps at item centres, 50 ms held, 400 ms apart.
    public static func w2(grid: WorkloadGrid = WorkloadGrid(), taps: Int = taps) -> [StreamEvent] {
        var random = SplitMix64(seed: seed)
        var events: [StreamEvent] = []
        events.reserveCapacity(taps * 2)
        let n = UInt64(grid.items)
        var start: Int64 = 0
        for _ in 0..<taps {
            let item = Int(random.next() % n)
            let cx = grid.cx(item), cy = grid.cy(item)
            events.append(StreamEvent(t: start, kind: .down, id: 0, x: cx, y: cy, item: Int32(item), isLast: false))
            events.append(StreamEvent(t: start + holdMS, kind: .up, id: 0, x: cx, y: cy, item: Int32(item), isLast: true))
            start += holdMS + tapGapMS
        }
        return events
    }

    /// One plain tap on item 7: the W1 scene must report taps = 1.
    public static func w1check(grid: WorkloadGrid = WorkloadGrid()) -> [StreamEvent] {
        let item = min(7, grid.items - 1)
        return [StreamEvent(t: 0, kind: .down, id: 0, x: grid.cx(item), y: grid.cy(item), item: Int32(item), isLast: false),
                StreamEvent(t: holdMS, kind: .up, id: 0, x: grid.cx(item), y: grid.cy(item), item: Int32(item), isLast: true)]
    }

    /// Taps on item 0 at 0 and 200 ms, item 55 at 1000 ms, item 99 at 2000 ms: one double, two singles.
    public static func w2check(grid: WorkloadGrid = WorkloadGrid()) -> [StreamEvent] {
        var events: [StreamEvent] = []
        let taps: [(item: Int, t: Int64)] = [(0, 0), (0, 200), (55 % grid.items, 1000), (99 % grid.items, 2000)]
        for (item, t) in taps {
            let cx = grid.cx(item), cy = grid.cy(item)
            events.append(StreamEvent(t: t, kind: .down, id: 0, x: cx, y: cy, item: Int32(item), isLast: false))
            events.append(StreamEvent(t: t + holdMS, kind: .up, id: 0, x: cx, y: cy, item: Int32(item), isLast: true))
        }
        return events
    }

    /// FNV-1a 64 over the little-endian bytes of (Int64 t, Int32 kind, Int32 id,
    /// Int64 llround(x*1000), Int64 llround(y*1000)) of every event, in order.
    public static func streamHash<S: Sequence>(_ events: S) -> UInt64 where S.Element == StreamEvent {
        var hash = FNV1a64()
        for event in events {
            hash.add(event.t)
            hash.add(event.kind.rawValue)
            hash.add(event.id)
            hash.add(llround1000(event.x))
            hash.add(llround1000(event.y))
        }
        return hash.value
    }

    /// C's `llround(v * 1000)`: to nearest, halves away from zero (Swift's `.rounded()` default
    /// is the same rule, `.toNearestOrAwayFromZero`; Python's `round` is half-to-even, which is
    /// why the reference generator emulates llround).
    public static func llround1000(_ value: Double) -> Int64 {
        Int64((value * 1000.0).rounded(.toNearestOrAwayFromZero))
    }

    /// The hash as the workload definition prints it: 16 lowercase hex digits.
    public static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

/// FNV-1a, 64 bits, fed with little-endian integers.
public struct FNV1a64 {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    public init() {}
    public mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }
    public mutating func add<T: FixedWidthInteger>(_ integer: T) {
        var little = integer.littleEndian
        withUnsafeBytes(of: &little) { for byte in $0 { add(byte: byte) } }
    }
}
