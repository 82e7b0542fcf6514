/// A scene: top-level shapes in scene coordinates (points, origin top-left, y down), later
/// shapes above earlier ones.
///
/// ```swift
/// let scene = GestureScene(size: CGSize(width: 800, height: 600))
/// scene.add(ShapeNode(id: "dot", kind: .circle, center: CGPoint(x: 100, y: 100),
///                     size: CGSize(width: 80, height: 80)))
///     .onTapGesture { print("tapped") }
/// ```
public final class GestureScene {
    @exclusivity(unchecked) public var size: CGSize
    @exclusivity(unchecked) public private(set) var shapes: [ShapeNode] = []

    public init(size: CGSize) { self.size = size }

    /// Adds a top-level shape above the existing ones.
    @discardableResult
    public func add(_ shape: ShapeNode) -> ShapeNode {
        precondition(shape.parent == nil, "shape '\(shape.id)' already has a parent")
        shape.siblingIndex = shapes.count
        shape.scene = self
        shapes.append(shape)
        bounds.append(.everything)
        shape.isIndexStale = true
        stale.append(shape)
        return shape
    }

    /// Replaces every top-level shape (a view layer syncing its laid-out tree); the shapes may
    /// include ones that were top-level before. The hit-testing index is rebuilt.
    package func replaceShapes(_ new: [ShapeNode]) {
        if new.count == shapes.count && zip(new, shapes).allSatisfy({ $0 === $1 }) { return }
        for shape in shapes { shape.scene = nil; shape.isIndexStale = false; shape.indexedCells.removeAll() }
        cells.removeAll()
        everywhere.removeAll(keepingCapacity: true)
        stale.removeAll(keepingCapacity: true)
        shapes = []
        bounds = []
        for shape in new {
            precondition(shape.parent == nil && shape.scene == nil, "shape '\(shape.id)' already has a parent")
            add(shape)
        }
    }

    // MARK: - Hit-testing index

    /// Points. Top-level shapes are filed in a uniform grid of cells this size by the bounding
    /// box of their subtree, so a hit test looks at the few shapes near the point rather than
    /// every shape. 128 pt holds a handful of typical shapes per cell.
    static let cellSize: Double = 128
    /// Below this many shapes a plain scan is as fast as the index.
    static let indexThreshold = 24
    /// Shape indices per cell, in ascending order (bottom to top).
    @exclusivity(unchecked) private var cells = CellTable()
    /// Shapes scanned on every query (too large or too far out to file), ascending.
    @exclusivity(unchecked) private var everywhere: [Int] = []
    @exclusivity(unchecked) private var stale: [ShapeNode] = []
    /// Each top-level shape's subtree bounds in scene points, as of the index's last refresh
    /// (same order as `shapes`): a query passes over a filed shape whose box misses the point
    /// without asking the shape.
    @exclusivity(unchecked) private var bounds: [Box] = []

