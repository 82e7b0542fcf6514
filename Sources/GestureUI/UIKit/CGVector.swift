/// A two-dimensional vector: Core Graphics' `CGVector`, which SwiftUI code reaches for in
/// physics-like animations (a ball's velocity).
///
/// ```swift
/// var velocity = CGVector(dx: 3, dy: -2)
/// position.x += velocity.dx
/// ```
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static var zero: CGVector { CGVector() }
}
