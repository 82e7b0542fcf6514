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

/// The node behind ``SpatialEventGesture``: reports every touch it is given, active while any
/// is, ended when all ended, cancelled if any was cancelled.
package final class SpatialEventRecognizer: Recognizer<SpatialEventCollection> {
    package struct State {
        /// The collection the current phase carries.
        var collection = SpatialEventCollection()
    }

    private let space: CoordinateSpace
    private let geometry: GeometryBox
    @exclusivity(unchecked) package private(set) var state = State()

    init(space: CoordinateSpace, context: BuildContext) {
        self.space = space
        self.geometry = context.geometry
        super.init(context)
    }

    override package func resetState() { state = State() }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        let id = SpatialEventCollection.Event.ID(rawValue: event.id)
        // Only a new touch or one still active changes the collection.
        guard event.phase == .began || state.collection.events.contains(where: { $0.id == id && $0.phase == .active }) else { return }
        // Touches that ended were reported once, with the event that ended them.
        state.collection.events.removeAll { $0.phase != .active }
        let phase: SpatialEventCollection.Event.Phase = switch event.phase {
        case .began, .moved: .active
        case .ended: .ended
        case .cancelled: .cancelled
        }
        let updated = SpatialEventCollection.Event(
            id: id, timestamp: event.time.seconds, kind: event.kind == .touch ? .touch : .pointer,
            location: geometry.transform(for: space).apply(event.location), phase: phase, modifierKeys: event.modifiers)
        if let index = state.collection.events.firstIndex(where: { $0.id == id }) {
            state.collection.events[index] = updated
        } else {
            state.collection.events.append(updated)
        }
        let collection = state.collection
        if collection.events.allSatisfy({ $0.phase != .active }) {
            setPhase(collection.events.contains { $0.phase == .cancelled } ? .cancelled : .ended, context)
        } else {
            setPhase(.active, context)
        }
    }

    override package func withValue(_ body: (SpatialEventCollection) -> Void) -> Bool {
        guard phaseKind == .active || phaseKind == .ended else { return false }
        body(state.collection)
        return true
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: "SpatialEvents", value: isStarted ? state.collection.description : nil, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .spatialEvent }
}
