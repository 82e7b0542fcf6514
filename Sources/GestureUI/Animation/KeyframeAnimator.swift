/// Plays tracks of keyframes on a value and builds its content from it at each moment:
/// SwiftUI's `keyframeAnimator` (iOS 17). Each `KeyframeTrack` changes one property of the value
/// through its keyframes in turn (`LinearKeyframe`, `CubicKeyframe` and `SpringKeyframe` move to
/// their value over their duration, `MoveKeyframe` jumps); the tracks run side by side. With
/// `repeating: true` it plays round and round, with a trigger once per change. Frames come from
/// the simulation clock, every 1/60 s while it plays.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .keyframeAnimator(initialValue: 1.0, trigger: likes) { heart, scale in heart.scaleEffect(scale) } keyframes: { _ in
///         KeyframeTrack { SpringKeyframe(1.4, duration: 0.2); SpringKeyframe(1.0, duration: 0.3) }
///     }
/// ```
/// Springs overshoot and settle by their bounce within their keyframe; `CubicKeyframe`'s velocities are
/// not used.
public struct KeyframeAnimator<Value, Content: View>: View, PrimitiveView {
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyHashable?
    let content: (Value) -> Content
    let keyframes: (Value) -> [AnyKeyframeTrack<Value>]
    public typealias Body = Never

    /// Plays `keyframes` once each time `trigger` changes.
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]) {
        self.init(initialValue: initialValue, repeating: false, trigger: AnyHashable(TriggerBox(trigger)), content: content, keyframes: keyframes)
    }
    /// Plays `keyframes` round and round, or once if `repeating` is false.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]) {
        self.init(initialValue: initialValue, repeating: repeating, trigger: nil, content: content, keyframes: keyframes)
    }
    init(initialValue: Value, repeating: Bool, trigger: AnyHashable?, content: @escaping (Value) -> Content,
         keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]) {
        self.initialValue = initialValue
        self.repeating = repeating
        self.trigger = trigger
        self.content = content
        self.keyframes = keyframes
    }

    /// When a run began, and the next frame.
    final class Playback {
        var start: Double?
        var lastTrigger: AnyHashable?
        var timer: Int?
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let host = context.host
        let playback = host.internalState(at: context.key) { Playback() }
        let now = host.now.seconds
        if repeating, playback.start == nil { playback.start = now }
        if let trigger {
            if let last = playback.lastTrigger, last != trigger { playback.start = now }
            playback.lastTrigger = trigger
        }
        let tracks = keyframes(initialValue)
        let length = tracks.map(\.duration).max() ?? 0
        var value = initialValue
        if let start = playback.start, length > 0 {
            var elapsed = now - start
            if repeating { elapsed = elapsed.truncatingRemainder(dividingBy: length) }
            let playing = repeating || elapsed < length
            for track in tracks { track.apply(&value, at: min(elapsed, length)) }
            if playing, playback.timer == nil {
                weak let weakHost = host
                playback.timer = host.scheduleTimer(after: 1.0 / 60, repeats: false) {
                    playback.timer = nil
                    guard let host = weakHost else { return }
                    host.willChange(transaction: Transaction())
                    host.invalidate()
                }
            }
            if !playing { playback.start = nil }
        }
        context.child(.index(0)).resolve(context.tracking { content(value) }, into: &nodes)
    }
}

extension View {
    /// Plays `keyframes` once each time `trigger` changes (see ``KeyframeAnimator``).
    public func keyframeAnimator<Value, V: View, T: Equatable>(
        initialValue: Value, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: false, trigger: AnyHashable(TriggerBox(trigger)),
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }
    /// Plays `keyframes` round and round, or once if `repeating` is false.
    public func keyframeAnimator<Value, V: View>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> [AnyKeyframeTrack<Value>]) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, trigger: nil,
                                content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}

/// Builds a keyframe animator's tracks: `KeyframeTrack`s, which run side by side, or keyframes
/// written directly, which make one track on the whole value, in order.
///
/// ```swift
/// .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
///     CubicKeyframe(1.3, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// Tracks, and keyframes on the whole value (as `Keyframe<Value>`s, with what makes their track).
    public struct Part {
        var tracks: [AnyKeyframeTrack<Value>] = []
        var keyframes: [Any] = []
        var wholeValueTrack: (([Any]) -> AnyKeyframeTrack<Value>)?
    }
    public static func buildExpression<P: Animatable>(_ track: KeyframeTrack<Value, P>) -> Part {
        Part(tracks: [AnyKeyframeTrack(track)])
    }
    public static func buildBlock(_ parts: Part...) -> Part {
        Part(tracks: parts.flatMap(\.tracks), keyframes: parts.flatMap(\.keyframes),
             wholeValueTrack: parts.lazy.compactMap(\.wholeValueTrack).first)
    }
    public static func buildFinalResult(_ part: Part) -> [AnyKeyframeTrack<Value>] {
        guard !part.keyframes.isEmpty, let make = part.wholeValueTrack else { return part.tracks }
        return part.tracks + [make(part.keyframes)]
    }
}

extension KeyframesBuilder where Value: Animatable {
    private static func whole(_ keyframe: Keyframe<Value>) -> Part {
        Part(keyframes: [keyframe]) { keyframes in
            AnyKeyframeTrack(KeyframeTrack<Value, Value>(wholeValue: keyframes.compactMap { $0 as? Keyframe<Value> }))
        }
    }
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> Part { whole(keyframe.keyframe) }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> Part { whole(keyframe.keyframe) }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> Part { whole(keyframe.keyframe) }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> Part { whole(keyframe.keyframe) }
}

