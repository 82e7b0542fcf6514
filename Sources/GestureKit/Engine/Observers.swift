import Synchronization

/// A list of handlers for one kind of event: each registration gets a token that removes it,
/// and every event reaches every handler still registered, in the order they registered.
///
/// ```swift
/// var observers = Observers<String>()
/// let token = observers.add { print("first: \($0)") }
/// observers.add { print("second: \($0)") }
/// observers.send("hello")      // first: hello, second: hello
/// observers.remove(token)
/// ```
/// A handler that adds or removes registrations while an event is being sent does not change
/// who receives that event; the change applies from the next one.
public struct Observers<Event> {
    private var entries: [(token: ObservationToken, handler: (Event) -> Void)] = []

    public init() {}

    /// Registers a handler; keep the token to remove it.
    @discardableResult
    public mutating func add(_ handler: @escaping (Event) -> Void) -> ObservationToken {
        let token = ObservationToken.next()
        entries.append((token, handler))
        return token
    }

    /// Removes a registration; removing one twice, or one from another list, does nothing.
    public mutating func remove(_ token: ObservationToken) {
        entries.removeAll { $0.token == token }
    }

    /// Whether no handler is registered.
    public var isEmpty: Bool { entries.isEmpty }

    /// Hands the event to every handler, in registration order.
    public func send(_ event: Event) {
        for entry in entries { entry.handler(event) }
    }
}

/// Identifies one registration with an ``Observers`` list or a ``GestureEngine``, to remove it.
/// Tokens are unique in the process, so a token given to the wrong list removes nothing.
public struct ObservationToken: Hashable, Sendable {
    let value: Int

    private static let counter = Atomic<Int>(0)

    /// A token no other registration has.
    static func next() -> ObservationToken {
        ObservationToken(value: counter.add(1, ordering: .relaxed).newValue)
    }
}
