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
/// share one storage, as a view's state does.
@propertyWrapper
public struct GestureState<Value> {
    package final class Storage {
        @exclusivity(unchecked) var value: Value
        let initial: Value
        let reset: (Value, inout Transaction) -> Void
        @exclusivity(unchecked) var transaction = Transaction()
        init(_ initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            self.value = initial
            self.initial = initial
            self.reset = reset
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
    /// Our extension: the transaction of the latest update or reset.
    public var transaction: Transaction { storage.transaction }

    package func update(_ body: (inout Value, inout Transaction) -> Void) {
        var transaction = Transaction()
        transaction.isContinuous = true
        body(&storage.value, &transaction)
        storage.transaction = transaction
    }
    package func resetToInitial() {
        var transaction = Transaction()
        storage.reset(storage.value, &transaction)
        storage.value = storage.initial
        storage.transaction = transaction
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
    public init(resetTransaction: Transaction) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}
