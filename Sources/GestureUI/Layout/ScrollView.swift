/// A vertically scrolling view: its content is laid out at its natural height in the width
/// offered, and a drag on it scrolls, clamped at both ends, gliding on after a flick:
/// SwiftUI's `ScrollView`. The scroll drag is attached like `.gesture`, so the gestures of the
/// views inside come first; it recognizes once they fail (SEMANTICS.md, ScrollView).
///
/// ```swift
/// ScrollView { VStack { ForEach(0..<50) { Text("Row \($0)") } } }
/// ```
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content
    /// `axes` and `showsIndicators` are accepted for SwiftUI's signature; it scrolls vertically.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
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
        let stack = children.count == 1 ? children[0]
            : inner.makeNode(.vstack, label: "VStack", children: children)
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
                scroll(to: state.dragStart - value.translation.height, animation: nil)
            }
            .onEnded { value in
                state.isDragging = false
                let glide = value.predictedEndTranslation.height - value.translation.height
                scroll(to: state.offset - glide, animation: .easeOut(duration: Constants.scrollGlideDuration))
            }
            .onCancelled { _ in state.isDragging = false }
        let attachment = Attachment(drag, .gesture, mask: .all, isEnabled: context.environment.isEnabled, name: "scroll")
        nodes.append(context.makeNode(.gestures([attachment]), label: "ScrollView", children: [scrollNode]))
    }
}
