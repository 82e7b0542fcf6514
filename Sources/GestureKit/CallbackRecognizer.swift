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
    private var callbacks: [Callback]
    /// The queued calls in order: which callback, and for `onCancelled` the reason; the others
    /// take the next of `queuedValues`. Kept apart so the queue itself is not generic.
    private var queued: [(callback: Int, reason: GestureCancellation?)] = []
    private var queueStart = 0
    private var queuedValues: [Value] = []
    private var valueStart = 0
    private var queuedResets: [Int] = []
    private var resetStart = 0
    /// The value of the latest active phase, for `onChanged`'s comparison.
    private var lastActiveValue: Value?
    private var hasChangedCallback: Bool

    package init(child: Recognizer<Value>, callback: Callback, context: BuildContext) {
        self.callbacks = [callback]
        if case .changed = callback { hasChangedCallback = true } else { hasChangedCallback = false }
        super.init(child: child, context: context)
    }

    /// Adds the callback of a modifier written after the ones this node has.
    package func append(_ callback: Callback) {
        callbacks.append(callback)
        if case .changed = callback { hasChangedCallback = true }
    }

    override package func didUpdate(from old: GesturePhaseKind, _ context: RecognitionContext) {
        let new = phaseKind
        // The value is made (for a combinator: assembled from its children) at most once.
        var current: Value?
        var fetched = false
        func currentValue() -> Value? {
            if !fetched { current = value; fetched = true }
            return current
        }
        for index in callbacks.indices {
            switch callbacks[index] {
            case .changed(let isEqual, _):
                guard new == .active, let value = currentValue() else { continue }
                if old == .active, let previous = lastActiveValue, isEqual(previous, value) { continue }
                enqueue(index, value, context)
            case .ended:
                guard new == .ended, old != .ended, let value = currentValue() else { continue }
                enqueue(index, value, context)
            case .started:
                guard new == .active || new == .ended, old == .possible, let value = currentValue() else { continue }
                enqueue(index, value, context)
            case .cancelled:
                guard new == .failed || new == .cancelled, !old.isTerminal else { continue }
                if queueStart == queued.count { queued.removeAll(keepingCapacity: true); queueStart = 0 }
                queued.append((index, new == .failed ? .failed : .cancelled))
                context.callbacks.append(self)
            case .updating:
                if new == .active, let value = currentValue() {
                    enqueue(index, value, context)
                } else if new.isTerminal && !old.isTerminal {
                    if resetStart == queuedResets.count { queuedResets.removeAll(keepingCapacity: true); resetStart = 0 }
                    queuedResets.append(index)
                    context.resets.append(self)
                }
            }
        }
        if hasChangedCallback && new == .active { lastActiveValue = currentValue() }
    }

    private func enqueue(_ callback: Int, _ value: Value, _ context: RecognitionContext) {
        if queueStart == queued.count { queued.removeAll(keepingCapacity: true); queueStart = 0 }
        if valueStart == queuedValues.count { queuedValues.removeAll(keepingCapacity: true); valueStart = 0 }
        queued.append((callback, nil))
        queuedValues.append(value)
        context.callbacks.append(self)
    }

    override package func reset() {
        super.reset()
        queued.removeAll(keepingCapacity: true)
        queueStart = 0
        queuedValues.removeAll(keepingCapacity: true)
        valueStart = 0
        queuedResets.removeAll(keepingCapacity: true)
        resetStart = 0
        lastActiveValue = nil
    }

    package func runNextCallback() {
        guard queueStart < queued.count else { return }
        let (index, reason) = queued[queueStart]
        queueStart += 1
        if let reason {
            if case .cancelled(let action) = callbacks[index] { action(reason) }
            return
        }
        let value = queuedValues[valueStart]
        valueStart += 1
        switch callbacks[index] {
        case .changed(_, let action), .ended(let action), .started(let action), .updating(_, let action):
            action(value)
        case .cancelled:
            break
        }
    }

    package func runNextReset() {
        guard resetStart < queuedResets.count else { return }
        let index = queuedResets[resetStart]
        resetStart += 1
        if case .updating(let reset, _) = callbacks[index] { reset() }
    }
}

/// Why a gesture stopped without success, for ``Gesture/onCancelled(perform:)``.
public enum GestureCancellation: String, Sendable, Equatable {
    /// The input did not match: released too early, moved too far, timed out, or another
    /// gesture won.
    case failed
    /// The input went away: a touch was cancelled, or the window lost focus.
    case cancelled
}
