/// A value that animations can carry between two states: SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values as one: SwiftUI's `AnimatablePair`.
///
/// ```swift
/// var animatableData: AnimatablePair<CGFloat, CGFloat> {
///     get { AnimatablePair(amplitude, phase) }
///     set { amplitude = newValue.first; phase = newValue.second }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No animatable data: SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose values animations carry through `animatableData`: SwiftUI's `Animatable`.
/// Every `Shape` is one: a shape whose `animatableData` is made of up to four numbers
/// (`CGFloat`, `Double`, `AnimatablePair`s of them) is drawn at the animated values between its
/// old and new ones, so a `trim` or a wave's phase moves smoothly. A `ViewModifier`, a
/// `GeometryEffect` or a view that is `Animatable` is rebuilt every frame of the animation with
/// the values on their way.
///
/// ```swift
/// struct Wave: Shape {
///     var phase: Double
///     var animatableData: Double { get { phase } set { phase = newValue } }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A modifier whose values animate: SwiftUI's `AnimatableModifier` (its body is rebuilt with the
/// values on their way every frame of an animation).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// Animatable data the lab can animate: as many numbers as ``width``, read and made in order.
protocol FlatAnimatableData {
    static var width: Int { get }
    func flatten(into values: inout [Double])
    init(unflatten values: inout ArraySlice<Double>)
}

extension Double: FlatAnimatableData {
    static var width: Int { 1 }
    func flatten(into values: inout [Double]) { values.append(self) }
    init(unflatten values: inout ArraySlice<Double>) { self = values.popFirst() ?? 0 }
}
extension CGFloat: FlatAnimatableData {
    static var width: Int { 1 }
    func flatten(into values: inout [Double]) { values.append(Double(self)) }
    init(unflatten values: inout ArraySlice<Double>) { self = CGFloat(values.popFirst() ?? 0) }
}
extension Float: FlatAnimatableData {
    static var width: Int { 1 }
    func flatten(into values: inout [Double]) { values.append(Double(self)) }
    init(unflatten values: inout ArraySlice<Double>) { self = Float(values.popFirst() ?? 0) }
}
extension AnimatablePair: FlatAnimatableData where First: FlatAnimatableData, Second: FlatAnimatableData {
    static var width: Int { First.width + Second.width }
    func flatten(into values: inout [Double]) {
        first.flatten(into: &values)
        second.flatten(into: &values)
    }
    init(unflatten values: inout ArraySlice<Double>) {
        let first = First(unflatten: &values)
        self.init(first, Second(unflatten: &values))
    }
}

/// An `Animatable` value's data as up to four numbers (the lab's animation tracks), and the
/// value again with other numbers.
enum AnimatableVector {
    /// The numbers of `value`'s animatable data; nil if it has none, more than four, or a kind
    /// the lab cannot take apart.
    static func vector<A: Animatable>(of value: A) -> SIMD4<Double>? {
        guard let data = value.animatableData as? any FlatAnimatableData else { return nil }
        let width = type(of: data).width
        guard width >= 1, width <= 4 else { return nil }
        var values: [Double] = []
        data.flatten(into: &values)
        var vector = SIMD4<Double>()
        for (index, number) in values.prefix(4).enumerated() { vector[index] = number }
        return vector
    }

    /// `value` with its animatable data made from `vector`.
    static func value<A: Animatable>(_ value: A, with vector: SIMD4<Double>) -> A {
        guard let data = value.animatableData as? any FlatAnimatableData else { return value }
        let dataType = type(of: data)
        var slice = (0..<dataType.width).map { vector[$0] }[...]
        guard let animated = dataType.init(unflatten: &slice) as? A.AnimatableData else { return value }
        var copy = value
        copy.animatableData = animated
        return copy
    }

    /// `value` as drawn now: its data is given to the animator as the target of `key`'s track
    /// (animated with the change's animation), and the value comes back with the track's
    /// numbers at this moment. While they are still on their way the host rebuilds the views
    /// every frame, so a modifier's body or a view's body follows the animation.
    static func presented<A: Animatable>(_ value: A, key: UInt64, _ context: ResolveContext) -> A {
        guard let target = vector(of: value) else { return value }
        let host = context.host
        let animationKey = AnimationKey(node: key, slot: .animatableData)
        host.setAnimationTarget(animationKey, target, animation: context.animation)
        guard let shown = host.animator.value(animationKey, at: host.now), shown != target else { return value }
        host.rebuildNextFrame()
        return Self.value(value, with: shown)
    }

    /// `value` as drawn now if it is `Animatable` (a modifier or a view of the user's).
    static func presentedIfAnimatable<V>(_ value: V, key: UInt64, _ context: ResolveContext) -> V {
        guard let animatable = value as? any Animatable else { return value }
        func open<A: Animatable>(_ a: A) -> V { presented(a, key: key, context) as? V ?? value }
        return open(animatable)
    }
}

/// A shape's animatable data as up to four numbers, and its outline for any such numbers.
struct AnimatableOutline {
    let vector: SIMD4<Double>
    let path: (SIMD4<Double>, CGRect) -> Path

    static func make<S: Shape>(_ shape: S) -> AnimatableOutline? {
        guard let vector = AnimatableVector.vector(of: shape) else { return nil }
        return AnimatableOutline(vector: vector) { animated, rect in
            AnimatableVector.value(shape, with: animated).path(in: rect)
        }
    }
}
