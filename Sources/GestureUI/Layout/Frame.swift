extension View {
    /// Proposes `width` × `height` to the view (the proposal's own size on an axis given nil)
    /// and takes that size, with the view aligned inside it: SwiftUI's fixed frame.
    ///
    /// ```swift
    /// Circle().fill(.blue).frame(width: 100, height: 100)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifierView(content: self, label: "frame") { _ in
            .frame(FrameLayout(idealWidth: width, idealHeight: height, alignment: alignment, isFixed: true))
        }
    }

    /// A flexible frame: the proposal clamped between the minimum and maximum on each axis
    /// (`maxWidth: .infinity` fills the width), the view aligned inside it.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        ModifierView(content: self, label: "frame") { _ in
            .frame(FrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                               minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                               alignment: alignment, isFixed: false))
        }
    }
}
