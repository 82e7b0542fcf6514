/// Lets a view reach past the safe area on the edges where it touches it: SwiftUI's
/// `ignoresSafeArea(_:edges:)` and the older `edgesIgnoringSafeArea(_:)`.
///
/// ```swift
/// ZStack {
///     Color.indigo.ignoresSafeArea()   // under the status bar and the home indicator too
///     Text("Swipe up")
/// }
/// ```
/// The view keeps its place in its parent's layout; after layout, where its frame reaches an edge
/// of the canvas's safe area, its content is proposed and given the frame stretched to the
/// canvas's edge (SEMANTICS V48). A canvas without a safe area (the default; `--safe-area` gives
/// an iPhone's) leaves it as it is.
extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        IgnoresSafeArea(content: self, edges: regions.contains(.container) ? edges : [])
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        IgnoresSafeArea(content: self, edges: edges)
    }
}

/// The kinds of safe area (the container's, the keyboard's): SwiftUI's `SafeAreaRegions`. The
/// lab has no keyboard, so only `.container` changes anything.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

struct IgnoresSafeArea<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let edges: Edge.Set

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        // Without a safe area there is nothing to reach into: no node of its own.
        guard !edges.isEmpty, context.environment.canvasSafeArea != EdgeInsets() else {
            context.child(.index(0)).resolve(content, into: &nodes)
            return
        }
        context.modify(content, into: &nodes, label: "IgnoresSafeArea") { _ in .layout(SafeAreaIgnoringBox(edges: edges)) }
    }
}

/// The layout of a view that ignores the safe area: its one child takes the view's place and
/// size; ``SafeAreaPass`` stretches the child afterwards, once the view's place on the canvas is known.
final class SafeAreaIgnoringBox: LayoutBox {
    let edges: Edge.Set
    init(edges: Edge.Set) {
        self.edges = edges
        super.init(orientation: nil)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }
}

extension EnvironmentValues {
    /// The canvas's safe area insets, as the host was given them (none unless `--safe-area`):
    /// built-in views that stand for system bars (the navigation bar) fit themselves to it.
    var canvasSafeArea: EdgeInsets {
        get { self[CanvasSafeAreaKey.self] }
        set { self[CanvasSafeAreaKey.self] = newValue }
    }
}
private struct CanvasSafeAreaKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
