/// What a user view's last evaluation gave, handed back in place of evaluating its body again
/// while nothing it reads has changed (SwiftUI skips such a body too): the view's value and the
/// environment it was evaluated in, the nodes its body made (as made, before its parent edited
/// them), and the records and animated values inside it, which must stay alive while it is
/// handed back.
///
/// A view is handed back only when its value is the same as the cached one field by field (the
/// fields' bits; `@State` and the other properties whose storage belongs to the view's identity
/// are skipped: ``ValueIdentity``), its environment is the same (``EnvironmentValues/isIdentical(to:)``),
/// it and every view inside it are clean, and its evaluation did nothing that must happen again
/// on every update (``ReuseFrame/isVolatile``).
final class ReuseCache {
    /// The view's type and its value, boxed.
    let valueType: ObjectIdentifier
    let value: AnyObject
    let environment: EnvironmentValues
    /// The nodes the view made: copies of the top ones (their parents edit the ones in the tree),
    /// the same nodes below them.
    let nodes: [Node]
    /// Every record resolved inside the view, and every animated value it set.
    let records: [ViewRecord]
    let animationKeys: [AnimationKey]

    init<V>(value: V, environment: EnvironmentValues, nodes: ArraySlice<Node>, frame: ReuseFrame) {
        valueType = ObjectIdentifier(V.self)
        self.value = ValueBox(value)
        self.environment = environment
        self.nodes = nodes.map { $0.copy() }
        records = frame.records
        animationKeys = frame.animationKeys
    }

    /// Whether `view`, in `environment`, is the view this cache was made from.
    func matches<V>(_ view: V, _ environment: EnvironmentValues, plan: ValueIdentity.Plan) -> Bool {
        guard valueType == ObjectIdentifier(V.self) else { return false }
        let cached = unsafeDowncast(value, to: ValueBox<V>.self).value
        return ValueIdentity.same(cached, view, plan: plan) && self.environment.isIdentical(to: environment)
    }
}

/// A value kept as an object.
private final class ValueBox<V> {
    let value: V
    init(_ value: V) { self.value = value }
}

/// What resolving one user view did that its cache must remember, collected while it is
/// resolved: the records and animated values inside it, and whether it did anything that must
/// happen on every update (a built-in view's own state, a reader's content built after layout, a
/// presentation, a lifecycle action, an animated node, …), which keeps it from being cached.
struct ReuseFrame {
    var records: [ViewRecord] = []
    var animationKeys: [AnimationKey] = []
    var isVolatile = false

    /// Takes in what a view resolved inside this one did (or what its cache replays).
    mutating func absorb(_ record: ViewRecord, records inner: [ViewRecord], animationKeys keys: [AnimationKey], isVolatile volatile: Bool) {
        records.append(record)
        records += inner
        animationKeys += keys
        isVolatile = isVolatile || volatile
    }
}
