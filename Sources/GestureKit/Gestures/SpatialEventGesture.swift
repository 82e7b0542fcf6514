/// A gesture that reports every touch it sees, raw: a collection of events with stable ids and
/// phases. Active from the first touch-down, ended when the last touch lifts.
///
/// ```swift
/// SpatialEventGesture().onChanged { events in
///     for event in events where event.phase == .active { print(event.id, event.location) }
/// }
/// ```
public struct SpatialEventGesture: Gesture, PrimitiveGesture {
    public typealias Value = SpatialEventCollection
    public let coordinateSpace: CoordinateSpace

    public init(coordinateSpace: CoordinateSpace = .local) {
        self.coordinateSpace = coordinateSpace
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        SpatialEventRecognizer(space: coordinateSpace, context: context)
    }
}

/// A collection of spatial input events that target a specific view.
public struct SpatialEventCollection: Collection, Equatable, Sendable, CustomStringConvertible {
    /// One touch or pointer, as last seen.
    public struct Event: Identifiable, Equatable, Sendable {
        public struct ID: Hashable, Sendable { public var rawValue: Int }
        public enum Phase: String, Equatable, Sendable { case active, ended, cancelled }
        public enum Kind: String, Equatable, Sendable { case touch, pointer }
        public var id: ID
        public var timestamp: TimeInterval
        public var kind: Kind
        public var location: CGPoint
        public var phase: Phase
        public var modifierKeys: EventModifiers
    }
    package var events: [Event] = []

    /// An empty collection.
    public init() {}

    public var startIndex: Int { events.startIndex }
    public var endIndex: Int { events.endIndex }
    public subscript(position: Int) -> Event { events[position] }
    public func index(after i: Int) -> Int { events.index(after: i) }
    /// Retrieves an event using its unique identifier.
    public subscript(id: Event.ID) -> Event? { events.first { $0.id == id } }
    public var description: String {
        "\(events.filter { $0.phase == .active }.count) active of \(events.count)"
    }
}

package final class SpatialEventRecognizer: Recognizer<SpatialEventCollection> {
    private let space: CoordinateSpace
    private let geometry: GeometryBox
    @exclusivity(unchecked) private var collection = SpatialEventCollection()

    init(space: CoordinateSpace, context: BuildContext) {
        self.space = space
        self.geometry = context.geometry
        super.init(context)
    }

    override package func reset() {
        super.reset()
        collection.events.removeAll(keepingCapacity: true)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        // Touches that ended were reported once, with the event that ended them.
        collection.events.removeAll { $0.phase != .active }
        let id = SpatialEventCollection.Event.ID(rawValue: event.id)
        let phase: SpatialEventCollection.Event.Phase = switch event.phase {
        case .began, .moved: .active
        case .ended: .ended
        case .cancelled: .cancelled
        }
        let updated = SpatialEventCollection.Event(
            id: id, timestamp: event.time.seconds, kind: event.kind == .touch ? .touch : .pointer,
            location: geometry.transform(for: space).apply(event.location), phase: phase, modifierKeys: event.modifiers)
        if let index = collection.events.firstIndex(where: { $0.id == id }) {
            collection.events[index] = updated
        } else if event.phase == .began {
            collection.events.append(updated)
        } else {
            return
        }
        if collection.events.allSatisfy({ $0.phase != .active }) {
            let cancelled = collection.events.contains { $0.phase == .cancelled }
            if cancelled { setPhase(.cancelled, context) } else { setPhase(.ended, value: collection, context) }
        } else {
            setPhase(.active, value: collection, context)
        }
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: "SpatialEvents", value: isStarted ? collection.description : nil, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .spatialEvent }
}
