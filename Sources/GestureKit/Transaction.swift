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
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// A description of how a change animates; the lab uses it for resets that spring back.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public enum Curve: String, Hashable, Sendable { case linear, easeIn, easeOut, easeInOut, spring }
    public var curve: Curve
    /// Seconds.
    public var duration: Double
    public init(curve: Curve, duration: Double) { self.curve = curve; self.duration = duration }
    public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func spring(duration: Double = 0.5) -> Animation { Animation(curve: .spring, duration: duration) }
    public static let linear = Animation.linear(duration: 0.35)
    public static let spring = Animation.spring()
    public var description: String { ".\(curve.rawValue)(\(formatNumber(duration))s)" }
}
