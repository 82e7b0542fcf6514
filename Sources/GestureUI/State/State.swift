/// A value a view owns: SwiftUI's `@State`. Its storage belongs to the view's identity (its
/// place in the tree), survives every re-evaluation of `body`, and starts afresh when the view
/// leaves the tree. Setting it re-evaluates the views before the next frame, animated by the
/// surrounding `withAnimation`, if any.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Text("\(count)").onTapGesture { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicLink, DynamicProperty {
    /// Shared by the copies of one view value; linked to the identity's box when the host
    /// installs the view.
    final class Slot {
        // Read for every view that reads the state, only ever through `wrappedValue` and the
        // binding (never lent out in place): the run-time exclusivity check is left out.
        @exclusivity(unchecked) var box: StateBox<Value>?
        @exclusivity(unchecked) var local: Value
        init(_ value: Value) { local = value }
    }
    let slot: Slot

    public init(wrappedValue value: Value) { slot = Slot(value) }
    public init(initialValue value: Value) { slot = Slot(value) }

    public var wrappedValue: Value {
        // Not `box?.value ?? local`: in code generic over `Value`, that makes an optional of
        // the value, whose type is looked up at run time on every read.
        get {
            if let box = slot.box { return box.value }
            return slot.local
        }
        nonmutating set {
            if let box = slot.box { box.set(newValue) } else { slot.local = newValue }
        }
    }

    /// A binding to the state: `$count`.
    public var projectedValue: Binding<Value> {
        let slot = slot
        return Binding(get: { if let box = slot.box { return box.value }; return slot.local },
                       set: { value, transaction in
                           if let box = slot.box { box.set(value, transaction: transaction) } else { slot.local = value }
                       })
    }

    func link(_ record: ViewRecord, slot index: Int) {
        if let box = record.storages[index] as? StateBox<Value> {
            slot.box = box
        } else {
            let box = StateBox(slot.local, record: record)
            record.storages[index] = box
            slot.box = box
        }
    }

    func describeValue() -> String? { String(describing: wrappedValue) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The storage of one `@State` property of one view identity.
final class StateBox<Value> {
    /// Only read and written whole (``State/wrappedValue``, the binding, ``set(_:transaction:)``).
    @exclusivity(unchecked) var value: Value
    weak var record: ViewRecord?
    init(_ value: Value, record: ViewRecord) {
        self.value = value
        self.record = record
    }

    /// Stores a new value; setting an `Equatable` value to what it already is changes nothing
    /// and re-evaluates nothing.
    func set(_ newValue: Value, transaction: Transaction? = nil) {
        if isSame(value, newValue) { return }
        let record = record
        record?.host?.willChange(transaction: transaction ?? Transaction.current)
        value = newValue
        record?.markDirty()
    }
}

/// Whether two values are equal, for values that are `Equatable`; false otherwise.
func isSame<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Properties the host links to a view identity's storage when it installs the view (found by
/// reflection over the view's stored properties).
protocol DynamicLink {
    func link(_ record: ViewRecord, slot index: Int)
    /// The value for the replay log's `final` line (`@State` and `@GestureState` only).
    func describeValue() -> String?
}

extension DynamicLink {
    func describeValue() -> String? { nil }
}
