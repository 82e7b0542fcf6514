/// Views made from a collection, one per element, each identified by its element's id: a row
/// keeps its state when others are inserted or removed around it.
///
/// ```swift
/// ForEach(0..<20) { index in Text("Row \(index)") }
/// ForEach(items) { item in ItemRow(item: item) }         // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content
    public typealias Body = Never

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let marks = RowMarks(context)
        // The rows' ids and views are made under the owner's watch (they read models as a body
        // does); they are resolved after it, so that what the rows' own bodies read is theirs
        // alone (a watch around their resolution would take in their reads too, and a change
        // one row reads would make the view holding the `ForEach` evaluate again).
        let rows = context.tracking { Self.rows(data, id: id, content: content) }
        // Counted by hand: `enumerated()` makes a tuple per element, costly in generic code.
        var offset = 0
        for row in rows {
            resolveRow(id: row.id, view: row.view, offset: offset, context, marks, into: &nodes)
            offset += 1
        }
    }

    /// Each element's id and views, in order. This code is generic over the user's types and
    /// runs unspecialised: a range's elements are counted as integers here (its iterator, reached
    /// through the collection's witnesses, looks up the range's type for every step).
    private static func rows(_ data: Data, id: (Data.Element) -> ID, content: (Data.Element) -> Content) -> [(id: ID, view: Content)] {
        var rows: [(id: ID, view: Content)] = []
        rows.reserveCapacity(data.count)
        if Data.self == Range<Int>.self {
            // Data is Range<Int>, so its elements are Ints: the casts only name the types.
            let range = unsafeBitCast(data, to: Range<Int>.self)
            for index in range {
                let element = unsafeBitCast(index, to: Data.Element.self)
                rows.append((id(element), content(element)))
            }
        } else {
            for element in data { rows.append((id(element), content(element))) }
        }
        return rows
    }

    /// The views of one element, identified by its id. The rows' ids and views read models as
    /// bodies do: the caller watches them for `@Observable` changes. Rows are marked with their
    /// ids only where something reads them (a ScrollViewReader, a Picker's or TabView's
    /// implicit tags), and with their offsets under `onDelete`.
    func resolveElement(_ element: Data.Element, offset: Int, _ context: ResolveContext, _ marks: RowMarks, into nodes: inout [Node]) {
        resolveRow(id: id(element), view: content(element), offset: offset, context, marks, into: &nodes)
    }

    /// The views of one element, `view`, identified by `elementID`.
    private func resolveRow(id elementID: ID, view: Content, offset: Int, _ context: ResolveContext, _ marks: RowMarks, into nodes: inout [Node]) {
        let first = nodes.count
        context.child(.id(PathComponent.word(elementID), label: .value(elementID))).resolve(view, into: &nodes)
        guard first < nodes.count, marks.ids || marks.offsets else { return }
        nodes[first] = nodes[first].forEditing()
        if marks.ids { nodes[first].traits.rowID = AnyHashable(elementID) }
        if marks.offsets { nodes[first].traits.elementOffset = offset }
    }

    /// The element at `offset` from the start.
    func element(at offset: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: offset)] }

    /// The id of the element at `offset`.
    func elementID(at offset: Int) -> AnyHashable { AnyHashable(id(element(at: offset))) }
}

/// What a `ForEach` marks its rows with, read once from its environment.
struct RowMarks {
    /// The rows' ids (for a `ScrollViewReader`, a `Picker`'s or `TabView`'s implicit tags).
    let ids: Bool
    /// The rows' offsets (for `onDelete`).
    let offsets: Bool
    init(_ context: ResolveContext) {
        ids = context.environment.scrollReader != nil || context.environment.marksRowIDs
        offsets = context.environment.marksRowOffsets
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by their offsets.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        id = { $0 }
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        id = { $0.id }
        self.content = content
    }
}
