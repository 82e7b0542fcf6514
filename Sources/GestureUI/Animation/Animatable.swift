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
/// old and new ones, so a `trim` or a wave's phase moves smoothly. A `ViewModifier` or a view
/// that is `Animatable` compiles and shows its new values at once (the README lists it).
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

/// A modifier whose values animate: SwiftUI's `AnimatableModifier` (its body is given its new
/// values at once here).
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

/// A shape's animatable data as up to four numbers, and its outline for any such numbers.
struct AnimatableOutline {
    let vector: SIMD4<Double>
    let path: (SIMD4<Double>, CGRect) -> Path

    static func make<S: Shape>(_ shape: S) -> AnimatableOutline? {
        guard let data = shape.animatableData as? any FlatAnimatableData else { return nil }
        let width = type(of: data).width
        guard width >= 1, width <= 4 else { return nil }
        var values: [Double] = []
        data.flatten(into: &values)
        var vector = SIMD4<Double>()
        for (index, value) in values.prefix(4).enumerated() { vector[index] = value }
        let dataType = type(of: data)
        return AnimatableOutline(vector: vector) { animated, rect in
            var slice = (0..<width).map { animated[$0] }[...]
            guard let data = dataType.init(unflatten: &slice) as? S.AnimatableData else { return shape.path(in: rect) }
            var copy = shape
            copy.animatableData = data
            return copy.path(in: rect)
        }
    }
}
