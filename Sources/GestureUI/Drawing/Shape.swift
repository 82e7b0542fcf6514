/// A 2D shape that fills the space it is offered: SwiftUI's `Shape`, here the five built-in
/// shapes. A shape on its own is filled with the foreground colour; `fill` and `stroke`
/// paint it otherwise. Hit testing follows the shape's outline, not its frame.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 100, height: 100)
/// RoundedRectangle(cornerRadius: 12).stroke(.white, lineWidth: 2)
/// ```
public protocol Shape: View {
    /// The outline, as GestureKit's hit testing knows it.
    var shapeKind: ShapeNode.Kind { get }
}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> some View {
        _ShapeView(kind: shapeKind, label: "\(Self.self)", paint: Paint(fill: content.resolvedColor))
    }
    /// The shape's outline drawn `lineWidth` points wide (centred on the outline) in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(kind: shapeKind, label: "\(Self.self)", paint: Paint(stroke: content.resolvedColor, lineWidth: lineWidth))
    }
    /// The outline in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(kind: shapeKind, label: "\(Self.self)", paint: Paint(lineWidth: lineWidth), strokesWithForeground: true)
    }
    /// The outline drawn inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, lineWidth: lineWidth).padding(lineWidth / 2)
    }

    func resolveShape(_ context: ResolveContext, into nodes: inout [Node]) {
        _ShapeView(kind: shapeKind, label: "\(Self.self)", paint: Paint()).resolve(context, into: &nodes)
    }
}

/// A painted shape.
public struct _ShapeView: View, PrimitiveView {
    let kind: ShapeNode.Kind
    let label: String
    var paint: Paint
    var strokesWithForeground = false
    public typealias Body = Never

    func resolve(_ context: ResolveContext, into nodes: inout [Node]) {
        var paint = paint
        let foreground = context.environment.foregroundColor ?? .primary
        if paint.fill == nil && paint.stroke == nil {
            if strokesWithForeground { paint.stroke = foreground } else { paint.fill = foreground }
        }
        if let fill = paint.fill { context.animate(.fill, fill.vector) }
        if let stroke = paint.stroke { context.animate(.stroke, stroke.vector) }
        nodes.append(context.makeNode(.shape(kind, paint), label: label))
    }
}
