/// Keeps GestureKit's scene in step with the laid-out views: one ``ShapeNode`` for every
/// hit-testable drawn view (by its shape; text, images and colours by their frames) and for
/// every view with gestures, a coordinate-space name, a content shape or a clip, nested as the
/// views are. A view keeps its shape node (by identity) across updates, so gestures in flight
/// and a second finger on the same view keep working. Hit testing uses the model values
/// (where state puts the views), not the animated ones.
final class ShapeSync {
    // Read and written for every node of every update, on the host's one thread: the run-time
    // exclusivity check is left out.
    @exclusivity(unchecked) private var shapes: [FastKey: ShapeNode] = [:]
    @exclusivity(unchecked) private var current: [(parent: ShapeNode?, children: [ShapeNode])] = []
    /// The names of the shapes kept (each shape's id, while it is in ``shapes``).
    @exclusivity(unchecked) private var names: Set<String> = []
    @exclusivity(unchecked) private var seen: Set<FastKey> = []

    private struct Level {
        var shape: ShapeNode?
        var transform: Affine
        var children: [ShapeNode] = []
    }

    /// Brings `scene`'s shapes in step with the laid-out `root`; returns the nodes it visited.
    @discardableResult
    func sync(_ root: Node, into scene: GestureScene) -> Int {
        visited = 0
        seen.removeAll(keepingCapacity: true)
        var relations: [(parent: ShapeNode?, children: [ShapeNode])] = []
        var top = Level(shape: nil, transform: .identity)
        for child in root.children { visit(child, parent: .identity, level: &top, relations: &relations) }
        relations.append((nil, top.children))
        // Shapes no view gave this time go, with their names (nothing to do when every kept
        // shape was given: the usual update, which then hashes no names).
        if seen.count != shapes.count {
            for (key, shape) in shapes where !seen.contains(key) {
                shapes[key] = nil
                names.remove(shape.id)
            }
        }
        let unchanged = relations.count == current.count && zip(relations, current).allSatisfy { new, old in
            new.parent === old.parent && new.children.count == old.children.count && zip(new.children, old.children).allSatisfy { $0 === $1 }
        }
        guard !unchanged else { return visited }
        // Detach everything, then attach the new structure.
        scene.replaceShapes([])
        for relation in current { relation.parent?.replaceChildren([]) }
        for relation in relations {
            if let parent = relation.parent { parent.replaceChildren(relation.children) } else { scene.replaceShapes(relation.children) }
        }
        current = relations
        return visited
    }

    /// Nodes visited by the sync in progress.
    @exclusivity(unchecked) private var visited = 0

    private func visit(_ node: Node, parent: Affine, level: inout Level, relations: inout [(parent: ShapeNode?, children: [ShapeNode])]) {
        visited += 1
        if node.isGhost || node.isLeftOut { return }
        var transform = parent.concatenating(.translation(node.origin.x, node.origin.y))
        var childTransform: Affine?
        var own: (kind: ShapeNode.Kind, hit: Bool)?
        var attachments: [Attachment] = []
        var spaceName: AnyHashable?
        var clips = false
        switch node.kind {
        case .hitTesting(false):
            return
        case .mask:
            // The mask is never hit: only the content is.
            if let content = node.children.first { visit(content, parent: transform, level: &level, relations: &relations) }
            return
        case .opacity(let alpha) where alpha <= 0:
            return
        case .offset, .rotation, .scale:
            if let effect = node.modelEffect { transform = transform.concatenating(effect) }
        case .shape(let kind, let paint):
            let scheme = node.colorScheme ?? .light
            let visible = (paint.fill?.alpha(in: scheme) ?? 0) > 0 || (paint.stroke?.alpha(in: scheme) ?? 0) > 0
            if visible { own = (kind, true) }
        case .path(let outline, let paint):
            // A filled path is hit inside its outline; an outline only stroked, in its frame.
            if paint.fill(animated: nil)?.isVisible(in: node.colorScheme ?? .light) == true {
                own = (.outline(outline.path(CGRect(origin: .zero, size: node.size)).hitOutline(eoFill: paint.eoFill)), true)
            } else if paint.stroke(animated: nil)?.isVisible(in: node.colorScheme ?? .light) == true {
                own = (.rectangle, true)
            }
        case .text, .image, .symbol:
            own = (.rectangle, true)
        case .gestures(let list):
            attachments = list
            own = (.rectangle, false)
        case .contentShape(let kind):
            own = (kind, true)
        case .coordinateSpace(let name):
            spaceName = name
            own = (.rectangle, false)
        case .scroll(let state):
            childTransform = transform.concatenating(state.contentShift(state.offset))
            clips = true
            // A scroll view is hit anywhere in its frame, between its rows too (UIScrollView's
            // rule): a drag that starts in a gap still scrolls.
            own = (.rectangle, true)
        case .clipped:
            clips = true
            own = (.rectangle, false)
        default:
            break
        }
        guard let own else {
            for child in node.children { visit(child, parent: transform, level: &level, relations: &relations) }
            return
        }
        // A gesture (or a name, or a content shape) sees the view it modifies as drawn: the
        // offsets, turns and scales of that view's own modifiers move its space with it.
        let childrenParent = childTransform ?? transform
        if case .gestures = node.kind { transform = Self.drawnTransform(below: node, transform) }
        if case .coordinateSpace = node.kind { transform = Self.drawnTransform(below: node, transform) }
        if case .contentShape = node.kind { transform = Self.drawnTransform(below: node, transform) }
        let shape = shapeNode(for: node, kind: own.kind)
        shape.allowsHitTesting = own.hit
        shape.coordinateSpaceName = spaceName
        shape.clipsChildren = clips
        shape.replaceAttachments(attachments)
        // The shape's placement relative to the enclosing shape.
        let relative = level.transform.inverted.concatenating(transform)
        let size = node.size
        let center = relative.apply(CGPoint(x: size.width / 2, y: size.height / 2))
        if shape.size != size { shape.size = size }
        shape.setPlacement(center: center, rotation: .radians(atan2(relative.b, relative.a)),
                           scale: CGFloat((relative.a * relative.a + relative.b * relative.b).squareRoot()))
        level.children.append(shape)
        var inner = Level(shape: shape, transform: transform)
        for child in node.children { visit(child, parent: childrenParent, level: &inner, relations: &relations) }
        relations.append((shape, inner.children))
    }

