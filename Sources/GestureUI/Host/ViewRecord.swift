/// What the host keeps for one view identity between updates: the storage its `@State`,
/// `@GestureState` and `@StateObject` properties are linked to, its subscriptions to the
/// observable objects it holds, whether something it reads changed since it was last evaluated,
/// and what its last evaluation gave (``ReuseCache``), handed back while nothing it reads changes.
/// Dropped (and the state with it) when the view leaves the tree.
///
/// The views' code runs on the host's one thread; the record is `@unchecked Sendable` only so
/// that Observation's change handlers (which run on the thread making the change, that same
/// thread) can reach it.
final class ViewRecord: @unchecked Sendable {
    let key: UInt64
    weak var host: ViewHost?
    /// The key of the record of the user view (or modifier) this one was last resolved inside
    /// (0: none): a change here is a change inside each of them. (A key, not a reference: a
    /// weak reference would make every retain of the record take the slow path.)
    @exclusivity(unchecked) var parentKey: UInt64 = 0
    /// Storage by the property's position among the view's stored properties.
    @exclusivity(unchecked) var storages: [Int: AnyObject] = [:]
    /// The object each `@ObservedObject` / `@StateObject` slot is subscribed to.
    private var subscriptions: [Int: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]
    /// The update in which the view was last installed (or handed back from its cache).
    // The fields below are read and written for every user view of every update, on the host's
    // one thread, never by two accesses at once: the run-time exclusivity check is left out.
    @exclusivity(unchecked) var generation = 0
    /// The environment where the view was last resolved, for its `@Environment` properties.
    @exclusivity(unchecked) var environment = EnvironmentValues()
    /// Whether something the view reads (its state, an object it watches, an `@Observable`
    /// property its body read) changed since its body was last evaluated.
    @exclusivity(unchecked) var isDirty = false
    /// Whether a view resolved inside this one is dirty.
    @exclusivity(unchecked) var hasDirtyDescendant = false
    /// What the view's last evaluation gave, if it can be handed back unchanged.
    @exclusivity(unchecked) var cache: ReuseCache?
    /// Read by this view's `@Observable` watches and bumped before its body runs again, so that
    /// the watches of its last evaluation end then (nil until it watches with one).
    @exclusivity(unchecked) var epoch: UpdateEpoch?

    init(key: UInt64, host: ViewHost) {
        self.key = key
        self.host = host
    }

    /// Notes that something this view reads changed: this view, and the views around it (which
    /// must be resolved again to reach it), are not handed back from their caches next time.
    func markDirty() {
        let wasDirty = isDirty
        isDirty = true
        guard let host else { return }
        if !wasDirty { host.noteDirty(self) }
        // The whole chain, always: a flag left set on an ancestor by an earlier change costs a
        // re-evaluation at most, a chain cut short would lose an update.
        host.forEachAncestor(of: self) { above in
            above.hasDirtyDescendant = true
            return true
        }
        host.invalidateRecord()
    }

    /// Follows an observable object's changes (once per object and slot).
    /// Watches an `ObservableObject` held in a slot: its `objectWillChange` brings the views up
    /// to date, with the change's transaction.
    func observe<Object: ObservableObject>(_ object: Object, slot: Int) {
        let id = ObjectIdentifier(object)
        if let existing = subscriptions[slot] {
            if existing.object == id { return }
            existing.cancellable.cancel()
        }
        let cancellable = object.objectWillChange.sink { [weak self] _ in
            self?.host?.willChange(transaction: Transaction.current)
            self?.markDirty()
        }
        subscriptions[slot] = (id, cancellable)
    }

    /// Ends what the record keeps alive: its subscriptions, its cache and its `@Observable` watches.
    func detach() {
        for (_, subscription) in subscriptions { subscription.cancellable.cancel() }
        subscriptions.removeAll()
        cache = nil
        host?.endObservations(of: self)
    }
}
