/// A piece of user interface: SwiftUI's `View`, whose `body` describes its content.
///
/// ```swift
/// struct Badge: View {
///     var count: Int
///     var body: some View {
///         Text("\(count)").padding().background(Circle().fill(.red))
///     }
/// }
/// ```
/// Built-in views (shapes, `Text`, stacks, modifiers) have no body of their own (`Never`): the
/// view layer builds them directly.
///
/// As in Apple's SDK the protocol is `@MainActor` (`@preconcurrency`): a view's body may use a
/// `@MainActor` view model. The lab runs every view on its one thread.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {}

/// Built-in views: the host resolves them into layout nodes directly instead of through `body`.
protocol PrimitiveView {
    /// Appends this view's nodes (none, one, or several for lists) to `nodes`.
    func resolve(_ context: ResolveContext, into nodes: inout [Node])
}

extension PrimitiveView {
    /// Resolves `view`, a value of this very type held as a generic one: the resolver finds the
    /// type once (``ViewHost/facts(of:)``) instead of casting every value it meets.
    static func resolve<V>(_ view: V, _ context: ResolveContext, into nodes: inout [Node]) {
        precondition(V.self == Self.self, "\(V.self) resolved as \(Self.self)")
        unsafeBitCast(view, to: Self.self).resolve(context, into: &nodes)
    }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a built-in view and has no body") }
}
