/// The runtime side of a gesture: one node of a live recognizer tree, which receives the touch
/// events routed to it, may own timers, and reports a phase (``GesturePhaseKind``) and, while
/// the phase has one, a value.
///
/// A node's mutable state is two values: ``Status`` (phase, started) here, and the node kind's
/// own `State` struct. A reset is therefore `status = Status()` and `state = State()`: a reused
/// tree cannot drift from a fresh one. (The few buffers kept for their storage, such as a gate's
/// held events or a callback set's queued values, are emptied by the same reset.) Routing is untyped and reports change by its return
/// value: ``receive(_:_:)``, ``fire(upTo:_:)`` and ``terminate(_:_:)`` say whether the node's
/// phase was set (a new value counts), so a parent recombines only when a child changed.
///
/// Nodes are made by ``Gesture/makeRecognizer(_:)`` and driven by a ``GestureEngine`` session;
/// a gesture is single-use, so a finished tree is reset before it serves the next instance.
@usableFromInline
package class AnyRecognizer {
    /// What every node has: its phase, whether it has started receiving events, and whether
    /// its phase was set during the delivery in progress.
    package struct Status {
        package var phase: GesturePhaseKind = .possible
        package var isStarted = false
        var changed = false
        /// The earliest deadline of the node's own timers, nil while none runs: taps and long
        /// presses set it after every event and timer (``setDeadline(_:)``), so that a session
        /// reads it without asking the node.
        package var deadline: GestureTime?
        /// Whether a moved event would change nothing in the node's subtree but where its
        /// touches are, which the subtree then reads from the context when it next needs them
        /// (``RecognitionContext/latestLocation(of:)``): a parent may leave such moves out. Set
        /// by the nodes that know (a pinch waiting for its pair, true from its reset on), by a
        /// simultaneous pair of such nodes and by a wrapper of one; false for every other node.
        package var ignoresMoves = false
    }

    @exclusivity(unchecked) package private(set) var status = Status()
    /// The node's log name (`card#0.first`), nil for nodes that are not shown.
    package let path: String?
    package let attachment: AttachmentIdentity?
    /// The nodes directly below, in composition order (first before second).
    package let children: [AnyRecognizer]
    /// What a drag, magnify or rotate has measured so far; nil for the others. Part of the
    /// primitive's own state, kept by it after every event and reset (``setMeasure(_:)``), so that
    /// observers, which read it on every step, read a stored value rather than ask the node.
    @exclusivity(unchecked) package private(set) final var measure: LivePrimitive.Measure?

    package init(_ context: BuildContext, children: [AnyRecognizer] = [], measure: LivePrimitive.Measure? = nil) {
        path = context.path
        attachment = context.attachment
        self.children = children
        self.measure = measure
    }

    package final var phaseKind: GesturePhaseKind { status.phase }
    /// Whether the phase carries a primitive's value: active or ended (a primitive has none while
    /// possible, failed or cancelled).
    @inline(__always)
    package final var isActiveOrEnded: Bool { status.phase == .active || status.phase == .ended }
    package final var isStarted: Bool { status.isStarted }

    // MARK: Driving a node (final: the same for every kind)

    /// Delivers one event, marking the node started first; true when its phase was set.
    @discardableResult @inline(__always)
    package final func receive(_ event: TouchEvent, _ context: RecognitionContext) -> Bool {
        guard !status.phase.isTerminal else { return false }
        if !status.isStarted { markStarted(context) }
        status.changed = false
        return watched(context) { handle(event, context) }
    }

    /// Whether firing could do anything at `time`: false for a node without children whose own
    /// timers (if any) are not due (every timer of a childless node is its own).
    @inline(__always)
    private final func mayHaveTimersDue(upTo time: GestureTime) -> Bool {
        guard children.isEmpty else { return true }
        guard let deadline = status.deadline else { return false }
        return deadline <= time
    }

    /// Fires every timer of this subtree whose deadline is at or before `time`; true when the
    /// node's phase was set. A childless node whose own deadline has not come is not asked.
    @discardableResult @inline(__always)
    package final func fire(upTo time: GestureTime, _ context: RecognitionContext) -> Bool {
        guard status.isStarted, !status.phase.isTerminal, mayHaveTimersDue(upTo: time) else { return false }
        status.changed = false
        return watched(context) { handleTimers(upTo: time, context) }
    }

    /// Ends a started, unfinished node and its subtree as `failed` or `cancelled`.
    @discardableResult
    package final func terminate(_ kind: GesturePhaseKind, _ context: RecognitionContext) -> Bool {
        guard status.isStarted, !status.phase.isTerminal else { return false }
        status.changed = false
        return watched(context) { handleTermination(kind == .cancelled ? .cancelled : .failed, context) }
    }

    // MARK: Callbacks (a node with callback modifiers)

    /// The callbacks of the modifiers written on this node's gesture (`onChanged`, `onEnded`,
    /// `updating`, …), nil for none: they watch the node's phase changes, so that a callback
    /// modifier adds no node of its own for every event to pass through.
    package final var callbacks: CallbackHook? { callbackOwner }
    /// Keeps the callbacks; `callbackRef` reaches them without counting a reference.
    private final var callbackOwner: CallbackHook?
    @exclusivity(unchecked) private final var callbackRef: Unmanaged<CallbackHook>?

    /// Gives the node its callbacks (once, while the tree is built).
    package final func watch(with callbacks: CallbackHook) {
        precondition(callbackOwner == nil, "a recognizer node has one set of callbacks")
        callbackOwner = callbacks
        callbackRef = .passUnretained(callbacks)
    }

    /// Runs `change` (the node's handling of an event, its timers or its end) and says whether
    /// the node's phase was set; with callbacks, they keep the values they still have to take
    /// before the node changes, and hear of the change after it. Inlined into each caller, with
    /// `change`: a call apart cost more than it saved.
    @inline(__always)
    private final func watched(_ context: RecognitionContext, _ change: () -> Void) -> Bool {
        guard let callbackRef else {
            change()
            return status.changed
        }
        let old = status.phase
        callbackRef._withUnsafeGuaranteedRef { $0.willChange() }
        change()
        if status.changed { callbackRef._withUnsafeGuaranteedRef { $0.didUpdate(from: old, to: status.phase, context) } }
        return status.changed
    }

    /// Marks the node as receiving events (journaled as `· → possible` for named nodes).
    @inline(__always)
    package final func markStarted(_ context: RecognitionContext) {
        guard !status.isStarted else { return }
        status.isStarted = true
        if context.journals { journal(from: nil, to: .possible, context) }
    }

    /// Sets the phase (a new value counts as a change even when the kind stays) and journals a
    /// change of kind for named nodes.
    @inline(__always)
    package final func setPhase(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        let old = status.phase
        status.phase = kind
        status.changed = true
        if old != kind, context.journals { journal(from: old, to: kind, context) }
    }

    /// Journals a change of a named node, for the step's observers of phase changes (apart, so
    /// that the calls above stay small where nobody observes).
    @inline(never)
    private final func journal(from old: GesturePhaseKind?, to kind: GesturePhaseKind, _ context: RecognitionContext) {
        guard let path, let attachment else { return }
        context.journal.append(PhaseChange(time: context.now, shapeID: attachment.shapeID,
                                           attachment: attachment.name, node: path, from: old, to: kind))
    }

    /// Records what the node has measured (drags, magnifies and rotates).
    package final func setMeasure(_ measure: LivePrimitive.Measure) {
        self.measure = measure
    }

    /// Says whether moved events may be left out of this node's subtree (``Status/ignoresMoves``).
    @inline(__always)
    package final func setIgnoresMoves(_ ignores: Bool) {
        status.ignoresMoves = ignores
    }

    /// Records the earliest deadline of the node's own timers (nodes with ``hasTimers``).
    package final func setDeadline(_ deadline: GestureTime?) {
        status.deadline = deadline
    }

    /// Returns this node (not the nodes below it) to the state it was built in: a session resets
    /// every node of its tree this way, in one pass over its list of them, before the tree
    /// serves a new instance.
    @inline(__always)
    package final func reset() {
        status = Status()
        resetState()
        callbackRef?._withUnsafeGuaranteedRef { $0.reset() }
    }

    /// The primitive nodes of this subtree in composition order, for ``LiveAttachment/primitives``.
    package final func collectPrimitives(into list: inout [AnyRecognizer]) {
        if primitiveKind != nil { list.append(self) }
        for child in children { child.collectPrimitives(into: &list) }
    }

    // MARK: What each kind of node says for itself

    /// Handles one event (the node is started and not final).
    package func handle(_ event: TouchEvent, _ context: RecognitionContext) {}
    /// Fires the node's due timers; nodes without timers pass the call to their children.
    package func handleTimers(upTo time: GestureTime, _ context: RecognitionContext) {}
    /// Ends the node as `kind` (`failed` or `cancelled`); a leaf goes straight there.
    package func handleTermination(_ kind: GesturePhaseKind, _ context: RecognitionContext) {
        setPhase(kind, context)
    }
    /// Puts the node kind's own state back to a fresh value: `state = State()`.
    package func resetState() {}
    /// Whether this node kind has timers of its own (taps and long presses), which it reports
    /// with ``setDeadline(_:)``.
    package var hasTimers: Bool { false }
    /// The node's line in overlays and logs, with its children's below.
    package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        RecognizerSnapshot(title: String(describing: type(of: self)), path: path, phase: status.phase,
                           isStarted: status.isStarted, value: nil, timeLeft: nil, timerSpan: nil,
                           children: children.map { $0.snapshot(now: now) })
    }
    /// The kind of primitive this node is; nil for combinators and modifiers.
    package var primitiveKind: LivePrimitive.Kind? { nil }

    /// A snapshot line for this node: its title, value, and a timer with its whole span.
    package final func makeSnapshot(title: String, value: String?, now: GestureTime, timer: NodeTimer? = nil,
                                    children: [RecognizerSnapshot] = []) -> RecognizerSnapshot {
        let running = status.phase.isTerminal ? nil : timer?.deadline
        return RecognizerSnapshot(title: title, path: path, phase: status.phase, isStarted: status.isStarted,
                                  value: value, timeLeft: running.map { max(0, $0 - now) },
                                  timerSpan: running == nil ? nil : timer?.span, children: children)
    }
}

/// A node with a typed value. Values leave a node one way, ``withValue(_:)``, which hands the
/// current value to a closure: primitives make theirs from their state, combinators and
/// modifiers from their children's, only when asked (by a callback, a parent, a snapshot).
@usableFromInline
package class Recognizer<Value>: AnyRecognizer {
    /// Calls `body` with the current phase's value; false (and no call) when it has none: once
    /// failed or cancelled, and for a `possible` phase without one.
    @usableFromInline
    package func withValue(_ body: (Value) -> Void) -> Bool { false }

    /// The current value (the same ``withValue(_:)``, kept). Inlinable, so that where `Value` is
    /// known the optional costs no run-time metadata.
    @inlinable
    package final var value: Value? {
        var result: Value?
        _ = withValue { result = $0 }
        return result
    }
}
