/// Runs `body`, animating its changes, then `completion` once the animation has ended (on the
/// simulation clock): SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) { offset = 300 } completion: { cards.removeFirst() }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let seconds = animation.map { Animator.length(of: $0) } ?? 0
    // An animation that repeats for ever never completes.
    guard seconds.isFinite else { return result }
    if let host = HostContext.current?.host {
        _ = host.scheduleTimer(after: seconds, repeats: false) { completion() }
    } else {
        completion()
    }
    return result
}

/// When an animation counts as complete.
public struct AnimationCompletionCriteria: Sendable, Equatable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}
