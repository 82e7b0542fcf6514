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
    private enum Payload { case value(Value), reason(GestureCancellation) }
    private var queued: [(callback: Int, payload: Payload)] = []
    private var queueStart = 0
    private var queuedResets: [Int] = []
    private var resetStart = 0

    package init(child: Recognizer<Value>, callback: Callback, context: BuildContext) {
        self.callbacks = [callback]
        super.init(child: child, context: context)
    }

    /// Adds the callback of a modifier written after the ones this node has.
    package func append(_ callback: Callback) { callbacks.append(callback) }

    override package func didUpdate(from old: GesturePhase<Value>, to new: GesturePhase<Value>, _ context: RecognitionContext) {
        for index in callbacks.indices {
            switch (callbacks[index], new) {
            case (.changed(let isEqual, _), .active(let value)):
                if case .active(let previous) = old, isEqual(previous, value) { continue }
                enqueue(index, .value(value), context)
            case (.ended, .ended(let value)):
                if old.kind != .ended { enqueue(index, .value(value), context) }
            case (.started, .active(let value)), (.started, .ended(let value)):
                if old.kind == .possible { enqueue(index, .value(value), context) }
            case (.cancelled, .failed), (.cancelled, .cancelled):
                if !old.kind.isTerminal { enqueue(index, .reason(new.kind == .failed ? .failed : .cancelled), context) }
            case (.updating, .active(let value)):
                enqueue(index, .value(value), context)
            case (.updating, .ended), (.updating, .failed), (.updating, .cancelled):
                if !old.kind.isTerminal {
                    if resetStart == queuedResets.count { queuedResets.removeAll(keepingCapacity: true); resetStart = 0 }
                    queuedResets.append(index)
                    context.resets.append(self)
                }
            case (.changed, _), (.ended, _), (.started, _), (.cancelled, _), (.updating, _):
                break
            }
        }
    }

    private func enqueue(_ callback: Int, _ payload: Payload, _ context: RecognitionContext) {
        if queueStart == queued.count { queued.removeAll(keepingCapacity: true); queueStart = 0 }
        queued.append((callback, payload))
        context.callbacks.append(self)
    }

    override package func reset() {
        super.reset()
        queued.removeAll(keepingCapacity: true)
        queueStart = 0
        queuedResets.removeAll(keepingCapacity: true)
        resetStart = 0
    }

    package func runNextCallback() {
        guard queueStart < queued.count else { return }
        let (index, payload) = queued[queueStart]
        queueStart += 1
        switch (callbacks[index], payload) {
        case (.changed(_, let action), .value(let value)), (.ended(let action), .value(let value)),
             (.started(let action), .value(let value)), (.updating(_, let action), .value(let value)):
            action(value)
        case (.cancelled(let action), .reason(let reason)):
            action(reason)
        default:
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
