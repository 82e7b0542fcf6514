/// Bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`.
///
/// ```swift
/// @Observable final class Settings { var volume = 0.5 }
/// struct VolumeView: View {
///     @Bindable var settings: Settings
///     var body: some View { Slider(value: $settings.volume) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { value, transaction in
            if let transaction { withTransaction(transaction) { object[keyPath: keyPath] = value } } else { object[keyPath: keyPath] = value }
        })
    }
}
