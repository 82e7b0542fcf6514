/// Runs SwiftUI's gesture system over a ``GestureScene``: routes timestamped touches to the
/// gestures of the shapes under them, fires timers at their exact deadlines, and reports every
/// phase change.
///
/// ```swift
/// let engine = GestureEngine(scene: scene)
/// engine.onPhaseChange = { print($0) }
/// engine.send(TouchEvent(time: 0.0, phase: .began, id: 1, location: CGPoint(x: 100, y: 100)))
/// engine.send(TouchEvent(time: 0.1, phase: .ended, id: 1, location: CGPoint(x: 100, y: 100)))
/// engine.advance(to: GestureTime(seconds: 1)!)
/// ```
/// The engine never reads a clock. Time enters only through event timestamps and
/// ``advance(to:)``; before an event at time t, every deadline at or before t fires, in
/// deadline order. Stepping every millisecond or every 100 ms therefore gives the same result.
///
/// Bad input never traps: an event with a non-finite location, a time before ``now``, a
/// touch-down for an id already down, or a move/up/cancel for an id that is not down is
/// ignored and reported through ``onDiagnostic``.
public final class GestureEngine {
    public let scene: GestureScene
    /// The latest time the engine was advanced to.
    public private(set) var now: GestureTime = .zero
    /// Every phase change of every named recognizer node, in the order they happened.
    public var onPhaseChange: ((PhaseChange) -> Void)?
    /// Input the engine ignored, and why.
    public var onDiagnostic: ((GestureDiagnostic) -> Void)?
    /// Called with the final state of every gesture instance when it ends, for overlays that
    /// let finished trees linger.
    public var onSessionEnded: ((GestureSessionSnapshot) -> Void)?
    /// When true, shapes follow the drag, magnify and rotate gestures attached to them:
    /// transiently while active, committed on success, restored on failure or cancellation.
    public var shapesFollowGestures = false

    private var sessions: [GestureSession] = []
    /// Every touch that is down, with the serial of the session it belongs to (nil: none).
    private var touchOwners: [Int: Int?] = [:]
    private var nextSerial = 0

    public init(scene: GestureScene) { self.scene = scene }

    /// Touches currently down.
    public var touchesDown: Int { touchOwners.count }
    /// Live gesture instances.
    public var activeSessionCount: Int { sessions.count }
    /// The earliest pending timer deadline, if any.
    public var nextDeadline: GestureTime? { sessions.compactMap { $0.root.nextDeadline }.min() }

    /// Delivers one touch event (after firing every deadline up to its time).
    public func send(_ event: TouchEvent) {
        guard event.location.isFinite else {
            return report(event.time, "touch \(event.id): location is not finite; event ignored")
        }
        guard event.time >= now else {
            return report(event.time, "time goes backwards (t=\(event.time) after t=\(now)); event ignored")
        }
        advance(to: event.time)
        switch event.phase {
        case .began:
            guard touchOwners[event.id] == nil else {
                return report(event.time, "touch \(event.id) went down while already down; event ignored")
            }
            begin(event)
        case .moved, .ended, .cancelled:
            guard let owner = touchOwners[event.id] else {
                return report(event.time, "touch \(event.id) \(event.phase.rawValue) but never went down; event ignored")
            }
            if event.phase != .moved { touchOwners[event.id] = nil }
            guard let serial = owner, let session = sessions.first(where: { $0.serial == serial }) else { return }
            if event.phase != .moved { session.touchesDown.removeAll { $0 == event.id } }
            step(session, at: event.time) { session.root.receive(event, $0) }
        }
    }

    /// Fires every deadline up to `time`, in order, then sets ``now``. Earlier times are ignored.
    public func advance(to time: GestureTime) {
        guard time >= now else { return }
        while let (session, deadline) = earliestDeadline(), deadline <= time {
            now = deadline
            step(session, at: deadline) { session.root.fire(upTo: deadline, $0) }
        }
        now = time
    }

    /// Cancels every touch and every live gesture, as when the window loses focus.
    public func cancelAll(at time: GestureTime) {
        if time > now { advance(to: time) }
        for session in sessions {
            step(session, at: now) { session.root.terminate(.cancelled, $0) }
        }
        touchOwners.removeAll()
    }

    /// The live recognizer trees.
    public func snapshot() -> [GestureSessionSnapshot] { sessions.map { $0.snapshot(now: now) } }

    // MARK: - Routing

    private func begin(_ event: TouchEvent) {
        let path = scene.hitPath(at: event.location)
        let keys = Set(path.map(ObjectIdentifier.init))
        let session: GestureSession
        if let joined = sessions.first(where: { !$0.shapeKeys.isDisjoint(with: keys) }) {
            session = joined
        } else if let created = GestureSession(serial: nextSerial, hitPath: path) {
            nextSerial += 1
            sessions.append(created)
            session = created
        } else {
            touchOwners[event.id] = .some(nil)
            return
        }
        touchOwners[event.id] = session.serial
        session.touchesDown.append(event.id)
        session.context.touchShapes[event.id] = keys
        step(session, at: event.time) { session.root.receive(event, $0) }
    }

