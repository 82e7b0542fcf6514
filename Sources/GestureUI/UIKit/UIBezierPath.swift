/// UIKit's path type, as SwiftUI code uses it for shapes with some corners rounded
/// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` then `Path(path.cgPath)`).
/// Its ``cgPath`` is a SwiftUI ``Path``: on Linux there is no Core Graphics path type.
///
/// ```swift
/// struct TopRounded: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///                           cornerRadii: CGSize(width: 20, height: 20)).cgPath)
///     }
/// }
/// ```
public final class UIBezierPath {
    public private(set) var cgPath = Path()
    public var lineWidth: CGFloat = 1
    public init() {}
    public init(rect: CGRect) { cgPath = Path(rect) }
    public init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { cgPath = Path(roundedRect: rect, cornerRadius: cornerRadius) }
    /// A rectangle with the given corners rounded by `cornerRadii` (each radius at most half
    /// the side it is on).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let rx = min(cornerRadii.width, rect.width / 2), ry = min(cornerRadii.height, rect.height / 2)
        let r = min(rx, ry)
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        cgPath = Path.roundedCorners(rect, topLeft: radius(.topLeft), topRight: radius(.topRight),
                                     bottomRight: radius(.bottomRight), bottomLeft: radius(.bottomLeft))
    }
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's "clockwise" is on screen (y down), as SwiftUI's `addArc` reads its own flag the other way.
        cgPath.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    }
    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: point, control: controlPoint) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    }
    public func close() { cgPath.closeSubpath() }
    public func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }
}

/// Core Graphics' path type: a SwiftUI ``Path`` here.
public typealias CGPath = Path
public typealias CGMutablePath = Path

extension Path {
    /// A path from a Core Graphics path (here the same type).
    public init(_ path: CGPath) { self = path }
    public var cgPath: CGPath { self }

    /// A rectangle with each corner rounded by its own radius.
    static func roundedCorners(_ rect: CGRect, topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
        if topRight > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight,
                        startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight,
                        startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 {
            path.addArc(center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft,
                        startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 {
            path.addArc(center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft,
                        startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}

/// The corners of a rectangle: UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A rectangle whose corners each have their own radius: SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }
    public func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        return Path.roundedCorners(rect, topLeft: min(cornerRadii.topLeading, limit), topRight: min(cornerRadii.topTrailing, limit),
                                   bottomRight: min(cornerRadii.bottomTrailing, limit), bottomLeft: min(cornerRadii.bottomLeading, limit))
    }
}

/// The four radii of an ``UnevenRoundedRectangle``.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
