/// The node behind every callback modifier (`onChanged`, `onEnded`, `updating`, and our
/// `onStarted` and `onCancelled`): it mirrors its child and queues callbacks on the child's
/// transitions. A chain of callback modifiers shares one node, its callbacks kept in the order
/// they were written (inner first), as nested nodes would run them. State resets are queued
/// apart so they run before any callback of the step.
package final class CallbackRecognizer<Value>: PassThroughRecognizer<Value>, PendingCallbacks {
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
        case updating(reset: () -> Void, body: (Value) -> Void)
    }
    /// The callbacks, in the order they were written, with their values passed by address so
    /// that this node's per-event work needs no generic containers.
    @exclusivity(unchecked) private var entries: [CallbackEntry] = []
    /// The queued calls in order; value callbacks take the next of `queuedValues`.
    @exclusivity(unchecked) private var queued: [QueuedCall] = []
    @exclusivity(unchecked) private var queueStart = 0
    private let queuedValues = ValueQueue<Value>()
    @exclusivity(unchecked) private var queuedResets: [Int] = []
    @exclusivity(unchecked) private var resetStart = 0
    /// The value of the latest active phase, for `onChanged`'s comparison.
    private let lastActive = ValueSlot<Value>()
    /// This step's value, made (for a combinator: assembled from its children) at most once.
    private let current = ValueSlot<Value>()
    @exclusivity(unchecked) private var hasChangedCallback = false

    package init(child: Recognizer<Value>, callback: Callback, context: BuildContext) {
        super.init(child: child, context: context)
        append(callback)
    }

    /// Adds the callback of a modifier written after the ones this node has.
    package func append(_ callback: Callback) {
        func typed(_ pointer: UnsafeRawPointer) -> Value { pointer.assumingMemoryBound(to: Value.self).pointee }
        switch callback {
        case .changed(let isEqual, let action):
            hasChangedCallback = true
            entries.append(CallbackEntry(kind: .changed, run: { action(typed($0)) },
                                         isEqual: { isEqual(typed($0), typed($1)) }))
        case .ended(let action):
            entries.append(CallbackEntry(kind: .ended, run: { action(typed($0)) }))
        case .started(let action):
            entries.append(CallbackEntry(kind: .started, run: { action(typed($0)) }))
        case .cancelled(let action):
            entries.append(CallbackEntry(kind: .cancelled, cancel: action))
        case .updating(let reset, let body):
            entries.append(CallbackEntry(kind: .updating, run: { body(typed($0)) }, reset: reset))
        }
    }

    override package func didUpdate(from old: GesturePhaseKind, _ context: RecognitionContext) {
        let new = phaseKind
        var fetched = false
        for index in 0..<entries.count {
            switch entries[index].kind {
            case .changed:
                guard new == .active, hasValue(&fetched) else { continue }
                if old == .active, lastActive.isSet,
                   entries[index].isEqual!(UnsafeRawPointer(lastActive.pointer), UnsafeRawPointer(current.pointer)) {
                    continue
                }
                enqueue(index, context)
            case .ended:
                guard new == .ended, old != .ended, hasValue(&fetched) else { continue }
                enqueue(index, context)
            case .started:
                guard new == .active || new == .ended, old == .possible, hasValue(&fetched) else { continue }
                enqueue(index, context)
            case .cancelled:
                guard new == .failed || new == .cancelled, !old.isTerminal else { continue }
                queue(QueuedCall(entry: index, reason: new == .failed ? .failed : .cancelled), context)
            case .updating:
                if new == .active, hasValue(&fetched) {
                    enqueue(index, context)
                } else if new.isTerminal && !old.isTerminal {
                    if resetStart == queuedResets.count { queuedResets.removeAll(keepingCapacity: true); resetStart = 0 }
                    queuedResets.append(index)
                    context.resets.append(self)
                }
            }
        }
        if hasChangedCallback && new == .active && hasValue(&fetched) { lastActive.set(current.value) }
        current.clear()
    }

    /// Whether the current phase has a value, loading it from the child the first time a
    /// step asks (`fetched` is the step's own flag, passed in so that no closure captures it).
    private func hasValue(_ fetched: inout Bool) -> Bool {
        if !fetched {
            fetched = true
            current.load { child.loadValue(into: $0) }
        }
        return current.isSet
    }

    /// Queues a value callback with this step's value.
    private func enqueue(_ entry: Int, _ context: RecognitionContext) {
        queuedValues.append(current.value)
        queue(QueuedCall(entry: entry, reason: nil), context)
    }

    /// Queues a call, reusing the queue's storage once everything before it has run.
    private func queue(_ call: QueuedCall, _ context: RecognitionContext) {
        if queueStart == queued.count { queued.removeAll(keepingCapacity: true); queueStart = 0 }
        queued.append(call)
        context.callbacks.append(self)
    }

    override package func reset() {
        super.reset()
        queued.removeAll(keepingCapacity: true)
        queueStart = 0
        queuedValues.removeAll()
        queuedResets.removeAll(keepingCapacity: true)
        resetStart = 0
        lastActive.clear()
        current.clear()
    }

    package func runNextCallback() {
        guard queueStart < queued.count else { return }
        let call = queued[queueStart]
        queueStart += 1
        let entry = entries[call.entry]
        if let reason = call.reason {
            entry.cancel?(reason)
            return
        }
        // Moved out before the call: a callback that causes more recognition may queue again.
        let value = queuedValues.popFront()
        withUnsafePointer(to: value) { entry.run?(UnsafeRawPointer($0)) }
    }

    package func runNextReset() {
        guard resetStart < queuedResets.count else { return }
        let index = queuedResets[resetStart]
        resetStart += 1
        entries[index].reset?()
    }
}

/// One callback of a ``CallbackRecognizer``, its value passed by address (the node's type).
private struct CallbackEntry {
    enum Kind { case changed, ended, started, cancelled, updating }
    var kind: Kind
    /// Runs a value callback (all but `cancelled`).
    var run: ((UnsafeRawPointer) -> Void)?
    /// `onChanged`'s equality of two values.
    var isEqual: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?
    /// `onCancelled`'s action.
    var cancel: ((GestureCancellation) -> Void)?
    /// `updating`'s state reset.
    var reset: (() -> Void)?
}

/// A queued callback call: the entry, and for `onCancelled` the reason.
private struct QueuedCall {
    var entry: Int
    var reason: GestureCancellation?
}

/// Why a gesture stopped without success, for ``Gesture/onCancelled(perform:)``.
public enum GestureCancellation: String, Sendable, Equatable {
    /// The input did not match: released too early, moved too far, timed out, or another
    /// gesture won.
    case failed
    /// The input went away: a touch was cancelled, or the window lost focus.
    case cancelled
}
