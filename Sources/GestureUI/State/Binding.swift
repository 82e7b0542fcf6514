/// A reference to a value owned elsewhere: SwiftUI's `@Binding` (`$count` of a `@State`).
///
/// ```swift
/// struct Toggle: View {
///     @Binding var isOn: Bool
///     var body: some View { Circle().fill(isOn ? .green : .gray).onTapGesture { isOn.toggle() } }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let getter: () -> Value
    let setter: (Value, Transaction?) -> Void
    /// The transaction that sets made through this binding carry (`binding.animation()`).
    public var transaction: Transaction?

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction?) -> Void) {
        getter = get
        setter = set
    }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, transaction in
            if let transaction { withTransaction(transaction) { set(value) } } else { set(value) }
        }
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _, _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding whose sets animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction = Transaction(animation: animation)
        return copy
    }

    /// A binding to a property of the value: `$model.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = getter, setter = setter
        var binding = Binding<Subject>(get: { getter()[keyPath: keyPath] },
                                       set: { value, transaction in
                                           var whole = getter()
                                           whole[keyPath: keyPath] = value
                                           setter(whole, transaction)
                                       })
        binding.transaction = transaction
        return binding
    }
}
