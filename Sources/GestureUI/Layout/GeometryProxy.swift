/// The size and place of a `GeometryReader`, for its content: SwiftUI's `GeometryProxy`.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.frame(in: .global).minY))")
///         .frame(width: proxy.size.width)
/// }
/// ```
public struct GeometryProxy {
    let geometry: ReaderGeometry
    init(_ geometry: ReaderGeometry) { self.geometry = geometry }

    /// The reader's size.
    public var size: CGSize { geometry.size }

    /// The safe area's insets inside the reader (the lab's canvas has no safe area yet: zero).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.local` (its own, at the origin), `.global`
    /// (the canvas), or `.named(_:)` (the nearest view around it given that name; the canvas
    /// if none is).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: space.coordinateSpace)
    }

    /// The reader's frame in `coordinateSpace` (the older spelling).
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: geometry.size)
        switch coordinateSpace {
        case .local:
            return local
        case .global:
            return Self.bounds(local, geometry.toGlobal)
        case .named(let name):
            guard let space = geometry.named.first(where: { $0.name == name }) else {
                return Self.bounds(local, geometry.toGlobal)
            }
            return Self.bounds(local, space.toGlobal.inverted.concatenating(geometry.toGlobal))
        }
    }

    /// The bounding box of `rect` carried by `transform`.
    static func bounds(_ rect: CGRect, _ transform: Affine) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
