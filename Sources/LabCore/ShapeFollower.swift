import GestureKit

/// The lab's policy for JSON scenes: shapes follow the drag, magnify and rotate gestures attached
/// to them, live while a gesture runs, kept where it ended when it succeeds, and put back when it
/// fails or is cancelled.
///
/// SwiftUI never moves a view on its own (a view moves because its own `@GestureState` or
/// `@State` offsets it), and neither does GestureKit: this observer of the engine does it for
/// the lab's scene files, which have no state of their own. It reads the live primitives
/// (``LivePrimitive/measure``) and writes the shapes' `center`, `rotation` and `scale`, so that
/// drawing and hit testing see the shapes where they are; the placement that successful gestures
/// committed, without what live gestures are doing, is ``placement(of:)``. When every shape a
/// gesture moves is top-level, each is placed when it is next read (a hit test, a drawing, a look
/// at its `center`), not on every event: a reader between steps sees what placing it at every
/// step would have given. A reader inside a step's own callbacks sees the step before, as then,
/// if the shape was read since that step, and else already this step's measures. A gesture
/// that moves a nested shape places its shapes at every step.
/// Once a gesture has moved a shape, move it from outside only with ``setPlacement(_:of:)``: a
/// direct write to its `center` is overwritten at the next step of a gesture on it.
///
/// ```swift
/// let engine = GestureEngine(scene: scene)
/// let follower = ShapeFollower(engine: engine)
/// // … drag a shape: its center follows the finger, and stays where the drag ended.
/// ```
public final class ShapeFollower {
    /// Where a shape is placed in its parent's space: centre, rotation about it, scale.
    public struct Placement: Equatable, Sendable {
        public var center: CGPoint
        public var rotation: Angle
        public var scale: CGFloat
        public init(center: CGPoint, rotation: Angle = .zero, scale: CGFloat = 1) {
            self.center = center; self.rotation = rotation; self.scale = scale
        }
    }

    /// What live gestures do to a shape, about its centre, in its parent's space.
    public struct Effect: Equatable, Sendable {
        public var translation: CGSize = .zero
        public var scale: CGFloat = 1
        public var rotation: Angle = .zero
        public init(translation: CGSize = .zero, scale: CGFloat = 1, rotation: Angle = .zero) {
            self.translation = translation; self.scale = scale; self.rotation = rotation
        }
        public var isIdentity: Bool { translation == .zero && scale == 1 && rotation == .zero }
    }

    /// A shape that gestures may move: its committed placement, recorded the first time a
    /// gesture reaches it (nil for a pinned shape, which never moves).
    private final class Record {
        let shape: ShapeNode
        @exclusivity(unchecked) var base: Placement?
        init(_ shape: ShapeNode, pinned: Bool) {
            self.shape = shape
            base = pinned ? nil : Placement(center: shape.center, rotation: shape.rotation, scale: shape.scale)
        }

        /// Writes the committed placement plus `effect` (what live gestures do) into the
        /// shape, where it changed.
        @inline(__always)
        func place(effect: Effect) {
            guard let base else { return }
            let center = CGPoint(x: base.center.x + effect.translation.width, y: base.center.y + effect.translation.height)
            shape.setPlacement(center: center, rotation: base.rotation + effect.rotation, scale: base.scale * effect.scale)
        }
    }

    /// One recognizer tree of the engine: the shapes it can move, with the drags, magnifies and
    /// rotates that move each; while an instance of it is live, what it does to each is read
    /// from its nodes. Built the first time the tree steps and reused with it (its nodes stay the
    /// same). Kept in flat arrays read in place, so that a step copies no references.
    private final class Tree {
        @exclusivity(unchecked) var serial = -1
        @exclusivity(unchecked) var isLive = false
        /// The shapes the tree can move, each once, innermost first; none for a tree of taps
        /// and long presses only, which the follower then passes over.
        let records: [Record]
        /// The same records, read on every step without counting references (`records` keeps
        /// them).
        private let recordRefs: [Unmanaged<Record>]
        /// Each shape's movers: a range of `movers` (same order as `records`).
        let ranges: [Range<Int>]
        /// The drags, magnifies and rotates, shape by shape, attachment by attachment in order.
        let movers: [LivePrimitive]
        /// For each mover, the index in `attachments` of its attachment when it is that
        /// attachment's first mover (where the attachment's phase is checked), else -1.
        let gates: [Int]
        let attachments: [LiveAttachment]
        /// Whether the tree leaves its shapes' placements to their next reading: only when every
        /// shape it moves is top-level. A nested shape's placement converts its drag through its
        /// ancestors' placements as they are at the step (and an ancestor the same tree moves is
        /// placed after it), so a tree with one is followed at once, step by step, as it was.
        let defers: Bool
        /// For a tree that does not defer, its live effect on each of the shapes (same order)
        /// as of its latest step, if any.
        @exclusivity(unchecked) var effects: [Effect?]
        /// Whether every shape of this instance owes its placement to the follower since the
        /// tree's latest step: the next step need not ask again. Cleared when the follower places
        /// any shape (the only way a placement owed to it ends) and when a new instance begins.
        @exclusivity(unchecked) var allWaiting = false

