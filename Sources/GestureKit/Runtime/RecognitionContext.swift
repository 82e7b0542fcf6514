// What a recognizer tree shares while it runs (`RecognitionContext`) and while it is built
// (`BuildContext`), and the journal entries of its phase changes.

/// Where a node sits: the attachment it belongs to (shape and name) for logs and overlays.
package final class AttachmentIdentity: Sendable {
    package let shapeID: String
    package let name: String
    package init(shapeID: String, name: String) { self.shapeID = shapeID; self.name = name }
}

/// One observed phase change of a named recognizer node.
public struct PhaseChange: Sendable, Equatable, CustomStringConvertible {
    /// The time of the event or timer deadline that caused the change.
    public var time: GestureTime
    /// The id of the shape the gesture is attached to.
    public var shapeID: String
    /// The attachment's name: `name:` where given, else `SHAPEID#INDEX`.
    public var attachment: String
    /// The node's path through the composition, e.g. `card#0.first`.
    public var node: String
    /// `nil` when the node just started receiving events.
    public var from: GesturePhaseKind?
    public var to: GesturePhaseKind
    public var description: String {
        "t=\(time) \(node): \(from.map { $0.rawValue } ?? "·") → \(to)"
    }
}

/// Per-session runtime state shared by all nodes of one recognizer tree.
package final class RecognitionContext {
    /// The time of the event or deadline being processed: the cause of everything that happens.
    @exclusivity(unchecked) package var now: GestureTime = .zero
    /// Whether phase changes are journaled: only while someone observes them (an entry nobody
    /// reads is not even made).
    @exclusivity(unchecked) package var journals = true
    /// Phase changes of named nodes, in the order they happened.
    @exclusivity(unchecked) package var journal: [PhaseChange] = []
    /// The callback sets that have queued work in this context, numbered in the order they
    /// first did (kept here; their nodes keep them too).
    @exclusivity(unchecked) private var pendingSets: [CallbackHook] = []
    /// The same sets, reached without counting references when their work runs.
    @exclusivity(unchecked) private var pendingRefs: [Unmanaged<CallbackHook>] = []
    /// `@GestureState` resets waiting, run before any callback of the same step.
    @exclusivity(unchecked) package var resets = WorkQueue()
    /// User callbacks waiting, in the order their nodes changed.
    @exclusivity(unchecked) package var callbacks = WorkQueue()
    /// For each touch of the session, the shapes its hit path went through: parallel arrays
    /// searched linearly (a session has a few touches), entries past `touchCount` kept for reuse.
    @exclusivity(unchecked) private var touchIDs: [Int] = []
    @exclusivity(unchecked) private var touchPaths: [[ObjectIdentifier]] = []
    @exclusivity(unchecked) private var touchCount = 0

    package init() {}

    /// Where the engine running this tree last saw each of its touches (the scene location of
    /// the touch's latest event), nil outside an engine. Set once, when the engine builds the tree.
    @exclusivity(unchecked) package var touchLocations: ((Int) -> CGPoint?)? {
        didSet { hasTouchLocations = touchLocations != nil }
    }
    @exclusivity(unchecked) private var hasTouchLocations = false
    /// Whether a gate is giving its second child the events it held back (``GatedRecognizer``):
    /// those events are older than the touches' latest locations.
    @exclusivity(unchecked) package var isReplaying = false
    /// Whether moved events may be left out of subtrees that ignore them
    /// (``AnyRecognizer/Status/ignoresMoves``): only where the subtree can later read where its
    /// touches are, live (a replay delivers every held event).
    @inline(__always)
    package var leavesOutMoves: Bool { hasTouchLocations && !isReplaying }

    /// Where touch `id` is now, for a node that may have been left out of its moves; nil when
    /// the context cannot say (outside an engine, or during a replay, when the node received
    /// every event).
    package func latestLocation(of id: Int) -> CGPoint? {
        guard leavesOutMoves, let touchLocations else { return nil }
        return touchLocations(id)
    }

    /// The number of a callback set that queues work here, given the first time it asks.
    @inline(__always)
    package func number(of set: CallbackHook) -> Int {
        if set.contextNumber < 0 {
            set.contextNumber = pendingSets.count
            pendingSets.append(set)
            pendingRefs.append(Unmanaged.passUnretained(set))
        }
        assert(pendingSets[set.contextNumber] === set, "a callback set queued work in a second context")
        return set.contextNumber
    }

    /// Runs a queued callback, or with `reset` a queued state reset, of the set numbered
    /// `work.node`.
    @inline(__always)
    package func run(_ work: QueuedWork, reset: Bool) {
        pendingRefs[work.node]._withUnsafeGuaranteedRef { set in
            if reset { set.runReset(entry: work.entry) } else { set.runCallback(entry: work.entry, reason: work.reason) }
        }
    }

    /// The touch that began the instance, while it has not gone down again: its hit path is the
    /// one the tree was built for, so it hits every attached shape without a lookup.
    @exclusivity(unchecked) private var firstTouch: Int?
    /// Whether the tree's attachments are all on one shape (set when it is built): every touch
    /// of an instance went through that shape (a touch joins only an instance with an attachment
    /// on its hit path), so every touch hits every attached shape.
    @exclusivity(unchecked) package var hasOneShape = false

    /// Whether a touch's hit path went through an attached shape (a touch that did not, such as
    /// a second finger beside a nested shape, is not that shape's gesture's).
    @inline(__always)
    package func touch(_ id: Int, hits shape: ObjectIdentifier) -> Bool {
        if hasOneShape || id == firstTouch { return true }
        for index in 0..<touchCount where touchIDs[index] == id { return touchPaths[index].contains(shape) }
        return false
    }

    /// Records the touch that begins an instance: the tree was built for its hit path.
    package func setFirstTouch(_ id: Int) {
        touchCount = 0
        firstTouch = id
    }

    /// Records a touch's hit path, reusing the storage of an earlier touch.
    package func setHitPath(_ path: [Unmanaged<ShapeNode>], for id: Int) {
        if id == firstTouch { firstTouch = nil }   // down again, perhaps elsewhere
        var slot = touchCount
        for index in 0..<touchCount where touchIDs[index] == id { slot = index }
        if slot == touchCount {
            if touchCount == touchIDs.count { touchIDs.append(id); touchPaths.append([]) }
            touchIDs[slot] = id
            touchCount += 1
        }
        touchPaths[slot].removeAllKeepingStorage()
        for shape in path { touchPaths[slot].append(shape._withUnsafeGuaranteedRef(ObjectIdentifier.init)) }
    }

    /// Forgets every touch (a reused tree's new instance), keeping the storage.
    package func forgetTouches() {
        touchCount = 0
        firstTouch = nil
    }
}

