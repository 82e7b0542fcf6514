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

    public init(minimumDistance: CGFloat = Constants.dragMinimumDistance, coordinateSpace: CoordinateSpace = .local) {
        precondition(!minimumDistance.isNaN && minimumDistance >= 0,
                     "DragGesture(minimumDistance:) needs a distance >= 0, got \(minimumDistance)")
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    package func makeAnyRecognizer(_ context: BuildContext) -> AnyRecognizer {
        DragRecognizer(self, context)
    }
}

package final class DragRecognizer: Recognizer<DragGesture.Value> {
    private let gesture: DragGesture
    private let geometry: GeometryBox
    private var transform: Affine { geometry.transform(for: gesture.coordinateSpace) }
    @exclusivity(unchecked) private var touches = TouchList()
    @exclusivity(unchecked) private var start: CGPoint = .zero            // scene points
    @exclusivity(unchecked) private var hasStart = false
    /// Accumulated centroid motion in scene points.
    @exclusivity(unchecked) package private(set) var globalTranslation: CGSize = .zero
    @exclusivity(unchecked) private var velocity = VelocityTracker()
    @exclusivity(unchecked) private var lastTime: GestureTime = .zero

    init(_ gesture: DragGesture, _ context: BuildContext) {
        self.gesture = gesture
        self.geometry = context.geometry
        super.init(context)
    }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        lastTime = event.time
        switch event.phase {
        case .began:
            if !hasStart {
                start = event.location
                hasStart = true
            }
            touches.add(event.id, at: event.location)
        case .moved:
            let before = touches.centroid
            guard touches.move(event.id, to: event.location) else { return }
            globalTranslation = globalTranslation + (touches.centroid - before)
        case .ended:
            guard touches.contains(event.id) else { return }
            let before = touches.centroid
            touches.move(event.id, to: event.location)
            globalTranslation = globalTranslation + (touches.centroid - before)
            touches.remove(event.id)
            if touches.isEmpty {
                if phaseKind == .active {
                    setPhase(.ended, value: makeValue(), context)
                } else {
                    setPhase(.failed, context)
                }
                return
            }
        case .cancelled:
            guard touches.contains(event.id) else { return }
            setPhase(.cancelled, context)
            return
        }
        let location = start + globalTranslation
        velocity.add(time: event.time.seconds, x: Double(location.x), y: Double(location.y))
        if phaseKind == .active || globalTranslation.length >= gesture.minimumDistance {
            setPhase(.active, value: makeValue(), context)
        }
    }

    private func makeValue() -> DragGesture.Value {
        let location = transform.apply(start + globalTranslation)
        let startLocation = transform.apply(start)
        let v = velocity.velocity
        let velocityInSpace = transform.applyLinear(CGSize(width: v.x, height: v.y))
        let translation = location - startLocation
        let predictedTranslation = translation + velocityInSpace * Constants.predictionInterval
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: lastTime.seconds),
                                 location: location, startLocation: startLocation,
                                 translation: translation, velocity: velocityInSpace,
                                 predictedEndLocation: startLocation + predictedTranslation,
                                 predictedEndTranslation: predictedTranslation)
    }

    override package func reset() {
        super.reset()
        touches.removeAll()
        start = .zero
        hasStart = false
        globalTranslation = .zero
        velocity.reset()
        lastTime = .zero
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let title = gesture.minimumDistance == Constants.dragMinimumDistance ? "Drag" : "Drag(\(formatNumber(Double(gesture.minimumDistance))))"
        let value = isStarted && !phaseKind.isTerminal || phaseKind == .ended
            ? "translation \(describeValue(globalTranslation) ?? "")" : nil
        return makeSnapshot(title: title, value: value, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .drag }
    override package var measure: LivePrimitive.Measure? { .translation(globalTranslation) }
}
