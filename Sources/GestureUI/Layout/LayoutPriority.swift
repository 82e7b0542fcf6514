/// Ranks a view for its stack's space: a stack offers its length to its higher-priority
/// children first, keeping back only the least the others need (the default is 0; a `Spacer`'s
/// is the lowest there is, so it comes after every other view):
/// SwiftUI's `layoutPriority(_:)`.
///
/// ```swift
/// HStack {
///     Text("A long title that should win the space").layoutPriority(1)
///     Text("Detail")
/// }
/// ```
extension View {
    public func layoutPriority(_ value: Double) -> some View { NodeTraitView(content: self) { $0.layoutPriority = value } }
}
