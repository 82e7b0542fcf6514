/// A scene: top-level shapes in scene coordinates (points, origin top-left, y down), later
/// shapes above earlier ones.
///
/// ```swift
/// let scene = GestureScene(size: CGSize(width: 800, height: 600))
/// scene.add(ShapeNode(id: "dot", kind: .circle, center: CGPoint(x: 100, y: 100),
///                     size: CGSize(width: 80, height: 80)))
///     .onTapGesture { print("tapped") }
/// ```
public final class GestureScene {
    public var size: CGSize
    public private(set) var shapes: [ShapeNode] = []

    public init(size: CGSize) { self.size = size }

    /// Adds a top-level shape above the existing ones.
    @discardableResult
    public func add(_ shape: ShapeNode) -> ShapeNode {
        precondition(shape.parent == nil, "shape '\(shape.id)' already has a parent")
        shape.siblingIndex = shapes.count
        shapes.append(shape)
        return shape
    }

    /// The shapes under a scene point, outermost first, topmost at every level; empty if none.
    public func hitPath(at point: CGPoint) -> [ShapeNode] {
        for shape in shapes.reversed() {
            let path = shape.hitPath(global: point, parentTransform: .identity)
            if !path.isEmpty { return path }
        }
        return []
    }

    /// Every shape, depth first, parents before children.
    public var allShapes: [ShapeNode] {
        var result: [ShapeNode] = []
        func visit(_ node: ShapeNode) { result.append(node); node.children.forEach(visit) }
        shapes.forEach(visit)
        return result
    }

    public func shape(withID id: String) -> ShapeNode? { allShapes.first { $0.id == id } }
}
