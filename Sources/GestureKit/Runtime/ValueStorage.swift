/// Storage for gesture values inside the recognizer nodes, which are generic classes whose
/// methods run unspecialised: there, every `Optional<Value>`, `Array<Value>` or tuple the code
/// touches costs a run-time metadata lookup (a locked hash-table search), several per event.
/// These two keep values in raw memory of `Value` itself, whose metadata the node already has,
/// so storing, copying and queuing a value costs only the value's own copy.

/// At most one value.
package final class ValueSlot<Value> {
    /// The memory of the value; initialised only while ``isSet``.
    package let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
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

    /// Replaces the value with what `load` writes into the (uninitialised) memory; `load`
    /// returns false when it wrote nothing.
    package func load(_ load: (UnsafeMutablePointer<Value>) -> Bool) {
        clear()
        isSet = load(pointer)
    }

    /// Copies the value into uninitialised memory; false (and nothing written) when empty.
    package func copy(into target: UnsafeMutablePointer<Value>) -> Bool {
        guard isSet else { return false }
        target.initialize(to: pointer.pointee)
        return true
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

    package var isEmpty: Bool { start == end }

    /// Uninitialised memory for the next value at the back; ``commit()`` after initialising it.
    package func reserveBack() -> UnsafeMutablePointer<Value> {
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
        return base + end
    }

    /// Adds the value written into the memory ``reserveBack()`` gave.
    package func commit() { end += 1 }

    package func append(_ value: Value) {
        reserveBack().initialize(to: value)
        commit()
    }

    /// Removes and returns the oldest value.
    package func popFront() -> Value {
        precondition(start < end, "empty value queue")
        let value = (base + start).move()
        start += 1
        return value
    }

    package func removeAll() {
        (base + start).deinitialize(count: end - start)
        start = 0
        end = 0
    }
}
