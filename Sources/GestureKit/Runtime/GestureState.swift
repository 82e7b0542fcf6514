/// A property wrapper for transient state that a gesture updates while it runs and that
/// resets to its initial value when the gesture ends, fails or is cancelled — before `onEnded`
/// runs.
///
/// ```swift
/// @GestureState var dragOffset = CGSize.zero
/// let drag = DragGesture().updating($dragOffset) { value, state, _ in
///     state = value.translation
/// }
/// ```
/// Only `updating(_:body:)` writes it; reading `dragOffset` gives the current value. Copies
/// share one storage, as a view's state does; a view layer ties that storage to the view's
/// identity by linking it to the storage kept for that identity, so the state
/// survives body re-evaluation.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    package final class Storage {
        @exclusivity(unchecked) var ownValue: Value
        let initial: Value
        let reset: (Value, inout Transaction) -> Void
        @exclusivity(unchecked) var ownTransaction = Transaction()
        /// The storage kept for the view's identity, once linked; reads and writes go there.
        @exclusivity(unchecked) package var target: Storage?
        /// Told of every update and reset, with its transaction, just before the new value is
        /// stored (a view layer's invalidation).
        @exclusivity(unchecked) package var willChange: ((Transaction) -> Void)?
        init(_ initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            self.ownValue = initial
            self.initial = initial
            self.reset = reset
        }
        /// The storage that holds the value: the linked one, or this one.
        @inline(__always) var live: Storage { target ?? self }
        package var value: Value {
            get { live.ownValue }
            set { live.ownValue = newValue }
        }
        var transaction: Transaction {
            get { live.ownTransaction }
            set { live.ownTransaction = newValue }
        }
    }
    package let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue) { _, _ in }
    }
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }
    /// `reset` runs with the value being discarded and the transaction of the reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = Storage(wrappedValue, reset: reset)
    }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        storage = Storage(wrappedValue) { _, transaction in transaction = resetTransaction }
    }
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// The current value: the last one `updating` set, or the initial value.
    public var wrappedValue: Value { storage.value }
    /// The binding that `updating(_:body:)` takes.
    public var projectedValue: GestureState<Value> { self }
    /// Our extension: the transaction of the latest update or reset (read inside `updating`'s
    /// body, it may already be the update's own, in progress).
    public var transaction: Transaction { storage.transaction }

    /// Runs `updating`'s body with the gesture's value, the state and a continuous transaction,
    /// then keeps the state and the transaction.
    package func update<GestureValue>(with gestureValue: GestureValue,
                                      _ body: (GestureValue, inout Value, inout Transaction) -> Void) {
        // Unobserved (an engine on its own, or a view layer's state nobody watches): the value
        // and a fresh continuous transaction are updated in the storage, in place (a transaction
        // made apart and moved in would end the old one through its value witnesses, once per
        // event); unlinked, without taking a reference to the storage.
        if storage.target == nil && storage.willChange == nil {
            storage.ownTransaction.resetToContinuous()
            body(gestureValue, &storage.ownValue, &storage.ownTransaction)
            return
        }
        let live = storage.live
        guard let willChange = live.willChange else {
            live.ownTransaction.resetToContinuous()
            body(gestureValue, &live.ownValue, &live.ownTransaction)
            return
        }
        var transaction = Transaction()
        transaction.isContinuous = true
        var value = live.ownValue
        body(gestureValue, &value, &transaction)
        willChange(transaction)
        live.ownValue = value
        live.ownTransaction = consume transaction
    }
    package func resetToInitial() {
        let live = storage.live
        var transaction = Transaction()
        live.reset(live.ownValue, &transaction)
        live.willChange?(transaction)
        live.ownValue = live.initial
        live.ownTransaction = transaction
    }

    /// Ties this state (and every copy of it) to `identity`'s storage: from now on it reads and
    /// writes the value kept there. A view layer calls this when it installs a view whose
    /// property this is; the storage of a new identity is made with `makeIdentityStorage()`.
    package func link(to identity: Storage) {
        if identity !== storage { storage.target = identity }
    }

    /// Fresh storage for an identity, starting from this state's initial value and reset rule.
    package func makeIdentityStorage() -> Storage { Storage(storage.initial, reset: storage.reset) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it; the
    /// initial value is `nil`.
    ///
    /// ```swift
    /// @GestureState private var hovered: Int?
    /// ```
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it; the initial value is `nil`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
