/// A resolved coordinate space: where gesture locations are reported.
///
/// ```swift
/// DragGesture(coordinateSpace: .named("board"))
/// ```
/// Code written for iOS 17 passes a ``CoordinateSpaceProtocol`` value (`.local`, `.global`,
/// `.named(_:)`); each resolves to one of these cases. A name is any `Hashable` value, as in
/// SwiftUI: a string, or a case of your own enum.
/// `.local` is the attached shape's own space (origin at its top-left corner, before its
/// rotation and scale), taken as it was when the gesture began, so a shape that follows its
/// own drag does not feed its motion back into the drag's values.
// `@unchecked Sendable`: a name is a value that is only ever hashed and compared, never mutated
// (`AnyHashable` itself is not marked Sendable).
public enum CoordinateSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    case global
    case local
    case named(AnyHashable)

    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local space.
    public var isLocal: Bool { self == .local }

    public var description: String {
        switch self {
        case .global: ".global"
        case .local: ".local"
        case .named(let name):
            if let text = name.base as? String { ".named(\"\(text)\")" } else { ".named(\(name.base))" }
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
    package var named: [AnyHashable: Affine] = [:]

    package init(toLocal: Affine = .identity, bounds: CGSize = .zero, named: [AnyHashable: Affine] = [:]) {
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
