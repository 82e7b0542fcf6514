/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so that
/// `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }` edits the elements in
/// place; a binding to an identifiable value is identified as the value is.
///
/// ```swift
/// List($tasks) { $task in
///     Toggle(task.title, isOn: $task.isDone)
/// }
/// ```
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`: it reads and writes the collection there.
    public subscript(position: Index) -> Binding<Value.Element> {
        let getter = getter, setter = setter
        var binding = Binding<Value.Element>(get: { getter()[position] },
                                             set: { value, transaction in
                                                 var whole = getter()
                                                 whole[position] = value
                                                 setter(whole, transaction)
                                             })
        binding.transaction = transaction
        return binding
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection, Value: MutableCollection {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
