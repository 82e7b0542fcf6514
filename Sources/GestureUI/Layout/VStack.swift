/// Arranges its children top to bottom, `spacing` apart (nil: 8 pt), aligned across by
/// `alignment`: SwiftUI's `VStack`. Space is shared out least flexible child first.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveLayout(VStackLayout(alignment: alignment, spacing: spacing), content, label: "VStack", into: &nodes)
    }
}