/// One property's keyframes: SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Property: Animatable> {
    let keyPath: WritableKeyPath<Root, Property>?
    let keyframes: [Keyframe<Property>]
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> [Keyframe<Property>]) {
        self.keyPath = keyPath
        keyframes = content()
    }
    /// A track on the whole value.
    public init(@KeyframeTrackContentBuilder<Property> content: () -> [Keyframe<Property>]) where Root == Property {
        keyPath = nil
        keyframes = content()
    }
    /// A track on the whole value, of keyframes written directly in a ``KeyframesBuilder``.
    init(wholeValue keyframes: [Keyframe<Property>]) where Root == Property {
        keyPath = nil
        self.keyframes = keyframes
    }
}

/// A track with its property's type erased.
public struct AnyKeyframeTrack<Root> {
    let duration: Double
    let applyAt: (inout Root, Double) -> Void
    init<P: Animatable>(_ track: KeyframeTrack<Root, P>) {
        duration = track.keyframes.reduce(0) { $0 + $1.duration }
        let keyframes = track.keyframes
        let keyPath = track.keyPath
        applyAt = { root, time in
            guard let start: P = keyPath.map({ root[keyPath: $0] }) ?? (root as? P) else { return }
            let value = Keyframe.value(keyframes, from: start, at: time)
            if let keyPath { root[keyPath: keyPath] = value } else if let whole = value as? Root { root = whole }
        }
    }
    func apply(_ root: inout Root, at time: Double) { applyAt(&root, time) }
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [Keyframe<Value>] { [keyframe.keyframe] }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [Keyframe<Value>] { [keyframe.keyframe] }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [Keyframe<Value>] { [keyframe.keyframe] }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [Keyframe<Value>] { [keyframe.keyframe] }
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }
}

/// One keyframe: where to go, over how long, on which curve.
public struct Keyframe<Value: Animatable> {
    let target: Value
    let duration: Double
    let curve: Animation?

    /// The value `time` seconds into `keyframes`, starting from `start`.
    static func value(_ keyframes: [Keyframe], from start: Value, at time: Double) -> Value {
        var from = start
        var elapsed = time
        for keyframe in keyframes {
            if elapsed < keyframe.duration, keyframe.duration > 0 {
                guard let curve = keyframe.curve else { return keyframe.target }
                // A spring that has not settled by the keyframe's end is eased the rest of the
                // way over the keyframe, so the next one starts where this one ends.
                let unsettled = 1 - Animator.progress(curve, elapsed: keyframe.duration)
                let progress = Animator.progress(curve, elapsed: elapsed) + unsettled * elapsed / keyframe.duration
                var delta = keyframe.target.animatableData - from.animatableData
                delta.scale(by: progress)
                var value = from
                value.animatableData = from.animatableData + delta
                return value
            }
            elapsed -= keyframe.duration
            from = keyframe.target
        }
        return from
    }
}

/// Moves to `to` at a constant speed.
public struct LinearKeyframe<Value: Animatable> {
    let keyframe: Keyframe<Value>
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        keyframe = Keyframe(target: to, duration: duration, curve: .linear(duration: duration))
    }
}
/// Moves to `to` along a smooth curve.
public struct CubicKeyframe<Value: Animatable> {
    let keyframe: Keyframe<Value>
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = Keyframe(target: to, duration: duration, curve: .easeInOut(duration: duration))
    }
}
/// Moves to `to` on a spring: it overshoots and settles as the spring's bounce says, within the
/// keyframe's duration (until the spring settles when none is given). `startVelocity` is
/// accepted (every keyframe starts at rest here).
public struct SpringKeyframe<Value: Animatable> {
    let keyframe: Keyframe<Value>
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        // Without a duration the keyframe lasts until the spring settles.
        let length = duration ?? Animator.springSettlingTime(response: spring.duration, damping: spring.dampingRatio)
        keyframe = Keyframe(target: to, duration: length, curve: .spring(response: spring.duration, dampingFraction: spring.dampingRatio))
    }
}
/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable> {
    let keyframe: Keyframe<Value>
    public init(_ to: Value) { keyframe = Keyframe(target: to, duration: 0, curve: nil) }
}

/// A timing curve by name (accepted for `LinearKeyframe`'s signature).
public struct UnitCurve: Sendable {
    public static let linear = UnitCurve(), easeIn = UnitCurve(), easeOut = UnitCurve(), easeInOut = UnitCurve()
}
/// A spring by its perceptual duration and bounce, or its response and damping ratio: SwiftUI's
/// `Spring` (as `SpringKeyframe` uses it). A bounce of 0 settles without overshoot; 0.3 swings
/// past its target and back.
public struct Spring: Sendable {
    /// Seconds: the response (one undamped oscillation).
    public let duration: Double
    /// Fraction of critical damping (1 − bounce for bounces of 0 or more).
    public let dampingRatio: Double
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = max(duration, 0.001)
        // A bounce below 0 is an overdamped spring: 1 / (1 + bounce), as SwiftUI maps it.
        let bounce = min(max(bounce, -0.99), 1)
        dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
    public init(response: Double, dampingRatio: Double) {
        duration = max(response, 0.001)
        self.dampingRatio = max(dampingRatio, 0)
    }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { width = newValue.first; height = newValue.second }
    }
}
extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { x = newValue.first; y = newValue.second }
    }
}
extension Double: Animatable {
    public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}
extension CGFloat: Animatable {
    public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}