        func moves(_ record: Record) -> Bool { records.contains { $0 === record } }

        init(_ gesture: LiveGesture, record: (ShapeNode) -> Record) {
            var records: [Record] = [], grouped: [[(LivePrimitive, Int)]] = [], attachments: [LiveAttachment] = []
            for attachment in gesture.attachments {
                let primitives = attachment.primitives.filter { $0.measure != nil }
                guard !primitives.isEmpty else { continue }
                let shape = record(attachment.shape)
                guard shape.base != nil else { continue }
                let gate = attachments.count
                attachments.append(attachment)
                let added = primitives.enumerated().map { ($1, $0 == 0 ? gate : -1) }
                if let index = records.firstIndex(where: { $0 === shape }) {
                    grouped[index] += added
                } else {
                    records.append(shape)
                    grouped.append(added)
                }
            }
            var ranges: [Range<Int>] = [], movers: [LivePrimitive] = [], gates: [Int] = []
            for group in grouped {
                ranges.append(movers.count..<movers.count + group.count)
                movers += group.map(\.0)
                gates += group.map(\.1)
            }
            self.records = records
            recordRefs = records.map { Unmanaged.passUnretained($0) }
            self.ranges = ranges
            self.movers = movers
            self.gates = gates
            self.attachments = attachments
            defers = records.allSatisfy { $0.shape.isTopLevel }
            effects = Array(repeating: nil, count: records.count)
        }

        /// Places each shape after a step of the tree. A tree that ``defers`` leaves each
        /// placement to the shape's next reading (by `placer`: it depends on nothing but the
        /// live trees' nodes, which only their steps change). Any other places each shape now,
        /// with this step's effect when `alone` (no other live tree), else with `combined`,
        /// which adds the other trees'.
        @inline(__always)
        func follow(placer: any DeferredPlacer, alone: Bool, combined: (Record) -> Effect) {
            if allWaiting { return }
            var waiting = defers
            for index in recordRefs.indices {
                recordRefs[index]._withUnsafeGuaranteedRef { record in
                    if defers && record.shape.isTopLevel {
                        record.shape.deferPlacement(to: placer)
                    } else {
                        waiting = false
                        let effect = effect(ofShape: index, committing: false)
                        effects[index] = effect
                        record.place(effect: alone ? effect : combined(record))
                    }
                }
            }
            allWaiting = waiting
        }

        /// The tree's live effect on shape `index` now: read from its nodes for a shape whose
        /// placement waits (a deferring tree's, still top-level), else as of the tree's latest
        /// step (a shape given a parent since is placed at every step, and its effect kept).
        @inline(__always)
        func liveEffect(ofShape index: Int) -> Effect? {
            defers && records[index].shape.isTopLevel ? effect(ofShape: index, committing: false) : effects[index]
        }

