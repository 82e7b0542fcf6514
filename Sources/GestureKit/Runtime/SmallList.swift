/// A list whose first four elements live inline, in the storage of whatever holds the list:
/// appending, replacing and removing there change that storage in place, without the uniqueness
/// check (a runtime call) that every change of an array's shared buffer makes; a fifth element
/// and those after it go to an overflow array, so nothing is ever dropped.
///
/// For the engine's per-event lists, which nearly always hold one or two elements (a session's
/// touches, a gate's held events, a step's queued callbacks). Slots past ``count`` keep their
/// old contents until overwritten, so the elements are plain values (no references to keep
/// alive or let go). Its elements are read through a mutating getter, so that they are read in
/// place: a list is read where it is held, as a `var`.
///
/// ```swift
/// var touches = SmallList(filler: 0)
/// touches.append(7)
/// touches.append(9)
/// touches.removeFirst(7)                 // [9]
/// ```
package struct SmallList<Element> {
    /// Elements kept inline.
    package static var inlineCapacity: Int { 4 }
    private var inline: InlineArray<4, Element>
    private var overflow: [Element] = []
    package private(set) var count = 0

    /// An empty list; `filler` only fills the inline slots not yet used.
    package init(filler: Element) {
        inline = InlineArray(repeating: filler)
    }

    @inline(__always)
    package var isEmpty: Bool { count == 0 }
    @inline(__always)
    package var indices: Range<Int> { 0..<count }

    // Inlined, and read through a mutating getter: a plain getter copies the whole inline
    // storage to index it (a read of a list held in a class copied four events to take one).
    @inline(__always)
    package subscript(position: Int) -> Element {
        mutating get {
            precondition(position >= 0 && position < count, "SmallList index out of range")
            return position < Self.inlineCapacity ? inline[position] : overflow[position - Self.inlineCapacity]
        }
        set {
            precondition(position >= 0 && position < count, "SmallList index out of range")
            if position < Self.inlineCapacity { inline[position] = newValue } else { overflow[position - Self.inlineCapacity] = newValue }
        }
    }

    @inline(__always)
    package mutating func append(_ element: Element) {
        if count < Self.inlineCapacity { inline[count] = element } else { overflow.append(element) }
        count += 1
    }

    /// Empties the list, keeping the overflow's storage.
    @inline(__always)
    package mutating func removeAll() {
        if count > Self.inlineCapacity { overflow.removeAllKeepingStorage() }
        count = 0
    }

    /// Removes the element at `position`, keeping the others in order.
    @inline(__always)
    package mutating func remove(at position: Int) {
        precondition(position >= 0 && position < count, "SmallList index out of range")
        var index = position
        while index < count - 1 {
            self[index] = self[index + 1]
            index += 1
        }
        if count > Self.inlineCapacity { overflow.removeLast() }
        count -= 1
    }
}

extension SmallList where Element: Equatable {
    /// The position of the first element equal to `element`, if any.
    @inline(__always)
    package mutating func firstIndex(of element: Element) -> Int? {
        var index = 0
        while index < count {
            if self[index] == element { return index }
            index += 1
        }
        return nil
    }

    /// Removes the first element equal to `element`, if any.
    @inline(__always)
    package mutating func removeFirst(_ element: Element) {
        if let index = firstIndex(of: element) { remove(at: index) }
    }
}

extension SmallList: Sequence {
    package struct Iterator: IteratorProtocol {
        var list: SmallList
        var position = 0
        package mutating func next() -> Element? {
            guard position < list.count else { return nil }
            defer { position += 1 }
            return list[position]
        }
    }

    package func makeIterator() -> Iterator { Iterator(list: self) }
}
