/// Carries what is drawn from old values to new ones over time: every animatable value of every
/// node (offset, rotation, scale, opacity, colours, shadow radius, scroll offset) has a track.
/// Animations add up, as SwiftUI's do: an animated change adds a segment that carries the step
/// from the old target to the new one over its own curve, starting at the simulation time of the
/// change, while the segments of earlier changes run on; what is drawn is the target less what
/// every segment has still to go. A change in mid-flight therefore never restarts or jumps, and a
/// view that follows a finger with a delayed animation trails it. A change without an animation
/// ends the running segments and jumps.
final class Animator {
    private struct Segment {
        /// The step this segment carries: new target − old target.
        var delta: SIMD4<Double>
        var start: Double
        var animation: Animation
        var end: Double
    }
    private struct Track {
        var target: SIMD4<Double>
        var segments: [Segment] = []
        var generation: Int
    }
    // Read and written for every animatable value of every update, on the host's one thread:
    // the run-time exclusivity check is left out.
    @exclusivity(unchecked) private var tracks: [AnimationKey: Track] = [:]
    @exclusivity(unchecked) private var generation = 0
    /// Seconds: when the last running animation settles (nil: none running).
    private(set) var settlesAt: Double?

    /// How many tracks got a target in the update in progress (when all did, none is dropped).
    @exclusivity(unchecked) private var touched = 0
    /// The tracks that had segments when last given a target (a superset of those moving now).
    @exclusivity(unchecked) private var moving: Set<AnimationKey> = []

    /// Starts an update: targets not set again before ``endUpdate()`` are dropped.
    func beginUpdate() {
        generation += 1
        touched = 0
    }

    /// Drops the tracks no view gave a target (unless `keepingUntouched`: an update that resolved
    /// only some views), and notes when the running animations settle: work in proportion to the
    /// tracks dropped and moving, not to all of them.
    func endUpdate(keepingUntouched: Bool = false) {
        if !keepingUntouched, touched != tracks.count {
            tracks = tracks.filter { $0.value.generation == generation }
        }
        moving = moving.filter { tracks[$0].map { !$0.segments.isEmpty } ?? false }
        var settles: Double?, layoutSettles: Double?
        for key in moving {
            guard let end = tracks[key]?.segments.map(\.end).max() else { continue }
            settles = max(settles ?? end, end)
            if key.slot == .position || key.slot == .size { layoutSettles = max(layoutSettles ?? end, end) }
        }
        settlesAt = settles
        layoutSettlesAt = layoutSettles
    }

    /// Seconds: when the last running animation of a layout place or size settles (nil: none).
    private(set) var layoutSettlesAt: Double?

    /// Whether a layout place or size is still on its way at `time` (drawing reads them only then).
    func isLayoutAnimating(at time: GestureTime) -> Bool {
        layoutSettlesAt.map { time.seconds < $0 } ?? false
    }

    /// Whether `key`'s track has animations still running at `time`.
    func isRunning(_ key: AnimationKey, at time: GestureTime) -> Bool {
        tracks[key]?.segments.contains { $0.end > time.seconds } ?? false
    }

    /// Sets the value a node's property is heading to; animates there with `animation` if the
    /// target changed and an animation is given, else jumps.
    func setTarget(_ key: AnimationKey, _ value: SIMD4<Double>, animation: Animation?, at time: GestureTime) {
        let now = time.seconds
        guard let index = tracks.index(forKey: key) else {
            tracks[key] = Track(target: value, generation: generation)
            touched += 1
            return
        }
        // The track is changed where it is kept (no copy out and back per view per update).
        if tracks.values[index].generation != generation { touched += 1 }
        tracks.values[index].generation = generation
        // Segments that have finished carry nothing more.
        if !tracks.values[index].segments.isEmpty { tracks.values[index].segments.removeAll { $0.end <= now } }
        let target = tracks.values[index].target
        if target != value {
            if let animation, Self.length(of: animation) > 0 {
                tracks.values[index].segments.append(Segment(delta: value - target, start: now, animation: animation,
                                                             end: now + Self.length(of: animation)))
            } else {
                tracks.values[index].segments.removeAll()
            }
            tracks.values[index].target = value
        }
        if !tracks.values[index].segments.isEmpty { moving.insert(key) }
    }

    /// Keeps `key`'s track through the update in progress with its target as it is: a view
    /// handed back from its cache sets the same targets it set before.
    func keep(_ key: AnimationKey, at time: GestureTime) {
        guard let index = tracks.index(forKey: key) else { return }
        if tracks.values[index].generation != generation { touched += 1 }
        tracks.values[index].generation = generation
        // As `setTarget` with the same target: segments that have finished carry nothing more.
        if !tracks.values[index].segments.isEmpty {
            let now = time.seconds
            tracks.values[index].segments.removeAll { $0.end <= now }
        }
    }

    /// Drops `key`'s track (its node left in an update that resolved only some views).
    func drop(_ key: AnimationKey) {
        tracks[key] = nil
        moving.remove(key)
    }

    /// The value drawn at `time`, or nil if the key has no track.
    func value(_ key: AnimationKey, at time: GestureTime) -> SIMD4<Double>? {
        guard let track = tracks[key] else { return nil }
        return value(of: track, at: time.seconds)
    }

    /// Whether anything is still moving at `time`.
    func isAnimating(at time: GestureTime) -> Bool {
        guard let settlesAt else { return false }
        return time.seconds < settlesAt
    }