/// One piece of work queued for the end of a step: which callback set (its number in the
/// context, from ``RecognitionContext/number(of:)``, so that queuing and clearing count no references),
/// which of its callbacks, and for `onCancelled` the reason. Queuing a number rather than a
/// closure keeps the per-event path free of heap allocations.
package struct QueuedWork {
    package let node: Int
    package let entry: Int
    package let reason: GestureCancellation?
}

/// Work queued for the end of a step, in order: plain values in a ``SmallList`` (a step nearly
/// always queues one or two), so queuing changes the context in place and emptying the queue
/// sets its count to zero.
package struct WorkQueue {
    private var entries = SmallList(filler: QueuedWork(node: -1, entry: -1, reason: nil))

    package init() {}

    @inline(__always)
    package var count: Int { entries.count }
    @inline(__always)
    package var isEmpty: Bool { entries.isEmpty }

    @inline(__always)
    package mutating func append(_ work: QueuedWork) { entries.append(work) }

    /// The entry at `index` (below ``count``); read in place, so the queue is read as a `var`.
    @inline(__always)
    package subscript(index: Int) -> QueuedWork {
        mutating get { entries[index] }
    }

    @inline(__always)
    package mutating func removeAll() { entries.removeAll() }
}

/// Build-time information handed down while a gesture value is turned into nodes.
package struct BuildContext {
    /// The node's name in logs (`card#0.first`); `nil` for nodes that are not shown.
    package var path: String?
    package var attachment: AttachmentIdentity?
    /// The attached shape's coordinate spaces, captured when each gesture instance begins; the
    /// box is shared so a reused recognizer tree sees the geometry of its new instance.
    package var geometry: GeometryBox

    package init(path: String?, attachment: AttachmentIdentity?, geometry: GeometryBox) {
        self.path = path; self.attachment = attachment; self.geometry = geometry
    }
    /// The context of a composed gesture's child (`.first` or `.second`).
    package func child(_ component: String) -> BuildContext {
        var copy = self
        copy.path = path.map { "\($0).\(component)" }
        return copy
    }
    /// A context for standalone use: identity geometry, no name.
    package static var standalone: BuildContext { BuildContext(path: nil, attachment: nil, geometry: GeometryBox()) }
}

