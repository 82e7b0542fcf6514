/// Items drawn together offscreen and then put on what is below them as one picture: a
/// `compositingGroup` or `drawingGroup` (the opacity, blur and blend mode above it apply to the
/// whole, so a faded group does not show through itself), a view with a `blendMode`, and text,
/// symbols and images in perspective (drawn flat, then carried through the projection so they
/// taper as the shapes beside them do).
public struct DisplayLayer {
    /// The items drawn into the layer: a range of ``DisplayList/items``. Layers nest: a layer
    /// inside another lies wholly within its range, and ``DisplayList/layers`` lists the outer
    /// one first.
    public var items: Range<Int>
    /// 0 to 1: the opacity of the finished layer.
    public var opacity: Double = 1
    /// How the finished layer mixes with what is below it.
    public var blendMode: BlendMode = .normal
    /// A Gaussian blur of the finished layer, radius in points.
    public var blur: CGFloat = 0
    /// A perspective (scene space) the flat layer is shown through.
    public var projection: ProjectionTransform?
    /// A scene rectangle the finished layer is cut to.
    public var clip: CGRect?
    /// How deep the layer sits among layers starting at the same item (outer first).
    package var depth = 0

    public init(items: Range<Int>, opacity: Double = 1, blendMode: BlendMode = .normal, blur: CGFloat = 0,
                projection: ProjectionTransform? = nil, clip: CGRect? = nil) {
        self.items = items
        self.opacity = opacity
        self.blendMode = blendMode
        self.blur = blur
        self.projection = projection
        self.clip = clip
    }
}

extension DisplayLayer: Equatable {}
