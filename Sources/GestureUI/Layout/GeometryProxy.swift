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

    /// How far the reader reaches past the canvas's safe area on each edge (zero on a canvas
    /// without one, and for a reader inside it).
    public var safeAreaInsets: EdgeInsets {
        guard let safe = geometry.safe else { return EdgeInsets() }
        // Only the part of the reader on the canvas counts (a reader scrolled or moved past the
        // canvas's edge reaches no further into the bars).
        let onCanvas = frame(in: .global).intersection(geometry.canvas.isNull ? .infinite : geometry.canvas)
        guard !onCanvas.isNull else { return EdgeInsets() }
        return SafeAreaPass.overlap(onCanvas, safe: safe)
    }

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
            return local.applying(geometry.toGlobal.cgAffineTransform)
        case .named(let name):
            guard let space = geometry.named.first(where: { $0.name == name }) else {
                return local.applying(geometry.toGlobal.cgAffineTransform)
            }
            return local.applying(space.toGlobal.inverted.concatenating(geometry.toGlobal).cgAffineTransform)
        }
    }
}
