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
    /// The pair's distance: followed only while the angle is not (``update(_:followingAngle:)``).
    package private(set) var span: Double = 0
    package private(set) var isPaired = false

    package init() {}

    @inline(__always)
    package var magnification: Double { startSpan > 0 ? span / startSpan : 1 }

    /// Returns true when the event concerned the pair; the angle is followed only when asked
    /// (a magnify has no use for it, and it costs an arc tangent per event).
    @inline(__always)
    package mutating func update(_ event: TouchEvent, followingAngle: Bool) -> Bool {
        switch event.phase {
        case .began:
            guard touches.count < 2 else { return false }
            touches.add(event.id, at: event.location)
            if touches.count == 2 { formPair(followingAngle: followingAngle) }
            return true
        case .moved, .ended:
            guard touches.move(event.id, to: event.location) else { return false }
            if isPaired { measure(followingAngle: followingAngle) }
            return true
        case .cancelled:
            return touches.contains(event.id)
        }
    }

    package mutating func remove(_ id: Int) { touches.remove(id) }

    /// Before a second finger lands: the first finger's location from where the caller last saw
    /// it (a waiting pinch may have been left out of that finger's moves).
    @inline(__always)
    package mutating func refreshWaitingFinger(from latestLocation: (Int) -> CGPoint?) {
        guard touches.count == 1, !isPaired, let id = touches.firstID, let location = latestLocation(id) else { return }
        touches.move(id, to: location)
    }

    /// Takes a lifted finger away and says how a two-finger gesture ends with it: `ended` when
    /// it was active, `failed` when the pair broke (or the last finger lifted) before that, nil
    /// while it can still recognise (a single finger lifted before a second came).
    @inline(__always)
    package mutating func lift(_ id: Int, wasActive: Bool) -> GesturePhaseKind? {
        let wasPaired = isPaired
        remove(id)
        if wasActive { return .ended }
        return wasPaired || touches.isEmpty ? .failed : nil
    }

    private mutating func formPair(followingAngle: Bool) {
        let (a, b) = (touches[0], touches[1])
        startSpan = max(Double(a.distance(to: b)), Constants.minimumPinchSpan)
        span = startSpan
        lastAngle = followingAngle ? atan2(Double(b.y - a.y), Double(b.x - a.x)) : 0
        rotation = 0
        startCentroid = touches.measureCentroid()
        isPaired = true
    }

    /// The span, or with `followingAngle` the rotation (a rotate reads no span, a magnify no angle).
    @inline(__always)
    private mutating func measure(followingAngle: Bool) {
        let (a, b) = (touches[0], touches[1])
        guard followingAngle else {
            span = max(Double(a.distance(to: b)), Constants.minimumPinchSpan)
            return
        }
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
    }
}

/// What a ``PinchRecognizer`` measures.
package enum PinchMeasure { case magnification, rotation }

