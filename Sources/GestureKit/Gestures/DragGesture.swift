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
}

/// The node behind ``DragGesture``: follows the centroid of its fingers from where the first
/// went down, and reports once it moved ``DragGesture/minimumDistance``.
package final class DragRecognizer: Recognizer<DragGesture.Value> {
    package struct State {
        var touches = TouchList(keepsCentroid: true)
        /// Where the first finger went down, in scene points; nil before.
        var start: CGPoint?
        /// Accumulated centroid motion in scene points.
        var globalTranslation: CGSize = .zero
        var velocity = VelocityTracker()
        /// The time of the event behind the current value.
        var valueTime: GestureTime = .zero
        /// Scene → the value's coordinate space, taken when the first finger went down (the
        /// instance's geometry is fixed by then).
        var transform: Affine = .identity
    }

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
        defer { setMeasure(.translation(state.globalTranslation)) }
        switch event.phase {
        case .began:
            if state.start == nil {
                state.start = event.location
                state.transform = geometry.transform(for: gesture.coordinateSpace)
            }
            state.touches.add(event.id, at: event.location)
        case .moved:
            let before = state.touches.centroid
            guard state.touches.move(event.id, to: event.location) else { return }
            state.globalTranslation = state.globalTranslation + (state.touches.centroid - before)
        case .ended:
            guard state.touches.contains(event.id) else { return }
            let before = state.touches.centroid
            state.touches.move(event.id, to: event.location)
            state.globalTranslation = state.globalTranslation + (state.touches.centroid - before)
            state.touches.remove(event.id)
            if state.touches.isEmpty {
                state.valueTime = event.time
                setPhase(phaseKind == .active ? .ended : .failed, context)
                return
            }
        case .cancelled:
            guard state.touches.contains(event.id) else { return }
            setPhase(.cancelled, context)
            return
        }
        let location = (state.start ?? .zero) + state.globalTranslation
        state.velocity.add(time: event.time.seconds, x: Double(location.x), y: Double(location.y))
        if phaseKind != .active, let horizontal = gesture.locksToHorizontal, state.globalTranslation.length >= gesture.minimumDistance {
            let along = horizontal ? abs(state.globalTranslation.width) : abs(state.globalTranslation.height)
            let across = horizontal ? abs(state.globalTranslation.height) : abs(state.globalTranslation.width)
            if across > along {
                setPhase(.failed, context)
                return
            }
        }
        if phaseKind == .active || state.globalTranslation.length >= gesture.minimumDistance {
            state.valueTime = event.time
            setPhase(.active, context)
        }
    }

    override package func withValue(_ body: (DragGesture.Value) -> Void) -> Bool {
        guard phaseKind == .active || phaseKind == .ended else { return false }
        let transform = state.transform
        let start = state.start ?? .zero
        let location = transform.apply(start + state.globalTranslation)
        let startLocation = transform.apply(start)
        let v = state.velocity.velocity
        let velocityInSpace = transform.applyLinear(CGSize(width: v.x, height: v.y))
        let translation = location - startLocation
        let predictedTranslation = translation + velocityInSpace * Constants.predictionInterval
        body(DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: state.valueTime.seconds),
                               location: location, startLocation: startLocation,
                               translation: translation, velocity: velocityInSpace,
                               predictedEndLocation: startLocation + predictedTranslation,
                               predictedEndTranslation: predictedTranslation))
        return true
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let title = gesture.minimumDistance == Constants.dragMinimumDistance ? "Drag" : "Drag(\(formatNumber(Double(gesture.minimumDistance))))"
        let value = isStarted && !phaseKind.isTerminal || phaseKind == .ended
            ? "translation \(describeValue(state.globalTranslation) ?? "")" : nil
        return makeSnapshot(title: title, value: value, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { .drag }
}
