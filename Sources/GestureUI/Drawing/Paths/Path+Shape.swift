/// A path is a shape whose outline is itself, whatever frame it is given: on its own it is
/// filled with the foreground colour, and takes `fill` and `stroke` like any shape.
///
/// ```swift
/// Path { $0.addLines(points) }.stroke(.blue, lineWidth: 3)
/// ```
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
