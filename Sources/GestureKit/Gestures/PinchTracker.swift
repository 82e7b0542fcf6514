/// The two-finger geometry shared by the magnify and rotate recognizers: the first two fingers
/// down form the pair; their span and angle are measured from where they were when the pair
/// formed (so spreading from 100 to 150 points gives a magnification of 1.5).
package struct PinchTracker {
    package private(set) var touches = TouchList()
    package private(set) var startSpan: Double = 0
    package private(set) var startCentroid: CGPoint = .zero
    private var lastAngle: Double = 0
    /// Accumulated rotation in radians, unwrapped across ±180°.
    package private(set) var rotation: Double = 0
    package private(set) var span: Double = 0
    package private(set) var isPaired = false

    package init() {}

    package var magnification: Double { startSpan > 0 ? span / startSpan : 1 }

    package mutating func reset() {
        touches.removeAll()
        startSpan = 0
        startCentroid = .zero
        lastAngle = 0
        rotation = 0
        span = 0
        isPaired = false
    }

    /// Returns true when the event concerned the pair.
    package mutating func update(_ event: TouchEvent) -> Bool {
        switch event.phase {
        case .began:
            guard touches.count < 2 else { return false }
            touches.add(event.id, at: event.location)
            if touches.count == 2 { formPair() }
            return true
        case .moved, .ended:
            guard touches.move(event.id, to: event.location) else { return false }
            if isPaired { measure() }
            return true
        case .cancelled:
            return touches.contains(event.id)
        }
    }

    package mutating func remove(_ id: Int) { touches.remove(id) }

    private mutating func formPair() {
        let (a, b) = (touches.points[0], touches.points[1])
        startSpan = max(Double(a.distance(to: b)), Constants.minimumPinchSpan)
        span = startSpan
        lastAngle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        rotation = 0
        startCentroid = touches.centroid
        isPaired = true
    }

    private mutating func measure() {
        let (a, b) = (touches.points[0], touches.points[1])
        span = max(Double(a.distance(to: b)), Constants.minimumPinchSpan)
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
    }
}

/// The node behind the magnify and rotate gestures: tracks a finger pair, becomes active once
/// `isPastThreshold` says so, ends when a finger of the pair lifts (fails if never active).
package enum PinchMeasure { case magnification, rotation }

package final class PinchRecognizer<Value>: Recognizer<Value> {
    package let pinchMeasure: PinchMeasure
    private let title: String
    private let threshold: Double
    private let makeValue: (PinchRecognizer<Value>) -> Value
    @exclusivity(unchecked) package private(set) var pinch = PinchTracker()
    @exclusivity(unchecked) private var velocity = VelocityTracker()
    @exclusivity(unchecked) package private(set) var lastTime: GestureTime = .zero
    private let geometryBox: GeometryBox
    package var geometry: GestureGeometry { geometryBox.geometry }

    package init(measure: PinchMeasure, threshold: Double, title: String, context: BuildContext,
                 makeValue: @escaping (PinchRecognizer<Value>) -> Value) {
        self.pinchMeasure = measure
        self.threshold = threshold
        self.title = title
        self.makeValue = makeValue
        self.geometryBox = context.geometry
        super.init(context)
    }

    /// The measured quantity: magnification, or rotation in radians.
    package var amount: Double { pinchMeasure == .magnification ? pinch.magnification : pinch.rotation }
    package var amountVelocity: Double { velocity.velocity.x }
    package var startLocationLocal: CGPoint { geometry.toLocal.apply(pinch.startCentroid) }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        lastTime = event.time
        guard pinch.update(event) else { return }
        switch event.phase {
        case .began:
            if pinch.isPaired { velocity.add(time: event.time.seconds, x: amount) }
        case .moved:
            guard pinch.isPaired else { return }
            velocity.add(time: event.time.seconds, x: amount)
            let change = pinchMeasure == .magnification ? abs(pinch.magnification - 1) : abs(pinch.rotation)
            if phaseKind == .active || change >= threshold {
                setPhase(.active, value: makeValue(self), context)
            }
        case .ended:
            let wasPaired = pinch.isPaired
            pinch.remove(event.id)
            if phaseKind == .active {
                setPhase(.ended, value: makeValue(self), context)
            } else if wasPaired || pinch.touches.isEmpty {
                setPhase(.failed, context)
            }
        case .cancelled:
            setPhase(.cancelled, context)
        }
    }

    override package func reset() {
        super.reset()
        pinch.reset()
        velocity.reset()
        lastTime = .zero
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let value: String?
        if pinch.isPaired && (phaseKind == .active || phaseKind == .ended || phaseKind == .possible) {
            value = pinchMeasure == .magnification ? "scale \(brief(pinch.magnification, decimals: 100))"
                                              : "angle \(brief(pinch.rotation * 180 / .pi))°"
        } else {
            value = isStarted && !phaseKind.isTerminal ? "\(pinch.touches.count)/2 fingers" : nil
        }
        return makeSnapshot(title: title, value: value, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { pinchMeasure == .magnification ? .magnify : .rotate }
    override package var measure: LivePrimitive.Measure? {
        pinchMeasure == .magnification ? .magnification(pinch.magnification) : .rotation(.radians(pinch.rotation))
    }
}
