/// W2 written by hand, flat, in Swift: what the tap storm costs when nothing is general, the
/// lower bound of any runtime that keeps SwiftUI's semantics for this scene.
///
/// Every shape has `.onTapGesture(count: 2)` before `.onTapGesture`, that is
/// `TapGesture(count: 2).exclusively(before: TapGesture())` with an `onEnded` closure on each. As
/// the engine does: an event's location must be finite and its time not earlier than the last;
/// deadlines due up to an event fire first, in order; a touch-down is hit-tested through a grid
/// of cells and starts an instance on the shape's own program (reset, not rebuilt); the double
/// tap runs alone while the single tap's events are held; when the double fails (its repeat
/// window runs out) the single tap receives the held events, its timers fired between them, and
/// runs live; a tap fails when it moves 45 points or more, is held longer than 0.75 s, or a
/// second finger lands; the instance ends when its root finishes, or fails when no finger is
/// down and no timer runs. What it leaves out is what makes the engine general: any tree, any
/// number of instances and fingers, observers, the journal, values, snapshots.
@main
struct W2Bound {
    static func main() {
        let mode = CommandLine.arguments.dropFirst().first ?? "time"
        // `check`: the sanity stream (one double tap, two singles) instead of W2.
        let events = mode == "check" ? Workload.w2check() : Workload.w2()
        let hash = Workload.hex(Workload.streamHash(events))
        let counters = Counters()
        let engine = TapEngine(grid: WorkloadGrid(), counters: counters)
        let seconds = BoundHarness.seconds(events, profiling: mode == "instructions",
                                           reset: { counters.singles = 0; counters.doubles = 0 }) { events in
            deliver(events, to: engine)
            engine.finish()
        }
        print("verify: singles=\(counters.singles) doubles=\(counters.doubles) (expect \(mode == "check" ? "2/1" : "20000/0")) stream_hash=\(hash)")
        BoundHarness.report("W2", events: events.count, seconds: seconds)
    }
}

/// The delivery loop, apart so that a profile can collect it alone.
@inline(never)
func deliver(_ events: [BoundEvent], to engine: TapEngine) {
    for index in events.indices { engine.send(events[index]) }
}

final class Counters {
    @exclusivity(unchecked) var singles = 0
    @exclusivity(unchecked) var doubles = 0
}

/// One `TapGesture(count:)`: its state and its rules.
struct TapState {
    static let movement = 45.0 * 45.0
    static let pressSpan: Int64 = 750_000_000
    static let windowSpan: Int64 = 350_000_000
    var count: Int32
    var taps: Int32 = 0
    var finger: Int32 = -1
    var startX = 0.0, startY = 0.0
    var press = Int64.max, window = Int64.max
    var phase: UInt8 = 0   // 0 possible, 1 ended, 2 failed
    var deadline: Int64 { min(press, window) }

    init(count: Int32) { self.count = count }

    @inline(__always) mutating func receive(_ event: BoundEvent) {
        switch event.kind {
        case 0:
            if finger >= 0 { return fail() }
            finger = event.id; startX = event.x; startY = event.y; press = event.t + Self.pressSpan
        case 1:
            if finger == event.id && !allows(event) { fail() }
        default:
            guard finger == event.id else { return }
            guard allows(event) else { return fail() }
            finger = -1; press = .max; taps += 1
            if taps >= count { window = .max; phase = 1 } else { window = event.t + Self.windowSpan }
        }
    }
    @inline(__always) func allows(_ event: BoundEvent) -> Bool {
        let dx = event.x - startX, dy = event.y - startY
        return dx * dx + dy * dy < Self.movement
    }
    @inline(__always) mutating func fire(upTo time: Int64) { if press <= time || window <= time { fail() } }
    @inline(__always) mutating func fail() { press = .max; window = .max; phase = 2 }
}

/// One shape's program: the exclusive pair and the gate's held events (the first four in place;
/// more are not needed by a gate before a double tap, which fails at its fourth event).
struct TapProgram {
    static let empty = BoundEvent(t: 0, kind: 0, item: -1, id: 0, x: 0, y: 0)
    var first = TapState(count: 2)
    var second = TapState(count: 1)
    var held = (empty, empty, empty, empty)
    var heldCount = 0
    var isOpen = false
    var phase: UInt8 = 0
    mutating func reset() {
        first = TapState(count: 2); second = TapState(count: 1)
        heldCount = 0; isOpen = false; phase = 0
    }
    @inline(__always) mutating func hold(_ event: BoundEvent) {
        switch heldCount {
        case 0: held.0 = event
        case 1: held.1 = event
        case 2: held.2 = event
        default: held.3 = event
        }
        heldCount = min(heldCount + 1, 4)
    }
    @inline(__always) func held(_ index: Int) -> BoundEvent {
        switch index {
        case 0: held.0
        case 1: held.1
        case 2: held.2
        default: held.3
        }
    }
}

