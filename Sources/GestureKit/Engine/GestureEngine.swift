/// Runs SwiftUI's gesture system over a ``GestureScene``: routes timestamped touches to the
/// gestures of the shapes under them, fires timers at their exact deadlines, and reports every
/// phase change.
///
/// ```swift
/// let engine = GestureEngine(scene: scene)
/// engine.observe { event in
///     if case .phaseChanged(let change) = event { print(change) }
/// }
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
/// ignored and reported to the observers as ``GestureEngineEvent/inputIgnored(_:)``.
///
/// The engine is driven from outside its callbacks: a gesture callback or an observer that
/// calls ``send(_:)``, ``advance(to:)`` or ``cancelAll(at:)`` stops the program with a
/// precondition failure that says so, since the step it interrupts would see the engine half
/// way through a change.
public final class GestureEngine {
    public let scene: GestureScene
    /// The latest time the engine was advanced to.
    @exclusivity(unchecked) public private(set) var now: GestureTime = .zero
    /// Whoever watches the engine; see ``observe(_:_:)``.
    @exclusivity(unchecked) private var observers = EngineObservers()
    /// Set while a step runs (its recognizers, callbacks and observers), to refuse re-entry.
    @exclusivity(unchecked) private var isStepping = false

    /// The live gesture instances, oldest first, unretained: a session is kept by `trees` when
    /// its tree is kept for reuse, else by `owned`. The engine reaches sessions without counting
    /// references (each count is an atomic operation, which costs more than most of a step).
    /// A small list changed in place (nearly always one or two live): nil fills its unused slots.
    @exclusivity(unchecked) private var sessions = SmallList<Unmanaged<GestureSession>?>(filler: nil)
    /// The live sessions whose trees are not in `trees` (not kept for reuse, or replaced there
    /// while live).
    @exclusivity(unchecked) private var owned: [GestureSession] = []
    /// The sessions of `owned` that ended during the current call (`send`, `advance`,
    /// `cancelAll`), kept until it returns: a step still reads the session it ends.
    @exclusivity(unchecked) private var retired: [GestureSession] = []
    /// The recognizer trees built, one per deepest shape of the hit path they were built for (a
    /// finished one serves the next gesture instance there without being rebuilt), and where
    /// each leaf's is in that list. The leaf also keeps its slot as a hint (``ShapeNode/treeHint``),
    /// so that most touch-downs find their tree without hashing.
    @exclusivity(unchecked) private var trees: [GestureSession] = []
    @exclusivity(unchecked) private var treeSlots: [ObjectIdentifier: Int] = [:]
    /// Whether finished trees are kept and reused (off only to compare with fresh trees).
    @exclusivity(unchecked) package var reusesRecognizerTrees = true
    /// Whether the trees built from now on may leave moves out of the subtrees that ignore them
    /// (``AnyRecognizer/Status/ignoresMoves``); off, every node receives every event (for tests
    /// that check that this changes nothing).
    @exclusivity(unchecked) package var leavesOutIgnoredMoves = true
    /// The hit path of the touch going down, unretained: read only between the hit test and
    /// the step (whose callbacks could remove its shapes).
    @exclusivity(unchecked) private var pathBuffer: [Unmanaged<ShapeNode>] = []
    /// Every touch that is down, with the session it belongs to (nil: none), unretained, and
    /// where the touch was at its latest event: a session's end (`finish`) takes it from its
    /// touches.
    @exclusivity(unchecked) private var touchOwners = TouchMap<TouchOwner>(filler: TouchOwner(session: nil, location: .zero))
    @exclusivity(unchecked) private var nextSerial = 0
    /// The live session with the earliest deadline (the first of them on a tie), nil while
    /// none runs, and that deadline in nanoseconds, as of the end of the latest step (a
    /// session's deadline, and the list of live sessions, change only in steps): an event with
    /// nothing due before it looks for nothing. Unretained: a session leaves the live list only
    /// in a step, which then looks again.
    @exclusivity(unchecked) private var earliestSession: Unmanaged<GestureSession>?
    @exclusivity(unchecked) private var earliest: Int64 = 0
    @exclusivity(unchecked) private var treesBuilt = 0

