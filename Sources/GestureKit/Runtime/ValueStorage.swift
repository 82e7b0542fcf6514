/// Storage for gesture values inside the recognizer nodes, which are generic classes whose
/// methods run unspecialised: there, every `Optional<Value>`, `Array<Value>` or array of
/// `(Value) -> Void` the code touches costs a run-time metadata lookup (a locked hash-table
/// search), several per event. The types here keep values and callbacks without such
/// containers, so storing, queuing and calling costs only the value's own copy.
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

    package var isEmpty: Bool { start == end }

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
        (base + start).deinitialize(count: end - start)
        start = 0
        end = 0
    }
}

/// A callback of a node's `Value`, kept in a non-generic container: the value is passed by
/// address inside, so a list of them needs no metadata of `(Value) -> Void`.
package struct ErasedAction {
    private let run: (UnsafeRawPointer) -> Void

    package init<Value>(_ action: @escaping (Value) -> Void) {
        run = { action($0.assumingMemoryBound(to: Value.self).pointee) }
    }

    /// Calls the action; `Value` must be the type it was made with.
    package func callAsFunction<Value>(_ value: Value) {
        withUnsafePointer(to: value) { run(UnsafeRawPointer($0)) }
    }
}

/// An equality of two values of a node's `Value` (`onChanged`'s), kept as ``ErasedAction`` is.
package struct ErasedEquality {
    private let isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    package init<Value>(_ isEqual: @escaping (Value, Value) -> Bool) {
        self.isEqual = {
            isEqual($0.assumingMemoryBound(to: Value.self).pointee, $1.assumingMemoryBound(to: Value.self).pointee)
        }
    }

    /// Whether two values are equal; `Value` must be the type it was made with.
    package func callAsFunction<Value>(_ a: Value, _ b: Value) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in isEqual(UnsafeRawPointer(a), UnsafeRawPointer(b)) } }
    }
}
