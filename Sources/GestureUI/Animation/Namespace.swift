import Foundation

/// A name space for matched geometry, owned by the view that declares it: SwiftUI's
/// `@Namespace`. Its ``ID`` stays the same for as long as the view keeps its identity.
///
/// ```swift
/// @Namespace private var hero
/// …
/// Circle().matchedGeometryEffect(id: "dot", in: hero)
/// ```
@propertyWrapper
public struct Namespace: DynamicLink, DynamicProperty {
    /// One name space's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    final class Slot {
        var id: ID?
    }
    final class Box {
        let id: ID
        init() { id = ID(value: Namespace.counter.next()) }
    }
    /// Name spaces are numbered across hosts (tests run hosts on several threads at once).
    static let counter = NamespaceCounter()
    let slot = Slot()

    public init() {}

    /// The name space's identity (a view that is not installed gets one of its own).
    public var wrappedValue: ID {
        if let id = slot.id { return id }
        let id = Box().id
        slot.id = id
        return id
    }

    func link(_ record: ViewRecord, slot index: Int) {
        if let box = record.storages[index] as? Box {
            slot.id = box.id
        } else {
            let box = Box()
            record.storages[index] = box
            slot.id = box.id
        }
    }
}

/// A thread-safe count of the name spaces made.
final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
