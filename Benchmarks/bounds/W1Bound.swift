/// W1 written by hand, flat, in Swift: what the transform storm costs when nothing is general,
/// the lower bound of any runtime that keeps SwiftUI's semantics for this scene.
///
/// Every shape has `.gesture(TapGesture().onEnded)`, `.simultaneousGesture(DragGesture()
/// .updating($offset).onEnded)` and `.simultaneousGesture(MagnifyGesture().simultaneously(with:
/// RotateGesture()).updating($pinch).onEnded)`, and a follower moves it while they run, as the
/// engine's bench does. As the engine: finite locations and times in order, timers before the
/// events after them, a touch-down hit-tested through a grid of cells, a second finger on the
/// shape joining its instance, the shape's program reset rather than rebuilt; a tap fails on a
/// second finger, 45 points of movement or 0.75 s held; a drag follows the centroid of its
/// fingers and starts at 10 points; magnify and rotate measure the first two fingers from where
/// they were when the second landed (the span never under 1 point), and start at 1 % and 1
/// degree; `updating` runs on every new value of an active gesture, `@GestureState` goes back to
/// its initial value when the gesture ends; the follower places the shape from its active
/// gestures and keeps what the ones that ended did. Left out is what makes the engine general:
/// any tree, any number of instances and fingers, observers, the journal, full values
/// (velocities, predicted ends), snapshots.
import Foundation

@main
struct W1Bound {
    static func main() {
        let grid = WorkloadGrid()
        // `instructions FROM COUNT`: one pass over a piece of the stream (for a profile).
        let arguments = Array(CommandLine.arguments.dropFirst())
        let whole = Workload.w1()
        let from = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 0
        let count = arguments.count > 2 ? Int(arguments[2]) ?? whole.count : whole.count
        let events = Array(whole[from..<min(whole.count, from + count)])
        let hash = Workload.hex(Workload.streamHash(whole))
        let mode = arguments.first ?? "time"
        let counters = Counters()
        let engine = TransformEngine(grid: grid, counters: counters)
        let seconds = BoundHarness.seconds(events, profiling: mode == "instructions", reset: counters.reset) { deliver($0, to: engine) }
        let pinchLifts = Double(max(counters.pinchLifts, 1)), dragLifts = Double(max(counters.dragLifts, 1))
        print("verify: taps=\(counters.taps) pinches=\(counters.pinches) drags=\(counters.drags) updates=\(counters.updates) (expect 0/2000/2000/356000)")
        print(String(format: "verify: mean_scale_at_lift=%.4f mean_rotation_at_lift_deg=%.3f mean_drag_translation_px=%.3f stream_hash=%@",
                     counters.scaleSum / pinchLifts, counters.rotationSum / pinchLifts, counters.translationSum / dragLifts, hash))
        BoundHarness.report("W1", events: events.count, seconds: seconds)
    }
}

/// The delivery loop and the harness's reset after each sequence, apart so that a profile can
/// collect them alone.
@inline(never)
func deliver(_ events: [BoundEvent], to engine: TransformEngine) {
    for index in events.indices {
        engine.send(events[index])
        if events[index].item >= 0 { engine.resetItem(Int(events[index].item)) }
    }
}

final class Counters {
    @exclusivity(unchecked) var taps = 0, pinches = 0, drags = 0, updates = 0
    @exclusivity(unchecked) var pinchLifts = 0, dragLifts = 0
    @exclusivity(unchecked) var scaleSum = 0.0, rotationSum = 0.0, translationSum = 0.0
    func reset() { taps = 0; pinches = 0; drags = 0; updates = 0; pinchLifts = 0; dragLifts = 0; scaleSum = 0; rotationSum = 0; translationSum = 0 }
}

/// Phases: 0 possible, 1 active, 2 ended, 3 failed.
struct Program {
    // Tap.
    var tapFinger: Int32 = -1, tapX = 0.0, tapY = 0.0, tapPress = Int64.max, tapPhase: UInt8 = 0
    // Drag: up to two fingers, the centroid's travel.
    var dragIDs: (Int32, Int32) = (-1, -1), dragCount = 0
    var dragPoints: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var dragDX = 0.0, dragDY = 0.0, dragPhase: UInt8 = 0
    // Magnify and rotate: the first two fingers.
    var pinchIDs: (Int32, Int32) = (-1, -1), pinchCount = 0
    var pinch: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var startSpan = 0.0, span = 0.0, lastAngle = 0.0, rotation = 0.0, paired = false
    var magnifyPhase: UInt8 = 0, rotatePhase: UInt8 = 0, pairPhase: UInt8 = 0
    // @GestureState.
    var offsetX = 0.0, offsetY = 0.0, stateScale = 1.0, stateAngle = 0.0
    var fingers = 0
}