        /// What the instance does to shape `index` through its attachments there, in the
        /// shape's parent space: the first drag that is active or ended moves it by its
        /// translation, the first magnify scales it and the first rotate turns it about its
        /// centre. Only the first of each counts, so two drags following the same finger (a drag
        /// beside a press-feedback drag) move the shape once. Attachments that failed or were
        /// cancelled count for nothing; when committing, only those that ended successfully count.
        @inline(__always)
        func effect(ofShape index: Int, committing: Bool) -> Effect {
            var effect = Effect()
            var moved = false, scaled = false, turned = false, skipping = false
            for mover in ranges[index] {
                let gate = gates[mover]
                if gate >= 0 {
                    switch attachments[gate].phase {
                    case .failed, .cancelled: skipping = true
                    case .possible, .active: skipping = committing
                    case .ended: skipping = false
                    }
                }
                if skipping { continue }
                let phase = movers[mover].phase
                guard phase == .active || phase == .ended else { continue }
                switch movers[mover].measure {
                case .translation(let translation) where !moved:
                    moved = true
                    effect.translation = recordRefs[index]._withUnsafeGuaranteedRef {
                        $0.shape.convertVectorToPlacementSpace(translation)
                    }
                case .magnification(let scale) where !scaled:
                    scaled = true
                    effect.scale = CGFloat(scale)
                case .rotation(let angle) where !turned:
                    turned = true
                    effect.rotation = angle
                case .translation, .magnification, .rotation, nil:
                    break
                }
            }
            return effect
        }
    }

    private let engine: GestureEngine
    private var token: ObservationToken?
    /// The follower's state and work. The engine's handler holds it strongly: it holds no
    /// reference back to the engine, so nothing cycles, and a step reaches it without an
    /// unowned load.
    private let core: Core

    /// Starts following the engine's gestures; `pinned` shapes stay where they are.
    public init(engine: GestureEngine, pinned: [ShapeNode] = []) {
        self.engine = engine
        let core = Core(pinned: Set(pinned.map(ObjectIdentifier.init)))
        self.core = core
        // Only instances with a drag, magnify or rotate: taps and long presses cost nothing here.
        token = engine.observe([.measuringSteps, .measuringEnds]) { event in
            switch event {
            case .stepped(let gesture): if gesture.serial != core.waitingSerial && core.mayMove(gesture) { core.follow(gesture) }
            case .ended(let gesture): if core.mayMove(gesture) { core.commit(gesture) }
            case .phaseChanged, .inputIgnored: break
            }
        }
    }

    deinit {
        if let token { engine.removeObserver(token) }
        // A shape that waits for its placement holds the follower's core until it is read:
        // placed now, it lets go (else the two would keep each other).
        core.close()
    }

    /// The shape's placement as successful gestures left it, without what live gestures are
    /// doing to it now.
    public func placement(of shape: ShapeNode) -> Placement { core.placement(of: shape) }

    /// Puts a shape at a placement, as if successful gestures had left it there; what live
    /// gestures do stays on top of it. A pinned shape is simply moved there.
    public func setPlacement(_ placement: Placement, of shape: ShapeNode) { core.setPlacement(placement, of: shape) }

    /// What live gestures are doing to the shape right now.
    public func effect(on shape: ShapeNode) -> Effect { core.effect(on: shape) }
}

extension ShapeFollower {
    private final class Core: DeferredPlacer {
        /// Shapes that never follow their gestures (`"transformable": false`).
        private let pinned: Set<ObjectIdentifier>
        private var records: [ObjectIdentifier: Record] = [:]
        /// By the engine's tree number. Kept as long as the follower, as the engine keeps its
        /// trees (it builds a new one for a hit path only when a shape's gestures change).
        @exclusivity(unchecked) private var trees: [Tree?] = []
        /// The same trees, read on every step without counting references (`trees` keeps them).
        @exclusivity(unchecked) private var treeRefs: [Unmanaged<Tree>?] = []
        /// By tree number, whether the tree can move a shape: a tree whose shapes are all pinned
        /// is passed over without being looked up.
        @exclusivity(unchecked) private var moving: [Bool] = []
        /// The trees with a live instance, in the order their instances began.
        @exclusivity(unchecked) private var live: [Tree] = []

        init(pinned: Set<ObjectIdentifier>) { self.pinned = pinned }

        /// False for a tree already seen to move nothing.
        @inline(__always)
        func mayMove(_ gesture: LiveGesture) -> Bool {
            let number = gesture.treeNumber
            return number >= moving.count || moving[number]
        }

        func placement(of shape: ShapeNode) -> Placement {
            records[ObjectIdentifier(shape)]?.base ?? Placement(center: shape.center, rotation: shape.rotation, scale: shape.scale)
        }

        func setPlacement(_ placement: Placement, of shape: ShapeNode) {
            let record = record(shape)
            if record.base == nil {
                shape.setPlacement(center: placement.center, rotation: placement.rotation, scale: placement.scale)
            } else {
                record.base = placement
                record.place(effect: effect(on: record))
            }
        }

