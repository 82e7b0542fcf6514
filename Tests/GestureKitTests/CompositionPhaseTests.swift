import Testing
@testable import GestureKit

/// Each combinator's phase rule as a table of every pair of its children's phases: rows are the
/// first gesture's phase, columns the second's, in the order possible, active, ended, failed,
/// cancelled (P A E F C).
@Suite("Composition phase tables")
struct CompositionPhaseTests {
    static let order: [GesturePhaseKind] = [.possible, .active, .ended, .failed, .cancelled]
    static func kind(_ letter: Character) -> GesturePhaseKind {
        switch letter {
        case "P": .possible
        case "A": .active
        case "E": .ended
        case "F": .failed
        default: .cancelled
        }
    }

    /// Checks `rule`, and the lookup table the nodes use, against a table of five rows of five
    /// letters.
    static func check(_ rule: CompositionPhase, _ table: [String]) {
        let lookup = rule.table
        for (row, first) in order.enumerated() {
            for (column, second) in order.enumerated() {
                let expected = kind(Array(table[row])[column])
                #expect(rule.combine(first, second) == expected, "\(rule) \(first) + \(second)")
                #expect(lookup.combine(first, second) == expected, "\(rule)'s table: \(first) + \(second)")
            }
        }
    }

    @Test("simultaneously: active while either is active; ended once both are final and one ended (S1)")
    func simultaneous() {
        Self.check(.simultaneous, [
            // P    A    E    F    C     (second)
            "PAAPP",   // first possible
            "AAAAA",   // first active
            "AAEEE",   // first ended
            "PAEFC",   // first failed
            "PAECC",   // first cancelled
        ])
    }

    @Test("exclusively: the first's phase until it fails, then the second's (S2)")
    func exclusive() {
        Self.check(.exclusive, [
            "PPPPP",
            "AAAAA",
            "EEEEE",
            "PAEFC",
            "CCCCC",
        ])
    }

    @Test("sequenced: the first's phase until it ends, then active while the second runs and its outcome (S3)")
    func sequence() {
        Self.check(.sequence, [
            "PPPPP",
            "AAAAA",
            "AAEFC",
            "FFFFF",
            "CCCCC",
        ])
    }
}
