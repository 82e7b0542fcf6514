/// Finds the views an update inserted and removed, and runs their transitions: an inserted view
/// is drawn from its transition's look to itself; a removed one is kept, as a ghost that is
/// neither laid out again nor hit, at its last place under its parent while it goes to its
/// transition's look. Views matched by `matchedGeometryEffect` (one removed, one inserted in the
/// same change) are also drawn from one frame to the other.
final class TransitionTracker {
    /// One running transition of one node (by key).
    struct Running {
        var effect: TransitionEffect
        /// Progress goes from `from` to `to`: 1 is the view as laid out, 0 the transition's look.
        var from: Double
        var to: Double
        var start: Double
        var animation: Animation
        /// For a matched view: the scene frame of its counterpart, and its own.
        var otherFrame: CGRect?
        var ownFrame: CGRect?

        func progress(at time: Double) -> Double {
            from + (to - from) * Animator.progress(animation, elapsed: time - start)
        }
        var end: Double { start + Animator.length(of: animation) }
    }

    /// Read for every node the display list visits, on the host's one thread: the run-time
    /// exclusivity check is left out.
    @exclusivity(unchecked) private(set) var running: [UInt64: Running] = [:]
    private struct Ghost {
        let node: Node
        let parentKey: UInt64
        let index: Int
        /// Where its top-leading corner was in the scene: it stays there while its parent moves.
        let sceneOrigin: CGPoint
    }
    private var ghosts: [UInt64: Ghost] = [:]

    /// Whether the last update put a ghost into the tree.
    private(set) var insertedGhosts = false

    /// Seconds: when the last transition ends (nil: none running).
    var settlesAt: Double? { running.values.map(\.end).max() }

    /// Compares the tree an update built with the one before it, starts the transitions of what
    /// came and went, and puts the ghosts of removed views into the new tree.
    /// `animated`: whether any node of the new tree was made with an animation; without one
    /// (and no ghost still going) nothing can transition, and the trees are not compared.
    func update(old: Node?, new: Node, now: Double, animated: Bool) {
        running = running.filter { $0.value.end > now }
        ghosts = ghosts.filter { running[$0.key] != nil }
        insertedGhosts = false
        guard let old, animated || !ghosts.isEmpty else { return }
        // The old tree's nodes (one walk, kept in tree order), then the new tree's with what it
        // inserted, then what the old tree lost: each list in tree order, so what is drawn never
        // depends on hash order.
        var oldKeys: Set<UInt64> = []
        var oldOrder: [(node: Node, transform: Affine)] = []
        Self.walk(old, transform: .identity) { node, transform in
            oldKeys.insert(node.key)
            oldOrder.append((node, transform))
        }
        var newNodes: [UInt64: (node: Node, transform: Affine)] = [:]
        var inserted: [(node: Node, frame: CGRect)] = []
        Self.walk(new, transform: .identity) { node, transform in
            newNodes[node.key] = (node, transform)
            guard oldKeys.contains(node.key) else { return }
            for child in node.children where !oldKeys.contains(child.key) {
                inserted.append((child, Self.frame(child, in: transform)))
            }
        }
        var removed: [(node: Node, parent: Node, index: Int, frame: CGRect)] = []
        for (node, transform) in oldOrder where newNodes[node.key] != nil {
            for (index, child) in node.children.enumerated() where !child.isGhost && newNodes[child.key] == nil {
                removed.append((child, node, index, Self.frame(child, in: transform)))
            }
        }
        // Matched views removed now, by name.
        var removedMatched: [MatchedGeometryKey: CGRect] = [:]
        for entry in removed { if let key = Self.matchedKey(entry.node) { removedMatched[key] = entry.frame } }
        var insertedMatched: [MatchedGeometryKey: CGRect] = [:]
        for entry in inserted { if let key = Self.matchedKey(entry.node) { insertedMatched[key] = entry.frame } }

        for entry in inserted {
            let transition = Self.transition(of: entry.node)
            guard let animation = transition.animation ?? entry.node.animation else {
                running[entry.node.key] = nil
                ghosts[entry.node.key] = nil
                continue
            }
            // Coming back while going: from where it stands.
            let start = running[entry.node.key].map { $0.progress(at: now) } ?? 0
            ghosts[entry.node.key] = nil
            var run = Running(effect: transition.insertion, from: start, to: 1, start: now, animation: animation)
            if let key = Self.matchedKey(entry.node), let other = removedMatched[key] {
                run.otherFrame = other
                run.ownFrame = entry.frame
            }
            running[entry.node.key] = run
        }
        for entry in removed {
            let transition = Self.transition(of: entry.node)
            guard let animation = transition.animation ?? newNodes[entry.parent.key]?.node.animation else {
                running[entry.node.key] = nil
                continue
            }
            let start = running[entry.node.key].map { $0.progress(at: now) } ?? 1
            var run = Running(effect: transition.removal, from: start, to: 0, start: now, animation: animation)
            if let key = Self.matchedKey(entry.node), let other = insertedMatched[key] {
                run.otherFrame = other
                run.ownFrame = entry.frame
            }
            running[entry.node.key] = run
            entry.node.isGhost = true
            ghosts[entry.node.key] = Ghost(node: entry.node, parentKey: entry.parent.key, index: entry.index,
                                           sceneOrigin: entry.frame.origin)
        }
        // The ghosts (new and still going) under their parents in the new tree, in their old places.
        for ghost in ghosts.values.sorted(by: { ($0.index, $0.node.key) < ($1.index, $1.node.key) }) {
            guard let (parent, transform) = newNodes[ghost.parentKey] else {
                ghosts[ghost.node.key] = nil
                running[ghost.node.key] = nil
                continue
            }
            ghost.node.origin = transform.inverted.apply(ghost.sceneOrigin)
            parent.children.insert(ghost.node, at: min(ghost.index, parent.children.count))
            insertedGhosts = true
        }
    }

    /// Visits every node that is not a ghost, with the transform from its children's space to
    /// the scene (at model values).
    private static func walk(_ node: Node, transform parent: Affine, _ visit: (Node, Affine) -> Void) {
        guard !node.isGhost else { return }
        var inner = parent.concatenating(.translation(node.origin.x, node.origin.y))
        if let effect = node.modelEffect { inner = inner.concatenating(effect) }
        if case .scroll(let state) = node.kind { inner = inner.concatenating(state.contentShift(state.offset)) }
        visit(node, inner)
        for child in node.children { walk(child, transform: inner, visit) }
    }

    /// A child's frame in the scene, given the transform of its parent's children's space.
    private static func frame(_ node: Node, in parent: Affine) -> CGRect {
        let transform = parent.concatenating(.translation(node.origin.x, node.origin.y))
        return CGRect(origin: .zero, size: node.size).applying(transform.cgAffineTransform)
    }

    /// The transition a view inserted or removed at `node` takes: the first `transition` among
    /// its single-child modifiers, else a fade.
    private static func transition(of node: Node) -> AnyTransition {
        var current: Node? = node
        while let node = current {
            if case .transition(let transition) = node.kind { return transition }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return .opacity
    }

    private static func matchedKey(_ node: Node) -> MatchedGeometryKey? {
        var current: Node? = node
        while let node = current {
            if case .matchedGeometry(let key) = node.kind { return key }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return nil
    }
}