        func effect(on shape: ShapeNode) -> Effect {
            records[ObjectIdentifier(shape)].map(effect(on:)) ?? Effect()
        }

        /// What the live trees do to the shape now.
        private func effect(on record: Record) -> Effect {
            var effect = Effect()
            for tree in live where tree.moves(record) {
                for index in tree.records.indices where tree.records[index] === record {
                    guard let part = tree.liveEffect(ofShape: index) else { continue }
                    effect.translation = effect.translation + part.translation
                    effect.scale *= part.scale
                    effect.rotation += part.rotation
                }
            }
            return effect
        }

        /// The serial of a live instance whose tree's shapes all wait for their placement (its
        /// `allWaiting`), -1 for none: its steps are passed over before the tree is looked up.
        @exclusivity(unchecked) var waitingSerial = -1

        /// Set when the follower goes: a step still being reported then defers nothing more.
        @exclusivity(unchecked) private var isClosed = false

        /// Places every shape that still waits for its placement, and defers none from now on
        /// (the follower is going).
        func close() {
            isClosed = true
            for record in records.values where record.shape.hasDeferredPlacement { record.shape.settlePlacement() }
        }

        /// Places a shape whose placement was left for its next reading (``follow(_:)``).
        func place(_ shape: ShapeNode) {
            // The shape no longer waits: the trees that counted on it follow again at their next
            // step.
            for tree in live where tree.allWaiting { tree.allWaiting = false }
            waitingSerial = -1
            guard let record = records[ObjectIdentifier(shape)] else { return }
            record.place(effect: effect(on: record))
        }

        // MARK: Following the engine

        /// The gesture's tree, made the first time it is asked for; reached without taking a
        /// reference (`trees` keeps it), for every step.
        @inline(__always)
        private func treeRef(for gesture: LiveGesture) -> Unmanaged<Tree> {
            let number = gesture.treeNumber
            if number < treeRefs.count, let tree = treeRefs[number] { return tree }
            return Unmanaged.passUnretained(makeTree(for: gesture))
        }

        /// The tree's entry, the first time it steps.
        private func makeTree(for gesture: LiveGesture) -> Tree {
            let number = gesture.treeNumber
            let tree = Tree(gesture, record: record)
            while trees.count <= number { trees.append(nil); treeRefs.append(nil); moving.append(true) }
            trees[number] = tree
            treeRefs[number] = Unmanaged.passUnretained(tree)
            moving[number] = !tree.records.isEmpty
            return tree
        }

        private func record(_ shape: ShapeNode) -> Record {
            let key = ObjectIdentifier(shape)
            if let record = records[key] { return record }
            let record = Record(shape, pinned: pinned.contains(key))
            records[key] = record
            return record
        }

        /// Updates the live effect of every shape the gesture's tree moves.
        func follow(_ gesture: LiveGesture) {
            guard !isClosed else { return }
            treeRef(for: gesture)._withUnsafeGuaranteedRef { tree in
                guard !tree.records.isEmpty else { return }
                if tree.serial != gesture.serial {
                    tree.serial = gesture.serial
                    tree.allWaiting = false
                    for index in tree.effects.indices { tree.effects[index] = nil }
                    if !tree.isLive { tree.isLive = true; live.append(tree) }
                }
                tree.follow(placer: self, alone: live.count == 1, combined: effect(on:))
                if tree.allWaiting { waitingSerial = gesture.serial }
            }
        }

        /// Commits what the gesture's successful attachments did to their shapes.
        func commit(_ gesture: LiveGesture) {
            let tree = treeRef(for: gesture).takeUnretainedValue()
            guard !tree.records.isEmpty else { return }
            if let index = live.firstIndex(where: { $0 === tree }) { live.remove(at: index) }
            tree.isLive = false
            for index in tree.records.indices {
                let record = tree.records[index]
                let done = tree.effect(ofShape: index, committing: true)
                tree.effects[index] = nil
                guard var placement = record.base else { continue }
                if done.translation != .zero {
                    placement.center = CGPoint(x: placement.center.x + done.translation.width,
                                               y: placement.center.y + done.translation.height)
                }
                if done.scale != 1 { placement.scale *= done.scale }
                if done.rotation != .zero { placement.rotation += done.rotation }
                record.base = placement
                record.place(effect: effect(on: record))
            }
        }
    }
}
