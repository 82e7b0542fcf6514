/// An observable object a view owns: SwiftUI's `@StateObject`. The object is made once per
/// view identity (the first time the view is installed) and kept while the view stays in the
/// tree; its changes update the view.
///
/// ```swift
/// @StateObject var model = Model()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicLink, DynamicProperty {
    final class Slot {
        var object: ObjectType?
        let make: () -> ObjectType
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    let slot: Slot

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { slot = Slot(thunk) }

    public var wrappedValue: ObjectType {
        if let object = slot.object { return object }
        let object = slot.make()
        slot.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: wrappedValue) }

    func link(_ record: ViewRecord, slot index: Int) {
        if let kept = record.storages[index] as? ObjectType {
            slot.object = kept
        } else {
            let object = wrappedValue
            record.storages[index] = object
            record.observe(object, slot: index)
        }
    }
}
