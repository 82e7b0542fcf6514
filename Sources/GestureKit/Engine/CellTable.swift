/// The hit-testing index's cells: a list of shape indices per cell key, with the cells near the
/// scene origin in a flat array (found without hashing, as nearly every touch is) and the rest
/// in a dictionary.
struct CellTable {
    /// Cells per side of the flat part: 16 cells of 128 pt cover 2,048 × 2,048 points, more than
    /// a lab scene.
    static let side = 16

    private var near: [[Int]] = Array(repeating: [], count: side * side)
    private var far: [Int64: [Int]] = [:]

    /// The key of the cell at column `x`, row `y` (also what shapes record as their cells).
    static func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: Int32(truncatingIfNeeded: y))) }

    /// The slot in `near` of a key, or nil for a far cell.
    @inline(__always)
    private static func slot(_ key: Int64) -> Int? {
        let x = Int(key >> 32), y = Int(Int32(truncatingIfNeeded: key))
        return isNear(x, y) ? y * side + x : nil
    }

    /// The shapes filed in a cell (empty when none).
    @inline(__always)
    func shapes(at x: Int, _ y: Int) -> [Int] {
        if Self.isNear(x, y) { return near[y * Self.side + x] }
        return far[Self.key(x, y)] ?? []
    }

    /// How many shapes a near cell has (`x`, `y` in `0..<side`), read in place.
    @inline(__always)
    func nearCount(_ x: Int, _ y: Int) -> Int { near[y * Self.side + x].count }

    /// The `position`th shape of a near cell, read in place (no reference to the list is kept,
    /// so none is counted).
    @inline(__always)
    func nearShape(_ x: Int, _ y: Int, _ position: Int) -> Int { near[y * Self.side + x][position] }

    /// Whether a cell is in the flat part.
    @inline(__always)
    static func isNear(_ x: Int, _ y: Int) -> Bool { x >= 0 && x < side && y >= 0 && y < side }

    /// Changes a cell's list in place.
    mutating func modify(_ key: Int64, _ body: (inout [Int]) -> Void) {
        if let slot = Self.slot(key) { body(&near[slot]) } else { body(&far[key, default: []]) }
    }

    mutating func removeAll() {
        for index in near.indices where !near[index].isEmpty { near[index].removeAll(keepingCapacity: true) }
        far.removeAll(keepingCapacity: true)
    }
}
