/// Arranges its children leading to trailing, `spacing` apart (nil: 8 pt), aligned across by
/// `alignment`: SwiftUI's `HStack`.
///
/// ```swift
/// HStack { Image(systemName: "star"); Text("Favourite"); Spacer() }
/// ```
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.resolveLayout(HStackLayout(alignment: alignment, spacing: spacing), content, label: "HStack", into: &nodes)
    }
}
