/// The touches a primitive follows and where each is, in the order they went down, stored in
/// the node's own state: the first ``capacity`` inline (a fresh list allocates nothing), any
/// beyond that in an overflow array, so no finger is ever dropped.
///
/// ```swift
/// var touches = TouchList(keepsCentroid: true)
/// touches.add(1, at: CGPoint(x: 0, y: 0))
/// touches.add(2, at: CGPoint(x: 10, y: 0))
/// touches.centroid                       // (5, 0)
/// ```
package struct TouchList {
    /// Touches kept inline: ten fingers, as many as a hand pair puts down.
    package static let capacity = 10
    private var ids = InlineArray<10, Int>(repeating: 0)
    private var inline = InlineArray<10, CGPoint>(repeating: .zero)
    private var overflowIDs: [Int] = []
    private var overflow: [CGPoint] = []
    package private(set) var count = 0
    /// Whether every change updates ``centroid`` (a drag follows it on every event; others ask
    /// for it now and then with ``measureCentroid()``).
    private let keepsCentroid: Bool
    /// The mean of the points; zero when empty. Up to date after every change when the list
    /// keeps its centroid, else as of the last ``measureCentroid()``.
    package private(set) var centroid: CGPoint = .zero

    package init(keepsCentroid: Bool = false) { self.keepsCentroid = keepsCentroid }

    package var isEmpty: Bool { count == 0 }

    // The readers are inlined: the list is large, and a call that is not inlined copies it.
    @inline(__always)
    private func index(of id: Int) -> Int? {
        for index in 0..<min(count, Self.capacity) where ids[index] == id { return index }
        if let index = overflowIDs.firstIndex(of: id) { return Self.capacity + index }
        return nil
    }

    /// The point of the touch at a position in down order.
    @inline(__always)
    package subscript(position: Int) -> CGPoint {
        position < Self.capacity ? inline[position] : overflow[position - Self.capacity]
    }

    @inline(__always)
    package func contains(_ id: Int) -> Bool { index(of: id) != nil }

    /// The touch that went down first, if any.
    @inline(__always)
    package var firstID: Int? { count > 0 ? ids[0] : nil }

    /// Adds a touch at the end, or moves it if it is already followed.
    package mutating func add(_ id: Int, at point: CGPoint) {
        if move(id, to: point) { return }
        if count < Self.capacity {
            ids[count] = id
            inline[count] = point
        } else {
            overflowIDs.append(id)
            overflow.append(point)
        }
        count += 1
        if keepsCentroid { updateCentroid() }
    }

    /// Moves a touch; false when it is not followed.
    @discardableResult @inline(__always)
    package mutating func move(_ id: Int, to point: CGPoint) -> Bool {
        guard let index = index(of: id) else { return false }
        if index < Self.capacity { inline[index] = point } else { overflow[index - Self.capacity] = point }
        if keepsCentroid { updateCentroid() }
        return true
    }

    /// Stops following a touch, keeping the others in order.
    package mutating func remove(_ id: Int) {
        guard let index = index(of: id) else { return }
        for position in index..<(count - 1) {
            let next = position + 1
            let (nextID, nextPoint) = next < Self.capacity ? (ids[next], inline[next])
                : (overflowIDs[next - Self.capacity], overflow[next - Self.capacity])
            if position < Self.capacity {
                ids[position] = nextID
                inline[position] = nextPoint
            } else {
                overflowIDs[position - Self.capacity] = nextID
                overflow[position - Self.capacity] = nextPoint
            }
        }
        count -= 1
        if count >= Self.capacity {
            overflowIDs.removeLast()
            overflow.removeLast()
        }
        if keepsCentroid { updateCentroid() }
    }

    /// The mean of the points now (and ``centroid`` from now on).
    package mutating func measureCentroid() -> CGPoint {
        updateCentroid()
        return centroid
    }

    /// Recomputes ``centroid`` after a change, in down order. Mutating, so the points are read
    /// in place: a reader of a node's stored state copies the inline array for every element.
    @inline(__always)
    private mutating func updateCentroid() {
        guard count > 0 else { centroid = .zero; return }
        var x: CGFloat = 0, y: CGFloat = 0
        for position in 0..<Swift.min(count, Self.capacity) {
            x += inline[position].x
            y += inline[position].y
        }
        if count > Self.capacity {
            for position in 0..<(count - Self.capacity) {
                x += overflow[position].x
                y += overflow[position].y
            }
        }
        centroid = CGPoint(x: x / CGFloat(count), y: y / CGFloat(count))
    }
}
