/// What a node with callback modifiers hears of its phase changes (its ``CallbackSet``): the
/// non-generic side, which the node reaches on every event without knowing the value type.
package class CallbackHook {
    /// Value callbacks queued after those with a kept value (``CallbackSet``'s `queuedValues`)
    /// that take the node's current value when they run: the node has not changed since they
    /// were queued, and an active or ended node always has a value, made only once, straight
    /// into the callback. Before the node changes again they are kept as values.
    @exclusivity(unchecked) final var valuesToTake = 0
    /// The set's number in its tree's context, for the tree's lifetime (a tree always runs with
    /// its session's context), so not reset.
    @exclusivity(unchecked) final var contextNumber = -1

    /// Before the node changes: the values still to take are this step's, so they are kept.
    @inline(__always)
    final func willChange() {
        if valuesToTake > 0 { keepValuesToTake() }
    }

    func keepValuesToTake() {}
    /// After the node's phase was set (a new value counts): queues the callbacks the change runs.
    func didUpdate(from old: GesturePhaseKind, to new: GesturePhaseKind, _ context: RecognitionContext) {}
    /// Runs one callback queued in the context (``RecognitionContext/callbacks``), with its value
    /// or, for `onCancelled`, the reason.
    package func runCallback(entry: Int, reason: GestureCancellation?) {}
    /// Runs one state reset queued in the context (``RecognitionContext/resets``).
    package func runReset(entry: Int) {}
    /// Empties what the set keeps between steps, for a tree that serves a new instance.
    func reset() { valuesToTake = 0 }
}