    /// The transform of the view under a modifier node as it is drawn: the offsets, rotations
    /// and scales of the single-child chain of modifiers below, down to the view.
    static func drawnTransform(below node: Node, _ transform: Affine) -> Affine {
        var result = transform
        var current = node
        while current.children.count == 1 {
            let child = current.children[0]
            result = result.concatenating(.translation(child.origin.x, child.origin.y))
            switch child.kind {
            case .offset, .rotation, .scale:
                if let effect = child.modelEffect { result = result.concatenating(effect) }
            case .opacity, .shadow, .gestures, .hitTesting, .coordinateSpace, .contentShape, .clipShape,
                 .transition, .matchedGeometry, .projection, .rotation3D, .colorFilter, .blur, .compositingGroup, .blendMode, .drawnEffect:
                break
            default:
                // A layout modifier or the view itself: its frame is the space (at the origin
                // already taken).
                return result.concatenating(.translation(-child.origin.x, -child.origin.y))
            }
            current = child
        }
        return result
    }

    /// The shape of a view: the one it had (by identity, whatever else changed around it, so
    /// gestures in flight and a second finger keep working), or a new one with a new name.
    private func shapeNode(for node: Node, kind: ShapeNode.Kind) -> ShapeNode {
        // Views with the same identity (a ForEach with repeated ids) still get a shape each.
        var key = node.key, repeat_ = 1
        while seen.contains(FastKey(key)) {
            repeat_ += 1
            var mix = StableMix(node.key)
            mix.mix(UInt64(repeat_))
            key = mix.value
        }
        seen.insert(FastKey(key))
        if let existing = shapes[FastKey(key)] {
            if existing.kind != kind { existing.kind = kind }
            return existing
        }
        let shape = ShapeNode(id: uniqueName(for: node), kind: kind)
        shapes[FastKey(key)] = shape
        return shape
    }

    /// "Scope/Label": the user views around the view and the view's name, where a modifier's
    /// name is that of the view it modifies ("ContentView/Circle"); ".2", ".3" when the name is
    /// taken. A view keeps its name while it stays in the tree.
    private func uniqueName(for node: Node) -> String {
        var subject = node
        // Modifier nodes carry lower-case labels ("frame", "gesture"); views are capitalised.
        while subject.children.count == 1, subject.label.first?.isLowercase == true { subject = subject.children[0] }
        let base = node.scope.isEmpty ? subject.label : node.scope + "/" + subject.label
        var name = base, count = 1
        while names.contains(name) {
            count += 1
            name = "\(base).\(count)"
        }
        names.insert(name)
        return name
    }
}
