/// The collection edits SwiftUI adds for lists' `onDelete` and `onMove`.
///
/// ```swift
/// .onDelete { items.remove(atOffsets: $0) }
/// .onMove { items.move(fromOffsets: $0, toOffset: $1) }
/// ```
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (offsets as
    /// before the move).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