    /// An axis-aligned box, closed, widened by a thousandth of a point so that rounding in the
    /// corners' transform cannot exclude a point the shape's own test includes.
    private struct Box {
        var minX, minY, maxX, maxY: Double
        static let everything = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        }
        init(_ bounds: (Double, Double, Double, Double)) {
            let pad = 0.001
            self.init(minX: bounds.0 - pad, minY: bounds.1 - pad, maxX: bounds.2 + pad, maxY: bounds.3 + pad)
        }
        @inline(__always)
        func contains(_ x: Double, _ y: Double) -> Bool { x >= minX && x <= maxX && y >= minY && y <= maxY }
    }

    package func markStale(_ shape: ShapeNode) { stale.append(shape) }

    private func refreshIndex() {
        // Placements owed first: placing a shape marks it stale, which must not happen while the
        // loop below files it (deferred shapes are top-level, and were marked when deferred).
        for shape in stale where shape.hasDeferredPlacement { shape.settlePlacement() }
        for shape in stale {
            shape.isIndexStale = false
            for key in shape.indexedCells {
                if key == Self.everywhereKey {
                    everywhere.removeFirstOccurrence(of: shape.siblingIndex)
                } else {
                    cells.modify(key) { $0.removeFirstOccurrence(of: shape.siblingIndex) }
                }
            }
            shape.indexedCells.removeAll(keepingCapacity: true)
            let (minX, minY, maxX, maxY) = shape.subtreeBounds(parentTransform: .identity)
            // Shapes far outside any sensible scene (or with broken geometry) are scanned on
            // every query rather than filed.
            let limit = 1e9
            func sensible(_ value: Double) -> Bool { value.isFinite && abs(value) < limit }
            guard sensible(minX), sensible(minY), sensible(maxX), sensible(maxY) else {
                bounds[shape.siblingIndex] = .everything
                shape.indexedCells = [Self.everywhereKey]
                insert(shape, Self.everywhereKey)
                continue
            }
            bounds[shape.siblingIndex] = Box((minX, minY, maxX, maxY))
            let size = Self.cellSize
            let x0 = Int((minX / size).rounded(.down)), x1 = Int((maxX / size).rounded(.down))
            let y0 = Int((minY / size).rounded(.down)), y1 = Int((maxY / size).rounded(.down))
            // A shape larger than 64 × 64 cells goes in every cell it covers only up to that; past
            // it, it is scanned on every query instead.
            guard (x1 - x0) < 64, (y1 - y0) < 64 else {
                shape.indexedCells = [Self.everywhereKey]
                insert(shape, Self.everywhereKey)
                continue
            }
            for cx in x0...x1 {
                for cy in y0...y1 {
                    let key = CellTable.key(cx, cy)
                    shape.indexedCells.append(key)
                    insert(shape, key)
                }
            }
        }
        stale.removeAll(keepingCapacity: true)
    }

    /// The key in a shape's `indexedCells` that stands for the `everywhere` list.
    private static let everywhereKey = Int64.min

    private func insert(_ shape: ShapeNode, _ key: Int64) {
        if key == Self.everywhereKey {
            Self.insertSorted(shape.siblingIndex, into: &everywhere)
        } else {
            cells.modify(key) { Self.insertSorted(shape.siblingIndex, into: &$0) }
        }
    }

    /// Inserts in place, keeping the list ascending (the dictionary entry is modified, not copied).
    private static func insertSorted(_ index: Int, into list: inout [Int]) {
        let position = list.firstIndex { $0 > index } ?? list.count
        list.insert(index, at: position)
    }

    /// The shapes under a scene point, outermost first, topmost at every level; empty if none.
    public func hitPath(at point: CGPoint) -> [ShapeNode] {
        var path: [Unmanaged<ShapeNode>] = []
        hitPath(at: point, into: &path)
        return path.map { $0.takeUnretainedValue() }
    }

    /// Fills `path` with the shapes under a scene point, outermost first (empty if none),
    /// reusing its storage. The shapes are not retained (a count per shape and touch-down
    /// otherwise): read the path before anything can remove them from the scene.
    package func hitPath(at point: CGPoint, into path: inout [Unmanaged<ShapeNode>]) {
        path.removeAllKeepingStorage()
        // Filled deepest first; most paths are one shape long.
        defer { if path.count > 1 { path.reverse() } }
        guard shapes.count >= Self.indexThreshold, point.isFinite else {
            for shape in shapes.reversed() where shape.topLevelHitPath(global: point, into: &path) { return }
            return
        }
        if !stale.isEmpty { refreshIndex() }
        let px = Double(point.x), py = Double(point.y)
        let x = px / Self.cellSize, y = py / Self.cellSize
        let inside = abs(x) < 1e9 && abs(y) < 1e9
        let cx = inside ? Self.floor(x) : 0, cy = inside ? Self.floor(y) : 0
        // Nearly always nothing is filed everywhere and the cell is a near one: its list read in
        // place, without the merge below (which would do the same, for about 60 instructions
        // more per touch-down) and without counting a reference to the list or its shapes.
        if everywhere.isEmpty, inside, CellTable.isNear(cx, cy) {
            var position = cells.nearCount(cx, cy)
            while position > 0 {
                position -= 1
                let index = cells.nearShape(cx, cy, position)
                if bounds[index].contains(px, py), topLevelHitPath(index, point, &path) { return }
            }
            return
        }
        let local = inside ? cells.shapes(at: cx, cy) : []
        let large = everywhere
        // Walk both lists from the top down, merging by index.
        var i = local.count - 1, j = large.count - 1
        while i >= 0 || j >= 0 {
            let index: Int
            if j < 0 || (i >= 0 && local[i] > large[j]) { index = local[i]; i -= 1 } else { index = large[j]; j -= 1 }
            if bounds[index].contains(px, py), topLevelHitPath(index, point, &path) { return }
        }
    }

    /// `value` rounded down, for `abs(value) < 1e9`: without the library call `rounded(.down)`
    /// makes, twice per touch-down.
    @inline(__always)
    private static func floor(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) > value ? truncated - 1 : truncated
    }

    /// The hit path under `point` of the top-level shape at `index`, read without counting a
    /// reference (the scene keeps its shapes; a hit test adds or removes none).
    @inline(__always)
    private func topLevelHitPath(_ index: Int, _ point: CGPoint, _ path: inout [Unmanaged<ShapeNode>]) -> Bool {
        Unmanaged.passUnretained(shapes[index])._withUnsafeGuaranteedRef { $0.topLevelHitPath(global: point, into: &path) }
    }

    /// Every shape, depth first, parents before children.
    public var allShapes: [ShapeNode] {
        var result: [ShapeNode] = []
        func visit(_ node: ShapeNode) { result.append(node); node.children.forEach(visit) }
        shapes.forEach(visit)
        return result
    }

    public func shape(withID id: String) -> ShapeNode? { allShapes.first { $0.id == id } }
}