    private func value(of track: Track, at time: Double) -> SIMD4<Double> {
        var value = track.target
        for segment in track.segments where time < segment.end {
            value -= segment.delta * (1 - Self.progress(segment.animation, elapsed: time - segment.start))
        }
        return value
    }

    // MARK: Curves

    /// Seconds until an animation has settled (a spring: until it stays within 0.1 % of its
    /// target), delay and speed included.
    static func length(of animation: Animation) -> Double {
        let speed = animation.speed > 0 ? animation.speed : 1
        let body = playLength(animation)
        if let count = animation.repeatCount {
            if count == 0 { return .infinity }
            return (animation.delay + body * Double(count)) / speed
        }
        return (animation.delay + body) / speed
    }

    /// Seconds of one play, before speed.
    private static func playLength(_ animation: Animation) -> Double {
        switch animation.curve {
        case .spring: springSettlingTime(response: animation.duration, damping: animation.dampingFraction)
        default: max(0, animation.duration)
        }
    }

    /// Fraction of the way from the old value to the new one (a spring may overshoot past 1).
    static func progress(_ animation: Animation, elapsed: Double) -> Double {
        let speed = animation.speed > 0 ? animation.speed : 1
        var t = elapsed * speed - animation.delay
        guard t > 0 else { return 0 }
        if let count = animation.repeatCount {
            // Which play, and how far into it; every other play backwards when it autoreverses.
            let play = playLength(animation)
            guard play > 0 else { return 1 }
            let index = Int((t / play).rounded(.down))
            if count > 0, index >= count {
                // Done: where the last play ended (SwiftUI jumps to the target at the end).
                return 1
            }
            t -= Double(index) * play
            let forward = onePlay(animation, t)
            return animation.autoreverses && index % 2 == 1 ? 1 - forward : forward
        }
        return onePlay(animation, t)
    }

    /// Fraction of the way `t` seconds into one play of the curve.
    private static func onePlay(_ animation: Animation, _ t: Double) -> Double {
        switch animation.curve {
        case .spring:
            return t >= springSettlingTime(response: animation.duration, damping: animation.dampingFraction)
                ? 1 : spring(t, response: animation.duration, damping: animation.dampingFraction)
        case .linear, .easeIn, .easeOut, .easeInOut:
            guard animation.duration > 0, t < animation.duration else { return 1 }
            let x = t / animation.duration
            switch animation.curve {
            case .linear: return x
            case .easeIn: return cubicBezier(x, 0.42, 0, 1, 1)
            case .easeOut: return cubicBezier(x, 0, 0, 0.58, 1)
            default: return cubicBezier(x, 0.42, 0, 0.58, 1)
            }
        }
    }

    /// A damped spring released from rest at 0 towards 1: `response` seconds per undamped
    /// oscillation, `damping` the fraction of critical damping.
    static func spring(_ t: Double, response: Double, damping: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 0.001)
        let zeta = max(0, damping)
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            return 1 - decay * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        // Critically damped (and overdamped, read as critical).
        return 1 - exp(-omega * t) * (1 + omega * t)
    }

    /// Seconds until the spring stays within 0.1 % of its target: when its envelope,
    /// e^(−ζωt) / √(1 − ζ²) (underdamped) or e^(−ωt)(1 + ωt) (critical), falls below 0.001;
    /// capped at 10 s for a spring with almost no damping.
    static func springSettlingTime(response: Double, damping: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 0.001)
        let zeta = min(max(damping, 0.01), 1)
        let time: Double
        if zeta < 1 {
            time = (log(1000) - 0.5 * log(1 - zeta * zeta)) / (zeta * omega)
        } else {
            time = criticalSettlingProduct / omega
        }
        return min(10, time)
    }

    /// ωt at which a critically damped spring's envelope e^(−ωt)(1 + ωt) falls to 0.001, solved
    /// once by Newton's method (it does not depend on the spring).
    private static let criticalSettlingProduct: Double = {
        var x = 9.0
        for _ in 0..<20 { x -= ((1 + x) * exp(-x) - 0.001) / (-x * exp(-x)) }
        return x
    }()

    /// The y of a CSS-style cubic Bézier timing curve (control points (x1, y1), (x2, y2)) at x.
    static func cubicBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func curve(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        // Bisection on x(t): monotonic for these control points, exact to 1e-9 in 40 steps.
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if curve(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return curve((low + high) / 2, y1, y2)
    }
}

/// One animatable property of one node.
struct AnimationKey: Hashable {
    var node: UInt64
    var slot: AnimationSlot

    /// Placed by a quick mix of the node's key (already a 64-bit mix) and the slot: see ``FastKey``.
    func _rawHashValue(seed: Int) -> Int { FastKey.mix(node &+ UInt64(slot.rawValue) &* 0x9E37_79B9_7F4A_7C15, seed: seed) }
}

/// The animatable properties.
enum AnimationSlot: UInt8 {
    case offset, rotation, scale, opacity, fill, stroke, foreground, shadowRadius, scrollOffset, shapeData
    /// An `Animatable` modifier's or view's data.
    case animatableData
    /// Where layout put a node in its parent (x, y), and a drawn shape's or clip's size.
    case position, size
}

extension Color {
    var vector: SIMD4<Double> { SIMD4(red, green, blue, alpha) }
    init(vector: SIMD4<Double>) {
        self.init(.sRGB, red: vector.x, green: vector.y, blue: vector.z, opacity: vector.w)
    }
}
