/// Runs its content through a sequence of phases, each change animated: SwiftUI's
/// `PhaseAnimator` (iOS 17). Without a trigger it starts at the first phase and moves on to the
/// next as soon as the animation to the current one has finished, round and round; with a
/// trigger it goes through the phases once each time the trigger changes, back to the first.
/// Each step animates with `animation(phase)` for the phase it moves to, on the simulation
/// clock.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .phaseAnimator([1.0, 1.3]) { heart, scale in heart.scaleEffect(scale) }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let trigger: AnyHashable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    public typealias Body = Never

    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }
    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.phases = Array(phases)
        self.trigger = AnyHashable(TriggerBox(trigger))
        self.content = content
        self.animation = animation
    }

    /// Which phase shows, and the step waiting to run.
    final class Progress {
        var index = 0
        var timer: Int?
        /// Steps left before a triggered run is over (nil: cycling for ever).
        var stepsLeft: Int?
        var lastTrigger: AnyHashable?
        /// Whether the next step starts at once (at the first appearance, at a trigger's change)
        /// rather than after the animation to the shown phase.
        var startsNow = true
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let host = context.host
        let progress = host.internalState(at: context.key) { Progress() }
        let count = phases.count
        if count > 1 {
            if let trigger {
                if let last = progress.lastTrigger, last != trigger, progress.stepsLeft == nil {
                    progress.stepsLeft = count
                    progress.startsNow = true
                }
                progress.lastTrigger = trigger
            }
            let running = trigger == nil || (progress.stepsLeft ?? 0) > 0
            if running, progress.timer == nil {
                let current = phases[progress.index]
                // The animation to the shown phase finishes before the next step.
                let wait = progress.startsNow ? 0 : (animation(current).map { Animator.length(of: $0) } ?? 0)
                progress.startsNow = false
                let phases = phases, animation = animation
                weak let weakHost = host
                progress.timer = host.scheduleTimer(after: wait.isFinite ? wait : 1, repeats: false) {
                    progress.timer = nil
                    guard let host = weakHost else { return }
                    let next = (progress.index + 1) % count
                    if let left = progress.stepsLeft { progress.stepsLeft = left - 1 > 0 ? left - 1 : nil }
                    host.willChange(transaction: Transaction(animation: animation(phases[next])))
                    progress.index = next
                    host.invalidate()
                }
            }
        }
        let phase = phases.isEmpty ? nil : phases[min(progress.index, count - 1)]
        guard let phase else { return }
        context.child(.index(0)).resolve(context.tracking { content(phase) }, into: &nodes)
    }
}

/// A trigger value of any equatable type, made hashable by its description and equality.
struct TriggerBox: Hashable {
    let value: Any
    let isEqual: (Any) -> Bool
    let text: String
    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
        text = String(describing: value)
    }
    static func == (lhs: TriggerBox, rhs: TriggerBox) -> Bool { lhs.isEqual(rhs.value) }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is applied to, as its closure gets it.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: some View { content }
}

extension View {
    /// Runs the view through `phases` round and round (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable, V: View, S: Sequence>(
        _ phases: S, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where S.Element == Phase {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
    /// Runs the view through `phases` once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, V: View, S: Sequence, T: Equatable>(
        _ phases: S, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where S.Element == Phase {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
