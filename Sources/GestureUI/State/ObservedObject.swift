/// An observable object a view is given: SwiftUI's `@ObservedObject`. The view updates when
/// the object announces a change; the object is not the view's to keep.
///
/// ```swift
/// struct Row: View {
///     @ObservedObject var model: Model
///     var body: some View { Text(model.name) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicLink, DynamicProperty {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
                if let transaction { withTransaction(transaction) { object[keyPath: keyPath] = value } } else { object[keyPath: keyPath] = value }
            })
        }
    }

    func link(_ record: ViewRecord, slot index: Int) {
        record.observe(wrappedValue, slot: index)
    }
}
