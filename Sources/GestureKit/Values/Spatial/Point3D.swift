/// A point in a view's 3D space (x right, y down, z toward the viewer): the Spatial framework's
/// `Point3D`, what ``RotateGesture3D/Value/startLocation3D`` is.
///
/// ```swift
/// let p = Point3D(x: 10, y: 20, z: 0)
/// ```
public struct Point3D: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double
    public init(x: Double = 0, y: Double = 0, z: Double = 0) { self.x = x; self.y = y; self.z = z }
    /// The point `(point.x, point.y, z)`.
    public init(_ point: CGPoint, z: Double = 0) { self.init(x: Double(point.x), y: Double(point.y), z: z) }
    public static let zero = Point3D()
    public var description: String { "(\(brief(x)), \(brief(y)), \(brief(z)))" }
}

/// A normalized point in a view's 3D bounds: (0, 0, 0) the top-leading-back corner, (1, 1, 1)
/// the bottom-trailing-front one; a flat view's depth is 0, so its points have z = 0.5.
public struct UnitPoint3D: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double
    public init(x: Double = 0, y: Double = 0, z: Double = 0) { self.x = x; self.y = y; self.z = z }
    public static let center = UnitPoint3D(x: 0.5, y: 0.5, z: 0.5)
    public var description: String { "(\(brief(x, decimals: 100)), \(brief(y, decimals: 100)), \(brief(z, decimals: 100)))" }
}
