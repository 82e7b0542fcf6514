/// A drag's own state and rules, apart from the node that runs them (``DragRecognizer``): the
/// centroid of its fingers from where the first went down, its translation and velocity, and the
/// phase each event asks for. With several fingers it follows their centroid, so a finger landing
/// or lifting never makes the translation jump.
///
/// ```swift
/// var drag = DragTracker()
/// let phase = drag.handle(event, DragGesture(), phase: .possible, geometry: box)   // nil, or .active
/// ```
/// Kept in place in its owner's storage and reached only through its inlined members: it is
/// large (a touch list and a velocity ring), and a call that is not inlined copies it.
package struct DragTracker {
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

    package init() {}

    /// What the drag has measured: its translation in scene points.
    @inline(__always)
    package var translation: CGSize { globalTranslation }

    /// Takes one event and returns the phase it asks for, nil for none (a new `active` value
    /// counts as asking for `active` again). `phase` is the drag's phase before the event;
    /// `geometry` gives the value's coordinate space when the first finger lands.
    @inline(__always)
    package mutating func handle(_ event: TouchEvent, _ gesture: DragGesture, phase: GesturePhaseKind,
                                 geometry: GeometryBox) -> GesturePhaseKind? {
        switch event.phase {
        case .began:
            if start == nil {
                start = event.location
                transform = geometry.transform(for: gesture.coordinateSpace)
            }
            touches.add(event.id, at: event.location)
        case .moved:
            let before = touches.centroid
            guard touches.move(event.id, to: event.location) else { return nil }
            globalTranslation = globalTranslation + (touches.centroid - before)
        case .ended:
            guard touches.contains(event.id) else { return nil }
            let before = touches.centroid
            touches.move(event.id, to: event.location)
            globalTranslation = globalTranslation + (touches.centroid - before)
            touches.remove(event.id)
            if touches.isEmpty {
                valueTime = event.time
                return phase == .active ? .ended : .failed
            }
        case .cancelled:
            guard touches.contains(event.id) else { return nil }
            return .cancelled
        }
        let location = (start ?? .zero) + globalTranslation
        // Measured when the value is read (a drag that is not active, beside a pinch, is never read).
        velocity.addUnmeasured(time: event.time.seconds, x: Double(location.x), y: Double(location.y))
        if phase != .active, let horizontal = gesture.locksToHorizontal, globalTranslation.length >= gesture.minimumDistance {
            let along = horizontal ? abs(globalTranslation.width) : abs(globalTranslation.height)
            let across = horizontal ? abs(globalTranslation.height) : abs(globalTranslation.width)
            if across > along { return .failed }
        }
        if phase == .active || globalTranslation.length >= gesture.minimumDistance {
            valueTime = event.time
            return .active
        }
        return nil
    }

    /// The drag's value now (for an active or ended drag), in its coordinate space. Mutating:
    /// the velocity is measured here, from the samples in place.
    @inline(__always)
    package mutating func value() -> DragGesture.Value {
        velocity.settle()
        let start = self.start ?? .zero
        let location = transform.apply(start + globalTranslation)
        let startLocation = transform.apply(start)
        let v = velocity.velocity
        let velocityInSpace = transform.applyLinear(CGSize(width: v.x, height: v.y))
        let translation = location - startLocation
        let predictedTranslation = translation + velocityInSpace * Constants.predictionInterval
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: valueTime.seconds),
                                 location: location, startLocation: startLocation,
                                 translation: translation, velocity: velocityInSpace,
                                 predictedEndLocation: startLocation + predictedTranslation,
                                 predictedEndTranslation: predictedTranslation)
    }
}
