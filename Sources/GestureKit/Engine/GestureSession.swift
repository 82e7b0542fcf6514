/// One live gesture instance: the recognizer tree built for the shapes under a first finger,
/// and the touches that joined it. Ends when its root reaches a final phase; the engine then
/// keeps the tree to serve the next instance on the same shapes.
package final class GestureSession {
    package struct AttachedNode {
        package let shape: ShapeNode
        package let identity: AttachmentIdentity
        /// Where the attachment is written (``Attachment/source``).
        package let source: String?
        /// The attachment's node: its gesture's, or the wrapper of a gesture that is the whole
        /// tree.
        package fileprivate(set) var node: AnyRecognizer
        /// The primitives below `node`, in composition order.
        package let primitives: [AnyRecognizer]
    }

    @exclusivity(unchecked) package private(set) var serial: Int
    /// Numbers the engine's trees 0, 1, 2… in the order they were built; kept when reused.
    package let treeNumber: Int
    /// The kind of touch the tree serves: pressing, or resting (``Attachment/Input``).
    package let input: Attachment.Input
    package let root: Recognizer<Void>
    package let context = RecognitionContext()
    package let attached: [AttachedNode]
    /// The shapes with attachments in this tree (a later finger on any of them joins it).
    package let attachedShapes: [ObjectIdentifier]
    /// Whether the tree has a drag, magnify or rotate (for observers of measuring instances).
    package let measures: Bool
    /// Whether the tree serves a live gesture instance now.
    @exclusivity(unchecked) package var isLive = false
    package let hitPath: [ShapeNode]
    /// The deepest shape of the hit path, which the engine files the tree under.
    package let leaf: ObjectIdentifier?
    @exclusivity(unchecked) package var touchesDown = SmallList(filler: 0)

    /// Takes a lifted or cancelled touch from ``touchesDown`` (a call apart, so that the
    /// engine's delivery of every event stays small enough to be inlined).
    @inline(never)
    package func touchLifted(_ id: Int) { touchesDown.removeFirst(id) }
    /// The tree's earliest pending deadline, as of the end of its latest step (the tree changes
    /// only in steps, so the engine need not walk it to find its timers).
    @exclusivity(unchecked) package private(set) var deadline: GestureTime?
    /// The primitives with timers (taps, long presses): a deadline of the tree is one of theirs,
    /// since a primitive that has not started, or has finished, has none.
    private let timed: [AnyRecognizer]
    /// Every node of the tree, parents before children, unretained (`root` keeps them): a
    /// restart resets each in one pass rather than through the tree's calls.
    private let nodes: [Unmanaged<AnyRecognizer>]
    /// One geometry box per shape with attachments, refreshed when the tree is reused.
    private let geometries: [(shape: ShapeNode, box: GeometryBox)]
    /// The shapes' attachment versions when the tree was built.
    private let versions: [Int]
    /// The hit path's geometry versions when the coordinate spaces were last captured: a shape's
    /// spaces depend on it and its ancestors, all of which are on the path.
    @exclusivity(unchecked) private var geometryVersions: [Int]

    /// Builds the tree for a hit path from the attachments that take `input` (pressing or
    /// resting touches), or nil when no shape on it has an enabled gesture for them.
    package init?(serial: Int, treeNumber: Int, hitPath: [ShapeNode], input: Attachment.Input = .press) {
        var attached: [AttachedNode] = []
        var geometries: [(ShapeNode, GeometryBox)] = []
        guard let composed = Self.compose(hitPath, depth: 0, input: input, attached: &attached,
                                          geometries: &geometries) else { return nil }
        let root: Recognizer<Void>
        switch composed {
        case .tree(let tree):
            root = tree
        case .single(let gesture, let entry):
            // One attached gesture is the whole tree: wrapped, and the wrapper is the
            // attachment's node (its phase and start are the attachment's).
            root = gesture.alone()
            attached[entry].node = root
        }
        self.serial = serial
        self.treeNumber = treeNumber
        self.input = input
        self.root = root
        self.attached = attached
        self.geometries = geometries
        var shapes: [ObjectIdentifier] = []
        for node in attached where !shapes.contains(ObjectIdentifier(node.shape)) { shapes.append(ObjectIdentifier(node.shape)) }
        self.attachedShapes = shapes
        context.hasOneShape = shapes.count == 1
        self.hitPath = hitPath
        self.leaf = hitPath.last.map(ObjectIdentifier.init)
        self.versions = hitPath.map(\.attachmentsVersion)
        self.geometryVersions = hitPath.map(\.geometryVersion)
        var timed: [AnyRecognizer] = []
        var measures = false
        for node in attached {
            for primitive in node.primitives {
                if primitive.hasTimers { timed.append(primitive) }
                switch primitive.primitiveKind {
                case .drag, .magnify, .rotate: measures = true
                default: break
                }
            }
        }
        self.timed = timed
        self.measures = measures
        var nodes: [Unmanaged<AnyRecognizer>] = []
        func collect(_ node: AnyRecognizer) {
            nodes.append(.passUnretained(node))
            for child in node.children { collect(child) }
        }
        collect(root)
        self.nodes = nodes
    }

    /// Takes the tree's earliest deadline after a step.
    @inline(__always)
    package func updateDeadline() {
        // A finished root ends the instance: nothing of it fires again.
        guard !root.phaseKind.isTerminal else { deadline = nil; return }
        var earliest: GestureTime?
        for index in timed.indices {
            // A primitive that has not started, or has finished, has no timer running.
            let status = timed[index].status
            guard status.isStarted, !status.phase.isTerminal, let deadline = status.deadline else { continue }
            if let current = earliest, current <= deadline { continue }
            earliest = deadline
        }
        deadline = earliest
    }

    /// Whether this finished tree was built for exactly this hit path and its shapes' gestures
    /// have not changed since.
    @inline(__always)
    package func canServe(_ path: [Unmanaged<ShapeNode>]) -> Bool {
        guard path.count == hitPath.count else { return false }
        for index in path.indices {
            let same = path[index]._withUnsafeGuaranteedRef { $0 === hitPath[index] && $0.attachmentsVersion == versions[index] }
            if !same { return false }
        }
        return true
    }

    /// Makes a finished tree ready for a new gesture instance: every node back to its built
    /// state, the shapes' coordinate spaces captured afresh.
    @inline(__always)
    package func restart(serial: Int) {
        self.serial = serial
        for index in nodes.indices { nodes[index]._withUnsafeGuaranteedRef { $0.reset() } }
        deadline = nil
        touchesDown.removeAll()
        context.forgetTouches()
        var moved = false
        // Placements owed first (rare: a hit test that found this path has placed its shapes),
        // so that the versions below are read without a call that could place them.
        for index in hitPath.indices where hitPath[index].hasDeferredPlacement { hitPath[index].settlePlacement() }
        for index in hitPath.indices where hitPath[index].settledGeometryVersion != geometryVersions[index] {
            geometryVersions[index] = hitPath[index].settledGeometryVersion
            moved = true
        }
        if moved {
            for (shape, box) in geometries { box.geometry = Self.geometry(of: shape) }
        }
    }

    /// What the attachments of a hit path compose so far: one attached gesture, not yet wrapped
    /// (the next attachment joins it unwrapped; at the root it is wrapped), or a tree.
    private enum Composed {
        /// A single attached gesture, and its entry in the attached list.
        case single(AttachedGesture, entry: Int)
        case tree(Recognizer<Void>)
    }

    /// The composed gesture of `path[depth...]`: each modifier of the shape wraps what the
    /// subviews and the earlier modifiers give (`.gesture` as `subviews.exclusively(before: g)`,
    /// `.highPriorityGesture` as `g.exclusively(before: subviews)`, `.simultaneousGesture` as
    /// `subviews.simultaneously(with: g)`), with masks removing either side.
    private static func compose(_ path: [ShapeNode], depth: Int, input: Attachment.Input, attached: inout [AttachedNode],
                                geometries: inout [(ShapeNode, GeometryBox)]) -> Composed? {
        guard depth < path.count else { return nil }
        var current = compose(path, depth: depth + 1, input: input, attached: &attached, geometries: &geometries)
        let shape = path[depth]
        guard !shape.attachments.isEmpty else { return current }
        var shapeBox: GeometryBox?
        for (index, attachment) in shape.attachments.enumerated() {
            let mask = attachment.isEnabled ? attachment.mask : .subviews
            let subviews = mask.contains(.subviews) ? current : nil
            // An attachment for the other kind of touch adds no gesture to this tree, but its
            // mask still turns the gestures below it off (I6).
            guard attachment.input == input, mask.contains(.gesture) else {
                current = subviews
                continue
            }
            let box: GeometryBox
            if let shapeBox {
                box = shapeBox
            } else {
                box = GeometryBox(geometry(of: shape))
                geometries.append((shape, box))
                shapeBox = box
            }
            let identity = AttachmentIdentity(shapeID: shape.id, name: shape.attachmentName(index))
            let context = BuildContext(path: identity.name, attachment: identity, geometry: box)
            let own = attachment.make(context, ObjectIdentifier(shape))
            var primitives: [AnyRecognizer] = []
            own.node.collectPrimitives(into: &primitives)
            // Joined, each gesture is its combinator's child directly, and its node is the
            // attachment's node; alone, it is wrapped only if it stays the whole tree.
            switch subviews {
            case nil:
                current = .single(own, entry: attached.count)
            case .single(let previous, _)?:
                current = .tree(previous.joinedAfter(own.joiner))
            case .tree(let tree)?:
                current = .tree(own.joiner.join(tree, shape: nil))
            }
            attached.append(AttachedNode(shape: shape, identity: identity, source: attachment.source, node: own.node, primitives: primitives))
        }
        return current
    }

    /// The coordinate spaces of a shape as they are now, frozen for the gesture's lifetime.
    private static func geometry(of shape: ShapeNode) -> GestureGeometry {
        var named: [AnyHashable: Affine] = [:]
        var node: ShapeNode? = shape
        while let current = node {
            if let name = current.coordinateSpaceName, named[name] == nil {
                named[name] = current.localToGlobal.inverted
            }
            node = current.parent
        }
        return GestureGeometry(toLocal: shape.localToGlobal.inverted, bounds: shape.size, named: named)
    }

    package func snapshot(now: GestureTime) -> GestureSessionSnapshot {
        GestureSessionSnapshot(serial: serial, shapes: hitPath.map(\.id), touches: touchesDown.count,
                               attachments: attached.map { $0.node.snapshot(now: now) },
                               attachmentShapes: attached.map(\.shape.id), attachmentSources: attached.map(\.source))
    }
}