final class TapEngine {
    @exclusivity(unchecked) var programs: [TapProgram]
    let onDouble: [() -> Void], onSingle: [() -> Void]
    /// The grid's cells (120 x 76 points), each with the shapes filed in it.
    let cells: [Int32]
    let left: [Double], top: [Double]
    @exclusivity(unchecked) var now: Int64 = 0
    @exclusivity(unchecked) var live = -1
    @exclusivity(unchecked) var deadline = Int64.max
    /// The one finger down, and the instance it belongs to (-1: none).
    @exclusivity(unchecked) var finger: Int32 = -1
    @exclusivity(unchecked) var fingerProgram = -1

    init(grid: WorkloadGrid, counters: Counters) {
        programs = Array(repeating: TapProgram(), count: grid.items)
        onDouble = (0..<grid.items).map { _ in { counters.doubles += 1 } }
        onSingle = (0..<grid.items).map { _ in { counters.singles += 1 } }
        left = (0..<grid.items).map(grid.x)
        top = (0..<grid.items).map(grid.y)
        var cells = [Int32](repeating: -1, count: 10 * grid.rows)
        for item in 0..<grid.items { cells[item] = Int32(item) }
        self.cells = cells
    }

    @inline(__always) func hit(_ x: Double, _ y: Double) -> Int {
        let column = Int(((x - 40) / 120).rounded(.down)), row = Int(((y - 40) / 76).rounded(.down))
        guard column >= 0, column < 10, row >= 0, row * 10 < cells.count else { return -1 }
        let item = Int(cells[row * 10 + column])
        guard item >= 0, x >= left[item], x < left[item] + 60, y >= top[item], y < top[item] + 60 else { return -1 }
        return item
    }

    func send(_ event: BoundEvent) {
        guard event.x.isFinite, event.y.isFinite, event.t >= now else { return }
        while live >= 0 && deadline <= event.t { step(live, at: deadline, nil) }
        now = event.t
        if event.kind == 0 {
            guard finger < 0 else { return }
            finger = event.id
            let item = hit(event.x, event.y)
            // A finger on the shape of the live instance joins it (a double tap's second tap).
            if live >= 0 {
                fingerProgram = item == live ? item : -1
                if item == live { step(item, at: event.t, event) }
                return
            }
            guard item >= 0 else { fingerProgram = -1; return }
            programs[item].reset()
            live = item
            fingerProgram = item
            step(item, at: event.t, event)
        } else {
            guard finger == event.id else { return }
            let item = fingerProgram
            if event.kind == 2 { finger = -1; fingerProgram = -1 }
            if item >= 0 && item == live { step(item, at: event.t, event) }
        }
    }

    /// Fires what is due at the end of the stream.
    func finish() {
        while live >= 0 && deadline < .max { step(live, at: deadline, nil) }
    }

    private func step(_ item: Int, at time: Int64, _ event: BoundEvent?) {
        var doubleEnded = false, singleEnded = false
        programs.withUnsafeMutableBufferPointer { programs in
            let program = programs.baseAddress! + item
            if !program.pointee.isOpen {
                if let event {
                    program.pointee.hold(event)
                    program.pointee.first.receive(event)
                } else {
                    program.pointee.first.fire(upTo: time)
                }
                if program.pointee.first.phase == 1 {
                    program.pointee.phase = 1
                    doubleEnded = true
                } else if program.pointee.first.phase == 2 {
                    program.pointee.isOpen = true
                    for index in 0..<program.pointee.heldCount {
                        let held = program.pointee.held(index)
                        if index > 0 { program.pointee.second.fire(upTo: held.t) }
                        if program.pointee.second.phase == 0 { program.pointee.second.receive(held) }
                    }
                    program.pointee.heldCount = 0
                    if program.pointee.second.phase == 0 { program.pointee.second.fire(upTo: time) }
                }
            } else if program.pointee.second.phase == 0 {
                if let event { program.pointee.second.receive(event) } else { program.pointee.second.fire(upTo: time) }
            }
            if program.pointee.isOpen {
                program.pointee.phase = program.pointee.second.phase
                singleEnded = program.pointee.second.phase == 1
            }
            let running = program.pointee.isOpen ? program.pointee.second.deadline : program.pointee.first.deadline
            if program.pointee.phase == 0 && fingerProgram != item && running == .max { program.pointee.phase = 2 }
            deadline = program.pointee.phase == 0 ? running : .max
            if program.pointee.phase != 0 { live = -1 }
        }
        if doubleEnded { onDouble[item]() }
        if singleEnded { onSingle[item]() }
    }
}
