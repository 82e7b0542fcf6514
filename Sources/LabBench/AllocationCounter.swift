import Foundation

/// Counts heap allocations in a region when ordo-one's malloc interposer is loaded into the
/// process (`LD_PRELOAD=…/libMallocInterposerSwift.so`, which the Benchmarks package builds);
/// otherwise inactive. Looked up at run time, so gesture-lab neither links nor needs it.
public struct AllocationCounter: @unchecked Sendable {
    private typealias Toggle = @convention(c) () -> Void
    private typealias Stats = @convention(c) (UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
                                              UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>,
                                              UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void
    private let enable: Toggle
    private let disable: Toggle
    private let reset: Toggle
    private let stats: Stats

    /// The counter, if the interposer is in the process.
    public static let shared: AllocationCounter? = {
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let pointer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        guard let enable = symbol("malloc_interposer_enable", as: Toggle.self),
              let disable = symbol("malloc_interposer_disable", as: Toggle.self),
              let reset = symbol("malloc_interposer_reset", as: Toggle.self),
              let stats = symbol("malloc_interposer_get_stats", as: Stats.self)
        else { return nil }
        return AllocationCounter(enable: enable, disable: disable, reset: reset, stats: stats)
    }()

    /// Starts counting from zero.
    public func start() {
        reset()
        enable()
    }

    /// Stops counting; returns (allocations, bytes requested, frees).
    public func stop() -> (allocations: Int, bytes: Int, frees: Int) {
        disable()
        var count: Int64 = 0, bytes: Int64 = 0, small: Int64 = 0, large: Int64 = 0, frees: Int64 = 0, freed: Int64 = 0
        stats(&count, &bytes, &small, &large, &frees, &freed)
        return (Int(count), Int(bytes), Int(frees))
    }
}
