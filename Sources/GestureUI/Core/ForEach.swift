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
        // The rows' ids and views read models as bodies do: watched for `@Observable` changes.
        // Rows are marked with their ids only where something reads them (a ScrollViewReader,
        // a Picker's or TabView's implicit tags), and with their offsets under `onDelete`.
        let marksIDs = context.environment.scrollReader != nil || context.environment.marksRowIDs
        let marksOffsets = context.environment.marksRowOffsets
        context.host.tracking {
            for (offset, element) in data.enumerated() {
                let elementID = id(element)
                let first = nodes.count
                context.child(.id(AnyHashable(elementID), label: "\(elementID)")).resolve(content(element), into: &nodes)
                if first < nodes.count {
                    if marksIDs { nodes[first].traits.rowID = AnyHashable(elementID) }
                    if marksOffsets { nodes[first].traits.elementOffset = offset }
                }
            }
        }
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
