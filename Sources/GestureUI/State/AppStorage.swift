import Foundation

/// A value kept under a key for the whole session: SwiftUI's `@AppStorage` (and `@SceneStorage`).
/// The lab keeps it in memory for the life of the process, so nothing is written to disk and
/// every replay starts from the code's default; in the window a reload of the file keeps it, as
/// an app's defaults outlive a relaunch. A view reads the stored value each time it is built.
///
/// ```swift
/// @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicLink, DynamicProperty {
    let key: String
    let state: State<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        state = State(wrappedValue: SessionStore.shared.value(for: key) as? Value ?? wrappedValue)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set {
            SessionStore.shared.set(newValue, for: key)
            state.wrappedValue = newValue
        }
    }

    public var projectedValue: Binding<Value> {
        let key = key, binding = state.projectedValue
        return Binding(get: { binding.wrappedValue },
                       set: { value, transaction in
                           SessionStore.shared.set(value, for: key)
                           binding.setter(value, transaction)
                       })
    }

    func link(_ record: ViewRecord, slot index: Int) {
        state.link(record, slot: index)
        // Another view may have stored a newer value under the key: read it at every update.
        record.host?.markVolatile()
        if let stored = SessionStore.shared.value(for: key) as? Value { state.slot.box?.value = stored }
    }

    func describeValue() -> String? { String(describing: wrappedValue) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// `@SceneStorage`: the lab has one scene, so it is `@AppStorage`'s session store by another name.
public typealias SceneStorage = AppStorage

/// What `@AppStorage` keeps, by key, for the life of the process.
final class SessionStore: @unchecked Sendable {
    static let shared = SessionStore()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func value(for key: String) -> Any? { lock.withLock { values[key] } }
    func set(_ value: Any, for key: String) { lock.withLock { values[key] = value } }
}