    public init(scene: GestureScene) { self.scene = scene }

    /// Registers an observer of phase changes, ignored input, steps and ends of gesture
    /// instances (or only of the `kinds` it asks for); every observer sees every event it asked
    /// for, in registration order.
    ///
    /// ```swift
    /// let token = engine.observe([.ends]) { event in
    ///     if case .ended(let gesture) = event { print(gesture.snapshot().treeLines) }
    /// }
    /// engine.removeObserver(token)
    /// ```
    @discardableResult
    public func observe(_ kinds: GestureEngineEvent.Kinds = .all,
                        _ handler: @escaping (GestureEngineEvent) -> Void) -> ObservationToken {
        let token = observers.add(kinds, handler)
        // Outside a step nothing is being sent: the lists replaced go at once.
        if !isStepping { observers.releaseRetired() }
        // Registered during a step (from a callback): the step's later phase changes are kept.
        if kinds.contains(.phaseChanges) && isStepping {
            for session in sessions { session!._withUnsafeGuaranteedRef { $0.context.journals = true } }
        }
        return token
    }

    /// Removes an observer registered with ``observe(_:_:)``.
    public func removeObserver(_ token: ObservationToken) {
        observers.remove(token)
        // Outside a step nothing is being sent: the handler removed goes at once (its closure
        // may hold what owns the engine).
        if !isStepping { observers.releaseRetired() }
    }

    private func refuseReentry(_ call: StaticString) {
        precondition(!isStepping, "GestureEngine.\(call) was called from inside a gesture callback or an engine observer; deliver input and advance time from outside the engine's callbacks")
    }

    /// Touches currently down.
    public var touchesDown: Int { touchOwners.count }
    /// Live gesture instances.
    public var activeSessionCount: Int { sessions.count }
    /// The sessions kept outside the kept trees: live ones whose trees are not kept for reuse,
    /// and ended ones kept until the current call returns (both 0 between calls once they end).
    package var sessionsHeldApart: (owned: Int, retired: Int) { (owned.count, retired.count) }
    /// Observer lists kept because a step might still be sending through them.
    package var retiredObserverCount: Int { observers.retiredCount }
    /// The earliest pending timer deadline, if any.
    public var nextDeadline: GestureTime? { scanEarliest()?.deadline }

    /// Delivers one touch event (after firing every deadline up to its time).
    public func send(_ event: TouchEvent) {
        refuseReentry("send(_:)")
        guard event.location.isFinite else {
            return report(event.time, "touch \(event.id): location is not finite; event ignored")
        }
        guard event.time >= now else {
            return report(event.time, "time goes backwards (t=\(event.time) after t=\(now)); event ignored")
        }
        if earliestSession != nil && earliest <= event.time.nanoseconds { advance(to: event.time) } else { now = event.time }
        switch event.phase {
        case .began:
            guard !touchOwners.contains(event.id) else {
                return report(event.time, "touch \(event.id) went down while already down; event ignored")
            }
            begin(event)
        case .moved, .ended, .cancelled:
            guard let position = touchOwners.index(of: event.id) else {
                return report(event.time, "touch \(event.id) \(event.phase.rawValue) but never went down; event ignored")
            }
            let owner = touchOwners[valueAt: position].session
            if event.phase == .moved { touchOwners[valueAt: position].location = event.location } else { touchOwners.remove(at: position) }
            // A touch's session is live: its end takes it from its touches (`finish`).
            guard let owner else { return }
            owner._withUnsafeGuaranteedRef { session in
                assert(session.isLive, "a touch's owner is a live session")
                if event.phase != .moved { session.touchLifted(event.id) }
                step(session, at: event.time, .receive(event))
            }
        }
        releaseRetiredSessions()
    }

