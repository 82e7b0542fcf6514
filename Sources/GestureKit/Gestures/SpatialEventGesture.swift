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
    /// The coordinate space of the gesture.
    public let coordinateSpace: CoordinateSpace

    /// Creates the gesture with a desired coordinate space.
    public init(coordinateSpace: any CoordinateSpaceProtocol = .local) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// The spelling with a resolved `CoordinateSpace`, as the other gestures keep it.
    @available(*, deprecated, message: "use init(coordinateSpace:) with a CoordinateSpaceProtocol (.local, .global, .named(_:))")
    @_disfavoredOverload
    public init(coordinateSpace: CoordinateSpace) {
        self.coordinateSpace = coordinateSpace
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        SpatialEventRecognizer(space: coordinateSpace, context: context)
    }
}

/// A collection of spatial input events that target a specific view: what a
/// ``SpatialEventGesture`` reports. Look an event up by its ``Event/ID`` or iterate over all of
/// them; an event's phase can be `.ended` or `.cancelled` while the gesture stays active.
///
/// ```swift
/// SpatialEventGesture().onChanged { events in
///     for event in events where event.phase == .active { print(event.id, event.location) }
/// }
/// ```
public struct SpatialEventCollection: Collection, Equatable, Sendable, CustomStringConvertible {
    /// A spatial event generated from an input like a touch or click that can drive gestures.
    public struct Event: Identifiable, Equatable, Sendable {
        /// A value that uniquely identifies an event over the course of its lifetime.
        public struct ID: Hashable, Sendable { public var rawValue: Int }
        /// The phase of a particular state of the event.
        public enum Phase: String, Hashable, Sendable {
            /// Active: the event will produce at least one more update.
            case active
            /// Ended normally; no more updates.
            case ended
            /// Cancelled; no more updates.
            case cancelled
        }
        /// The input source or mode of an event.
        public enum Kind: String, Hashable, Sendable {
            /// A touch directly targeting content: a finger on a touchscreen (and the lab's
            /// simulated fingers).
            case touch
            /// A pencil making contact with content (no Linux input reports one).
            case pencil
            /// A click-based, indirect input device: the mouse, a touchpad.
            case pointer
            /// A pinch of a hand directly targeting content (visionOS; no Linux input reports one).
            case directPinch
            /// A pinch of a hand targeting content indirectly, by gaze (visionOS; no Linux input
            /// reports one).
            case indirectPinch
        }
        /// A pose describing the input device, like a pencil or a hand, controlling the event.
        public struct InputDevicePose: Hashable, Sendable {
            /// The altitude angle: zero when the device lies parallel to the content, 90 degrees
            /// when it is normal to it.
            public var altitude: Angle
            /// The azimuth angle: zero points along the content's positive X axis.
            public var azimuth: Angle
            public init(altitude: Angle, azimuth: Angle) { self.altitude = altitude; self.azimuth = azimuth }
        }
        /// An identifier that uniquely identifies this event over its lifetime.
        public var id: ID
        /// The time this event was processed, on the engine's clock.
        public var timestamp: TimeInterval
        /// What input source generated this event.
        public var kind: Kind
        /// The 2D location of the event, in the gesture's coordinate space.
        public var location: CGPoint
        /// The phase of the event.
        public var phase: Phase
        /// The set of active modifier keys at the time of this event.
        public var modifierKeys: EventModifiers
        /// The 3D position and orientation of the device controlling the event, if one exists:
        /// always `nil` here, since fingers, mice and touchpads have no pose.
        public var inputDevicePose: InputDevicePose?

        public init(id: ID, timestamp: TimeInterval, kind: Kind, location: CGPoint, phase: Phase,
                    modifierKeys: EventModifiers = [], inputDevicePose: InputDevicePose? = nil) {
            self.id = id; self.timestamp = timestamp; self.kind = kind; self.location = location
            self.phase = phase; self.modifierKeys = modifierKeys; self.inputDevicePose = inputDevicePose
        }
    }

    /// A position in the collection.
    public struct Index: Comparable, Hashable, Sendable {
        let offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }

    /// An iterator over all events in the collection.
    public struct Iterator: IteratorProtocol, Sendable {
        var base: IndexingIterator<[Event]>
        /// The next event in the sequence, if one exists.
        public mutating func next() -> Event? { base.next() }
    }

    package var events: [Event] = []

    /// An empty collection.
    public init() {}
    /// A collection of the given events, in order.
    public init(_ events: [Event]) { self.events = events }

    public var startIndex: Index { Index(offset: events.startIndex) }
    public var endIndex: Index { Index(offset: events.endIndex) }
    public subscript(position: Index) -> Event { events[position.offset] }
    public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    /// Makes an iterator over all events in the collection.
    public func makeIterator() -> Iterator { Iterator(base: events.makeIterator()) }
    /// Retrieves an event using its unique identifier; `nil` if it is no longer in the collection.
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }
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
        guard isActiveOrEnded else { return false }
        body(state.collection)
        return true
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        makeSnapshot(title: "SpatialEvents", value: isStarted ? state.collection.description : nil, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .spatialEvent }
}