/// Where the follower places a shape: its committed placement, and its live one.
struct Placement {
    var x: Double, y: Double, scale = 1.0, rotation = 0.0
}

final class TransformEngine {
    @exclusivity(unchecked) var programs: [Program]
    @exclusivity(unchecked) var bases: [Placement]
    @exclusivity(unchecked) var placements: [Placement]
    let homes: [Placement]
    let left: [Double], top: [Double]
    let counters: Counters
    @exclusivity(unchecked) var now: Int64 = 0
    @exclusivity(unchecked) var live = -1
    @exclusivity(unchecked) var deadline = Int64.max
    @exclusivity(unchecked) var owners: (Int32, Int32) = (-1, -1)

    init(grid: WorkloadGrid, counters: Counters) {
        programs = Array(repeating: Program(), count: grid.items)
        homes = (0..<grid.items).map { Placement(x: grid.cx($0), y: grid.cy($0)) }
        bases = homes
        placements = homes
        left = (0..<grid.items).map(grid.x)
        top = (0..<grid.items).map(grid.y)
        self.counters = counters
    }

    /// The harness's reset: note what the sequence did, put the shape back.
    func resetItem(_ item: Int) {
        let placement = placements[item], home = homes[item]
        if placement.scale != 1 || placement.rotation != 0 {
            counters.pinchLifts += 1; counters.scaleSum += placement.scale; counters.rotationSum += placement.rotation * 180 / .pi
        }
        let dx = placement.x - home.x, dy = placement.y - home.y
        if dx != 0 || dy != 0 { counters.dragLifts += 1; counters.translationSum += (dx * dx + dy * dy).squareRoot() }
        bases[item] = home
        placements[item] = home
    }

    /// The top shape under a point: the grid's cell, then the shape's placed bounds (a shape is
    /// found where it is placed, scaled and turned about its centre).
    @inline(__always) func hit(_ x: Double, _ y: Double) -> Int {
        let column = Int(((x - 40) / 120).rounded(.down)), row = Int(((y - 40) / 76).rounded(.down))
        guard column >= 0, column < 10, row >= 0, row * 10 < programs.count else { return -1 }
        let item = row * 10 + column
        let placement = placements[item]
        let c = cos(-placement.rotation) / placement.scale, s = sin(-placement.rotation) / placement.scale
        let dx = x - placement.x, dy = y - placement.y
        let lx = dx * c - dy * s, ly = dx * s + dy * c
        return abs(lx) < 30 && abs(ly) < 30 ? item : -1
    }

    func send(_ event: BoundEvent) {
        guard event.x.isFinite, event.y.isFinite, event.t >= now else { return }
        while live >= 0 && deadline <= event.t { step(live, at: deadline, nil) }
        now = event.t
        let slot: Int
        if event.kind == 0 {
            guard owners.0 != event.id && owners.1 != event.id else { return }
            let item = hit(event.x, event.y)
            if item >= 0 && live < 0 {
                programs[item] = Program()
                live = item
            } else if item != live {
                return   // no gesture, or another shape's while one runs: the touch belongs to none
            }
            if owners.0 < 0 { owners.0 = event.id } else { owners.1 = event.id }
            programs[item].fingers += 1
            step(item, at: event.t, event)
            return
        }
        if owners.0 == event.id { slot = 0 } else if owners.1 == event.id { slot = 1 } else { return }
        if event.kind == 2 {
            if slot == 0 { owners.0 = -1 } else { owners.1 = -1 }
            if live >= 0 { programs[live].fingers -= 1 }
        }
        if live >= 0 { step(live, at: event.t, event) }
    }

