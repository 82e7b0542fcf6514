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
        let offsetKey = AnimationKey(node: scrollContext.key, slot: .scrollOffset)
        state.owner = context.owner
        state.presentedOffset = context.host.animator.value(offsetKey, at: context.host.now).map { CGFloat($0.x) } ?? state.offset
        scrollContext.animate(.scrollOffset, SIMD4(Double(state.offset), 0, 0, 0))
        let scrollNode = scrollContext.makeNode(.scroll(state), label: "ScrollView", children: [stack])
        func scroll(to offset: CGFloat, animation: Animation?) {
            let clamped = min(max(0, offset), state.maximumOffset)
            guard clamped != state.offset, let host else { return }
            host.willChange(transaction: Transaction(animation: animation))
            state.move(to: clamped, host: host)
        }
        let snap = context.environment.scrollSnap
        var pan = DragGesture()
        // A scroll view takes only drags along its axis (UIScrollView's direction lock), so one
        // inside another scrolls its own way and leaves the other way to the outer one.
        pan.locksToHorizontal = axis == .horizontal
        let drag = pan
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
                var target = state.offset - glide
                // Snapping works in the content's shift (a large title above folds first).
                switch snap {
                case .paging?:
                    // One page at most from where the drag began, in the direction it went.
                    let page = max(1, state.foldedViewport)
                    let start = (state.shift(at: state.dragStart) / page).rounded()
                    let wanted = (state.shift(at: target) / page).rounded()
                    target = state.offset(forShift: min(max(wanted, start - 1), start + 1) * page)
                case .viewAligned?:
                    // The nearest row's leading edge.
                    let starts = state.content.map { ScrollState.rowStarts(in: $0, axis: axis) } ?? []
                    let shift = state.shift(at: target)
                    target = state.offset(forShift: starts.min { abs($0 - shift) < abs($1 - shift) } ?? shift)
                case nil:
                    break
                }
                scroll(to: target, animation: snap == nil ? .easeOut(duration: Constants.scrollGlideDuration) : .spring(response: 0.35, dampingFraction: 1))
            }
            .onCancelled { _ in state.isDragging = false }
        let attachment = Attachment(drag, .gesture, mask: .all, isEnabled: context.environment.isEnabled, name: "scroll")
        nodes.append(context.makeNode(.gestures([attachment]), label: "ScrollView", children: [scrollNode]))
    }
}

/// How a scroll view comes to rest.
enum ScrollSnap { case paging, viewAligned }

extension ScrollState {
    /// Where the rows of `content` start along `axis`, in its space: the children of the first
    /// container inside its modifiers (every row of a lazy stack, built or not).
    static func rowStarts(in content: Node, axis: Axis) -> [CGFloat] {
        var node = content
        var shift: CGFloat = 0
        while true {
            if case .layout(let box) = node.kind {
                if let lazy = box as? LazyStackBox, lazy.axis == axis { return lazy.rowStarts.map { $0 + shift } }
                return node.children.map { (axis == .vertical ? $0.origin.y : $0.origin.x) + shift }
            }
            guard node.children.count == 1 else { return node.children.map { (axis == .vertical ? $0.origin.y : $0.origin.x) + shift } }
            node = node.children[0]
            shift += axis == .vertical ? node.origin.y : node.origin.x
        }
    }
}

/// How a scroll view settles after a flick: SwiftUI's `ScrollTargetBehavior` (iOS 17):
/// `.paging` rests on whole pages of the scroll view's size, `.viewAligned` on the leading edge
/// of a child of its content.
public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public init(limitBehavior: LimitBehavior) {}
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior(), always = LimitBehavior(), never = LimitBehavior()
    }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { .init() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior { .init() }
}

extension View {
    /// How the scroll views inside settle.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack(spacing: 0) { … } }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        ContextView(content: self) { context in
            context.environment.scrollSnap = behavior is PagingScrollTargetBehavior ? .paging : .viewAligned
        }
    }
    /// Marks the layout whose children `viewAligned` rests on: accepted (the content's children are).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// Binds the id of the child at the scroll view's leading edge: accepted.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

extension EnvironmentValues {
    var scrollSnap: ScrollSnap? {
        get { self[ScrollSnapKey.self] }
        set { self[ScrollSnapKey.self] = newValue }
    }
}
private struct ScrollSnapKey: EnvironmentKey { static let defaultValue: ScrollSnap? = nil }
