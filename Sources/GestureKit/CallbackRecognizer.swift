/// The node behind every callback modifier (`onChanged`, `onEnded`, `updating`, and our
/// `onStarted` and `onCancelled`): it mirrors its child and queues callbacks on the child's
/// transitions. State resets are queued apart so they run before any callback of the step.
package final class CallbackRecognizer<Value>: PassThroughRecognizer<Value> {
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

    package init(child: Recognizer<Value>, callback: Callback, context: BuildContext) {
        self.callback = callback
        super.init(child: child, context: context)
    }

    override package func didUpdate(from old: GesturePhase<Value>, to new: GesturePhase<Value>, _ context: RecognitionContext) {
        switch (callback, new) {
        case (.changed(let isEqual, let action), .active(let value)):
            if case .active(let previous) = old, isEqual(previous, value) { return }
            context.callbacks.append { action(value) }
        case (.ended(let action), .ended(let value)):
            if old.kind != .ended { context.callbacks.append { action(value) } }
        case (.started(let action), .active(let value)), (.started(let action), .ended(let value)):
            if old.kind == .possible { context.callbacks.append { action(value) } }
        case (.cancelled(let action), .failed), (.cancelled(let action), .cancelled):
            if !old.kind.isTerminal {
                let reason: GestureCancellation = new.kind == .failed ? .failed : .cancelled
                context.callbacks.append { action(reason) }
            }
        case (.updating(_, let body), .active(let value)):
            context.callbacks.append { body(value) }
        case (.updating(let reset, _), .ended), (.updating(let reset, _), .failed), (.updating(let reset, _), .cancelled):
            if !old.kind.isTerminal { context.resets.append(reset) }
        case (.changed, _), (.ended, _), (.started, _), (.cancelled, _), (.updating, _):
            break
        }
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
