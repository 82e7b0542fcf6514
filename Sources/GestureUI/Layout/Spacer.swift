/// Flexible space that grows along its stack's axis, at least `minLength` (nil: 8 pt):
/// SwiftUI's `Spacer`. It draws nothing and is never hit.
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        nodes.append(context.makeNode(.spacer(minLength: minLength), label: "Spacer"))
    }
}
