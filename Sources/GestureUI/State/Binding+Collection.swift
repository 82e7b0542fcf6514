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

    /// A binding to the element at `position`: it reads and writes the collection there. Once
    /// the collection no longer has the position (a row whose element was just deleted, still
    /// drawn as it goes), it reads the element it had and writes nothing.
    public subscript(position: Index) -> Binding<Value.Element> {
        let getter = getter, setter = setter
        let last = getter()[position]
        var binding = Binding<Value.Element>(get: {
                                                 let whole = getter()
                                                 return whole.indices.contains(position) ? whole[position] : last
                                             },
                                             set: { value, transaction in
                                                 var whole = getter()
                                                 guard whole.indices.contains(position) else { return }
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

extension ForEach {
    /// Views for the elements of a collection a binding reaches, each given a binding to its
    /// element and identified by `id` read from the element: `ForEach($names, id: \.self) { $name in … }`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                                @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C> {
        self.data = data
        self.id = { $0.wrappedValue[keyPath: id] }
        self.content = content
    }
}

extension List {
    /// A row for each element of a collection a binding reaches, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<Binding<C>, ID, RowContent>, SelectionValue == Never {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