    private func earliestDeadline() -> (GestureSession, GestureTime)? {
        var best: (GestureSession, GestureTime)?
        for session in sessions {
            if let deadline = session.root.nextDeadline, best == nil || deadline < best!.1 {
                best = (session, deadline)
            }
        }
        return best
    }

    /// Runs one step of a session: the work, then the journal, resets and callbacks; then the
    /// shapes' effects; then the end of the session if it is over or can make no more progress.
    private func step(_ session: GestureSession, at time: GestureTime, _ work: (RecognitionContext) -> Void) {
        let context = session.context
        context.now = time
        work(context)
        flush(context)
        if !session.root.phaseKind.isTerminal && session.touchesDown.isEmpty && session.root.nextDeadline == nil {
            session.root.terminate(.failed, context)
            flush(context)
        }
        if shapesFollowGestures { followGestures(session) }
        if session.root.phaseKind.isTerminal { finish(session) }
    }

    private func flush(_ context: RecognitionContext) {
        // Callbacks may add more work; loop until the step is quiet.
        while !context.journal.isEmpty || !context.resets.isEmpty || !context.callbacks.isEmpty {
            let journal = context.journal, resets = context.resets, callbacks = context.callbacks
            context.journal.removeAll(keepingCapacity: true)
            context.resets.removeAll(keepingCapacity: true)
            context.callbacks.removeAll(keepingCapacity: true)
            if let onPhaseChange { journal.forEach(onPhaseChange) }
            resets.forEach { $0() }
            callbacks.forEach { $0() }
        }
    }

    private func finish(_ session: GestureSession) {
        sessions.removeAll { $0 === session }
        onSessionEnded?(session.snapshot(now: now))
        for id in session.touchesDown { touchOwners[id] = .some(nil) }
        if shapesFollowGestures {
            for attached in session.attached { recomputeEffect(of: attached.shape) }
        }
    }

    private func report(_ time: GestureTime, _ message: String) {
        onDiagnostic?(GestureDiagnostic(time: time, message: message))
    }

    // MARK: - Shapes following their gestures

    private func followGestures(_ session: GestureSession) {
        for index in session.attached.indices where !session.attached[index].isFinished {
            let attached = session.attached[index]
            let contribution = Self.contribution(of: attached.node, shape: attached.shape)
            switch attached.node.phaseKind {
            case .possible, .active:
                session.attached[index].effect = contribution
            case .ended:
                session.attached[index].isFinished = true
                session.attached[index].effect = GestureEffect()
                let shape = attached.shape
                shape.center = CGPoint(x: shape.center.x + contribution.translation.width,
                                       y: shape.center.y + contribution.translation.height)
                shape.scale *= contribution.scale
                shape.rotation += contribution.rotation
            case .failed, .cancelled:
                session.attached[index].isFinished = true
                session.attached[index].effect = GestureEffect()
            }
            recomputeEffect(of: attached.shape)
        }
    }

    private func recomputeEffect(of shape: ShapeNode) {
        guard shape.isTransformable else { return }
        var effect = GestureEffect()
        for session in sessions {
            for attached in session.attached where attached.shape === shape && !attached.isFinished {
                effect.translation = effect.translation + attached.effect.translation
                effect.scale *= attached.effect.scale
                effect.rotation += attached.effect.rotation
            }
        }
        shape.gestureEffect = effect
    }

    /// What an attachment's drag, magnify and rotate nodes do to its shape, in the parent's
    /// space: drags move it by their translation, pinches scale and rotate it about its centre.
    private static func contribution(of node: AnyRecognizer, shape: ShapeNode) -> GestureEffect {
        guard shape.isTransformable else { return GestureEffect() }
        var primitives: [AnyRecognizer] = []
        node.collectPrimitives(into: &primitives)
        var effect = GestureEffect()
        let toParent = shape.parent?.localToGlobal.inverted ?? .identity
        for primitive in primitives where primitive.phaseKind == .active || primitive.phaseKind == .ended {
            if let drag = primitive as? DragRecognizer {
                effect.translation = effect.translation + toParent.applyLinear(drag.globalTranslation)
            } else if let pinch = primitive as? PinchRecognizerBase {
                switch pinch.pinchMeasure {
                case .magnification: effect.scale *= CGFloat(pinch.pinchAmount)
                case .rotation: effect.rotation += .radians(pinch.pinchAmount)
                }
            }
        }
        return effect
    }
}

/// Input the engine ignored, and why.
public struct GestureDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var time: GestureTime
    public var message: String
    public var description: String { "t=\(time): \(message)" }
}
