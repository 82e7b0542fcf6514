/// What a user view's last evaluation gave, handed back in place of evaluating its body again
/// while nothing it reads has changed (SwiftUI skips such a body too): the view's value and the
/// environment it was evaluated in, the nodes its body made, and the records and animated values
/// inside it, which must stay alive while it is handed back.
///
/// A view is handed back only when its value is the same as the cached one field by field (the
/// fields' bits; `@State` and the other properties whose storage belongs to the view's identity
/// are skipped: ``ValueIdentity``), its environment is the same (``EnvironmentValues/isIdentical(to:)``),
/// it and every view inside it are clean, and its evaluation did nothing that must happen again
/// on every update (``ViewHost/markVolatile()``). A record keeps one cache and writes each
/// evaluation into it in place.
///
/// A view whose value changes at every evaluation (a cell given the time, a row given a counter
/// every row shows) is never handed back: once its value has changed with its cache never used,
/// the cache keeps only the value (to see when it stops changing), not what the view made, so
/// such views cost little more than when nothing is cached.
final class ReuseCache {
    // Read and written for every user view of every update, on the host's one thread, never by
    // two accesses at once: the run-time exclusivity check is left out (as for a node's fields).
    /// The view's type and its value, boxed.
    @exclusivity(unchecked) private(set) var valueType: ObjectIdentifier
    @exclusivity(unchecked) private var value: AnyValueBox
    @exclusivity(unchecked) private(set) var environment: EnvironmentValues
    /// The nodes the view made, marked as cached (``Node/isCached``): a parent that edits one
    /// edits a copy, so they stay as the view made them.
    @exclusivity(unchecked) private(set) var nodes: [Node] = []
    /// Every record resolved inside the view, and every animated value it set.
    @exclusivity(unchecked) private(set) var records: [ViewRecord] = []
    @exclusivity(unchecked) private(set) var animationKeys: [AnimationKey] = []
    /// The host's cache generation when the cache was written (``ViewHost``: a transition's
    /// ghost put into a node of the tree, which may be a cached one, ends every cache made before).
    @exclusivity(unchecked) private(set) var generation: Int
    /// Whether the cache holds an evaluation to hand back (false once the view did something that
    /// must happen on every update, or while its value keeps changing).
    @exclusivity(unchecked) private(set) var isValid = true
    /// Whether the last look found the view's value (or environment) changed.
    @exclusivity(unchecked) var valueChangedAtLastLook = false
    /// Times the evaluation written last was handed back.
    @exclusivity(unchecked) var hitsSinceWrite = 0
    /// Whether the next evaluation is worth keeping whole: not when the value changed at the last
    /// look and the evaluation before it was never handed back.
    var keepsNextEvaluation: Bool { !(valueChangedAtLastLook && hitsSinceWrite == 0) }

    /// How the view's values are compared.
    private let plan: ValueIdentity.Plan

    /// Where the view was resolved from (its parent's context), kept with a whole evaluation: an
    /// update that starts at this view (``ViewHost``) resolves it again from there.
    @exclusivity(unchecked) private(set) var entry: ResolveContext?

    init<V: View>(value: V, plan: ValueIdentity.Plan, environment: EnvironmentValues, generation: Int) {
        valueType = ObjectIdentifier(V.self)
        self.plan = plan
        self.value = ValueBox(value)
        self.environment = environment
        self.generation = generation
    }

    /// Writes an evaluation of the view: `view` in `environment` made `nodes`, with `records` and
    /// `animationKeys` inside it.
    func write<V: View>(_ view: V, entry: ResolveContext, nodes: ArraySlice<Node>,
                        records: ArraySlice<ViewRecord>, animationKeys: ArraySlice<AnimationKey>, generation: Int) {
        keep(view, environment: entry.environment)
        self.entry = entry
        self.nodes.removeAll(keepingCapacity: true)
        for node in nodes {
            node.isCached = true
            self.nodes.append(node)
        }
        // Most views hold no record and one or two animated values: the lists are refilled in
        // place, element by element.
        if !self.records.isEmpty { self.records.removeAll(keepingCapacity: true) }
        for record in records { self.records.append(record) }
        if !self.animationKeys.isEmpty { self.animationKeys.removeAll(keepingCapacity: true) }
        for key in animationKeys { self.animationKeys.append(key) }
        self.generation = generation
        isValid = true
    }

    /// Writes only the view's value and environment, what the next look compares, and holds
    /// nothing to hand back.
    func writeValue<V: View>(_ view: V, environment: EnvironmentValues) {
        invalidate()
        keep(view, environment: environment)
    }

    /// Keeps `view` and `environment` for the next look, which starts afresh.
    private func keep<V: View>(_ view: V, environment: EnvironmentValues) {
        if valueType == ObjectIdentifier(V.self) {
            unsafeDowncast(value, to: ValueBox<V>.self).value = view
        } else {
            valueType = ObjectIdentifier(V.self)
            value = ValueBox(view)
        }
        self.environment = environment
        valueChangedAtLastLook = false
        hitsSinceWrite = 0
    }

    /// Forgets the evaluation (the view is to be evaluated every time).
    func invalidate() {
        guard isValid else { return }
        isValid = false
        entry = nil
        nodes.removeAll(keepingCapacity: true)
        records.removeAll(keepingCapacity: true)
        animationKeys.removeAll(keepingCapacity: true)
    }

    /// Whether `view`, in `environment`, is the view this cache was written from.
    /// Notes whether it is (``valueChangedAtLastLook``), also when the cache holds only the value.
    func matches<V: View>(_ view: V, _ environment: EnvironmentValues) -> Bool {
        guard valueType == ObjectIdentifier(V.self) else { return false }
        let cached = unsafeDowncast(value, to: ValueBox<V>.self).value
        let same = ValueIdentity.same(cached, view, plan: plan) && self.environment.isIdentical(to: environment)
        valueChangedAtLastLook = !same
        return same
    }

    /// Resolves the cached view again from where it was resolved last (its body evaluated again
    /// if it is dirty, its clean views inside handed back), appending its nodes; false when the
    /// cache holds no whole evaluation.
    func resolveAgain(into nodes: inout [Node]) -> Bool {
        guard isValid, let entry else { return false }
        value.resolve(entry, into: &nodes)
        return true
    }
}

/// A view value kept as an object, which can resolve it again.
private class AnyValueBox {
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {}
}

private final class ValueBox<V: View>: AnyValueBox {
    /// Written and read whole, on the host's one thread (no run-time exclusivity check).
    @exclusivity(unchecked) var value: V
    init(_ value: V) { self.value = value }
    override func resolve(_ context: ResolveContext, into nodes: inout [Node]) { context.resolve(value, into: &nodes) }
}

/// Where the log of what one user view's resolution did starts (``ViewHost``'s shared logs of
/// records and animated values: a view's part is what was logged since its frame began, and its
/// parent's part includes it), and whether it did anything that must happen on every update (a
/// built-in view's own state, a reader's content built after layout, a presentation, a lifecycle
/// action, an animated node, …), which keeps it from being cached.
struct ReuseFrame {
    var recordsStart: Int
    var animationKeysStart: Int
    var isVolatile = false
}