    private func step(_ item: Int, at time: Int64, _ event: BoundEvent?) {
        var dragUpdate = false, pinchUpdate = false, dragEnded = false, pinchEnded = false, tapEnded = false
        var ended = false
        programs.withUnsafeMutableBufferPointer { programs in
            let p = programs.baseAddress! + item
            if let event {
                // Tap.
                if p.pointee.tapPhase == 0 {
                    let dx = event.x - p.pointee.tapX, dy = event.y - p.pointee.tapY
                    switch event.kind {
                    case 0:
                        if p.pointee.tapFinger >= 0 { p.pointee.tapPhase = 3; p.pointee.tapPress = .max } else {
                            p.pointee.tapFinger = event.id; p.pointee.tapX = event.x; p.pointee.tapY = event.y
                            p.pointee.tapPress = event.t + 750_000_000
                        }
                    default:
                        if event.id == p.pointee.tapFinger {
                            if dx * dx + dy * dy >= 45 * 45 { p.pointee.tapPhase = 3; p.pointee.tapPress = .max }
                            else if event.kind == 2 { p.pointee.tapPhase = 2; p.pointee.tapPress = .max; tapEnded = true }
                        }
                    }
                }
                // Drag: the centroid of its fingers.
                if p.pointee.dragPhase < 2 {
                    switch event.kind {
                    case 0:
                        if p.pointee.dragCount == 0 { p.pointee.dragIDs.0 = event.id; p.pointee.dragPoints.0 = event.x; p.pointee.dragPoints.1 = event.y }
                        else { p.pointee.dragIDs.1 = event.id; p.pointee.dragPoints.2 = event.x; p.pointee.dragPoints.3 = event.y }
                        p.pointee.dragCount += 1
                    default:
                        let n = Double(p.pointee.dragCount)
                        if event.id == p.pointee.dragIDs.0 {
                            p.pointee.dragDX += (event.x - p.pointee.dragPoints.0) / n; p.pointee.dragDY += (event.y - p.pointee.dragPoints.1) / n
                            p.pointee.dragPoints.0 = event.x; p.pointee.dragPoints.1 = event.y
                            if event.kind == 2 { p.pointee.dragIDs.0 = p.pointee.dragIDs.1; p.pointee.dragPoints.0 = p.pointee.dragPoints.2; p.pointee.dragPoints.1 = p.pointee.dragPoints.3 }
                        } else if event.id == p.pointee.dragIDs.1 {
                            p.pointee.dragDX += (event.x - p.pointee.dragPoints.2) / n; p.pointee.dragDY += (event.y - p.pointee.dragPoints.3) / n
                            p.pointee.dragPoints.2 = event.x; p.pointee.dragPoints.3 = event.y
                        }
                        if event.kind == 2 {
                            p.pointee.dragCount -= 1
                            if p.pointee.dragCount == 0 {
                                if p.pointee.dragPhase == 1 { p.pointee.dragPhase = 2; dragEnded = true } else { p.pointee.dragPhase = 3 }
                            }
                        } else {
                            let dx = p.pointee.dragDX, dy = p.pointee.dragDY
                            if p.pointee.dragPhase == 1 || dx * dx + dy * dy >= 100 { p.pointee.dragPhase = 1; dragUpdate = true }
                        }
                    }
                }
                // Magnify and rotate.
                if p.pointee.pairPhase < 2 {
                    switch event.kind {
                    case 0:
                        if p.pointee.pinchCount == 0 {
                            p.pointee.pinchIDs.0 = event.id; p.pointee.pinch.0 = event.x; p.pointee.pinch.1 = event.y; p.pointee.pinchCount = 1
                        } else if p.pointee.pinchCount == 1 {
                            p.pointee.pinchIDs.1 = event.id; p.pointee.pinch.2 = event.x; p.pointee.pinch.3 = event.y; p.pointee.pinchCount = 2
                            let dx = p.pointee.pinch.2 - p.pointee.pinch.0, dy = p.pointee.pinch.3 - p.pointee.pinch.1
                            p.pointee.startSpan = max((dx * dx + dy * dy).squareRoot(), 1); p.pointee.span = p.pointee.startSpan
                            p.pointee.lastAngle = atan2(dy, dx); p.pointee.rotation = 0; p.pointee.paired = true
                        }
                    default:
                        var moved = false
                        if event.id == p.pointee.pinchIDs.0 { p.pointee.pinch.0 = event.x; p.pointee.pinch.1 = event.y; moved = true }
                        else if event.id == p.pointee.pinchIDs.1 { p.pointee.pinch.2 = event.x; p.pointee.pinch.3 = event.y; moved = true }
                        if moved && p.pointee.paired {
                            let dx = p.pointee.pinch.2 - p.pointee.pinch.0, dy = p.pointee.pinch.3 - p.pointee.pinch.1
                            p.pointee.span = max((dx * dx + dy * dy).squareRoot(), 1)
                            let angle = atan2(dy, dx)
                            var delta = angle - p.pointee.lastAngle
                            if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
                            p.pointee.rotation += delta; p.pointee.lastAngle = angle
                        }
                        if event.kind == 2 && moved {
                            let wasPaired = p.pointee.paired
                            p.pointee.pinchCount -= 1
                            if p.pointee.magnifyPhase == 1 { p.pointee.magnifyPhase = 2 } else if p.pointee.magnifyPhase == 0 && wasPaired { p.pointee.magnifyPhase = 3 }
                            if p.pointee.rotatePhase == 1 { p.pointee.rotatePhase = 2 } else if p.pointee.rotatePhase == 0 && wasPaired { p.pointee.rotatePhase = 3 }
                            p.pointee.paired = false
                        } else if moved && p.pointee.paired {
                            let scale = p.pointee.span / p.pointee.startSpan
                            if p.pointee.magnifyPhase == 1 || abs(scale - 1) >= 0.01 { p.pointee.magnifyPhase = 1; pinchUpdate = true }
                            if p.pointee.rotatePhase == 1 || abs(p.pointee.rotation) >= .pi / 180 { p.pointee.rotatePhase = 1; pinchUpdate = true }
                        }
                    }
                    let m = p.pointee.magnifyPhase, r = p.pointee.rotatePhase
                    let pair: UInt8 = (m == 1 || r == 1) ? 1 : (m >= 2 && r >= 2 ? (m == 2 || r == 2 ? 2 : 3) : 0)
                    if pair == 2 && p.pointee.pairPhase != 2 { pinchEnded = true }
                    p.pointee.pairPhase = pair
                }
            } else if p.pointee.tapPhase == 0 && p.pointee.tapPress <= time {
                p.pointee.tapPhase = 3; p.pointee.tapPress = .max
            }
            // Callbacks: `updating`, then `onEnded`; @GestureState back to its start at the end.
            if dragUpdate { p.pointee.offsetX = p.pointee.dragDX; p.pointee.offsetY = p.pointee.dragDY; counters.updates += 1 }
            if pinchUpdate {
                if p.pointee.magnifyPhase == 1 { p.pointee.stateScale = p.pointee.span / p.pointee.startSpan }
                if p.pointee.rotatePhase == 1 { p.pointee.stateAngle = p.pointee.rotation }
                counters.updates += 1
            }
            if dragEnded { counters.drags += 1 }
            if pinchEnded { counters.pinches += 1 }
            if tapEnded { counters.taps += 1 }
            if p.pointee.dragPhase >= 2 { p.pointee.offsetX = 0; p.pointee.offsetY = 0 }
            if p.pointee.pairPhase >= 2 { p.pointee.stateScale = 1; p.pointee.stateAngle = 0 }
            // The end: every gesture finished, or nothing down and no timer.
            var done = p.pointee.tapPhase >= 2 && p.pointee.dragPhase >= 2 && p.pointee.pairPhase >= 2
            if !done && p.pointee.fingers == 0 && p.pointee.tapPress == .max { done = true }
            deadline = done || p.pointee.tapPhase != 0 ? .max : p.pointee.tapPress
            // The follower: active or ended gestures move the shape; ended ones are kept.
            var placement = bases[item]
            let drag = p.pointee.dragPhase == 1 || p.pointee.dragPhase == 2
            if drag { placement.x += p.pointee.dragDX; placement.y += p.pointee.dragDY }
            let pairCounts = p.pointee.pairPhase == 1 || p.pointee.pairPhase == 2
            if pairCounts && (p.pointee.magnifyPhase == 1 || p.pointee.magnifyPhase == 2) { placement.scale *= p.pointee.span / p.pointee.startSpan }
            if pairCounts && (p.pointee.rotatePhase == 1 || p.pointee.rotatePhase == 2) { placement.rotation += p.pointee.rotation }
            placements[item] = placement
            if done {
                bases[item] = placement
                ended = true
            }
        }
        if ended { live = -1 }
    }
}
