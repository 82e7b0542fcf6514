/// A frame of reference that resolves to a ``CoordinateSpace``: iOS 17's `.local`, `.global` and
/// `.named(_:)` values, which every gesture and modifier taking `some CoordinateSpaceProtocol`
/// accepts.
///
/// ```swift
/// DragGesture(coordinateSpace: .named("board"))
/// SpatialTapGesture(coordinateSpace: .global)
/// ```
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The local coordinate space of the view a gesture is attached to.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space: the canvas's, origin at its top-left corner.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space named with `coordinateSpace(name:)` on an enclosing view.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
    package let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// A coordinate space named by any hashable value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// A resolved space passed where `some CoordinateSpaceProtocol` is asked for: what the lab's own
/// code uses instead of the deprecated initialisers that take a ``CoordinateSpace``.
package struct ResolvedCoordinateSpace: CoordinateSpaceProtocol {
    package let coordinateSpace: CoordinateSpace
    package init(_ space: CoordinateSpace) { coordinateSpace = space }
}
