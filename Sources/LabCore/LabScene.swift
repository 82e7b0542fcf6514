import GestureKit
import LabSyntax

/// A loaded scene: the GestureKit scene with every gesture attached, the file's drawing
/// details beside each shape, and the sink its closures print to.
public final class LabScene {
    public let file: SceneFile
    public let scene: GestureScene
    public let sink = PrintSink()
    /// Drawing details by shape, depth first (parents before children, lower before higher).
    public private(set) var items: [(node: ShapeNode, spec: SceneFile.ShapeSpec)] = []

    /// Builds the scene; every gesture expression is interpreted here, so every error in the
    /// file is reported before anything runs.
    public init(_ file: SceneFile) throws(LabError) {
        self.file = file
        scene = GestureScene(size: file.size)
        for spec in file.shapes { scene.add(try build(spec)) }
    }

    public convenience init(path: String) throws(LabError) {
        try self.init(SceneFile.load(path))
    }

    private func build(_ spec: SceneFile.ShapeSpec) throws(LabError) -> ShapeNode {
        let kind: ShapeNode.Kind = switch spec.kind {
        case .circle: .circle
        case .ellipse: .ellipse
        case .capsule: .capsule
        case .roundedRectangle: .roundedRectangle(cornerRadius: CGFloat(spec.cornerRadius))
        case .rectangle, .text, .image: .rectangle
        }
        let node = ShapeNode(id: spec.id, kind: kind, center: spec.center, size: spec.size,
                             rotation: .degrees(spec.rotation), scale: CGFloat(spec.scale))
        node.coordinateSpaceName = spec.coordinateSpace.map { AnyHashable($0) }
        items.append((node, spec))
        let interpreter = GestureInterpreter(file: file.path, shapeID: spec.id, sink: sink)
        for (expr, _) in spec.gestures { try interpreter.attach(expr, to: node) }
        for child in spec.children { node.addChild(try build(child)) }
        return node
    }

    /// Each shape's center (in its parent's space), rotation (degrees) and scale: where the
    /// shapes are drawn now, or, given the follower, where successful gestures left them,
    /// without what live gestures are doing.
    public func transforms(committedBy follower: ShapeFollower? = nil) -> [(id: String, center: CGPoint, rotation: Double, scale: Double)] {
        items.map { item in
            let node = item.node
            guard let follower else { return (node.id, node.center, node.rotation.degrees, Double(node.scale)) }
            let placement = follower.placement(of: node)
            return (node.id, placement.center, placement.rotation.degrees, Double(placement.scale))
        }
    }
}
