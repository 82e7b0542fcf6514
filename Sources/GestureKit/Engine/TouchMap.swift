/// A value per touch, in the order the touches were added: one list of (touch, value) pairs
/// rather than a dictionary, since a handful of fingers are down at once and a linear scan over
/// a handful of entries is cheaper than hashing on every event (and one list rather than two,
/// so that adding or removing a touch changes one). The pairs are a ``SmallList``, changed in
/// place where the map is held: the engine's record of which session owns each touch, and where
/// the touch last was. Its lookups are mutating, so that they read the list in place: a map is
/// queried where it is held as a `var`, not through a `let` copy.
package struct TouchMap<Value> {
    private var entries: SmallList<(id: Int, value: Value)>

    /// An empty map; `filler` only fills the list's unused slots.
    package init(filler: Value) { entries = SmallList(filler: (id: 0, value: filler)) }

    /// The touches, in the order they were added.
    package var ids: [Int] { entries.map(\.id) }
    /// Their values, in the same order.
    package var values: [Value] { entries.map(\.value) }

    package mutating func removeAll() { entries.removeAll() }

    package var count: Int { entries.count }
    package var isEmpty: Bool { entries.isEmpty }
    @inline(__always)
    package mutating func index(of id: Int) -> Int? {
        var index = 0
        while index < entries.count {
            if entries[index].id == id { return index }
            index += 1
        }
        return nil
    }
    package mutating func contains(_ id: Int) -> Bool { index(of: id) != nil }

    /// A touch's value; setting `nil` removes the touch, setting a value adds it at the end if
    /// it is new.
    package subscript(id: Int) -> Value? {
        mutating get {
            guard let index = index(of: id) else { return nil }
            return entries[index].value
        }
        set {
            if let newValue { add(id, newValue) } else { remove(id) }
        }
    }

    /// Sets a touch's value, adding the touch at the end if it is new.
    package mutating func add(_ id: Int, _ value: Value) {
        if let index = index(of: id) { entries[index].value = value; return }
        entries.append((id, value))
    }
    /// Changes the value of a touch already here; false when it is not.
    @discardableResult
    package mutating func update(_ id: Int, _ value: Value) -> Bool {
        guard let index = index(of: id) else { return false }
        entries[index].value = value
        return true
    }
    /// The value at a position of the map (below ``count``), read and changed in place.
    @inline(__always)
    package subscript(valueAt position: Int) -> Value {
        mutating get { entries[position].value }
        set { entries[position].value = newValue }
    }
    /// Removes the touch at a position of the map, keeping the others in order.
    @inline(__always)
    package mutating func remove(at position: Int) { entries.remove(at: position) }

    @discardableResult
    package mutating func remove(_ id: Int) -> Bool {
        guard let index = index(of: id) else { return false }
        entries.remove(at: index)
        return true
    }
}

extension Array where Element: Equatable {
    /// Removes the first element equal to `element`, if any, keeping the storage: unlike
    /// `removeAll(where:)`, which may give an emptied array's buffer back, so that the next append
    /// allocates again (on the engine's per-gesture path, that was an allocation per touch).
    package mutating func removeFirstOccurrence(of element: Element) {
        if let index = firstIndex(of: element) { removeKeepingOrder(at: index) }
    }
}

extension Array {
    /// Empties the array and keeps its storage, one element at a time from the end: for the
    /// handful of elements of the engine's per-event lists this is several times cheaper than
    /// `removeAll(keepingCapacity: true)`, which goes through the general `replaceSubrange`.
    @inline(__always)
    package mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }

    /// `remove(at:)`, taking the cheap `removeLast()` when the element is the last (the usual
    /// case on the engine's lists of one or two).
    @inline(__always)
    package mutating func removeKeepingOrder(at index: Int) {
        if index == count - 1 { removeLast() } else { remove(at: index) }
    }
}
