/// How symbols (`Image(systemName:)`) are drawn: SwiftUI's symbol modifiers. `imageScale`
/// sizes symbols against the font (small 0.8, medium 1, large 1.3 of it, close to SF Symbols'
/// scales); the others are accepted (a symbol is drawn in its one colour; the README lists the
/// differences).
///
/// ```swift
/// Image(systemName: "heart.fill").imageScale(.large)
/// ```
extension View {
    public func imageScale(_ scale: Image.Scale) -> some View {
        ContextView(content: self) { $0.environment.imageScale = scale }
    }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View { self }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension Image {
    /// A symbol's size against the font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
}

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome"), multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical"), palette = SymbolRenderingMode(name: "palette")
}

/// A symbol's variants (`.fill`, `.circle`, …).
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: ""), fill = SymbolVariants(name: "fill"), circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square"), rectangle = SymbolVariants(name: "rectangle"), slash = SymbolVariants(name: "slash")
    public var fill: SymbolVariants { .fill }
}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions(), repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .init() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .init() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension EnvironmentValues {
    var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

/// An animation of a symbol's layers (`.bounce`, `.pulse`, …): SwiftUI's symbol effects,
/// accepted and not drawn (the README lists them).
public protocol SymbolEffect: Sendable {}

/// The one symbol effect type the lab has: every effect and its variants (`.bounce.up.byLayer`).
public struct AnySymbolEffect: SymbolEffect, Hashable {
    let name: String
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var offUp: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var plain: Self { self }
    public var pulse: Self { self }
}

extension SymbolEffect where Self == AnySymbolEffect {
    public static var bounce: AnySymbolEffect { AnySymbolEffect(name: "bounce") }
    public static var pulse: AnySymbolEffect { AnySymbolEffect(name: "pulse") }
    public static var variableColor: AnySymbolEffect { AnySymbolEffect(name: "variableColor") }
    public static var scale: AnySymbolEffect { AnySymbolEffect(name: "scale") }
    public static var appear: AnySymbolEffect { AnySymbolEffect(name: "appear") }
    public static var disappear: AnySymbolEffect { AnySymbolEffect(name: "disappear") }
    public static var replace: AnySymbolEffect { AnySymbolEffect(name: "replace") }
    public static var wiggle: AnySymbolEffect { AnySymbolEffect(name: "wiggle") }
    public static var rotate: AnySymbolEffect { AnySymbolEffect(name: "rotate") }
    public static var breathe: AnySymbolEffect { AnySymbolEffect(name: "breathe") }
}
