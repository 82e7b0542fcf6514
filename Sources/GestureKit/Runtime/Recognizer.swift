/// The runtime side of a gesture: one node of a live recognizer tree. Each node receives the
/// touch events routed to it, may own a timer, and reports its phase (``GesturePhaseKind``)
/// and, while the phase has one, a value.
///
/// Nodes are made by ``Gesture/makeRecognizer(_:)`` and driven by a ``GestureEngine`` session;
/// a gesture is single-use, so a finished tree is reset to its built state before it serves
/// the next instance on the same shapes.

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
    /// Phase changes of named nodes, in the order they happened.
    @exclusivity(unchecked) package var journal: [PhaseChange] = []
    /// Nodes with `@GestureState` resets waiting, run before any callback of the same step.
    @exclusivity(unchecked) package var resets: [any PendingCallbacks] = []
    /// Nodes with user callbacks waiting, once per callback, in the order their nodes changed.
    @exclusivity(unchecked) package var callbacks: [any PendingCallbacks] = []
    /// For each touch of the session, the shapes its hit path went through: parallel arrays
    /// searched linearly (a session has a few touches), entries past `touchCount` kept for reuse.
    @exclusivity(unchecked) private var touchIDs: [Int] = []
    @exclusivity(unchecked) private var touchPaths: [[ObjectIdentifier]] = []
    @exclusivity(unchecked) private var touchCount = 0

    package init() {}

    package func touch(_ id: Int, hits shape: ObjectIdentifier) -> Bool {
        for index in 0..<touchCount where touchIDs[index] == id { return touchPaths[index].contains(shape) }
        return false
    }

    /// Records a touch's hit path, reusing the storage of an earlier touch.
    package func setHitPath(_ path: [ShapeNode], for id: Int) {
        var slot = touchCount
        for index in 0..<touchCount where touchIDs[index] == id { slot = index }
        if slot == touchCount {
            if touchCount == touchIDs.count { touchIDs.append(id); touchPaths.append([]) }
            touchIDs[slot] = id
            touchCount += 1
        }
        touchPaths[slot].removeAll(keepingCapacity: true)
        for shape in path { touchPaths[slot].append(ObjectIdentifier(shape)) }
    }

    /// Forgets every touch (a reused tree's new instance), keeping the storage.
    package func forgetTouches() { touchCount = 0 }
}