/// The node behind the magnify and rotate gestures: tracks a finger pair, becomes active once
/// the measure moved past its threshold, ends when a finger of the pair lifts (fails if it
/// never became active).
@usableFromInline
package final class PinchRecognizer<Value>: Recognizer<Value> {
    package typealias State = PinchRecognizerState

    package let pinchMeasure: PinchMeasure
    private let title: String
    private let threshold: Double
    /// Makes the value from the node and hands it on. Written where the gesture's value type is
    /// known, so the value is made there, not in this class's generic code.
    private let emitValue: (PinchRecognizer<Value>, (Value) -> Void) -> Void
    @exclusivity(unchecked) package private(set) var state = State()
    private let geometryBox: GeometryBox
    package var geometry: GestureGeometry { geometryBox.geometry }

    package init(measure: PinchMeasure, threshold: Double, title: String, context: BuildContext,
                 emitValue: @escaping (PinchRecognizer<Value>, (Value) -> Void) -> Void) {
        self.pinchMeasure = measure
        self.threshold = threshold
        self.title = title
        self.emitValue = emitValue
        self.geometryBox = context.geometry
        super.init(context, measure: Self.freshMeasure(measure))
    }

    override package func resetState() {
        state = State()
        setMeasure(Self.freshMeasure(pinchMeasure))
        // Without fingers, no move concerns it.
        setIgnoresMoves(true)
    }

    private static func freshMeasure(_ measure: PinchMeasure) -> LivePrimitive.Measure {
        measure == .magnification ? .magnification(1) : .rotation(.zero)
    }

    /// The measured quantity: magnification, or rotation in radians.
    package var amount: Double { pinchMeasure == .magnification ? state.pinch.magnification : state.pinch.rotation }
    package var amountVelocity: Double { state.velocity.velocity.x }
    package var lastTime: GestureTime { state.valueTime }
    package var startLocationLocal: CGPoint { state.startLocation }
    package var startAnchor: UnitPoint { state.startAnchor }

    override package func handle(_ event: TouchEvent, _ context: RecognitionContext) {
        // Until the pair forms, a finger's moves change only where it is: they may be left out
        // (``AnyRecognizer/Status/ignoresMoves``), and the finger is looked up when the second lands.
        if event.phase != .moved { return handleEdge(event, context) }
        handleEvent(event, context)
    }

    /// A finger down, up or cancelled (apart, so that a move's path stays small): the waiting
    /// finger looked up before a second lands, and whether moves may be left out after.
    @inline(never)
    private func handleEdge(_ event: TouchEvent, _ context: RecognitionContext) {
        if event.phase == .began { state.pinch.refreshWaitingFinger(from: context.latestLocation(of:)) }
        handleEvent(event, context)
        setIgnoresMoves(!state.pinch.isPaired)
    }

    @inline(__always)
    private func handleEvent(_ event: TouchEvent, _ context: RecognitionContext) {
        guard state.pinch.update(event, followingAngle: pinchMeasure == .rotation) else { return }
        // A finger moving before the pair formed changes nothing measured (a one-finger drag
        // beside a pinch: every event), so the measure is stored after that case returns.
        if event.phase != .moved { storeMeasure() }
        switch event.phase {
        case .began:
            if state.pinch.isPaired {
                state.velocity.add(time: event.time.seconds, x: amount)
                let geometry = self.geometry
                state.startLocation = geometry.toLocal.apply(state.pinch.startCentroid)
                state.startAnchor = geometry.unitPoint(ofLocal: state.startLocation)
            }
        case .moved:
            guard state.pinch.isPaired else { return }
            storeMeasure()
            state.velocity.add(time: event.time.seconds, x: amount)
            let change = pinchMeasure == .magnification ? abs(state.pinch.magnification - 1) : abs(state.pinch.rotation)
            if phaseKind == .active || change >= threshold {
                state.valueTime = event.time
                setPhase(.active, context)
            }
        case .ended:
            guard let end = state.pinch.lift(event.id, wasActive: phaseKind == .active) else { return }
            if end == .ended { state.valueTime = event.time }
            setPhase(end, context)
        case .cancelled:
            setPhase(.cancelled, context)
        }
    }

    @inline(__always)
    private func storeMeasure() {
        setMeasure(pinchMeasure == .magnification ? .magnification(state.pinch.magnification)
                                                  : .rotation(.radians(state.pinch.rotation)))
    }

    override package func withValue(_ body: (Value) -> Void) -> Bool {
        guard isActiveOrEnded else { return false }
        emitValue(self, body)
        return true
    }

    override package func snapshot(now: GestureTime) -> RecognizerSnapshot {
        let pinch = state.pinch
        let value: String?
        if pinch.isPaired && phaseKind.hasValue {
            value = pinchMeasure == .magnification ? "scale \(brief(pinch.magnification, decimals: 100))"
                                              : "angle \(brief(pinch.rotation * 180 / .pi))°"
        } else {
            value = isStarted && !phaseKind.isTerminal ? "\(pinch.touches.count)/2 fingers" : nil
        }
        return makeSnapshot(title: title, value: value, now: now)
    }

    override package var primitiveKind: LivePrimitive.Kind? { pinchMeasure == .magnification ? .magnify : .rotate }
}

/// A ``PinchRecognizer``'s own state. Outside the generic class, so that reading and resetting
/// it ask the runtime for no generic metadata (a reset looked its type up: 600 instructions).
package struct PinchRecognizerState {
    var pinch = PinchTracker()
    var velocity = VelocityTracker()
    /// The time of the event behind the current value.
    var valueTime: GestureTime = .zero
    /// Where the pair's centroid started, in the shape's local space and as a unit point of
    /// it: taken when the pair forms (the instance's geometry is fixed by then).
    var startLocation: CGPoint = .zero
    var startAnchor: UnitPoint = .center
}
