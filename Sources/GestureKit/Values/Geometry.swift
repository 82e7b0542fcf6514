/// Geometry types that read like SwiftUI's: `CGPoint`, `CGSize` and `CGFloat` come from Foundation,
/// `Angle` and `UnitPoint` are defined here with SwiftUI's names and operators.
@_exported import Foundation

/// A geometric angle whose value you access in either radians or degrees.
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// quarter.radians   // 1.5707…
/// ```
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    public var description: String { "\(formatNumber(degrees))°" }
}

/// A normalized 2D point in a view's coordinate space: (0, 0) is the top-leading corner,
/// (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    public var description: String { "(\(formatNumber(Double(x))), \(formatNumber(Double(y))))" }
}

extension CGPoint {
    package static func + (lhs: CGPoint, rhs: CGSize) -> CGPoint {
        CGPoint(x: lhs.x + rhs.width, y: lhs.y + rhs.height)
    }
    package static func - (lhs: CGPoint, rhs: CGPoint) -> CGSize {
        CGSize(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
    }
    package func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    package static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    package static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
    package static func * (lhs: CGSize, rhs: CGFloat) -> CGSize {
        CGSize(width: lhs.width * rhs, height: lhs.height * rhs)
    }
    package var length: CGFloat { (width * width + height * height).squareRoot() }
}

/// A 2D affine transform `p' = (a·x + c·y + tx, b·x + d·y + ty)`, used for coordinate spaces.
package struct Affine: Equatable, Sendable {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    package static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// Scale, then rotate (clockwise on screen, y down), then translate.
    package init(translation: CGPoint, rotation: Angle, scale: Double) {
        let cosR = Foundation.cos(rotation.radians) * scale
        let sinR = Foundation.sin(rotation.radians) * scale
        self.init(a: cosR, b: sinR, c: -sinR, d: cosR, tx: Double(translation.x), ty: Double(translation.y))
    }
    package func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
    /// Applies only the linear part (for vectors such as translations).
    package func applyLinear(_ v: CGSize) -> CGSize {
        CGSize(width: a * v.width + c * v.height, height: b * v.width + d * v.height)
    }
    /// `self` after `inner`: `(self ∘ inner)(p) = self(inner(p))`.
    package func concatenating(_ inner: Affine) -> Affine {
        Affine(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
               c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
               tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }
    package var inverted: Affine {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return .identity }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Affine(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }
}

/// Formats a number for diagnostics and logs: integers without a fraction, others with up to
/// six decimals and no trailing zeros, `-0` as `0`. Deterministic for a given `Double`.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        let integer = Int64(rounded)
        return integer == 0 ? "0" : String(integer)
    }
    var text = String(format: "%.6f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
