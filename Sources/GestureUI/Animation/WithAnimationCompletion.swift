/// Runs `body`, animating its changes, then `completion` once the animation has ended (on the
/// simulation clock): SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) { offset = 300 } completion: { cards.removeFirst() }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    runWhenEnded(animation, completion)
    return result
}

/// Runs `completion` once `animation`, started now, has ended on the host's clock (at once
/// without a host; never for one that repeats for ever).
func runWhenEnded(_ animation: Animation?, _ completion: @escaping () -> Void) {
    let seconds = animation.map { Animator.length(of: $0) } ?? 0
    guard seconds.isFinite else { return }
    if let host = HostContext.current?.host {
        _ = host.scheduleTimer(after: seconds, repeats: false) { completion() }
    } else {
        completion()
    }
}

extension Transaction {
    /// Adds code to run once the animations this transaction starts have ended, as SwiftUI's
    /// `addAnimationCompletion(criteria:_:)` does: `withTransaction` with it runs the code on
    /// the simulation clock, as `withAnimation`'s completion. (One added inside a
    /// `.transaction { … }` modifier is not run.)
    ///
    /// ```swift
    /// var transaction = Transaction(animation: .easeOut(duration: 0.3))
    /// transaction.addAnimationCompletion { cards.removeFirst() }
    /// withTransaction(transaction) { offset = 300 }
    /// ```
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        animationCompletions.append(AnimationCompletionAction(completion))
    }
}

/// When an animation counts as complete.
public struct AnimationCompletionCriteria: Sendable, Equatable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