/// The live recognizer trees of one gesture instance, for overlays and logs.
public struct GestureSessionSnapshot: Sendable, Equatable {
    /// Identifies the gesture instance; serials grow with each new instance.
    public var serial: Int
    /// Ids of the shapes under the first finger, outermost first.
    public var shapes: [String]
    /// Touches currently down in this instance.
    public var touches: Int
    /// One tree per attached gesture, in attachment order (innermost shape first).
    public var attachments: [RecognizerSnapshot]
    /// The id of the shape each attachment belongs to.
    public var attachmentShapes: [String]
    /// Where each attachment is written (`Card.swift:31`), where known.
    public var attachmentSources: [String?] = []

    /// `card › photo · 2 touches`: the hit path and the touches down, as a tree's heading.
    public var heading: String {
        "\(shapes.joined(separator: " › ")) · \(touches == 1 ? "1 touch" : "\(touches) touches")"
    }

    /// The heading, then every attachment's tree indented below it.
    public var treeLines: [String] {
        [heading] + attachments.flatMap { $0.treeLines(indent: 1) }
    }
}

extension GestureSessionSnapshot {
    /// A gesture instance's trees as the lab's worker sends them to the window.
    package init(serial: Int, shapes: [String], touches: Int, attachments: [RecognizerSnapshot], attachmentShapes: [String],
                 attachmentSources: [String?], sent: Void) {
        self.init(serial: serial, shapes: shapes, touches: touches, attachments: attachments, attachmentShapes: attachmentShapes,
                  attachmentSources: attachmentSources)
    }
}
