extension View {
    /// Fills the view's frame behind it with a colour or gradient: SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)`: where the view reaches the edge of the canvas's
    /// safe area on one of `edges`, the fill goes on to the canvas's edge. A colour is a view
    /// too; as in SwiftUI since iOS 15, `background(Color.yellow)` is this one, not the view
    /// background (which stays inside the safe area).
    ///
    /// ```swift
    /// Text("Hello").padding().background(.yellow)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(edges: edges))
    }

    /// Fills the view's frame behind it with the system background (white, black in dark mode):
    /// `background()`, reaching past the safe area on `edges` as ``background(_:ignoresSafeAreaEdges:)`` does.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Color.systemBackground, ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape`, in the view's frame, behind the view: SwiftUI's `background(_:in:fillStyle:)`.
    ///
    /// ```swift
    /// Label("Tip", systemImage: "lightbulb").padding().background(.blue.gradient, in: RoundedRectangle(cornerRadius: 12))
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills `shape` behind the view with the system background (white, black in dark mode).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(Color.systemBackground, style: fillStyle))
    }

    /// Draws a colour or gradient over the view's frame: SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style).ignoresSafeArea(edges: edges))
    }

    /// Draws `shape` filled with a style over the view: SwiftUI's `overlay(_:in:fillStyle:)`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }
}
