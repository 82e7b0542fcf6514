/// Puts a view along an edge and the content beside it: SwiftUI's `safeAreaInset`, laid out as
/// a stack (the content is not drawn under the inset view; the README lists the difference).
///
/// ```swift
/// ScrollView { … }
///     .safeAreaInset(edge: .bottom) { Button("Add") { add() }.padding() }
/// ```
extension View {
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
    /// Padding inside the safe area: padding here (the canvas has no safe area).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(edges, length)
    }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement(), scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// Sizes the view as a fraction of its container: SwiftUI's `containerRelativeFrame` (iOS 17).
/// The container is taken to be the canvas (a full-width scroll view, the usual case).
///
/// ```swift
/// ScrollView(.horizontal) { HStack { ForEach(cards) { CardView($0).containerRelativeFrame(.horizontal) } } }
/// ```
extension View {
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(1, count))
            let cell = (length - spacing * (count - 1)) / count
            return cell * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
    }
}

struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        let canvas = context.host.canvasSize
        let width = axes.contains(.horizontal) ? length(canvas.width, .horizontal) : nil
        let height = axes.contains(.vertical) ? length(canvas.height, .vertical) : nil
        context.resolve(content.frame(width: width, height: height, alignment: alignment), into: &nodes)
    }
}

/// Calls `action` with a value read from the view's geometry, at first and whenever it
/// changes: SwiftUI's `onGeometryChange(for:of:action:)`.
///
/// ```swift
/// .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
/// ```
extension View {
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { _, value in action(value) }
        })
    }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { old, value in action(old, value) }
        })
    }
}
