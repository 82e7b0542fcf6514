/// Shows the view only where the mask view draws: SwiftUI's `mask`. The mask is laid out over
/// the view (proposed its size, aligned in it) and never drawn or hit.
///
/// ```swift
/// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
///     .mask(Text("Gradient").font(.largeTitle))
/// Rectangle().fill(.orange).mask { Circle().padding(10) }
/// ```
/// Limit: the mask's outlines cut the view (its shapes and paths by their outlines, other views
/// by their frames); their opacity does not fade it.
extension View {
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskView(content: self, mask: mask, alignment: .center)
    }
}

/// The content and its mask as one node: the content first, the mask last.
struct MaskView<Content: View, Mask: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        guard let base = context.resolveSingle(content, label: "mask"),
              let layer = context.child(.index(1)).resolveSingle(mask, label: "mask") else {
            context.child(.index(0)).resolve(content, into: &nodes)
            return
        }
        nodes.append(context.makeNode(.mask(alignment), label: "mask", children: [base, layer]))
    }
}
