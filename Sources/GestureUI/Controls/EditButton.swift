/// A button that switches the lists into editing and back: "Edit", then a bold "Done", in the
/// accent colour. SwiftUI's `EditButton`. While editing, the rows a `ForEach(…).onDelete` makes
/// show a red minus that uncovers their Delete button.
///
/// ```swift
/// NavigationStack {
///     List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
///         .toolbar { EditButton() }
/// }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button {
            withAnimation(.easeInOut(duration: 0.3)) { editMode?.wrappedValue = isEditing ? .inactive : .active }
        } label: {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : .regular)
        }
    }
}