    /// Lets go of the sessions that ended during the call now returning.
    @inline(__always)
    private func releaseRetiredSessions() {
        if !retired.isEmpty { retired.removeAllKeepingStorage() }
    }

    /// Fires every deadline up to `time`, in order, then sets ``now``. Earlier times are ignored.
    public func advance(to time: GestureTime) {
        refuseReentry("advance(to:)")
        guard time >= now else { return }
        while let owner = earliestSession, earliest <= time.nanoseconds {
            let deadline = GestureTime(nanoseconds: earliest)
            now = deadline
            let stuck = owner._withUnsafeGuaranteedRef { session in
                step(session, at: deadline, .fire)
                // A fired timer stops, so the same deadline cannot come back; if it did (a timer
                // its ancestors cannot reach), firing again would loop forever.
                return session.isLive && session.deadline == deadline
            }
            if stuck {
                assertionFailure("a recognizer timer at t=\(deadline) did not fire")
                break
            }
        }
        now = time
        releaseRetiredSessions()
    }

    /// Cancels every touch and every live gesture, as when the window loses focus.
    public func cancelAll(at time: GestureTime) {
        refuseReentry("cancelAll(at:)")
        if time > now { advance(to: time) }
        // Over a copy of the list: a cancelled session leaves it.
        for session in sessions {
            session!._withUnsafeGuaranteedRef { step($0, at: now, .cancel) }
        }
        touchOwners.removeAll()
        releaseRetiredSessions()
    }

    /// The live recognizer trees.
    public func snapshot() -> [GestureSessionSnapshot] { sessions.map { $0!.takeUnretainedValue().snapshot(now: now) } }

    /// The live gesture instances, oldest first.
    public var liveGestures: [LiveGesture] { sessions.map { LiveGesture(session: $0!.takeUnretainedValue(), now: now) } }

    // MARK: - Routing

    private func begin(_ event: TouchEvent) {
        scene.hitPath(at: event.location, into: &pathBuffer)
        // A resting touch (tvOS's long touch) reaches only the attachments made for it, in trees
        // of their own, which are neither joined by pressing touches nor kept for reuse.
        let input: Attachment.Input = event.kind == .resting ? .rest : .press
        // The session is reached without counting a reference: `trees` or `owned` keeps it (and
        // `retired`, if this step ends it).
        let session: Unmanaged<GestureSession>
        if let joined = joinedSession(input) {
            session = sessions[joined]!
            session._withUnsafeGuaranteedRef { $0.context.setHitPath(pathBuffer, for: event.id) }
        } else if input == .press, reusesRecognizerTrees, let slot = reusableTree() {
            session = .passUnretained(trees[slot])
            session._withUnsafeGuaranteedRef { cached in
                cached.restart(serial: nextSerial)
                nextSerial += 1
                cached.isLive = true
                cached.context.setFirstTouch(event.id)
                sessions.append(.passUnretained(cached))
            }
        } else if let created = GestureSession(serial: nextSerial, treeNumber: treesBuilt,
                                               hitPath: pathBuffer.map { $0.takeUnretainedValue() }, input: input) {
            nextSerial += 1
            treesBuilt += 1
            created.isLive = true
            if leavesOutIgnoredMoves { created.context.touchLocations = { [unowned self] id in self.location(ofTouch: id) } }
            created.context.setFirstTouch(event.id)
            sessions.append(.passUnretained(created))
            if input == .press, reusesRecognizerTrees, let leaf = pathBuffer.last {
                keep(created, for: leaf.takeUnretainedValue())
            } else {
                owned.append(created)
            }
            session = .passUnretained(created)
        } else {
            touchOwners[event.id] = TouchOwner(session: nil, location: event.location)
            return
        }
        session._withUnsafeGuaranteedRef { session in
            touchOwners[event.id] = TouchOwner(session: .passUnretained(session), location: event.location)
            session.touchesDown.append(event.id)
            step(session, at: event.time, .receive(event))
        }
    }

