/// A read-only view of one live gesture instance of a ``GestureEngine``: the gestures attached
/// along the hit path of its first finger, each with its phase and the primitives below it.
///
/// Observers receive one with every step (``GestureEngineEvent/stepped(_:)``) and when the
/// instance ends (``GestureEngineEvent/ended(_:)``). It reads the engine's live state, so read it
/// inside the handler; nothing here is copied or allocated until ``snapshot()`` is asked for.
///
/// ```swift
/// engine.observe { event in
///     guard case .stepped(let gesture) = event else { return }
///     for attachment in gesture.attachments {
///         for primitive in attachment.primitives where primitive.kind == .drag {
///             print(attachment.shape.id, primitive.phase, primitive.measure as Any)
///         }
///     }
/// }
/// ```
public struct LiveGesture {
    let session: GestureSession
    let now: GestureTime

    /// The time of the step being reported (the event's or the deadline's).
    public var time: GestureTime { now }
    /// Tells gesture instances apart; serials grow with each new instance.
    public var serial: Int { session.serial }
    /// Identifies the recognizer tree: the engine numbers its trees 0, 1, 2… in the order it
    /// builds them, and reuses a finished tree (with its number) for a later instance on the same
    /// shapes, so an observer can keep storage of its own per tree in an array, and reuse it too.
    public var treeNumber: Int { session.treeNumber }
    /// Whether the instance has reached a final phase.
    public var isFinished: Bool { session.root.phaseKind.isTerminal }
    /// The attached gestures, innermost shape first, in attachment order.
    public var attachments: Attachments { Attachments(session: session) }

    /// The recognizer trees as they are now, for overlays and logs.
    public func snapshot() -> GestureSessionSnapshot { session.snapshot(now: now) }

    /// The attached gestures of a live instance.
    public struct Attachments: RandomAccessCollection {
        let session: GestureSession
        public var startIndex: Int { 0 }
        public var endIndex: Int { session.attached.count }
        public subscript(position: Int) -> LiveAttachment { LiveAttachment(session: session, index: position) }
    }
}

/// One gesture attached to a shape, live: its phase and its primitives.
public struct LiveAttachment {
    let session: GestureSession
    let index: Int
    /// The attached gesture's node, read on every step by observers.
    private let node: AnyRecognizer
    private var attached: GestureSession.AttachedNode { session.attached[index] }

    init(session: GestureSession, index: Int) {
        self.session = session
        self.index = index
        node = session.attached[index].node
    }

    /// The shape the gesture is attached to.
    public var shape: ShapeNode { attached.shape }
    /// The attachment's name in logs: `name:` where given, else `SHAPEID#INDEX`.
    public var name: String { attached.identity.name }
    /// The phase of the attached gesture as a whole: `possible` and not started while no touch
    /// has reached it, as when it waits behind a gesture that wins.
    public var phase: GesturePhaseKind { node.phaseKind }
    /// Whether it has started receiving events.
    public var isStarted: Bool { node.isStarted }
    /// The primitive gestures it is composed of, in composition order (first before second).
    public var primitives: Primitives { Primitives(nodes: attached.primitives) }

    /// The primitives of an attached gesture.
    public struct Primitives: RandomAccessCollection {
        let nodes: [AnyRecognizer]
        public var startIndex: Int { 0 }
        public var endIndex: Int { nodes.count }
        public subscript(position: Int) -> LivePrimitive { LivePrimitive(node: nodes[position]) }
    }
}

/// One primitive gesture (a tap, a drag, …) of a live instance: its kind, phase and measure.
public struct LivePrimitive {
    let node: AnyRecognizer

    /// The kinds of primitive gesture.
    public enum Kind: String, Sendable {
        case tap, longPress, drag, magnify, rotate, rotate3D, spatialEvent
    }

    /// What a drag, magnify or rotate has measured so far.
    public enum Measure: Equatable, Sendable {
        /// A drag's translation since its start, in scene points.
        case translation(CGSize)
        /// A magnify's scale since the finger pair formed.
        case magnification(Double)
        /// A rotate's angle since the finger pair formed.
        case rotation(Angle)
    }

    /// The primitive's kind (`SpatialTapGesture` is a `.tap`).
    public var kind: Kind { node.primitiveKind ?? .tap }
    public var phase: GesturePhaseKind { node.phaseKind }
    public var isStarted: Bool { node.isStarted }
    /// What it has measured, for drags, magnifies and rotates; nil for the others.
    public var measure: Measure? { node.measure }
}