/// The callbacks of every callback modifier on one gesture (`onChanged`, `onEnded`, `updating`,
/// and our `onStarted` and `onCancelled`), carried by the gesture's node and told of its phase
/// changes (``AnyRecognizer/watch(with:)``): they run on its transitions, in the order they were
/// written (inner first), as nested modifiers would run them. A callback modifier adds no node:
/// the node's phase, value and place in the tree are the gesture's own. State resets are queued
/// apart so they run before any callback of the step.
///
/// ```swift
/// DragGesture().updating($offset) { value, state, _ in state = value.translation }
///     .onEnded { value in print(value.translation) }   // one set of two callbacks on the drag
/// ```
package final class CallbackSet<Value>: CallbackHook {
    package enum Callback {
        /// Runs when the value changed while active (the first active value counts as a change).
        case changed(isEqual: (Value, Value) -> Bool, action: (Value) -> Void)
        /// Runs once on success.
        case ended((Value) -> Void)
        /// Runs once, when the gesture is recognised (becomes active, or ends at once).
        case started((Value) -> Void)
        /// Runs once when a gesture that began receiving events stops without success.
        case cancelled((GestureCancellation) -> Void)
        /// Runs on every step while active; the state resets on any final phase.
        case updating(reset: () -> Void, action: ValueAction<Value>)
    }

    /// The node watched, unretained: it keeps this set, so it outlives it (a strong reference
    /// would be a cycle; an unowned one is counted at every read).
    private let nodeRef: Unmanaged<Recognizer<Value>>
    /// The callbacks, in the order they were written.
    @exclusivity(unchecked) private var entries: [CallbackEntry] = []
    @exclusivity(unchecked) private var hasChangedCallback = false
    /// Whether any entry is an `updating` (whose state resets at the end) or an `onCancelled`:
    /// most sets have neither, and their final phases then look through no entry for them.
    @exclusivity(unchecked) private var hasUpdating = false
    @exclusivity(unchecked) private var hasCancelled = false
    /// The entries that run on every step while the node stays active (`onChanged` and
    /// `updating`), in order: the change nearly every event makes, looked up without a scan.
    @exclusivity(unchecked) private var whileActive: [Int] = []
    // Storage rather than a `State` value: a fresh slot or queue would allocate on every reset.
    // `reset()` empties both; their capacity is kept.
    /// The value of the latest active phase, for `onChanged`'s comparison.
    private let lastActive = ValueSlot<Value>()
    /// The values of the value callbacks queued in the step's context, in the same order:
    /// storage, emptied as they run and on reset. A value goes here only when it must be kept:
    /// for `onChanged`, which compares each value with the last, or when the node changes again
    /// before the step's callbacks run (a gate replaying held events). The callbacks queued after
    /// them take the node's current value (``CallbackHook/valuesToTake``).
    private let queuedValues = ValueQueue<Value>()
    /// Whether `lastActive` or `queuedValues` may hold something since the last reset (set
    /// wherever they are given a value).
    @exclusivity(unchecked) private var mayKeepValues = false

    private init(node: Recognizer<Value>) {
        nodeRef = .passUnretained(node)
    }

    /// Calls `body` with the node's value (see ``Recognizer/withValue(_:)``).
    @inline(__always)
    private func withValue(_ body: (Value) -> Void) -> Bool {
        nodeRef._withUnsafeGuaranteedRef { $0.withValue(body) }
    }

    /// Adds `callback` to the callbacks of `node`, giving it a set first if it has none.
    package static func add(_ callback: Callback, to node: Recognizer<Value>) {
        if let existing = node.callbacks {
            unsafeDowncast(existing, to: CallbackSet<Value>.self).append(callback)
        } else {
            let set = CallbackSet(node: node)
            set.append(callback)
            node.watch(with: set)
        }
    }

    /// Adds the callback of a modifier written after the ones this set has.
    private func append(_ callback: Callback) {
        switch callback {
        case .changed(let isEqual, let action):
            hasChangedCallback = true
            whileActive.append(entries.count)
            entries.append(CallbackEntry(kind: .changed, action: ClosureAction(action), isEqual: Equality(isEqual)))
        case .ended(let action):
            entries.append(CallbackEntry(kind: .ended, action: ClosureAction(action)))
        case .started(let action):
            entries.append(CallbackEntry(kind: .started, action: ClosureAction(action)))
        case .cancelled(let action):
            hasCancelled = true
            entries.append(CallbackEntry(kind: .cancelled, cancel: action))
        case .updating(let reset, let action):
            hasUpdating = true
            whileActive.append(entries.count)
            entries.append(CallbackEntry(kind: .updating, action: action, reset: reset))
        }
    }

    override func reset() {
        // Most sets have nothing to empty: the slot and the queue, objects of their own (and
        // cold in a tree not used for a while), are looked at only after something was kept.
        if mayKeepValues {
            if lastActive.isSet { lastActive.clear() }
            if !queuedValues.isEmpty { queuedValues.removeAll() }
            mayKeepValues = false
        }
        valuesToTake = 0
    }

    override func keepValuesToTake() {
        mayKeepValues = true
        let count = valuesToTake
        valuesToTake = 0
        let kept = withValue { value in
            for _ in 0..<count { queuedValues.append(value) }
        }
        assert(kept, "an active or ended node has a value")
    }

    override func didUpdate(from old: GesturePhaseKind, to new: GesturePhaseKind, _ context: RecognitionContext) {
        if old == .active && new == .active && !hasChangedCallback {
            let number = context.number(of: self)
            for position in whileActive.indices {
                valuesToTake += 1
                context.callbacks.append(QueuedWork(node: number, entry: whileActive[position], reason: nil))
            }
            return
        }
        if hasUpdating && new.isTerminal && !old.isTerminal {
            for index in entries.indices where entries[index].kind == .updating {
                context.resets.append(QueuedWork(node: context.number(of: self), entry: index, reason: nil))
            }
        }
        switch new {
        case .failed, .cancelled:
            guard hasCancelled && !old.isTerminal else { return }
            for index in entries.indices where entries[index].kind == .cancelled {
                context.callbacks.append(QueuedWork(node: context.number(of: self), entry: index,
                                                    reason: new == .failed ? .failed : .cancelled))
            }
        case .active, .ended:
            if hasChangedCallback {
                // onChanged compares each value with the last: values are made as they come.
                _ = withValue { value in queueValueCallbacks(from: old, to: new, value, context) }
            } else {
                let number = context.number(of: self)
                for index in entries.indices where Self.runs(entries[index].kind, from: old, to: new) {
                    valuesToTake += 1
                    context.callbacks.append(QueuedWork(node: number, entry: index, reason: nil))
                }
            }
        case .possible:
            return
        }
    }

    /// Whether a value callback of this kind runs for a change from `old` to `new` (`onChanged`
    /// also compares the values).
    private static func runs(_ kind: CallbackEntry.Kind, from old: GesturePhaseKind, to new: GesturePhaseKind) -> Bool {
        switch kind {
        case .changed, .updating: new == .active
        case .ended: new == .ended && old != .ended
        case .started: old == .possible
        case .cancelled: false
        }
    }

    /// Queues the callbacks that take this step's value, with the value, in the order they were
    /// written (a node with `onChanged`).
    private func queueValueCallbacks(from old: GesturePhaseKind, to new: GesturePhaseKind, _ value: Value,
                                     _ context: RecognitionContext) {
        mayKeepValues = true
        for index in entries.indices where Self.runs(entries[index].kind, from: old, to: new) {
            if entries[index].kind == .changed, old == .active, lastActive.isSet,
               unsafeDowncast(entries[index].isEqual!, to: Equality<Value>.self).isEqual(lastActive.value, value) { continue }
            queuedValues.append(value)
            context.callbacks.append(QueuedWork(node: context.number(of: self), entry: index, reason: nil))
        }
        if new == .active { lastActive.set(value) }
    }

    override package func runCallback(entry: Int, reason: GestureCancellation?) {
        if let reason {
            entries[entry].cancel?(reason)
            return
        }
        // The entry keeps the action (entries change only while the node is built).
        let action = Unmanaged.passUnretained(entries[entry].action!)
        if !queuedValues.isEmpty {
            // Moved out before the call: a callback that causes more recognition may queue again.
            let value = queuedValues.popFront()
            action._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueAction<Value>.self).run(value) }
        } else {
            valuesToTake -= 1
            let ran = withValue { value in
                action._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueAction<Value>.self).run(value) }
            }
            assert(ran, "an active or ended node has a value")
        }
    }

    override package func runReset(entry: Int) {
        entries[entry].reset?()
    }
}

