/// What a host's updates have done, counted since it was made: the passes, the bodies evaluated,
/// the nodes made, the nodes the scene's shapes were synced from, and (when the host is given a
/// clock, ``ViewHost/statsClock``) the nanoseconds spent in each phase. Benches and tests read it
/// to see what an update costs and where; the views never do.
///
/// ```swift
/// let before = host.stats
/// host.update()
/// print(host.stats.bodies - before.bodies)   // bodies this update evaluated
/// ```
public struct UpdateStats: Sendable, Equatable {
    /// Passes made (an update makes more than one when a body changed state while evaluated).
    public var passes = 0
    /// Passes that started at the dirty views instead of the root (``ViewHost``).
    public var incrementalPasses = 0
    public var bodies = 0
    /// User views handed back from their caches instead of evaluated (``ViewHost/reusesViews``).
    public var reused = 0
    /// Nodes made while resolving the views (the tree an update lays out is made of them).
    public var nodesMade = 0
    /// Nodes the scene's shapes were brought in step with.
    public var nodesSynced = 0
    /// Nanoseconds resolving the views (bodies, nodes).
    public var resolveNanoseconds: UInt64 = 0
    /// Nanoseconds laying them out (with readers' and lazy stacks' content built after layout).
    public var layoutNanoseconds: UInt64 = 0
    /// Nanoseconds bringing the scene's shapes in step.
    public var shapesNanoseconds: UInt64 = 0
    /// Nanoseconds in the rest: animations, transitions, dropping what left, lifecycle actions.
    public var restNanoseconds: UInt64 = 0

    public init() {}
}
