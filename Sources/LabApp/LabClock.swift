/// The simulation clock: real seconds scaled by the slow-motion factor, frozen while paused.
public struct LabClock {
    /// 0.1 … 1.
    public private(set) var scale: Double = 1
    public private(set) var isPaused = false
    private var simulatedBase: Double = 0
    private var realBase: Double

    public init(realNow: Double) { realBase = realNow }

    /// Simulation seconds at a real time.
    public func simulated(atReal real: Double) -> Double {
        isPaused ? simulatedBase : simulatedBase + max(0, real - realBase) * scale
    }

    public mutating func setScale(_ newScale: Double, realNow: Double) {
        rebase(realNow)
        scale = min(1, max(0.1, newScale))
    }

    public mutating func setPaused(_ paused: Bool, realNow: Double) {
        rebase(realNow)
        isPaused = paused
    }

    /// While paused, moves the clock on by `seconds` (single stepping).
    public mutating func nudge(by seconds: Double) { simulatedBase += seconds }

    private mutating func rebase(_ realNow: Double) {
        simulatedBase = simulated(atReal: realNow)
        realBase = realNow
    }
}
