/// A tap gesture that reports where the last tap was released, in a coordinate space.
///
/// ```swift
/// SpatialTapGesture(coordinateSpace: .global).onEnded { value in print(value.location) }
/// ```
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable, CustomStringConvertible {
        /// The location of the tap, in the gesture's coordinate space.
        public var location: CGPoint
        public init(location: CGPoint) { self.location = location }
        public var description: String { "location \(describeValue(location) ?? "")" }
    }
    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps (at least 1) and the coordinate
    /// space of the gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, resolved: coordinateSpace.coordinateSpace)
    }

    /// The iOS 16 spelling, with a resolved ``CoordinateSpace``.
    @available(*, deprecated, message: "use init(count:coordinateSpace:) with some CoordinateSpaceProtocol (.local, .global, .named(_:))")
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.init(count: count, resolved: coordinateSpace)
    }

    init(count: Int, resolved coordinateSpace: CoordinateSpace) {
        precondition(count >= 1, "SpatialTapGesture(count:) needs a count of at least 1, got \(count)")
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        let geometry = context.geometry, space = coordinateSpace
        return TapRecognizer<Value>(count: count, title: "SpatialTap(\(count))", context: context) { location, body in
            body(Value(location: geometry.transform(for: space).apply(location)))
        }
    }
}
