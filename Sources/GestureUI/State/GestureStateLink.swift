/// `@GestureState` (GestureKit's) tied to the view's identity: the host links each property
/// to storage kept for that identity, and every update or reset invalidates the view.
extension GestureState: DynamicLink {
    func link(_ record: ViewRecord, slot index: Int) {
        let identity: Storage
        if let existing = record.storages[index] as? Storage {
            identity = existing
        } else {
            identity = makeIdentityStorage()
            identity.willChange = { [weak record] transaction in
                record?.host?.willChange(transaction: transaction)
                record?.markDirty()
            }
            record.storages[index] = identity
        }
        link(to: identity)
    }

    func describeValue() -> String? { String(describing: wrappedValue) }
}
