/// The context of a state change: which animation, if any, should carry it to the screen.
///
/// ```swift
/// @GestureState(reset: { _, transaction in transaction.animation = .spring() })
/// var offset: CGSize = .zero
/// ```
public struct Transaction: Equatable, Sendable {
    public var animation: Animation?
    public var disablesAnimations: Bool = false
    /// True while the change is part of a continuous interaction (a drag in progress).
    public var isContinuous: Bool = false
    /// Code to run once the animations the transaction starts have ended (GestureUI's
    /// `addAnimationCompletion`).
    package var animationCompletions: [AnimationCompletionAction] {
        get { completions?.actions ?? [] }
        set { completions = newValue.isEmpty ? nil : AnimationCompletionList(newValue) }
    }
    /// The completions, out of line and nil while there are none: a transaction is made and
    /// dropped on every gesture state update, and ending one then costs one null check rather
    /// than the release of an array.
    private var completions: AnimationCompletionList?
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Makes this transaction what `Transaction()` with ``isContinuous`` set is, in place: a
    /// `@GestureState` update starts each event's transaction this way in its storage, where
    /// replacing the old one would end it through the type's value witnesses on every event.
    @inline(__always)
    package mutating func resetToContinuous() {
        animation = nil
        disablesAnimations = false
        isContinuous = true
        if completions != nil { completions = nil }
    }
}

/// A transaction's completions: never changed once made (a change makes a new list), so copies
/// of a transaction keep value semantics.
private final class AnimationCompletionList: Equatable, Sendable {
    let actions: [AnimationCompletionAction]
    init(_ actions: [AnimationCompletionAction]) { self.actions = actions }
    static func == (lhs: AnimationCompletionList, rhs: AnimationCompletionList) -> Bool { lhs.actions == rhs.actions }
}

/// A completion a transaction carries, compared by identity: two transactions are equal only
/// when they carry the same completions.
package final class AnimationCompletionAction: Equatable, @unchecked Sendable {
    package let run: () -> Void
    package init(_ run: @escaping () -> Void) { self.run = run }
    package static func == (lhs: AnimationCompletionAction, rhs: AnimationCompletionAction) -> Bool { lhs === rhs }
}

/// How a change animates: a timing curve and its duration, or a spring; SwiftUI's names.
///
/// ```swift
/// withAnimation(.spring()) { offset = .zero }
/// Circle().animation(.easeInOut(duration: 0.2), value: isPressed)
/// ```
/// A spring keeps its `response` (seconds per oscillation, as if undamped) in ``duration`` and
/// its ``dampingFraction`` (1: no overshoot); the curves run for ``duration`` seconds.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public enum Curve: String, Hashable, Sendable { case linear, easeIn, easeOut, easeInOut, spring }
    public var curve: Curve
    /// Seconds: the curve's length, or a spring's response.
    public var duration: Double
    /// A spring's damping: 1 settles without overshoot, less overshoots. Unused by the curves.
    public var dampingFraction: Double = 1
    /// Seconds before the animation starts moving.
    public var delay: Double = 0
    /// Playback speed: 2 runs twice as fast.
    public var speed: Double = 1
    /// How many times the animation plays (nil: once; 0: for ever), and whether every other
    /// play runs backwards.
    public var repeatCount: Int?
    public var autoreverses = true
    public init(curve: Curve, duration: Double) { self.curve = curve; self.duration = duration }

    /// SwiftUI's default animation; read here as `easeInOut` over 0.35 s (SEMANTICS.md).
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// A spring: `response` seconds per oscillation, `dampingFraction` of critical damping.
    /// `blendDuration` is accepted for SwiftUI's signature; springs here do not blend.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        var animation = Animation(curve: .spring, duration: response)
        animation.dampingFraction = dampingFraction
        return animation
    }
    /// A spring by its perceived duration and bounce (0: none, 1: undamped), as SwiftUI's
    /// `spring(duration:bounce:)`.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - min(max(bounce, 0), 1), blendDuration: blendDuration)
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
    /// iOS 17's interactive spring by duration and extra bounce.
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
    }
    /// iOS 17's interpolating spring by duration and bounce (`initialVelocity` accepted).
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }
    public static let interpolatingSpring = Animation.interpolatingSpring(duration: 0.5)
    public static let spring = Animation.spring()
    public static let interactiveSpring = Animation.interactiveSpring()
    /// iOS 17's named springs: `smooth` (no bounce), `snappy` (a little) and `bouncy` (more),
    /// each 0.5 s by default, with `extraBounce` added to its own.
    ///
    /// ```swift
    /// withAnimation(.bouncy) { isExpanded.toggle() }
    /// ```
    public static let smooth = Animation.smooth()
    public static let snappy = Animation.snappy()
    public static let bouncy = Animation.bouncy()
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// A spring by its physical constants: response 2π √(mass / stiffness), damping fraction
    /// damping / (2 √(stiffness · mass)). `initialVelocity` is accepted; springs here start at rest.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        let response = 2 * Double.pi * (mass / max(stiffness, .leastNonzeroMagnitude)).squareRoot()
        let fraction = damping / (2 * (stiffness * mass).squareRoot())
        return spring(response: response, dampingFraction: min(max(fraction, 0), 1))
    }
    /// The same animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation { var copy = self; copy.delay += delay; return copy }
    /// The same animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { var copy = self; copy.speed *= speed; return copy }

    /// The animation played `repeatCount` times, every other time backwards if `autoreverses`.
    ///
    /// ```swift
    /// withAnimation(.easeInOut(duration: 0.6).repeatCount(3)) { isPulsing = true }
    /// ```
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }
    /// The animation played for ever, every other time backwards if `autoreverses` (a pulse).
    ///
    /// ```swift
    /// .scaleEffect(isPulsing ? 1.2 : 1)
    /// .animation(.easeInOut(duration: 0.8).repeatForever(), value: isPulsing)
    /// ```
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = 0
        copy.autoreverses = autoreverses
        return copy
    }

    public var description: String {
        var text = curve == .spring
            ? ".spring(response: \(formatNumber(duration)), dampingFraction: \(formatNumber(dampingFraction)))"
            : ".\(curve.rawValue)(\(formatNumber(duration))s)"
        if delay != 0 { text += ".delay(\(formatNumber(delay)))" }
        if speed != 1 { text += ".speed(\(formatNumber(speed)))" }
        if let repeatCount {
            text += repeatCount == 0 ? ".repeatForever(autoreverses: \(autoreverses))" : ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))"
        }
        return text
    }
}
