/// The phase of a two-gesture combination as one pure function of its children's phases: one
/// rule per combinator, as OpenSwiftUI keeps `SimultaneousPhase` and `ExclusivePhase`, each
/// tested as a table of every pair of phases (`CompositionPhaseTests`).
///
/// ```swift
/// CompositionPhase.simultaneous.combine(.ended, .failed)   // .ended: one side succeeded
/// CompositionPhase.exclusive.combine(.failed, .active)     // .active: the second took over
/// CompositionPhase.sequence.combine(.ended, .possible)     // .active: the first is done
/// ```
package enum CompositionPhase: Sendable {
    /// `simultaneously(with:)`: active while either is; ended once both are final and one
    /// ended; cancelled or failed when both stopped without success.
    case simultaneous
    /// `exclusively(before:)`: the first's phase until it fails, then the second's.
    case exclusive
    /// `sequenced(before:)`: the first's phase until it ends; then active while the second runs,
    /// and the second's outcome.
    case sequence

    /// The combination's phase for its children's phases.
    package func combine(_ first: GesturePhaseKind, _ second: GesturePhaseKind) -> GesturePhaseKind {
        switch self {
        case .simultaneous:
            switch (first, second) {
            case (.ended, .ended), (.ended, .failed), (.ended, .cancelled), (.failed, .ended), (.cancelled, .ended):
                return .ended
            case (.cancelled, .cancelled), (.cancelled, .failed), (.failed, .cancelled):
                return .cancelled
            case (.failed, .failed):
                return .failed
            case (.active, _), (_, .active), (.ended, .possible), (.possible, .ended):
                return .active
            case (.possible, .possible), (.possible, .failed), (.possible, .cancelled), (.failed, .possible), (.cancelled, .possible):
                return .possible
            }
        case .exclusive:
            switch first {
            case .possible, .active, .ended, .cancelled: return first
            case .failed: return second
            }
        case .sequence:
            switch (first, second) {
            case (.possible, _), (.active, _), (.failed, _), (.cancelled, _): return first
            case (.ended, .possible), (.ended, .active): return .active
            case (.ended, let second): return second
            }
        }
    }

    /// The rule as a table of every pair of phases, made from ``combine(_:_:)`` once per rule
    /// and shared by every node that follows it (a node looks its phase up on every change; a
    /// table made per node cost each new recognizer tree about 5,000 instructions).
    package var table: PhaseTable {
        switch self {
        case .simultaneous: PhaseTable.simultaneous
        case .exclusive: PhaseTable.exclusive
        case .sequence: PhaseTable.sequence
        }
    }

    /// The combinator's name in overlays.
    package var title: String {
        switch self {
        case .simultaneous: "Simultaneous"
        case .exclusive: "Exclusive"
        case .sequence: "Sequence"
        }
    }
}

/// A ``CompositionPhase`` rule as a 5 × 5 table indexed by the children's phase codes.
package struct PhaseTable: Sendable {
    private let entries: [GesturePhaseKind]

    static let simultaneous = PhaseTable(.simultaneous)
    static let exclusive = PhaseTable(.exclusive)
    static let sequence = PhaseTable(.sequence)

    init(_ rule: CompositionPhase) {
        entries = GesturePhaseKind.allCases.flatMap { first in
            GesturePhaseKind.allCases.map { second in rule.combine(first, second) }
        }
    }

    /// The combination's phase for its children's phases: ``CompositionPhase/combine(_:_:)``.
    @inline(__always)
    package func combine(_ first: GesturePhaseKind, _ second: GesturePhaseKind) -> GesturePhaseKind {
        entries[first.code * 5 + second.code]
    }
}