/// A node that queued work for the end of a step. Queuing the node rather than a closure keeps
/// the per-event path free of heap allocations.
package protocol PendingCallbacks: AnyObject {
    /// Runs the oldest queued callback.
    func runNextCallback()
    /// Runs the oldest queued state reset.
    func runNextReset()
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

/// A one-line, human-readable account of a node: the one printer of recognizer trees, which the
/// lab's overlay, its logs and the tests all use (``description`` whole, or its parts
/// ``title``, ``phaseLabel``, ``value`` and ``timeLeftLabel`` where they are laid out apart).
public struct RecognizerSnapshot: Sendable, Equatable, CustomStringConvertible {
    /// Kind and parameters, e.g. `LongPress(0.5s)`.
    public var title: String
    /// The node's log name, when it has one.
    public var path: String?
    public var phase: GesturePhaseKind
    /// Started receiving events (a paused `exclusively` second or a `sequenced` second has not).
    public var isStarted: Bool
    /// The value, briefly (`translation (12, 0)`), or nil.
    public var value: String?
    /// Seconds until the node's own timer fires, if it has one.
    public var timeLeft: Double?
    /// The whole span of that timer in seconds, for a countdown bar.
    public var timerSpan: Double?
    public var children: [RecognizerSnapshot]

    /// The phase as shown: `waiting` for a node that has not started receiving events (a
    /// paused `exclusively` second, a `sequenced` second), else the phase's name.
    public var phaseLabel: String { isStarted ? phase.rawValue : "waiting" }

    /// Seconds left on the node's timer to a hundredth, as `0.31s`; nil without a timer.
    public var timeLeftLabel: String? {
        timeLeft.map { "\(formatNumber(($0 * 100).rounded() / 100))s" }
    }

    /// `LongPress(0.5s) active [pressing, 0.31s left]`
    public var description: String {
        var details: [String] = []
        if let value { details.append(value) }
        if let timeLeftLabel { details.append("\(timeLeftLabel) left") }
        return details.isEmpty ? "\(title) \(phaseLabel)" : "\(title) \(phaseLabel) [\(details.joined(separator: ", "))]"
    }
    /// The description of this node and its children, indented two spaces per level.
    public func treeLines(indent: Int = 0) -> [String] {
        [String(repeating: "  ", count: indent) + description] + children.flatMap { $0.treeLines(indent: indent + 1) }
    }
}

/// The untyped face of a node: routing, timers, termination and introspection.
package class AnyRecognizer {
    package let path: String?
    package let attachment: AttachmentIdentity?
    @exclusivity(unchecked) package private(set) var isStarted = false

    package init(_ context: BuildContext) {
        path = context.path
        attachment = context.attachment
    }

    /// The current phase without its value: all that routing, timers and the combinators'
    /// phase rules need.
    @exclusivity(unchecked) package private(set) var phaseKind: GesturePhaseKind = .possible
    /// Bumped on every phase assignment (a new value counts), so parents look again only when
    /// a child's phase was set since they last looked.
    @exclusivity(unchecked) package private(set) var version = 0

    /// Delivers one event: marks the node started, then lets it handle the event.
    package final func receive(_ event: TouchEvent, _ context: RecognitionContext) {
        guard !phaseKind.isTerminal else { return }
        if !isStarted { markStarted(context) }
        handle(event, context)
    }
    /// Fires every timer of this subtree whose deadline is at or before `time`.
    package final func fire(upTo time: GestureTime, _ context: RecognitionContext) {
        guard isStarted, !phaseKind.isTerminal else { return }
        handleTimers(upTo: time, context)
    }
    /// Ends a started, unfinished node and its subtree as `failed` or `cancelled`.
    package final func terminate(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        guard isStarted, !phaseKind.isTerminal else { return }
        handleTermination(kind, context)
    }

    package final func markStarted(_ context: RecognitionContext) {
        guard !isStarted else { return }
        isStarted = true
        if let path, let attachment {
            context.journal.append(PhaseChange(time: context.now, shapeID: attachment.shapeID,
                                               attachment: attachment.name, node: path, from: nil, to: .possible))
        }
    }

    /// Returns the node (and its subtree) to the state it was built in, so a finished tree can
    /// serve the next gesture instance without being rebuilt.
    package func reset() {
        isStarted = false
        phaseKind = .possible
        version &+= 1
    }

    /// Sets the phase's kind (a primitive stores its value first), bumps the version so the
    /// parent looks again, and journals a change of kind for named nodes.
    package final func setPhase(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        let old = phaseKind
        phaseKind = kind
        version &+= 1
        if old != kind, let path, let attachment {
            context.journal.append(PhaseChange(time: context.now, shapeID: attachment.shapeID,
                                               attachment: attachment.name, node: path, from: old, to: kind))
        }
    }

    // Overridden by each node kind.
    package func handle(_ event: TouchEvent, _ context: RecognitionContext) {}
    package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {}
    package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {}
    /// The earliest pending deadline in this subtree.
    package var nextDeadline: GestureTime? { nil }
    /// Introspection; `now` is used for time left on timers.
    package func snapshot(now: GestureTime) -> RecognizerSnapshot { fatalError("subclass") }
    /// The primitive nodes below (and including) this one, in composition order, for
    /// ``LiveAttachment/primitives``. Combinators and modifiers override it to visit their
    /// children; a primitive is collected by this default.
    package func collectPrimitives(into list: inout [AnyRecognizer]) {
        if primitiveKind != nil { list.append(self) }
    }
    /// The kind of primitive this node is; nil for combinators and modifiers.
    package var primitiveKind: LivePrimitive.Kind? { nil }
    /// What a drag, magnify or rotate has measured so far; nil for the others.
    package var measure: LivePrimitive.Measure? { nil }
}

/// A node with a typed value. The phase's kind lives untyped in ``AnyRecognizer`` and the
/// value apart from it: primitives store theirs when they set a phase, combinators and
/// modifiers compute theirs from their children only when asked (by a callback or a
/// snapshot). The per-event path of a tree therefore moves kinds and versions, never generic
/// payloads, and the generic code runs only where a value is actually used.
package class Recognizer<Value>: AnyRecognizer {
    /// The value a primitive stored with its latest phase.
    private let stored = ValueSlot<Value>()

    /// The value the current phase carries: `nil` once failed or cancelled, and for a
    /// `possible` phase that has none yet.
    package var value: Value? { phaseKind.hasValue && stored.isSet ? stored.value : nil }

    /// Copies the current phase's value into uninitialised memory; false (nothing written)
    /// when the phase has none. The per-event path (callbacks) uses this rather than
    /// ``value``, which makes an `Optional<Value>`.
    package func loadValue(into target: UnsafeMutablePointer<Value>) -> Bool {
        guard phaseKind.hasValue else { return false }
        if stored.isSet { return stored.copy(into: target) }
        guard let value else { return false }
        target.initialize(to: value)
        return true
    }

    override package func reset() {
        super.reset()
        stored.clear()
    }

    /// Sets a phase that carries a value (primitives).
    package final func setPhase(_ kind: GesturePhaseKind, value: Value, _ context: RecognitionContext) {
        stored.set(value)
        setPhase(kind, context)
    }

    /// Default termination for leaves: straight to the final phase.
    override package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        setPhase(kind == .cancelled ? .cancelled : .failed, context)
    }

    package func makeSnapshot(title: String, value: String?, now: GestureTime,
                              deadline: GestureTime? = nil, span: Double? = nil,
                              children: [RecognizerSnapshot] = []) -> RecognizerSnapshot {
        let left = deadline.map { max(0, $0 - now) }
        return RecognizerSnapshot(title: title, path: path, phase: phaseKind, isStarted: isStarted,
                                  value: value, timeLeft: phaseKind.isTerminal ? nil : left,
                                  timerSpan: phaseKind.isTerminal ? nil : (left == nil ? nil : span),
                                  children: children)
    }
}

/// Describes a gesture value briefly for overlays: numbers rounded, points as pairs.
package func describeValue(_ value: Any?) -> String? {
    guard let value else { return nil }
    switch value {
    case is Void: return nil
    case let point as CGPoint: return "(\(brief(Double(point.x))), \(brief(Double(point.y))))"
    case let size as CGSize: return "(\(brief(Double(size.width))), \(brief(Double(size.height))))"
    case let number as Double: return formatNumber(number)
    case let number as CGFloat: return formatNumber(Double(number))
    case let custom as CustomStringConvertible: return custom.description
    default: return String(describing: value)
    }
}

/// A number for overlays: a tenth of a point is as fine as a viewer can see.
package func brief(_ value: Double, decimals: Double = 10) -> String {
    formatNumber((value * decimals).rounded() / decimals)
}
