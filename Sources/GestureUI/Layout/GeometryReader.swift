/// A view that fills the space it is offered and builds its content from that space's size and
/// place: SwiftUI's `GeometryReader`. Its content is laid out from the top-leading corner.
///
/// ```swift
/// GeometryReader { geometry in
///     Circle()
///         .fill(.blue)
///         .frame(width: geometry.size.width / 2)
///         .position(x: geometry.size.width / 2, y: geometry.frame(in: .local).midY)
/// }
/// ```
/// A reader's size does not depend on its content, so the content is built after the rest of
/// the tree is laid out, from the reader's final size and place, and laid out inside it
/// (SEMANTICS V27): it is never built with a size it will not have.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let content = self.content
        let pending = GeometryContent { geometry in
            var children: [Node] = []
            context.child(.index(0)).resolve(context.tracking { content(GeometryProxy(geometry)) }, into: &children)
            return children
        }
        context.host.noteGeometryReader()
        nodes.append(context.makeNode(.geometry(pending), label: "GeometryReader"))
    }
}

/// A reader's content, to be built once its geometry is known.
final class GeometryContent {
    /// Builds the content's nodes; nil once built.
    var build: ((ReaderGeometry) -> [Node])?
    init(_ build: @escaping (ReaderGeometry) -> [Node]) { self.build = build }
}

/// Where a `GeometryReader` is, as a layout pass found it: its size and the transforms from its
/// space to the canvas and to each named space around it.
struct ReaderGeometry: Equatable {
    var size: CGSize
    var toGlobal: Affine
    /// The named coordinate spaces around the reader, innermost first, with each one's
    /// transform to the canvas.
    var named: [(name: AnyHashable, toGlobal: Affine)]
    /// The canvas's safe area, in canvas space (nil if it has none), and the canvas.
    var safe: CGRect? = nil
    var canvas: CGRect = .null

    static func == (lhs: ReaderGeometry, rhs: ReaderGeometry) -> Bool {
        lhs.size == rhs.size && lhs.toGlobal == rhs.toGlobal && lhs.safe == rhs.safe && lhs.named.count == rhs.named.count
            && zip(lhs.named, rhs.named).allSatisfy { $0.name == $1.name && $0.toGlobal == $1.toGlobal }
    }
}

