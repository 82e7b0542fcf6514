/// The soft gradient of one colour that `Color.gradient` gives: a little lighter at the top,
/// the colour itself at the bottom: SwiftUI's `AnyGradient`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16).fill(.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, View, PrimitiveView, GradientStyle, Hashable {
    let base: Color
    init(_ base: Color) { self.base = base }
    var resolvedGradient: ResolvedGradient {
        ResolvedGradient(.linear(start: .top, end: .bottom),
                         Gradient(colors: [base.mixed(with: Color(red: 1, green: 1, blue: 1, opacity: base.alpha), by: 0.2), base]))
    }
    public typealias Body = Never
    func resolve(_ context: ResolveContext, into nodes: inout [Node]) { resolveStyleView(self, context, into: &nodes) }
}

extension Color {
    /// The colour as a soft top-to-bottom gradient.
    public var gradient: AnyGradient { AnyGradient(self) }
}