/// One callback of a ``CallbackSet``. The entries are a non-generic list (an array of
/// a type generic in `Value` would cost a metadata lookup per access in the node's
/// unspecialised code); the set, which knows `Value`, casts the typed parts back unchecked.
private struct CallbackEntry {
    enum Kind { case changed, ended, started, cancelled, updating }
    var kind: Kind
    /// A `ValueAction<Value>`: a value callback (all but `cancelled`).
    var action: AnyObject?
    /// An `Equality<Value>`: `onChanged`'s equality of two values.
    var isEqual: AnyObject?
    /// `onCancelled`'s action.
    var cancel: ((GestureCancellation) -> Void)?
    /// `updating`'s state reset.
    var reset: (() -> Void)?
}

/// A value callback of a ``CallbackSet``: a closure (``ClosureAction``), or a kind of
/// callback that runs its own way (a gesture state's update). A class, so that the set's
/// non-generic entry list holds it and one dynamic call runs it.
package class ValueAction<Value> {
    /// Runs the callback with the gesture's value.
    package func run(_ value: Value) {}
}

/// A callback that is a closure (`onChanged`, `onEnded`, `onStarted`).
private final class ClosureAction<Value>: ValueAction<Value> {
    let body: (Value) -> Void
    init(_ body: @escaping (Value) -> Void) { self.body = body }
    override func run(_ value: Value) { body(value) }
}

/// `onChanged`'s equality, boxed for ``CallbackEntry``.
private final class Equality<Value> {
    let isEqual: (Value, Value) -> Bool
    init(_ isEqual: @escaping (Value, Value) -> Bool) { self.isEqual = isEqual }
}

/// Why a gesture stopped without success, for ``Gesture/onCancelled(perform:)``.
public enum GestureCancellation: String, Sendable, Equatable {
    /// The input did not match: released too early, moved too far, timed out, or another
    /// gesture won.
    case failed
    /// The input went away: a touch was cancelled, or the window lost focus.
    case cancelled
}
