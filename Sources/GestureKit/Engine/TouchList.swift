/// A value per touch, in the order the touches were added: two parallel arrays rather than a
/// dictionary, since a handful of fingers are down at once and a linear scan over a handful of
/// entries is cheaper than hashing on every event. ``TouchList`` (the points a primitive
/// follows) and the engine's record of which session owns each touch are both one.
package struct TouchMap<Value> {
    package private(set) var ids: [Int] = []
    package private(set) var values: [Value] = []

    package init() {}

    package mutating func removeAll() {
        ids.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    package var count: Int { ids.count }
    package var isEmpty: Bool { ids.isEmpty }
    package func index(of id: Int) -> Int? { ids.firstIndex(of: id) }
    package func contains(_ id: Int) -> Bool { ids.contains(id) }

    /// A touch's value; setting `nil` removes the touch, setting a value adds it at the end if
    /// it is new.
    package subscript(id: Int) -> Value? {
        get { index(of: id).map { values[$0] } }
        set {
            if let newValue { add(id, newValue) } else { remove(id) }
        }
    }

    /// Sets a touch's value, adding the touch at the end if it is new.
    package mutating func add(_ id: Int, _ value: Value) {
        if let index = index(of: id) { values[index] = value; return }
        ids.append(id)
        values.append(value)
    }
    /// Changes the value of a touch already here; false when it is not.
    @discardableResult
    package mutating func update(_ id: Int, _ value: Value) -> Bool {
        guard let index = index(of: id) else { return false }
        values[index] = value
        return true
    }
    @discardableResult
    package mutating func remove(_ id: Int) -> Bool {
        guard let index = index(of: id) else { return false }
        ids.remove(at: index)
        values.remove(at: index)
        return true
    }
}

/// The touches a primitive recognizer is following, where each is, in the order they went down.
package typealias TouchList = TouchMap<CGPoint>

extension TouchMap where Value == CGPoint {
    package var points: [CGPoint] { values }
    package mutating func add(_ id: Int, at point: CGPoint) { add(id, point) }
    /// Moves a touch; false when it is not followed.
    @discardableResult
    package mutating func move(_ id: Int, to point: CGPoint) -> Bool { update(id, point) }
    package var centroid: CGPoint {
        guard !values.isEmpty else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for point in values { x += point.x; y += point.y }
        return CGPoint(x: x / CGFloat(values.count), y: y / CGFloat(values.count))
    }
}

extension Array where Element: Equatable {
    /// Removes the first element equal to `element`, if any, keeping the storage: unlike
    /// `removeAll(where:)`, which may give an emptied array's buffer back, so that the next append
    /// allocates again (on the engine's per-gesture path, that was an allocation per touch).
    package mutating func removeFirstOccurrence(of element: Element) {
        if let index = firstIndex(of: element) { remove(at: index) }
    }
}

/// Recent samples of a scalar or 2D quantity for velocity estimates over
/// ``Constants/velocityWindow``: the latest `capacity` samples in a ring, so adding one never
/// shifts the others.
package struct VelocityTracker {
    private static let capacity = 12
    private var times = [Double](repeating: 0, count: capacity)
    private var xs = [Double](repeating: 0, count: capacity)
    private var ys = [Double](repeating: 0, count: capacity)
    /// Where the newest sample is, and how many there are.
    private var newest = capacity - 1
    private var count = 0

    package init() {}

    package mutating func reset() { newest = Self.capacity - 1; count = 0 }

    package mutating func add(time: Double, x: Double, y: Double = 0) {
        newest = newest == Self.capacity - 1 ? 0 : newest + 1
        times[newest] = time; xs[newest] = x; ys[newest] = y
        count = Swift.min(count + 1, Self.capacity)
    }

    /// The index of the sample `age` steps older than the newest.
    private func index(_ age: Int) -> Int {
        let index = newest - age
        return index < 0 ? index + Self.capacity : index
    }

    /// Change per second between the oldest sample inside the window and the newest one.
    package var velocity: (x: Double, y: Double) {
        guard count > 1 else { return (0, 0) }
        let lastTime = times[newest]
        var oldest = 0
        while oldest + 1 < count, lastTime - times[index(oldest + 1)] <= Constants.velocityWindow { oldest += 1 }
        let first = index(oldest)
        let dt = lastTime - times[first]
        guard dt > 0 else { return (0, 0) }
        return ((xs[newest] - xs[first]) / dt, (ys[newest] - ys[first]) / dt)
    }
}
