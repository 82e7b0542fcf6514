/// A container that sizes and places its subviews by its own rules: SwiftUI's `Layout`. The
/// stacks are layouts, and a type of your own is one as soon as it answers the two questions.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var point = bounds.origin
///         for subview in subviews {
///             let size = subview.sizeThatFits(.unspecified)
///             subview.place(at: point, proposal: .unspecified)
///             point.x += size.width; point.y += size.height
///         }
///     }
/// }
/// Diagonal { Text("1"); Text("2"); Text("3") }
/// ```
/// `bounds` starts at the layout's own top-left corner here, so code that places relative to
/// `bounds.minX`/`bounds.minY` (as SwiftUI asks) works unchanged.
public protocol Layout {
    /// The subviews as a layout sees them.
    typealias Subviews = LayoutSubviews
    /// Data the layout keeps between its calls of one update (`Void` if it keeps none).
    associatedtype Cache = Void
    /// How the layout behaves as a container (a stack's axis for the spacers in it).
    static var layoutProperties: LayoutProperties { get }
    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (the size the layout was given).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The space this layout wants around itself in its own container.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The cache for a new set of subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// Brings the cache up to date after the subviews changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// Where the layout puts a horizontal guide of its own (nil: the default).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the layout puts a vertical guide of its own (nil: the default).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// The layout as a view of `content`'s views: `MyLayout { Text("a"); Text("b") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, label: String(describing: Self.self), content: content())
    }
}

/// How a layout behaves as a container: SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack arranges along: a `Spacer` in it grows along this axis only (nil: on
    /// both, as outside any stack).
    public var stackOrientation: Axis?
    public init() {}
}

/// The space a view wants around it: SwiftUI's `ViewSpacing`. The lab uses the standard 8
/// points between any two views, so this carries no preferences of its own.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    /// The distance to `next` along `axis`: the standard spacing.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { CGFloat(Constants.defaultSpacing) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// The view a layout makes of its content: one node whose children are the content's views.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let label: String
    let content: Content

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var children: [Node] = []
        context.child(.index(0)).resolve(content, into: &children)
        // An `AnyLayout` is laid out as the layout it wraps (its stack axis included).
        let box = (layout as? AnyLayout)?.makeBox() ?? LayoutBox.make(layout)
        nodes.append(context.makeNode(.layout(box), label: label, children: children))
    }
}
