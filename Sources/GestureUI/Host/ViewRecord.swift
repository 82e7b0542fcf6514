/// What the host keeps for one view identity between updates: the storage its `@State`,
/// `@GestureState` and `@StateObject` properties are linked to, and its subscriptions to the
/// observable objects it holds. Dropped (and the state with it) when the view leaves the tree.
final class ViewRecord {
    let key: UInt64
    weak var host: ViewHost?
    /// Storage by the property's position among the view's stored properties.
    var storages: [Int: AnyObject] = [:]
    /// The object each `@ObservedObject` / `@StateObject` slot is subscribed to.
    private var subscriptions: [Int: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]
    /// The update in which the view was last installed.
    var generation = 0
    /// The environment where the view was last resolved, for its `@Environment` properties.
    var environment = EnvironmentValues()

    init(key: UInt64, host: ViewHost) {
        self.key = key
        self.host = host
    }

    /// Marks the view's body for re-evaluation before the next frame.
    func invalidate() { host?.invalidate() }

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
            self?.invalidate()
        }
        subscriptions[slot] = (id, cancellable)
    }

    func detach() {
        for (_, subscription) in subscriptions { subscription.cancellable.cancel() }
        subscriptions.removeAll()
    }
}
