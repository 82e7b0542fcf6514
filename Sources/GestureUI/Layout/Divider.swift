/// A thin line that separates views: across a `VStack` (as wide as offered) or up a `HStack`
/// (as tall as offered), horizontal outside a stack: SwiftUI's `Divider`, in iOS's separator
/// grey, one pixel of an iPhone (a third of a point) thick.
///
/// ```swift
/// VStack { Text("Title"); Divider(); Text("Body") }
/// ```
public struct Divider: View, PrimitiveView {
    public init() {}
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(context.makeNode(.divider, label: "Divider"))
    }

    /// One pixel of a 3× screen, in points.
    static let thickness: CGFloat = 1.0 / 3
}