    /// The live session a new touch on `pathBuffer` joins: one of the same input with an
    /// attachment on a shape of the path.
    private func joinedSession(_ input: Attachment.Input) -> Int? {
        var index = 0
        while index < sessions.count {
            let joins = sessions[index]!._withUnsafeGuaranteedRef { live in
                live.input == input && pathBuffer.contains { shape in
                    live.attachedShapes.contains(shape._withUnsafeGuaranteedRef(ObjectIdentifier.init))
                }
            }
            if joins { return index }
            index += 1
        }
        return nil
    }

    /// The slot in `trees` of a finished tree that can serve `pathBuffer`, if any.
    @inline(__always)
    private func reusableTree() -> Int? {
        guard !pathBuffer.isEmpty else { return nil }
        guard let slot = pathBuffer[pathBuffer.count - 1]._withUnsafeGuaranteedRef({ treeSlot(for: $0) }) else { return nil }
        let serves = Unmanaged.passUnretained(trees[slot])._withUnsafeGuaranteedRef { !$0.isLive && $0.canServe(pathBuffer) }
        return serves ? slot : nil
    }

    /// Where in `trees` the tree built for hit paths ending at `leaf` is, if any: by the leaf's
    /// hint when it is this engine's, else by the list's index.
    @inline(__always)
    private func treeSlot(for leaf: ShapeNode) -> Int? {
        if let hint = leaf.treeHint, hint.engine == ObjectIdentifier(self), hint.slot < trees.count,
           trees[hint.slot].leaf == ObjectIdentifier(leaf) {
            return hint.slot
        }
        guard let slot = treeSlots[ObjectIdentifier(leaf)] else { return nil }
        leaf.treeHint = (ObjectIdentifier(self), slot)
        return slot
    }

    /// Keeps a new tree for `leaf`, in place of the one built there before.
    private func keep(_ tree: GestureSession, for leaf: ShapeNode) {
        let slot: Int
        if let existing = treeSlots[ObjectIdentifier(leaf)] {
            slot = existing
            // A live tree replaced here is kept by `owned` until it ends.
            if trees[slot].isLive { owned.append(trees[slot]) }
            trees[slot] = tree
        } else {
            slot = trees.count
            trees.append(tree)
            treeSlots[ObjectIdentifier(leaf)] = slot
        }
        leaf.treeHint = (ObjectIdentifier(self), slot)
    }

    /// Updates the earliest deadline after a step of `session`: only its deadline changed, or it
    /// ended.
    @inline(__always)
    private func noteDeadline(of session: GestureSession) {
        let own = session.isLive ? session.deadline?.nanoseconds : nil
        guard let owner = earliestSession else {
            // None ran before the step: only this session's can run now.
            if let own { earliest = own; earliestSession = .passUnretained(session) }
            return
        }
        if owner.toOpaque() != Unmanaged.passUnretained(session).toOpaque() {
            // Another session's is the earliest: only an earlier one takes its place (or one as
            // early in an older session, which comes first in the live list).
            if let own, own < earliest || (own == earliest && session.serial < owner._withUnsafeGuaranteedRef(\.serial)) {
                earliest = own
                earliestSession = .passUnretained(session)
            }
            return
        }
        if session.isLive && sessions.count == 1 {
            // The one live session.
            if let own { earliest = own } else { earliestSession = nil }
            return
        }
        findEarliest()
    }

    /// Takes the live sessions' earliest deadline and its session (the first on a tie).
    private func findEarliest() {
        let found = scanEarliest()
        earliest = found?.deadline.nanoseconds ?? 0
        earliestSession = found?.session
    }

