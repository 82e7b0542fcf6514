/// The transaction of the changes being made now: `withAnimation` sets it for its body.
extension Transaction {
    @TaskLocal static var currentAnimation: Animation?? = nil

    /// The transaction a state change made here carries.
    static var current: Transaction {
        var transaction = Transaction()
        if case .some(let animation) = currentAnimation { transaction.animation = animation }
        return transaction
    }
}

/// Runs `body` and animates the state changes it makes with `animation` (SwiftUI's
/// `withAnimation`); `nil` makes them without animation.
///
/// ```swift
/// .onEnded { _ in withAnimation(.spring()) { offset = .zero } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$currentAnimation.withValue(.some(animation)) { try body() }
}

/// Runs `body` with the state changes it makes carrying `transaction`; the completions added
/// to it run once its animation has ended.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let animation = transaction.disablesAnimations ? nil : transaction.animation
    let result = try Transaction.$currentAnimation.withValue(.some(animation)) { try body() }
    for completion in transaction.animationCompletions { runWhenEnded(animation, completion.run) }
    return result
}
