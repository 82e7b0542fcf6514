/// A property of an ``ObservableObject`` whose changes update the views that observe the
/// object: SwiftUI's (Combine's) `@Published`.
///
/// ```swift
/// final class Model: ObservableObject { @Published var name = "" }
/// ```
@propertyWrapper
public struct Published<Value>: PublishedStorage {
    final class Box {
        var value: Value
        let publisher = ObservableObjectPublisher()
        init(_ value: Value) { self.value = value }
    }
    let box: Box

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<Object: ObservableObject>(
        _enclosingInstance object: Object,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].box.value = newValue
        }
    }

    var publisher: ObservableObjectPublisher { box.publisher }
}

/// Lets an object's default `objectWillChange` find the publisher its properties share.
protocol PublishedStorage {
    var publisher: ObservableObjectPublisher { get }
}