    /// The live session with the earliest deadline (the first of them on a tie), and the
    /// deadline, looked for in the live list as it is now.
    private func scanEarliest() -> (session: Unmanaged<GestureSession>, deadline: GestureTime)? {
        var best: (session: Unmanaged<GestureSession>, deadline: GestureTime)?
        for index in sessions.indices {
            let session = sessions[index]!
            if let deadline = session._withUnsafeGuaranteedRef({ $0.deadline }), best == nil || deadline < best!.deadline {
                best = (session, deadline)
            }
        }
        return best
    }

    /// What a step does to a session's tree.
    private enum Work {
        /// Delivers an event.
        case receive(TouchEvent)
        /// Fires the timers due at the step's time.
        case fire
        /// Cancels the tree.
        case cancel
    }

    /// Runs one step of a session: the work, then the journal, resets and callbacks; then the
    /// observers' view of the step; then the end of the session if it is over or can make no
    /// more progress.
    private func step(_ session: GestureSession, at time: GestureTime, _ work: Work) {
        isStepping = true
        defer { isStepping = false }
        let context = session.context
        let root = session.root
        context.now = time
        context.journals = !observers.phaseChanges.isEmpty
        switch work {
        case .receive(let event): root.receive(event, context)
        case .fire: root.fire(upTo: time, context)
        case .cancel: root.terminate(.cancelled, context)
        }
        flush(context)
        session.updateDeadline()
        if !root.phaseKind.isTerminal && session.touchesDown.isEmpty && session.deadline == nil {
            root.terminate(.failed, context)
            flush(context)
            session.updateDeadline()
        }
        let steps = session.measures ? observers.measuringSteps : observers.steps
        if !steps.isEmpty { EngineObservers.send(.stepped(LiveGesture(session: session, now: now)), to: steps) }
        if root.phaseKind.isTerminal { finish(session) }
        noteDeadline(of: session)
        // Handlers removed during the step go now (their closures may hold what removed them).
        observers.releaseRetired()
    }

    /// Reports the step's phase changes, then runs its state resets, then its callbacks; a
    /// callback that causes more of them is served in the same way until the step is quiet.
    @inline(__always)
    private func flush(_ context: RecognitionContext) {
        guard context.journal.isEmpty && context.resets.isEmpty else { return runQueued(context, callbacksRun: 0) }
        if context.callbacks.isEmpty { return }
        // Most steps that queue anything queue one callback and nothing else (a drag's
        // `updating`): it runs here, and the loop serves only what it may cause.
        guard context.callbacks.count == 1 else { return runQueued(context, callbacksRun: 0) }
        context.run(context.callbacks[0], reset: false)
        if context.callbacks.count == 1 && context.journal.isEmpty && context.resets.isEmpty {
            context.callbacks.removeAll()
            return
        }
        runQueued(context, callbacksRun: 1)
    }

    /// ``flush(_:)`` when there is more to run than one callback; the first `callbacksRun` of
    /// the queued callbacks have run.
    private func runQueued(_ context: RecognitionContext, callbacksRun: Int) {
        var journal = 0, resets = 0, callbacks = callbacksRun
        repeat {
            while journal < context.journal.count {
                if !observers.phaseChanges.isEmpty { EngineObservers.send(.phaseChanged(context.journal[journal]), to: observers.phaseChanges) }
                journal += 1
            }
            while resets < context.resets.count {
                let work = context.resets[resets]
                resets += 1
                context.run(work, reset: true)
            }
            while callbacks < context.callbacks.count {
                let work = context.callbacks[callbacks]
                callbacks += 1
                context.run(work, reset: false)
            }
        } while journal < context.journal.count || resets < context.resets.count || callbacks < context.callbacks.count
        if !context.journal.isEmpty { context.journal.removeAllKeepingStorage() }
        context.resets.removeAll()
        context.callbacks.removeAll()
    }

