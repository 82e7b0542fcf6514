import GestureKit

/// The phone's system edge gestures, which the lab plays on a Swift scene's canvas: a swipe up
/// from the bottom edge goes home, a swipe down from the top edge pulls down the notifications.
/// When the system takes a swipe, the app's touch is cancelled (its gestures end `cancelled`)
/// and its later events never reach the app; unless the app defers that edge
/// (`defersSystemGestures(on:)`): then the swipe stays with the app, and a second swipe from the
/// same edge recognised within ``Constants/systemEdgeRepeatWindow`` goes to the system, as on iOS.
///
/// ```swift
/// var system = SystemEdgeGestures(canvas: CGSize(width: 390, height: 844))
/// let (items, outcome) = system.filter(item, deferring: [.bottom])
/// ```
/// Plain state fed the input in order: the window, `record` and `replay` filter the same items
/// the same way (``LabRuntime/deliver(_:)``).
public struct SystemEdgeGestures {
    /// A screen edge the system watches.
    public enum Edge: String, Sendable, CaseIterable {
        case top, bottom
        /// What the system does with a swipe from this edge.
        public var gesture: String { self == .bottom ? "home" : "notifications" }
        /// How a person makes it.
        public var motion: String { self == .bottom ? "swipe up from the bottom edge" : "swipe down from the top edge" }
    }

    /// What became of an edge swipe once the system recognised it.
    public struct Outcome: Equatable, Sendable, CustomStringConvertible {
        public var time: GestureTime
        public var edge: Edge
        /// The touch that swiped.
        public var touch: Int
        /// True: the system took it (the app's touch was cancelled). False: the app defers the
        /// edge and kept it; a second swipe soon goes to the system.
        public var toSystem: Bool

        public var description: String {
            toSystem ? "system: \(edge.gesture) (\(edge.motion)); the app's touch was cancelled"
                : "\(edge.motion): kept by the app, which defers the \(edge.rawValue) edge; swipe again to go to \(edge.gesture)"
        }
    }

    private struct Candidate {
        var edge: Edge
        var start: CGPoint
    }

    public let canvas: CGSize
    private var candidates: [Int: Candidate] = [:]
    /// Touches the system took: their later events are the system's.
    public internal(set) var claimed: Set<Int> = []
    /// A deferred edge whose swipe the app kept: until this time, the next swipe is the system's.
    private var armedUntil: [Edge: GestureTime] = [:]

    public init(canvas: CGSize) { self.canvas = canvas }

    /// The edge a touch going down at `point` may swipe from, if any.
    func edge(at point: CGPoint) -> Edge? {
        if Double(point.y) >= Double(canvas.height) - Constants.systemEdgeZone { return .bottom }
        if Double(point.y) <= Constants.systemEdgeZone { return .top }
        return nil
    }

    /// The items to deliver to the app for `item`, and what the system made of a swipe this
    /// item completed, if any; `deferring` is the edges the app defers now.
    public mutating func filter(_ item: EventFile.Item, deferring: Set<Edge>) -> (items: [EventFile.Item], outcome: Outcome?) {
        filter(item) { deferring }
    }

    /// The same, asking for the deferred edges only when a swipe is recognised.
    public mutating func filter(_ item: EventFile.Item, deferring: () -> Set<Edge>) -> (items: [EventFile.Item], outcome: Outcome?) {
        switch item {
        case .idle:
            return ([item], nil)
        case .cancelAll:
            candidates.removeAll()
            claimed.removeAll()
            return ([item], nil)
        case .touch(let event):
            guard event.kind != .resting else { return ([item], nil) }
            switch event.phase {
            case .began:
                if let edge = edge(at: event.location) { candidates[event.id] = Candidate(edge: edge, start: event.location) }
                return ([item], nil)
            case .ended, .cancelled:
                candidates[event.id] = nil
                return claimed.remove(event.id) != nil ? ([], nil) : ([item], nil)
            case .moved:
                if claimed.contains(event.id) { return ([], nil) }
                guard let candidate = candidates[event.id] else { return ([item], nil) }
                let dx = Double(event.location.x - candidate.start.x), dy = Double(event.location.y - candidate.start.y)
                let inward = candidate.edge == .bottom ? -dy : dy
                guard inward >= Constants.systemEdgeSwipeDistance, inward > abs(dx) else { return ([item], nil) }
                candidates[event.id] = nil
                let edge = candidate.edge
                if deferring().contains(edge), !(armedUntil[edge].map { event.time <= $0 } ?? false) {
                    armedUntil[edge] = event.time + GestureTime.Duration(seconds: Constants.systemEdgeRepeatWindow)
                    return ([item], Outcome(time: event.time, edge: edge, touch: event.id, toSystem: false))
                }
                armedUntil[edge] = nil
                claimed.insert(event.id)
                let cancel = TouchEvent(time: event.time, phase: .cancelled, id: event.id, location: event.location,
                                        modifiers: event.modifiers, kind: event.kind)
                return ([.touch(cancel)], Outcome(time: event.time, edge: edge, touch: event.id, toSystem: true))
            }
        }
    }
}
