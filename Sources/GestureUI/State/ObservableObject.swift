/// A class whose changes views follow: SwiftUI's `ObservableObject`. Its `@Published`
/// properties announce every change through ``objectWillChange``, and every view that holds
/// the object as `@StateObject` or `@ObservedObject` updates.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var count = 0
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// Announces a change before it happens.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher its `@Published` properties share (held by the first of them).
    public var objectWillChange: ObservableObjectPublisher {
        for child in Mirror(reflecting: self).children {
            if let published = child.value as? PublishedStorage { return published.publisher }
        }
        return ObservableObjectPublisher()
    }
}

/// Tells its subscribers that an object is about to change.
public final class ObservableObjectPublisher {
    private var subscribers = Observers<Void>()
    public init() {}
    /// Tells every subscriber.
    public func send() { subscribers.send(()) }
    func subscribe(_ handler: @escaping () -> Void) -> ObservationToken { subscribers.add { handler() } }
    func unsubscribe(_ token: ObservationToken) { subscribers.remove(token) }
}
