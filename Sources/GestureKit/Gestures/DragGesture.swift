/// A dragging motion that becomes active once the touches moved `minimumDistance` points from
/// where they went down, reports while they move, and ends when the last finger lifts.
///
/// ```swift
/// DragGesture(minimumDistance: 0)
///     .onChanged { value in offset = value.translation }
/// ```
/// With several fingers the drag follows their centroid (as UIKit's pan does): a finger
/// landing or lifting moves the centroid but never makes the translation jump. A drag that
/// never became active fails when its last finger lifts.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable, CustomStringConvertible {
        /// The time of the event behind this value, on the engine's clock.
        public var time: Date
        /// The location of the drag's current event.
        public var location: CGPoint
        /// Where the first finger went down (not where `minimumDistance` was crossed).
        public var startLocation: CGPoint
        /// `location - startLocation`.
        public var translation: CGSize
        /// Points per second over the last ``Constants/velocityWindow``.
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize

        public init(time: Date, location: CGPoint, startLocation: CGPoint, translation: CGSize, velocity: CGSize,
                    predictedEndLocation: CGPoint, predictedEndTranslation: CGSize) {
            self.time = time; self.location = location; self.startLocation = startLocation
            self.translation = translation; self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation; self.predictedEndTranslation = predictedEndTranslation
        }

        public var description: String { "translation \(describeValue(translation) ?? "")" }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace
    /// For a scroll view's pan (UIKit's direction lock, not SwiftUI API): when the drag reaches
    /// its minimum distance more across this direction than along it, it fails, so the drags
    /// of scroll views around it can take the touch. True: along x; false: along y; nil: any.
    package var locksToHorizontal: Bool?

    /// Creates a dragging gesture with the minimum dragging distance before the gesture
    /// succeeds and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = Constants.dragMinimumDistance,
                coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, resolved: coordinateSpace.coordinateSpace)
    }

    /// The iOS 13 spelling, with a resolved ``CoordinateSpace``.
    @available(*, deprecated, message: "use init(minimumDistance:coordinateSpace:) with some CoordinateSpaceProtocol (.local, .global, .named(_:))")
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = Constants.dragMinimumDistance, coordinateSpace: CoordinateSpace = .local) {
        self.init(minimumDistance: minimumDistance, resolved: coordinateSpace)
    }

    init(minimumDistance: CGFloat, resolved coordinateSpace: CoordinateSpace) {
        precondition(!minimumDistance.isNaN && minimumDistance >= 0,
                     "DragGesture(minimumDistance:) needs a distance >= 0, got \(minimumDistance)")
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        DragRecognizer(self, context)
    }

    // Inlinable, as `MagnifyGesture`'s, so that the caller calls the node's reader itself.
    @inlinable
    public static func _value(ofRecognizer node: AnyObject) -> Value? {
        unsafeDowncast(node, to: DragRecognizer.self).currentValue
    }
}

/// The node behind ``DragGesture``: runs a ``DragTracker`` and sets the phases it asks for.
@usableFromInline
package final class DragRecognizer: Recognizer<DragGesture.Value> {
    package typealias State = DragTracker

    private let gesture: DragGesture
    private let geometry: GeometryBox
    @exclusivity(unchecked) package private(set) var state = State()

    init(_ gesture: DragGesture, _ context: BuildContext) {
        self.gesture = gesture
        self.geometry = context.geometry
        super.init(context, measure: .translation(.zero))
    }

    override package func resetState() {
        state = State()
        setMeasure(.translation(.zero))
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        let next = state.handle(event, gesture, phase: phaseKind, geometry: geometry)
        if let next { setPhase(next, context) }
        setMeasure(.translation(state.translation))
    }

    override package func withValue(_ body: (DragGesture.Value) -> Void) -> Bool {
        guard isActiveOrEnded else { return false }
        body(state.value())
        return true
    }

    /// The value now, nil while the phase has none (``withValue(_:)`` without the closure).
    @usableFromInline
    var currentValue: DragGesture.Value? {
        isActiveOrEnded ? state.value() : nil
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let title = gesture.minimumDistance == Constants.dragMinimumDistance ? "Drag" : "Drag(\(formatNumber(Double(gesture.minimumDistance))))"
        let value = isStarted && !phaseKind.isTerminal || phaseKind == .ended
            ? "translation \(describeValue(state.translation) ?? "")" : nil
        return makeSnapshot(title: title, value: value, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .drag }
}
