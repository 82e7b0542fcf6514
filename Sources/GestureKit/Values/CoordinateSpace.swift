/// A coordinate space in which gesture locations are reported.
///
/// ```swift
/// DragGesture(coordinateSpace: .named("board"))
/// ```
/// `.local` is the attached shape's own space (origin at its top-left corner, before its
/// rotation and scale), taken as it was when the gesture began, so a shape that follows its
/// own drag does not feed its motion back into the drag's values.
public enum CoordinateSpace: Hashable, Sendable, CustomStringConvertible {
    case global
    case local
    case named(String)

    public var description: String {
        switch self {
        case .global: ".global"
        case .local: ".local"
        case .named(let name): ".named(\"\(name)\")"
        }
    }
}

/// The geometry of the gesture instance a recognizer tree is serving.
package final class GeometryBox {
    @exclusivity(unchecked) package var geometry: GestureGeometry
    package init(_ geometry: GestureGeometry = GestureGeometry()) { self.geometry = geometry }
    package func transform(for space: CoordinateSpace) -> Affine { geometry.transform(for: space) }
}

/// The geometry a gesture instance captured when it began: how to turn scene points into the
/// attached shape's spaces.
package struct GestureGeometry {
    /// Scene → the attached shape's local space.
    package var toLocal: Affine = .identity
    /// The attached shape's size, for unit points.
    package var bounds: CGSize = .zero
    /// Scene → each named space visible from the shape (the nearest ancestor wins).
    package var named: [String: Affine] = [:]

    package init(toLocal: Affine = .identity, bounds: CGSize = .zero, named: [String: Affine] = [:]) {
        self.toLocal = toLocal; self.bounds = bounds; self.named = named
    }

    /// Scene → `space`; an unknown name falls back to the scene's (global) space.
    package func transform(for space: CoordinateSpace) -> Affine {
        switch space {
        case .global: .identity
        case .local: toLocal
        case .named(let name): named[name] ?? .identity
        }
    }
    /// A local point as a unit point of the shape's bounds (center when the shape has no size).
    package func unitPoint(ofLocal point: CGPoint) -> UnitPoint {
        guard bounds.width > 0, bounds.height > 0 else { return .center }
        return UnitPoint(x: point.x / bounds.width, y: point.y / bounds.height)
    }
}
