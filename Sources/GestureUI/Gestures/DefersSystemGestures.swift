/// Sets the screen edges from which the view's gestures take precedence over the system's:
/// iOS's `defersSystemGestures(on:)`. A swipe from a deferred edge reaches the app first; a
/// second swipe from that edge soon after goes to the system, as on an iPhone.
///
/// ```swift
/// Canvas()
///     .gesture(DragGesture(minimumDistance: 0).onChanged { stroke.append($0.location) })
///     .defersSystemGestures(on: .vertical)
/// ```
/// The lab plays the phone's system edge gestures on a Swift scene's canvas (swipe up from the
/// bottom edge: home; down from the top: notifications; SEMANTICS V22); the edges any view in
/// the tree defers are ``ViewHost/deferredSystemGestureEdges``.
extension View {
    /// Sets the screen edge from which you want your gesture to take precedence over the system
    /// gesture.
    public func defersSystemGestures(on edges: Edge.Set) -> some View {
        DefersSystemGesturesView(content: self, edges: edges)
    }
}

/// The view `defersSystemGestures(on:)` makes: its content as it is, its edges told to the host.
struct DefersSystemGesturesView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let edges: Edge.Set

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        context.host.deferSystemGestures(on: edges)
        context.child(.index(0)).resolve(content, into: &nodes)
    }
}