    @inline(__always)
    private func finish(_ session: GestureSession) {
        let reference = Unmanaged.passUnretained(session).toOpaque()
        var index = 0
        while index < sessions.count {
            if sessions[index]!.toOpaque() == reference {
                sessions.remove(at: index)
                break
            }
            index += 1
        }
        if !owned.isEmpty, let index = owned.firstIndex(where: { $0 === session }) {
            retired.append(owned.remove(at: index))
        }
        for index in session.touchesDown.indices {
            if let position = touchOwners.index(of: session.touchesDown[index]) { touchOwners[valueAt: position].session = nil }
        }
        let ends = session.measures ? observers.measuringEnds : observers.ends
        if !ends.isEmpty { EngineObservers.send(.ended(LiveGesture(session: session, now: now)), to: ends) }
        session.isLive = false
    }

    /// Where a touch that is down was at its latest event: what a tree asks for when it may
    /// have been left out of the touch's moves (``RecognitionContext/latestLocation(of:)``).
    private func location(ofTouch id: Int) -> CGPoint? {
        touchOwners.index(of: id).map { touchOwners[valueAt: $0].location }
    }

    /// Tells the observers of ignored input, if any (the message is built only then); they
    /// may not drive the engine from there either.
    private func report(_ time: GestureTime, _ message: @autoclosure () -> String) {
        guard !observers.ignoredInput.isEmpty else { return }
        isStepping = true
        defer { isStepping = false }
        EngineObservers.send(.inputIgnored(GestureDiagnostic(time: time, message: message())), to: observers.ignoredInput)
        observers.releaseRetired()
    }
}

/// Which session owns a touch (none: a touch that found no gesture, or whose gesture ended),
/// and where the touch was at its latest event.
private struct TouchOwner {
    var session: Unmanaged<GestureSession>?
    var location: CGPoint
}

/// Input the engine ignored, and why.
public struct GestureDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var time: GestureTime
    public var message: String
    public var description: String { "t=\(time): \(message)" }
}

/// What a ``GestureEngine`` tells its observers, in the order it happens.
public enum GestureEngineEvent {
    /// Which events an observer asks for.
    public struct Kinds: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ``GestureEngineEvent/phaseChanged(_:)``
        public static let phaseChanges = Kinds(rawValue: 1)
        /// ``GestureEngineEvent/inputIgnored(_:)``
        public static let ignoredInput = Kinds(rawValue: 2)
        /// ``GestureEngineEvent/stepped(_:)``
        public static let steps = Kinds(rawValue: 4)
        /// ``GestureEngineEvent/ended(_:)``
        public static let ends = Kinds(rawValue: 8)
        /// ``GestureEngineEvent/stepped(_:)`` of the instances that include a drag, magnify or
        /// rotate (a primitive with a ``LivePrimitive/measure``) only: for an observer that
        /// follows measures, which then costs nothing while taps and long presses run.
        public static let measuringSteps = Kinds(rawValue: 16)
        /// ``GestureEngineEvent/ended(_:)`` of the instances that include a drag, magnify or
        /// rotate only.
        public static let measuringEnds = Kinds(rawValue: 32)
        public static let all: Kinds = [.phaseChanges, .ignoredInput, .steps, .ends]
    }

    /// A named recognizer node changed phase (or started receiving events: `from` is nil).
    case phaseChanged(PhaseChange)
    /// Input the engine ignored, and why.
    case inputIgnored(GestureDiagnostic)
    /// A live gesture instance took a step (an event or a deadline), after the step's
    /// callbacks ran.
    case stepped(LiveGesture)
    /// A gesture instance ended: its root reached a final phase (after its last step).
    case ended(LiveGesture)
}

