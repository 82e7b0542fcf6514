/// Storage for gesture values inside the recognizer nodes, which are generic classes whose
/// methods run unspecialised: there, every `Optional<Value>` or `Array<Value>` the code touches
/// costs a run-time metadata lookup (a locked hash-table search), several per event. The types
/// here keep values without such containers, so storing and queuing a value costs only the
/// value's own copy.
///
/// This is the one file of GestureKit that uses unsafe pointers; none appears in a signature.

/// At most one value.
package final class ValueSlot<Value> {
    private let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    @exclusivity(unchecked) package private(set) var isSet = false

    package init() {}

    deinit {
        clear()
        pointer.deallocate()
    }

    /// The stored value; only while ``isSet``.
    package var value: Value {
        precondition(isSet, "empty value slot")
        return pointer.pointee
    }

    package func set(_ value: Value) {
        if isSet { pointer.pointee = value } else { pointer.initialize(to: value); isSet = true }
    }

    package func clear() {
        guard isSet else { return }
        pointer.deinitialize(count: 1)
        isSet = false
    }
}

/// Values waiting in order (first in, first out), in one growing buffer that is kept when it
/// empties.
package final class ValueQueue<Value> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Value>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0

    package init(capacity: Int = 2) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        removeAll()
        base.deallocate()
    }

    @inline(__always) package var isEmpty: Bool { start == end }

    package func append(_ value: Value) {
        if start == end { start = 0; end = 0 }
        if end == capacity {
            let count = end - start
            let newCapacity = Swift.max(capacity * 2, count + 1)
            let newBase = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
            newBase.moveInitialize(from: base + start, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
            start = 0
            end = count
        }
        (base + end).initialize(to: value)
        end += 1
    }

    /// Removes and returns the oldest value.
    package func popFront() -> Value {
        precondition(start < end, "empty value queue")
        let value = (base + start).move()
        start += 1
        return value
    }

    package func removeAll() {
        guard start != end else { return }
        (base + start).deinitialize(count: end - start)
        start = 0
        end = 0
    }
}
