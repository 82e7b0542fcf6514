/// Which field has the keyboard: SwiftUI's `@FocusState`. The lab has no keyboard, so nothing is
/// ever focused by a tap; the value can be set and read as state.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let state: State<Value>
    public init() where Value == Bool { state = State(wrappedValue: false) }
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    public var projectedValue: Binding { Binding(state: state) }

    /// A focus binding: SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let state: State<Value>
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }
        public var projectedValue: Binding { self }
    }
}

extension FocusState: DynamicLink {
    func link(_ record: ViewRecord, slot index: Int) { state.link(record, slot: index) }
}

extension View {
    /// Binds the field's focus: accepted (nothing is focused without a keyboard).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}