/// The engine's observers, one list of handlers for each kind of event, so that an event
/// nobody asked for costs nothing: not even the value that describes it.
///
/// The lists are sent to without counting a reference on every step (each count is an atomic
/// operation, which costs more time than the rest of a step's observer call): a list and its
/// handlers are immutable objects, sent to through unretained references, and a list replaced
/// while one may be in use (during a step) is kept in `retired`, with the handlers it holds,
/// until the step is over (``releaseRetired()``).
struct EngineObservers {
    /// One handler, as an object: a call through it borrows the closure from a constant.
    final class Handler {
        let handle: (GestureEngineEvent) -> Void
        init(_ handle: @escaping (GestureEngineEvent) -> Void) { self.handle = handle }
    }
    /// The handlers of one kind of event, in registration order; never changed once made.
    final class List {
        let handlers: [Handler]
        init(_ handlers: [Handler]) { self.handlers = handlers }
        var isEmpty: Bool { handlers.isEmpty }
    }
    private var entries: [(token: ObservationToken, kinds: GestureEngineEvent.Kinds, handler: Handler)] = []
    private var lists = Lists()
    /// Lists replaced (with the handlers they hold, removed ones too), kept alive while a step
    /// may still be sending through them.
    private var retired: [List] = []

    /// One list per kind of event.
    private struct Lists {
        var phaseChanges = List([])
        var ignoredInput = List([])
        var steps = List([])
        var ends = List([])
        var measuringSteps = List([])
        var measuringEnds = List([])
        var all: [List] { [phaseChanges, ignoredInput, steps, ends, measuringSteps, measuringEnds] }
    }

    // The lists, unretained: the engine sends through them within a step.
    var phaseChanges: Unmanaged<List> { .passUnretained(lists.phaseChanges) }
    var ignoredInput: Unmanaged<List> { .passUnretained(lists.ignoredInput) }
    /// The handlers of the steps and ends of an instance without a measuring primitive.
    var steps: Unmanaged<List> { .passUnretained(lists.steps) }
    var ends: Unmanaged<List> { .passUnretained(lists.ends) }
    /// The handlers of the steps and ends of an instance with one (those that asked for all of
    /// them too, in registration order).
    var measuringSteps: Unmanaged<List> { .passUnretained(lists.measuringSteps) }
    var measuringEnds: Unmanaged<List> { .passUnretained(lists.measuringEnds) }

    mutating func add(_ kinds: GestureEngineEvent.Kinds, _ handler: @escaping (GestureEngineEvent) -> Void) -> ObservationToken {
        let token = ObservationToken.next()
        entries.append((token, kinds, Handler(handler)))
        regroup()
        return token
    }

    mutating func remove(_ token: ObservationToken) {
        // The lists replaced keep the removed handler until the step is over.
        entries.removeAll { $0.token == token }
        regroup()
    }

    var retiredCount: Int { retired.count }

    /// Lets go of the lists replaced: only when nothing is being sent.
    @inline(__always)
    mutating func releaseRetired() {
        if !retired.isEmpty { retired.removeAll() }
    }

    private mutating func regroup() {
        func handlers(_ kinds: GestureEngineEvent.Kinds) -> List {
            List(entries.filter { !$0.kinds.isDisjoint(with: kinds) }.map(\.handler))
        }
        retired += lists.all
        lists = Lists(phaseChanges: handlers(.phaseChanges), ignoredInput: handlers(.ignoredInput),
                      steps: handlers(.steps), ends: handlers(.ends),
                      measuringSteps: handlers([.steps, .measuringSteps]), measuringEnds: handlers([.ends, .measuringEnds]))
    }

    /// Hands the event to every handler of a list as it is now (a handler may add or remove
    /// others: they take effect from the next event). The list is read unretained: whoever
    /// replaces it keeps it in `retired` until the engine's step is over.
    @inline(__always)
    static func send(_ event: GestureEngineEvent, to list: Unmanaged<List>) {
        list._withUnsafeGuaranteedRef { list in
            for index in list.handlers.indices {
                Unmanaged.passUnretained(list.handlers[index])._withUnsafeGuaranteedRef { $0.handle(event) }
            }
        }
    }
}

extension Unmanaged where Instance == EngineObservers.List {
    /// Whether the list has no handler.
    @inline(__always)
    var isEmpty: Bool { _withUnsafeGuaranteedRef { $0.isEmpty } }
}
