/// A scrolling view: its content is laid out at its natural length along the axis in the
/// breadth offered, and a drag on it scrolls, clamped at both ends, gliding on after a flick:
/// SwiftUI's `ScrollView`. It scrolls vertically, or horizontally for `.horizontal` alone
/// (both axes: vertically). The scroll drag is attached like `.gesture`, so the gestures of the
/// views inside come first; it recognizes once they fail (SEMANTICS.md, ScrollView).
///
/// ```swift
/// ScrollView { VStack { ForEach(0..<50) { Text("Row \($0)") } } }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content
    let axis: Axis
    /// `showsIndicators` is accepted for SwiftUI's signature.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        axis = axes.contains(.vertical) || axes.isEmpty ? .vertical : .horizontal
    }
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let state = context.host.internalState(at: context.key) { ScrollState() }
        // Weakly: the host holds the scene, whose shapes hold this gesture.
        weak let host = context.host
        state.host = context.host
        var children: [Node] = []
        let inner = context.child(.index(0))
        inner.resolve(content, into: &children)
        state.axis = axis
        let stack = children.count == 1 ? children[0]
            : inner.makeNode(axis == .vertical ? .vstack : .layout(LayoutBox.make(HStackLayout())), label: axis == .vertical ? "VStack" : "HStack", children: children)
        state.content = stack
        context.environment.scrollReader?.register(state)
        let scrollContext = context.child(.index(1))
        // Content that shrank since the last layout cannot stay scrolled past its end.
        state.offset = min(state.offset, state.maximumOffset)
        scrollContext.animate(.scrollOffset, SIMD4(Double(state.offset), 0, 0, 0))
        let scrollNode = scrollContext.makeNode(.scroll(state), label: "ScrollView", children: [stack])
        func scroll(to offset: CGFloat, animation: Animation?) {
            let clamped = min(max(0, offset), state.maximumOffset)
            guard clamped != state.offset, let host else { return }
            host.willChange(transaction: Transaction(animation: animation))
            state.offset = clamped
            host.invalidate()
        }
        let drag = DragGesture()
            .onChanged { value in
                if !state.isDragging {
                    state.isDragging = true
                    state.dragStart = state.offset
                }
                scroll(to: state.dragStart - (axis == .vertical ? value.translation.height : value.translation.width), animation: nil)
            }
            .onEnded { value in
                state.isDragging = false
                let glide = axis == .vertical ? value.predictedEndTranslation.height - value.translation.height
                    : value.predictedEndTranslation.width - value.translation.width
                scroll(to: state.offset - glide, animation: .easeOut(duration: Constants.scrollGlideDuration))
            }
            .onCancelled { _ in state.isDragging = false }
        let attachment = Attachment(drag, .gesture, mask: .all, isEnabled: context.environment.isEnabled, name: "scroll")
        nodes.append(context.makeNode(.gestures([attachment]), label: "ScrollView", children: [scrollNode]))
    }
}
