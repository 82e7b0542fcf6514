/// The node behind every callback modifier (`onChanged`, `onEnded`, `updating`, and our
/// `onStarted` and `onCancelled`): it mirrors its child and queues callbacks on the child's
/// transitions. State resets are queued apart so they run before any callback of the step.
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
    private let callback: Callback
    private enum Queued { case value(Value), reason(GestureCancellation) }
    private var queued: [Queued] = []
    private var queueStart = 0

    package init(child: Recognizer<Value>, callback: Callback, context: BuildContext) {
        self.callback = callback
        super.init(child: child, context: context)
    }

    override package func didUpdate(from old: GesturePhase<Value>, to new: GesturePhase<Value>, _ context: RecognitionContext) {
        switch (callback, new) {
        case (.changed(let isEqual, _), .active(let value)):
            if case .active(let previous) = old, isEqual(previous, value) { return }
            enqueue(.value(value), context)
        case (.ended, .ended(let value)):
            if old.kind != .ended { enqueue(.value(value), context) }
        case (.started, .active(let value)), (.started, .ended(let value)):
            if old.kind == .possible { enqueue(.value(value), context) }
        case (.cancelled, .failed), (.cancelled, .cancelled):
            if !old.kind.isTerminal { enqueue(.reason(new.kind == .failed ? .failed : .cancelled), context) }
        case (.updating, .active(let value)):
            enqueue(.value(value), context)
        case (.updating, .ended), (.updating, .failed), (.updating, .cancelled):
            if !old.kind.isTerminal { context.resets.append(self) }
        case (.changed, _), (.ended, _), (.started, _), (.cancelled, _), (.updating, _):
            break
        }
    }

    private func enqueue(_ item: Queued, _ context: RecognitionContext) {
        if queueStart == queued.count { queued.removeAll(keepingCapacity: true); queueStart = 0 }
        queued.append(item)
        context.callbacks.append(self)
    }

    override package func reset() {
        super.reset()
        queued.removeAll(keepingCapacity: true)
        queueStart = 0
    }

    package func runNextCallback() {
        guard queueStart < queued.count else { return }
        let item = queued[queueStart]
        queueStart += 1
        switch (callback, item) {
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
        if case .updating(let reset, _) = callback { reset() }
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
