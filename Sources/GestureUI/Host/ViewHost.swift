import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a view tree: evaluates the bodies, keeps each view's state by identity, lays the tree
/// out in the canvas, gives GestureKit the shapes to hit-test (``scene``) with every gesture
/// attached, and gives a renderer a ``DisplayList`` for any moment.
///
/// ```swift
/// let host = ViewHost(ContentView(), size: CGSize(width: 390, height: 844))
/// let engine = GestureEngine(scene: host.scene)
/// host.clock = { engine.now }
/// host.run { engine.send(touch) }   // gesture callbacks change state…
/// host.update()                     // …and the views follow, before the next frame
/// let frame = host.displayList(at: engine.now)
/// ```
/// The host never reads a clock: state changes and animations take their time from ``clock``
/// (the engine's), so a replay draws the same frames at the same times.
public final class ViewHost {
    /// The shapes GestureKit hit-tests: one for every drawn, hit-testable view and every view
    /// with gestures, named as the README says ("ContentView/Circle").
    public let scene: GestureScene
    /// Points: the canvas the root view is laid out in, centred.
    public private(set) var canvasSize: CGSize
    /// Points: the canvas's safe area insets (none by default; an iPhone's status bar and home
    /// indicator with the lab's `--safe-area`). The root view is laid out inside them; views that
    /// ignore the safe area reach past them (SEMANTICS V48).
    public var safeAreaInsets = EdgeInsets() {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            rootEnvironment = nil
            invalidate()
        }
    }
    /// Whether the lists are being edited, as the environment's `editMode` gives it to every
    /// view (an ``EditButton`` switches it); a change brings every view up to date.
    var editMode: EditMode = .inactive {
        didSet {
            guard editMode != oldValue else { return }
            rootEnvironment = nil
            invalidate()
        }
    }
    /// The colour scheme of the whole canvas: the one the first view in the tree with a
    /// `preferredColorScheme(_:)` prefers (as an iPhone's window takes it), else light; a change
    /// brings every view up to date.
    public private(set) var colorScheme: ColorScheme = .light {
        didSet {
            guard colorScheme != oldValue else { return }
            rootEnvironment = nil
            invalidate()
        }
    }
    /// The scheme preferred during the pass in progress (nil: none yet).
    @exclusivity(unchecked) private var collectingColorScheme: ColorScheme?
    /// A view's `preferredColorScheme(_:)`, found while it is resolved (so it is resolved at every
    /// pass, and a preference goes with its view): the first one found wins; nil prefers nothing.
    func preferColorScheme(_ scheme: ColorScheme?) {
        markVolatile()
        if collectingColorScheme == nil { collectingColorScheme = scheme }
    }

    /// The part of the canvas inside the safe area.
    var safeRect: CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
               width: max(0, canvasSize.width - safeAreaInsets.horizontal), height: max(0, canvasSize.height - safeAreaInsets.vertical))
    }
    /// The simulation time state changes and animations are stamped with.
    public var clock: () -> GestureTime = { .zero }
    /// Where `print` in the views' code goes (nil: standard output).
    public var printHandler: ((String) -> Void)?
    /// Turns an image name (`Image("photo")`, `UIImage(named:)`) into a file path.
    public var assetResolver: (String) -> String? = { _ in nil }
    /// Turns a colour name (`Color("Brand")`, `UIColor(named:)`) into a colour of the file's
    /// asset catalog (nil: not found, drawn grey).
    public var colorResolver: (String) -> Color? = { _ in nil }
    /// The root view's type name ("ContentView").
    public let rootTypeName: String
    /// How many bodies have been evaluated (for tests of what an update re-evaluates).
    public var bodyEvaluations: Int { stats.bodies }
    // The tables and counters below are read and written for every view of every update, on the
    // host's one thread, never by two accesses at once: the run-time exclusivity check is left
    // out for them (as for a node's fields).
    /// What the updates have done, counted and (with ``statsClock``) timed.
    @exclusivity(unchecked) public internal(set) var stats = UpdateStats()
    /// A clock in nanoseconds for ``stats``'s phase times (none: phases are not timed). The view
    /// layer reads no clock of its own: a bench gives it one.
    public var statsClock: (() -> UInt64)?

    private let root: any View
    /// Whether a view whose value, environment and inputs did not change is handed back from
    /// what its last evaluation made instead of having its body evaluated again, and an update
    /// starts at the views whose state changed when it can, as SwiftUI does (on by default; off
    /// evaluates every body on every update, for tests that compare the two).
    ///
    /// ```swift
    /// host.reusesViews = false   // every body, every update
    /// ```
    public var reusesViews = true
    /// Set by a change not tied to one view's record (a built-in view's own state, the safe
    /// area, an animation's next frame): the next pass evaluates every body.
    @exclusivity(unchecked) private var needsFullPass = true
    /// Whether the pass in progress may hand views back from their caches.
    @exclusivity(unchecked) private(set) var isReusing = false
    /// What each user view being resolved has done so far, innermost last, and the logs they
    /// share: the records resolved and the animated values set, in order.
    @exclusivity(unchecked) private var reuseFrames: [ReuseFrame] = []
    @exclusivity(unchecked) private var recordLog: [ViewRecord] = []
    @exclusivity(unchecked) private var animationKeyLog: [AnimationKey] = []
    /// Caches made in an earlier generation are not used: it changes when a transition puts a
    /// removed view's ghost into the tree (into a node that a cache may hold).
    @exclusivity(unchecked) private var cacheGeneration = 0
    /// The environment the root view is resolved in, kept between updates (so that views the
    /// environment reaches unchanged are the same views).
    private var rootEnvironment: EnvironmentValues?
    @exclusivity(unchecked) private var records: [FastKey: ViewRecord] = [:]
    /// Built-in views' states by identity, with the update that last used each and where in
    /// that update's resolution order it came (for a fixed order of `onDisappear` actions: keys
    /// hash with a per-process seed, so they give none).
    @exclusivity(unchecked) private var internalStates: [FastKey: (generation: Int, order: Int, object: AnyObject)] = [:]
    /// How many internal states the update in progress has used so far.
    @exclusivity(unchecked) private var internalStateCount = 0
    @exclusivity(unchecked) private var previousValues: [FastKey: (generation: Int, value: Any)] = [:]
    let animator = Animator()
    /// The transitions of views inserted and removed by animated changes.
    let transitions = TransitionTracker()
    /// Whether the update in progress made a node with an animation (or a transition with its
    /// own): only then can a view come or go with a transition.
    @exclusivity(unchecked) var hasAnimatedNodes = false
    /// Set when a long press opens a context menu: the button under the same finger does not
    /// run its action when the finger lifts.
    var contextMenuOpenedDuringPress = false
    /// Whether the update in progress (and the one before, kept aside) resolved a transition
    /// with its own animation: it runs when its view goes, whatever the change's transaction.
    var hasOwnAnimatedTransitions = false {
        didSet { if hasOwnAnimatedTransitions { markVolatile() } }
    }
    private(set) var rootNode: Node?
    @exclusivity(unchecked) private var generation = 0
    /// The lifecycle actions (`onAppear`, `onDisappear`, `onChange`) the update in progress found
    /// due, in order; they run once its views are in place.
    private var lifecycleActions: [() -> Void] = []
    /// The screen edges whose system gestures the views defer (`defersSystemGestures(on:)`
    /// anywhere in the tree), as of the last update.
    public private(set) var deferredSystemGestureEdges: Edge.Set = []
    /// The edges collected during the update in progress.
    @exclusivity(unchecked) private var collectingDeferredEdges: Edge.Set = []
    @exclusivity(unchecked) private var isResolving = false
    /// Whether the update in progress made a `GeometryReader` (its place is read after layout).
    @exclusivity(unchecked) private var hasGeometryReaders = false
    @exclusivity(unchecked) private var isUpdating = false
    /// Whether a change since the last update waits for the next one.
    public private(set) var needsUpdate = true
    private var hasPendingChange = false
    private var pendingAnimation: Animation?
    private let shapes = ShapeSync()
    private let rootKey: UInt64 = 0x5EED_0F_7EE5

    public convenience init<Root: View>(_ root: Root, size: CGSize = CGSize(width: Constants.canvasWidth, height: Constants.canvasHeight)) {
        self.init(anyView: root, size: size)
    }

    /// A host for a view whose type is known only at run time (a loaded Swift file's root).
    public init(anyView root: any View, size: CGSize = CGSize(width: Constants.canvasWidth, height: Constants.canvasHeight)) {
        self.root = root
        canvasSize = size
        scene = GestureScene(size: size)
        rootTypeName = String(describing: type(of: root))
    }

    var now: GestureTime { clock() }
    /// The time when the pass in progress started: the clock stands still while views are
    /// resolved (no input is delivered during an update), and every animated value a pass sets
    /// is stamped with it without asking the clock for each.
    @exclusivity(unchecked) private var passTime = GestureTime.zero

    /// Runs `body` before any host exists (making a root view, whose initial values may name
    /// bundled pictures: `@State var photo = UIImage(named: "photo")!`) with image names resolved
    /// by `resolveAsset`, as they are under the host that will show the view.
    package static func resolvingAssets<Result>(with resolveAsset: @escaping (String) -> String?,
                                                _ body: () throws -> Result) rethrows -> Result {
        try HostContext.$current.withValue(HostContext(print: nil, resolveAsset: resolveAsset)) { try body() }
    }

    /// Runs `body` (engine input, a callback) with the views' `print` and image names going
    /// where this host sends them.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try HostContext.$current.withValue(HostContext(print: printHandler, resolveAsset: assetResolver, host: self)) { try body() }
    }

    // MARK: Updates

    /// Re-evaluates the views if any state they depend on changed, lays them out again and
    /// refreshes ``scene``; does nothing when nothing changed.
    public func update() {
        // Asynchronous work that became due (a task resumed by a timer) runs first.
        if !isUpdating { runTasks() }
        guard needsUpdate, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var passes = 0
        repeat {
            needsUpdate = false
            let animation = hasPendingChange ? pendingAnimation : nil
            hasPendingChange = false
            pendingAnimation = nil
            if animation == nil, updateFromDirtyViews() {
                passes += 1
                continue
            }
            dirtyRecords.removeAll(keepingCapacity: true)
            generation += 1
            animator.beginUpdate()
            passTime = now
            collectingDeferredEdges = []
            collectingColorScheme = nil
            internalStateCount = 0
            hasGeometryReaders = false
            hasAnimatedNodes = false
            let hadOwnAnimatedTransitions = hasOwnAnimatedTransitions
            hasOwnAnimatedTransitions = false
            presentations = []
            endObservations()
            // Views are handed back from their caches only when no change outside them asks for
            // every body, and nothing is moving by layout or leaving with a transition (those
            // read where the last update put each node).
            isReusing = reusesViews && !needsFullPass && transitions.running.isEmpty && !animator.isLayoutAnimating(at: now)
            needsFullPass = false
            isResolving = true
            let started = statsClock?() ?? 0
            var nodes: [Node] = []
            let environment = rootEnvironment ?? {
                var environment = EnvironmentValues()
                environment.canvasSafeArea = safeAreaInsets
                environment.colorScheme = colorScheme
                // Weakly: the environment is kept by the views this host keeps.
                weak let host = self
                let mode = editMode
                environment.editMode = Binding(get: { mode }, set: { newMode in
                    guard let host, host.editMode != newMode else { return }
                    host.willChange(transaction: Transaction.current)
                    host.editMode = newMode
                })
                rootEnvironment = environment
                return environment
            }()
            run {
                let context = ResolveContext(host: self, key: rootKey, scope: .root, environment: environment, animation: animation)
                context.resolveAny(root, into: &nodes)
            }
            isReusing = false
            let resolved = statsClock?() ?? 0
            defer { lastPassNeedsRoot = hasGeometryReaders || !presentations.isEmpty }
            let tree = Node(.zstack(.center), key: rootKey, scope: .root, label: rootTypeName, children: nodes)
            tree.animation = animation
            tree.colorScheme = environment.colorScheme
            let safe = safeRect, canvas = CGRect(origin: .zero, size: canvasSize)
            LayoutEngine.placeRoot(tree, in: canvasSize, safe: safe)
            if safe != canvas { SafeAreaPass.stretch(tree, parentOrigin: .zero, safe: safe, canvas: canvas) }
            // Presentations over the root, each laid out in the whole canvas.
            for layer in presentations { LayoutEngine.placeLayer(layer, in: canvasSize) }
            tree.children += presentations
            var placed = presentations.count
            // Each GeometryReader's content, from the reader's final size and place.
            if hasGeometryReaders { run { GeometryPass.buildContents(tree, canvas: canvasSize, safe: safe) } }
            // Presentations made by readers' content (an alert in a GeometryReader), and theirs.
            while placed < presentations.count {
                let fresh = Array(presentations[placed...])
                placed = presentations.count
                for layer in fresh { LayoutEngine.placeLayer(layer, in: canvasSize) }
                tree.children += fresh
                run { GeometryPass.buildContents(Node(.zstack(.center), key: rootKey, scope: .root, label: "", children: fresh), canvas: canvasSize, safe: safe) }
            }
            isResolving = false
            let laidOut = statsClock?() ?? 0
            deferredSystemGestureEdges = collectingDeferredEdges
            // A new scheme is another pass, from the root, in it.
            colorScheme = collectingColorScheme ?? .light
            animateLayout(tree, animated: hasAnimatedNodes || animation != nil)
            animator.endUpdate()
            transitions.update(old: rootNode, new: tree, now: now.seconds, animated: hasAnimatedNodes || animation != nil || hasOwnAnimatedTransitions || hadOwnAnimatedTransitions)
            if transitions.insertedGhosts { cacheGeneration &+= 1 }
            prune()
            // The old tree is freed here, inside the update: what its nodes held last (a removed
            // view's model, captured by a closure) goes now, and a `deinit` that prints is
            // logged at this update's time.
            rootNode = tree
            let beforeShapes = statsClock?() ?? 0
            stats.nodesSynced += shapes.sync(tree, into: scene)
            let synced = statsClock?() ?? 0
            runLifecycleActionsAndTasks()
            passes += 1
            stats.passes += 1
            addPhaseTimes(started: started, resolved: resolved, laidOut: laidOut, beforeShapes: beforeShapes, synced: synced)
            // A body that changed state while it was evaluated gets one more pass, a few at most.
        } while needsUpdate && passes < 4
    }

    // MARK: Updates that start at the dirty views

    /// The records marked dirty since the last pass began, in order.
    @exclusivity(unchecked) private var dirtyRecords: [ViewRecord] = []
    /// Whether the last pass from the root made content after layout (a reader's, a lazy
    /// stack's) or presented something: those are made again at every pass from the root, so
    /// every update starts there.
    private var lastPassNeedsRoot = true

    /// Notes a record that has just become dirty.
    func noteDirty(_ record: ViewRecord) { dirtyRecords.append(record) }

    /// A dirty view whose place in the tree is known: its top nodes stand at `range` in
    /// `container`'s children, below `path` (the root first, `container` last).
    private struct DirtyRoot {
        let record: ViewRecord
        let cache: ReuseCache
        let container: Node
        let range: Range<Int>
        let path: [Node]
    }

    /// Brings the views up to date by resolving again only the dirty views that no dirty view
    /// encloses (SwiftUI's attribute graph updates from what changed, not from the root): each
    /// from where it was last resolved, with its clean views inside handed back, its new nodes
    /// put in place of its old ones in the kept tree, which is laid out again (measurements kept
    /// where nothing changed) and given to the scene's shapes.
    ///
    /// Only when nothing else could differ: no animated change, nothing animating by layout or
    /// transition, no safe area, no content made after layout and no presentation in the tree,
    /// every dirty view's nodes where its parent put them and unedited by it (a parent's edit, a
    /// gesture merged into the view's node or a tag, is made by the parent's resolution). When the
    /// new nodes do not fit (their number or kind changed) or their resolution did what must
    /// happen at every pass from the root (``markVolatile()``), the tree is left as it was and the
    /// update starts at the root; the views just evaluated are then handed back from their new
    /// caches (a volatile one is evaluated again). Returns whether the update is done.
    private func updateFromDirtyViews() -> Bool {
        guard reusesViews, !needsFullPass, !lastPassNeedsRoot, let rootNode, !dirtyRecords.isEmpty,
              transitions.running.isEmpty, !animator.isLayoutAnimating(at: now),
              safeRect == CGRect(origin: .zero, size: canvasSize) else { return false }
        var roots: [DirtyRoot] = []
        for record in dirtyRecords where record.isDirty && !hasDirtyAncestor(record) {
            guard let cache = record.cache, cache.isValid, cache.generation == cacheGeneration, !cache.nodes.isEmpty,
                  let (container, range, path) = Self.locate(cache.nodes, in: rootNode) else { return false }
            roots.append(DirtyRoot(record: record, cache: cache, container: container, range: range, path: path))
        }
        guard !roots.isEmpty else { return false }
        let started = statsClock?() ?? 0
        animator.beginUpdate()
        passTime = now
        isResolving = true
        isReusing = true
        dirtyRecords.removeAll(keepingCapacity: true)
        var made: [(nodes: [Node], records: ArraySlice<ViewRecord>, oldRecords: [ViewRecord],
                    keys: ArraySlice<AnimationKey>, oldKeys: [AnimationKey])] = []
        var fits = true
        for root in roots {
            let oldRecords = root.cache.records, oldNodes = root.cache.nodes, oldKeys = root.cache.animationKeys
            // An outer frame collects the records the view resolves (itself last).
            beginRecording()
            var fresh: [Node] = []
            run { _ = root.cache.resolveAgain(into: &fresh) }
            let frame = reuseFrames.removeLast()
            made.append((fresh, recordLog[frame.recordsStart...], oldRecords, animationKeyLog[frame.animationKeysStart...], oldKeys))
            recordLog.removeAll(keepingCapacity: true)
            animationKeyLog.removeAll(keepingCapacity: true)
            fits = fits && !frame.isVolatile && fresh.count == root.range.count
                && zip(fresh, oldNodes).allSatisfy { Self.fitsInPlace($0, of: $1) }
        }
        isReusing = false
        isResolving = false
        // The tree as it stands cannot take the new nodes: the pass starts at the root.
        guard fits else { return false }
        for (root, result) in zip(roots, made) {
            root.container.children.replaceSubrange(root.range, with: result.nodes)
            // What the view's place measured and found no longer holds; the rest of the tree keeps
            // its measurements.
            for node in root.path {
                node.measured = Measurements()
                node.forgetLayoutFacts()
                node.placedProposal = nil
            }
            // Views that left with the new evaluation leave the tree, and so do the animated
            // values of nodes that left (a pass from the root drops what no view set).
            let kept = Set(result.records.map { FastKey(ObjectIdentifier($0)) })
            for old in result.oldRecords where !kept.contains(FastKey(ObjectIdentifier(old))) {
                old.detach()
                records[FastKey(old.key)] = nil
            }
            let keptKeys = Set(result.keys)
            for key in result.oldKeys where !keptKeys.contains(key) { animator.drop(key) }
        }
        let resolved = statsClock?() ?? 0
        // Only the paths to the new nodes, and what their changes move, are placed again.
        LayoutEngine.placeRoot(rootNode, in: canvasSize, safe: safeRect, skipsUnchanged: true)
        let laidOut = statsClock?() ?? 0
        animator.endUpdate(keepingUntouched: true)
        stats.nodesSynced += shapes.sync(rootNode, into: scene)
        let synced = statsClock?() ?? 0
        runLifecycleActionsAndTasks()
        stats.passes += 1
        stats.incrementalPasses += 1
        addPhaseTimes(started: started, resolved: resolved, laidOut: laidOut, beforeShapes: laidOut, synced: synced)
        return true
    }

    /// Adds a pass's phase times to ``stats`` (with ``statsClock``), from the clock's readings
    /// at its start and at the end of each phase; the rest is what lies between layout and the
    /// shapes and after them.
    private func addPhaseTimes(started: UInt64, resolved: UInt64, laidOut: UInt64, beforeShapes: UInt64, synced: UInt64) {
        guard let statsClock else { return }
        let ended = statsClock()
        stats.resolveNanoseconds += resolved &- started
        stats.layoutNanoseconds += laidOut &- resolved
        stats.shapesNanoseconds += synced &- beforeShapes
        stats.restNanoseconds += (beforeShapes &- laidOut) &+ (ended &- synced)
    }

    /// Runs the lifecycle actions the pass found due, then the tasks they started, or that state
    /// changes let go on, up to their next wait.
    private func runLifecycleActionsAndTasks() {
        if !lifecycleActions.isEmpty {
            let actions = lifecycleActions
            lifecycleActions = []
            run { for action in actions { action() } }
        }
        runTasks()
    }

    /// Whether a view around `record` is dirty (it resolves `record` again).
    private func hasDirtyAncestor(_ record: ViewRecord) -> Bool {
        var found = false
        forEachAncestor(of: record) { above in
            found = above.isDirty
            return !found
        }
        return found
    }

    /// Calls `body` with the records of the views around `record`, innermost first, while it
    /// returns true. (Bounded: records are not nested deeper than `Constants.recordChainLimit`,
    /// and a key met twice, from a `ForEach` with repeated ids, can never loop it.)
    func forEachAncestor(of record: ViewRecord, _ body: (ViewRecord) -> Bool) {
        var above = records[FastKey(record.parentKey)], steps = 0
        while let current = above, steps < Constants.recordChainLimit, body(current) {
            above = records[FastKey(current.parentKey)]
            steps += 1
        }
    }

    /// Where `nodes` stand, one after another, among the children of a node of the tree at
    /// `root`: that node, their range, and the path to it (the root first). Nil if they are not
    /// in the tree as they are, or stand under a node whose children its parent or layout makes
    /// (a reader's, a scroll view's, a node carrying its container's traits).
    private static func locate(_ nodes: [Node], in root: Node) -> (Node, Range<Int>, [Node])? {
        var path: [Node] = []
        func search(_ node: Node) -> (Node, Range<Int>)? {
            if case .geometry = node.kind { return nil }
            if case .scroll = node.kind { return nil }
            if node.hasTraits || node.isGhost { return nil }
            path.append(node)
            if let index = node.children.firstIndex(where: { $0 === nodes[0] }) {
                let range = index..<index + nodes.count
                guard range.upperBound <= node.children.count,
                      zip(node.children[range], nodes).allSatisfy({ $0 === $1 }) else { return nil }
                return (node, range)
            }
            for child in node.children {
                if let found = search(child) { return found }
            }
            path.removeLast()
            return nil
        }
        guard let (container, range) = search(root) else { return nil }
        return (container, range, path)
    }

    /// Whether `new` can stand where `old` stood without its parent resolved again: what a parent
    /// reads of a child's node when it is resolved is the same (a `ZStack` orders its children by
    /// z-index, a `GestureView` merges into a gesture node, containers read traits: a tag, a tab
    /// item, a section).
    private static func fitsInPlace(_ new: Node, of old: Node) -> Bool {
        ZStack<EmptyView>.zIndex(of: new) == ZStack<EmptyView>.zIndex(of: old) && !carriesTraits(new) && !carriesTraits(old)
            && isGestures(new.kind) == isGestures(old.kind)
    }

    /// Whether the node, or a node its modifiers wrap (the single-child chain below it, as
    /// containers look for a tag), carries traits.
    private static func carriesTraits(_ node: Node) -> Bool {
        var current = node
        while true {
            if current.hasTraits { return true }
            guard current.children.count == 1 else { return false }
            current = current.children[0]
        }
    }

    private static func isGestures(_ kind: Node.Kind) -> Bool {
        if case .gestures = kind { return true }
        return false
    }

    /// Marks the views for re-evaluation before the next frame: every body, since the change
    /// is not tied to one view's record.
    func invalidate() {
        needsUpdate = true
        needsFullPass = true
    }

    /// Brings the views up to date before the next frame after a built-in view's own state
    /// changed (a button's press, a scroll position): from the user view whose body holds it
    /// (`owner`, its record's key), whose evaluation reads the state again; every body when it
    /// has none.
    func invalidate(from owner: UInt64) {
        if owner != 0, let record = records[FastKey(owner)] {
            record.markDirty()
        } else {
            invalidate()
        }
    }

    /// Brings the views up to date before the next frame after a change a record noted
    /// (``ViewRecord/markDirty()``): views it does not reach may be handed back from their caches.
    func invalidateRecord() { needsUpdate = true }

    /// Gives the animator where layout put each node in its parent, and each drawn shape's and
    /// clip's size: a node whose place or size an animated change moved goes there over the
    /// change's animation (from where the last update put it); one still on its way keeps
    /// going, unless a change without an animation moves it again (then it jumps).
    private func animateLayout(_ tree: Node, animated: Bool) {
        // Nothing animated now and nothing on its way: nothing to give the animator.
        guard animated || animator.isLayoutAnimating(at: now) else { return }
        // Where each node was, in which parent: a node that changed parent (wrapped, unwrapped)
        // has no place to come from in its new parent's space.
        var previous: [UInt64: (origin: CGPoint, size: CGSize, parent: UInt64)] = [:]
        if animated, let rootNode {
            func collect(_ node: Node, parent: UInt64) {
                guard !node.isGhost else { return }
                previous[node.key] = (node.origin, node.size, parent)
                for child in node.children { collect(child, parent: node.key) }
            }
            for child in rootNode.children { collect(child, parent: rootNode.key) }
        }
        let now = self.now
        func track(_ slot: AnimationSlot, _ node: Node, _ value: SIMD4<Double>, old: SIMD4<Double>?) {
            let key = AnimationKey(node: node.key, slot: slot)
            if animator.isRunning(key, at: now) {
                animator.setTarget(key, value, animation: node.animation, at: now)
            } else if let animation = node.animation, let old, old != value {
                animator.setTarget(key, old, animation: nil, at: now)
                animator.setTarget(key, value, animation: animation, at: now)
            }
        }
        func visit(_ node: Node, parent: UInt64) {
            let was = previous[node.key].flatMap { $0.parent == parent ? $0 : nil }
            track(.position, node, SIMD4(Double(node.origin.x), Double(node.origin.y), 0, 0),
                  old: was.map { SIMD4(Double($0.origin.x), Double($0.origin.y), 0, 0) })
            if node.drawsAtItsSize {
                track(.size, node, SIMD4(Double(node.size.width), Double(node.size.height), 0, 0),
                      old: was.map { SIMD4(Double($0.size.width), Double($0.size.height), 0, 0) })
            }
            for child in node.children { visit(child, parent: node.key) }
        }
        for child in tree.children { visit(child, parent: tree.key) }
    }

    /// Notes that the update in progress has content built after layout (a `GeometryReader`'s,
    /// a lazy stack's rows).
    func noteGeometryReader() {
        hasGeometryReaders = true
        markVolatile()
    }

    /// Views presented over everything (sheets, alerts, menus), in the order presented.
    private var presentations: [Node] = []

    /// Presents `nodes` over the whole canvas, above the root view, for the update in progress
    /// (a `sheet` or `alert` presents again on each update while it is shown), at `slot` (from
    /// ``presentationSlot()``, taken before the presentation's content presented its own, so a
    /// sheet's alert stands above the sheet).
    func present(_ nodes: [Node], at slot: Int) {
        markVolatile()
        presentations.insert(contentsOf: nodes, at: min(max(slot, 0), presentations.count))
    }
    /// Where a presentation about to be made goes among the update's presentations.
    func presentationSlot() -> Int { presentations.count }

    /// Queues an action of a lifecycle modifier, to run after the update in progress.
    func queueLifecycleAction(_ action: @escaping () -> Void) {
        markVolatile()
        lifecycleActions.append(action)
    }

    /// Notes edges a view defers, while the tree is resolved.
    func deferSystemGestures(on edges: Edge.Set) {
        markVolatile()
        collectingDeferredEdges.formUnion(edges)
    }

    /// Called before every state change with its transaction. Changes with different
    /// animations are applied in separate updates, so that each animates as its own
    /// transaction says: a change that does not animate the same way as the changes waiting
    /// before it first brings those to the screen.
    func willChange(transaction: Transaction) {
        let animation = transaction.disablesAnimations ? nil : transaction.animation
        if hasPendingChange, needsUpdate, !isResolving, !isUpdating, pendingAnimation != animation {
            update()
        }
        if !hasPendingChange || animation != nil { pendingAnimation = animation }
        hasPendingChange = true
    }

    private func prune() {
        for (key, record) in records where record.generation != generation {
            record.detach()
            records[key] = nil
        }
        // The views gone with an onDisappear, in the order the previous update resolved them.
        let gone = internalStates.values.filter { $0.generation != generation && $0.object is DisappearingState }
        for entry in gone.sorted(by: { $0.order < $1.order }) {
            if let action = (entry.object as? DisappearingState)?.onDisappear { lifecycleActions.append(action) }
        }
        internalStates = internalStates.filter { $0.value.generation == generation }
        previousValues = previousValues.filter { $0.value.generation == generation }
    }

    // MARK: Resolving

    /// Links the dynamic properties (`@State`, …) of a user view or `ViewModifier` about to be
    /// evaluated to its identity's storage, inside the record at `parent` (0: none); its watches
    /// of the last evaluation end, and it is clean again.
    @discardableResult
    /// `existing`: the record at `key`, already looked up (nil: none yet).
    func install<V>(_ view: V, key: UInt64, environment: EnvironmentValues, parent: UInt64, existing: ViewRecord?) -> ViewRecord {
        let record: ViewRecord
        if let existing {
            record = existing
        } else {
            record = ViewRecord(key: key, host: self)
            records[FastKey(key)] = record
        }
        record.generation = generation
        record.environment = environment
        record.parentKey = parent
        record.isDirty = false
        record.hasDirtyDescendant = false
        if record.epoch != nil { endObservations(of: record) }
        link(view, to: record)
        return record
    }

    private func link<V>(_ view: V, to record: ViewRecord) {
        let facts = facts(of: V.self)
        if facts.hasState == false { return }
        var found = false
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            guard let link = child.value as? DynamicLink else { continue }
            link.link(record, slot: index)
            found = true
        }
        facts.hasState = found
    }

    // MARK: Handing views back

    /// Appends the nodes of the user view at `key` from its cache, if it can be handed back: it
    /// and every view inside it are clean, and `view` and `environment` are the ones it was
    /// evaluated with. Its records and animated values are kept as if it had been evaluated.
    func reuse<V: View>(_ view: V, record: ViewRecord, environment: EnvironmentValues, into nodes: inout [Node]) -> Bool {
        guard let cache = record.cache, cache.generation == cacheGeneration, !record.isDirty, !record.hasDirtyDescendant,
              cache.matches(view, environment), cache.isValid else { return false }
        cache.hitsSinceWrite += 1
        record.generation = generation
        for inner in cache.records { inner.generation = generation }
        if !cache.animationKeys.isEmpty {
            let now = self.now
            for key in cache.animationKeys { animator.keep(key, at: now) }
        }
        nodes += cache.nodes
        // The views around this one log what it holds, as if it had been evaluated.
        if !reuseFrames.isEmpty {
            recordLog.append(record)
            recordLog += cache.records
            animationKeyLog += cache.animationKeys
        }
        stats.reused += 1
        return true
    }

    /// How the type's values are compared (``ValueIdentity``), found once per type.
    func identityPlan<V>(_ type: V.Type) -> ValueIdentity.Plan {
        let facts = facts(of: type)
        if let known = facts.identityPlan { return known }
        let plan = ValueIdentity.plan(for: type)
        facts.identityPlan = plan
        return plan
    }

    /// Starts collecting what the user view about to be evaluated does (``ReuseFrame``).
    func beginRecording() {
        reuseFrames.append(ReuseFrame(recordsStart: recordLog.count, animationKeysStart: animationKeyLog.count))
    }

    /// Ends the collection ``beginRecording()`` started for `record`'s view: caches what it
    /// made (`nodes`) if it can be handed back later (`cacheable`: it was evaluated with no
    /// animation of a change), and passes what it did on to the view around it.
    func endRecording<V: View>(_ record: ViewRecord, view: V, entry: ResolveContext, cacheable: Bool, nodes: ArraySlice<Node>) {
        let environment = entry.environment
        let frame = reuseFrames.removeLast()
        if reusesViews, cacheable, !frame.isVolatile, !record.isDirty, !record.hasDirtyDescendant {
            if let cache = record.cache, !cache.keepsNextEvaluation {
                cache.writeValue(view, environment: environment)
            } else {
                let cache = record.cache ?? ReuseCache(value: view, plan: identityPlan(V.self), environment: environment, generation: cacheGeneration)
                cache.write(view, entry: entry, nodes: nodes, records: recordLog[frame.recordsStart...],
                            animationKeys: animationKeyLog[frame.animationKeysStart...], generation: cacheGeneration)
                record.cache = cache
            }
        } else {
            record.cache?.invalidate()
        }
        if reuseFrames.isEmpty {
            // The outermost view: nothing around it reads the logs.
            recordLog.removeAll(keepingCapacity: true)
            animationKeyLog.removeAll(keepingCapacity: true)
        } else {
            recordLog.append(record)
            if frame.isVolatile { reuseFrames[reuseFrames.count - 1].isVolatile = true }
        }
    }

    /// Notes a record resolved inside the user view being evaluated (a `ViewModifier`'s).
    func noteRecord(_ record: ViewRecord) {
        if !reuseFrames.isEmpty { recordLog.append(record) }
    }

    /// Notes that the user view being evaluated did something that must happen on every update
    /// (it keeps built-in state, reads the clock, presents, builds content after layout, has an
    /// animated node, …): it, and the views around it, are evaluated every time.
    func markVolatile() {
        if !reuseFrames.isEmpty { reuseFrames[reuseFrames.count - 1].isVolatile = true }
    }

    /// Sets an animated value's target (``Animator/setTarget(_:_:animation:at:)``), remembered
    /// by the view being evaluated so that its cache keeps the value's track.
    func setAnimationTarget(_ key: AnimationKey, _ value: SIMD4<Double>, animation: Animation?) {
        animator.setTarget(key, value, animation: animation, at: isUpdating ? passTime : now)
        if !reuseFrames.isEmpty { animationKeyLog.append(key) }
    }

    /// The view's body, watching the `@Observable` properties it reads: a change to any of
    /// them brings the views up to date, with the change's transaction.
    func evaluateBody<V: View>(_ view: V, owner: UInt64) -> V.Body {
        stats.bodies += 1
        return tracking(owner: owner) { view.body }
    }

    /// Runs `body` (a view's body, a modifier's, a reader's content) watching the `@Observable`
    /// properties it reads, each body with a watch of its own: each change reaches the host with
    /// its own transaction, and a model changed later in the same update is seen.
    ///
    /// A watch that also reads the update's epoch (ended by the next update, so that bodies
    /// evaluated again and again do not pile watches up) costs a registration per body; until
    /// the views have read any `@Observable` property there is nothing to end, so a body is
    /// watched without it, which costs next to nothing when it reads nothing (Observation makes
    /// a watch only when something was read, and only then asks for its change handler: which is
    /// how the first read is found). The first reading body's watch, and those of the bodies
    /// before it in its update, are not ended by an epoch: they end at their properties' change.
    ///
    /// The watch belongs to `owner` (the key of the user view or modifier whose body it is, or
    /// inside whose body it runs; 0: none): a change marks that view dirty, and the epoch it
    /// reads is that view's, bumped when the view is evaluated again or leaves, so the watches
    /// of a view handed back from its cache go on. Without an owner, the change brings every
    /// view up to date, and the update's own epoch ends the watch.
    func tracking<T>(owner: UInt64, _ body: () -> T) -> T {
        let watcher = observationWatcher
        guard readsObservables else { return withObservationTracking(body, onChange: self.firstObservableRead(watcher, owner: owner)) }
        let epoch: UpdateEpoch
        if owner != 0, let record = records[FastKey(owner)] {
            if let own = record.epoch {
                epoch = own
            } else {
                epoch = UpdateEpoch()
                record.epoch = epoch
            }
        } else {
            epoch = self.epoch
        }
        return withObservationTracking({
            epoch.read()
            return body()
        }, onChange: { watcher.changed(owner: owner) })
    }

    /// Whether the views have read an `@Observable` property (found once, then kept).
    @exclusivity(unchecked) private var readsObservables = false

    /// Notes that the views read an `@Observable` property; gives the watch's change handler.
    private func firstObservableRead(_ watcher: ObservationWatcher, owner: UInt64) -> @Sendable () -> Void {
        readsObservables = true
        return { watcher.changed(owner: owner) }
    }

    /// Read by every tracked body and bumped before each update, so the previous update's
    /// observations end then (Observation keeps a registration until a property it watched
    /// changes; bodies evaluated on every update would pile them up otherwise).
    private let epoch = UpdateEpoch()
    /// Set while the epoch is bumped: the observations that ends are not changes.
    fileprivate var isEndingObservations = false

    /// Ends the observations of the previous update made outside every user view.
    private func endObservations() { end(epoch) }

    /// Ends the observations `record`'s view made in its last evaluation.
    func endObservations(of record: ViewRecord) {
        if let epoch = record.epoch { end(epoch) }
    }

    /// Bumps `epoch`: the watches that read it end, and their handlers know it is no change.
    private func end(_ epoch: UpdateEpoch) {
        isEndingObservations = true
        epoch.bump()
        isEndingObservations = false
    }

    /// The record at `key`, if the view is in the tree.
    func record(at key: UInt64) -> ViewRecord? { records[FastKey(key)] }

    private lazy var observationWatcher = ObservationWatcher(self)

    /// What a view's (or a modifier's) type says about all its values, found once per type.
    /// An object: it is looked up for every view resolved, and handing out one reference costs
    /// less than copying its fields out.
    final class TypeFacts {
        /// Its built-in resolver; nil for a view with a body.
        let primitive: (any PrimitiveView.Type)?
        /// Its name without generic arguments: `Form<TupleView<…>>` is `Form` in logs and the panel.
        let name: String
        /// Whether its values are `Animatable` (built with animated values) and not a `Shape`
        /// (whose outline animates by itself).
        let isAnimatable: Bool
        /// Whether its values have dynamic properties (`@State`, …) to link; nil until the first
        /// is installed.
        @exclusivity(unchecked) var hasState: Bool?
        /// How its values are compared, once a view of it is cached (``ValueIdentity``).
        @exclusivity(unchecked) var identityPlan: ValueIdentity.Plan?

        init(primitive: (any PrimitiveView.Type)?, name: String, isAnimatable: Bool) {
            self.primitive = primitive
            self.name = name
            self.isAnimatable = isAnimatable
        }
    }
    @exclusivity(unchecked) private var typeFacts: [FastKey: TypeFacts] = [:]

    func facts<V>(of type: V.Type) -> TypeFacts {
        let id = FastKey(ObjectIdentifier(type))
        if let known = typeFacts[id] { return known }
        let full = String(describing: type)
        let facts = TypeFacts(primitive: type as? any PrimitiveView.Type,
                              name: full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full,
                              isAnimatable: type is any Animatable.Type && !(type is any Shape.Type))
        typeFacts[id] = facts
        return facts
    }

    func typeName<V>(_ type: V.Type) -> String { facts(of: type).name }

    /// State a built-in view keeps by identity (a button's press, a scroll position).
    func internalState<T: AnyObject>(at key: UInt64, make: () -> T) -> T {
        markVolatile()
        internalStateCount += 1
        if let (_, _, object) = internalStates[FastKey(key)], let state = object as? T {
            internalStates[FastKey(key)] = (generation, internalStateCount, state)
            return state
        }
        let state = make()
        internalStates[FastKey(key)] = (generation, internalStateCount, state)
        return state
    }

    /// Whether `value` differs from the value given at `key` in the previous update
    /// (`animation(_:value:)`); false the first time.
    func valueChanged<V: Equatable>(_ value: V, at key: UInt64) -> Bool {
        markVolatile()
        let previous = previousValues[FastKey(key)]?.value as? V
        previousValues[FastKey(key)] = (generation, value)
        guard let previous else { return false }
        return previous != value
    }

    private var imageFiles: [ImageSource: (path: String, size: CGSize)?] = [:]

    /// The file of an image and its size in points, looked up once per source.
    func imageFile(_ source: ImageSource) -> (path: String, size: CGSize)? {
        if let known = imageFiles[source] { return known }
        let path: String? = switch source {
        case .file(let path): path
        case .named(let name): assetResolver(name)
        }
        let file = path.flatMap { path in ImageFileSize.points(path).map { (path, $0) } }
        imageFiles[source] = .some(file)
        return file
    }

    /// The views' asynchronous work (`.task`): run on this thread after updates, inputs and timers.
    let taskRunner = TaskRunner()

    /// Runs the tasks' queued jobs, and on the main thread the main queue (code isolated to the
    /// main actor: a `Task { … }` a button starts, a `@MainActor` model's methods), until
    /// neither has work left.
    private func runTasks() {
        hostThread = pthread_self()
        let onMain = Thread.isMainThread
        // Not again from inside a job (a change a job makes can bring the views up to date).
        guard !isRunningTasks, taskRunner.hasStarted || onMain else { return }
        isRunningTasks = true
        defer { isRunningTasks = false }
        // One budget for all rounds: a task that never waits goes on at the next update.
        var budget = Constants.taskJobsPerRun
        for _ in 0..<Constants.taskRounds {
            taskRunner.wakeCancelledSleepers()
            if taskRunner.hasStarted { budget -= taskRunner.runPending(limit: budget) }
            if onMain { TaskRunner.drainMainQueue() }
            if !taskRunner.hasJobs || budget <= 0 { return }
        }
    }
    private var isRunningTasks = false
    /// The thread the host's updates run on (a task's sleep waits on the host's clock only there).
    private(set) var hostThread: pthread_t?

    /// Whether the calling thread is the one the host's updates run on.
    var isOnHostThread: Bool { hostThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }

    deinit {
        // Tasks still running here end: cancelled, their sleeps ended, and anything they
        // queue later goes to the standard executors.
        taskRunner.close()
    }

    /// Whether values of the type are `Animatable` and not a `Shape` (``TypeFacts``).
    func isAnimatable<T>(_ type: T.Type) -> Bool { facts(of: type).isAnimatable }

    /// Whether a rebuild is already due at the next frame.
    private var rebuildScheduled = false

    /// Rebuilds the views a frame (1/60 s) from now, once however many ask: an `Animatable`
    /// modifier or view whose values are still on their way.
    func rebuildNextFrame() {
        guard !rebuildScheduled else { return }
        rebuildScheduled = true
        _ = scheduleTimer(after: 1.0 / 60, repeats: false) { [weak self] in
            guard let self else { return }
            rebuildScheduled = false
            willChange(transaction: Transaction())
            invalidate()
        }
    }

    // MARK: Timers

    private var timers: [Int: (due: GestureTime, interval: GestureTime.Duration?, action: () -> Void)] = [:]
    private var timerCount = 0

    /// The earliest moment a view's timer (`Timer.publish`) is due, if any: the lab runs the
    /// clock to it and calls ``fireTimers(upTo:)``, as for the engine's deadlines.
    public var nextTimerDeadline: GestureTime? { timers.values.map(\.due).min() }

    /// Fires every timer due at or before `time`, in order (repeating ones as often as they
    /// fell due), each under ``run(_:)``; the views are brought up to date by the next update.
    public func fireTimers(upTo time: GestureTime) {
        while let (id, timer) = timers.min(by: { ($0.value.due, $0.key) < ($1.value.due, $1.key) }), timer.due <= time {
            if let interval = timer.interval {
                timers[id]?.due = timer.due + interval
            } else {
                timers[id] = nil
            }
            run { timer.action() }
        }
    }

    /// Schedules `action` `seconds` after now on the host's clock, again every `seconds` if it
    /// repeats; returns the timer's number for ``cancelTimer(_:)``.
    func scheduleTimer(after seconds: Double, repeats: Bool, _ action: @escaping () -> Void) -> Int {
        timerCount += 1
        // At least a millisecond apart, so a repeating timer always moves on.
        let interval = GestureTime.Duration(seconds: max(seconds, 0.001))
        timers[timerCount] = (now + interval, repeats ? interval : nil, action)
        return timerCount
    }

    func cancelTimer(_ id: Int) { timers[id] = nil }

    // MARK: Output

    /// What to draw at `time`: every view where layout and the running animations put it.
    public func displayList(at time: GestureTime) -> DisplayList {
        guard let rootNode else { return DisplayList(items: []) }
        var builder = DisplayListBuilder(animator: animator, transitions: transitions, time: time, assets: assetResolver)
        let list = builder.build(rootNode, expecting: lastDisplayItemCount)
        lastDisplayItemCount = list.items.count
        return list
    }

    /// How many items the last display list held: the next one's array is made that large at
    /// once (grown item by item, a thousand items are copied over again ten times).
    private var lastDisplayItemCount = 0

    /// Whether an animation is still running at `time` (a frame must be drawn again later).
    public func isAnimating(at time: GestureTime) -> Bool {
        animator.isAnimating(at: time) || (transitions.settlesAt.map { time.seconds < $0 } ?? false)
    }

    /// The root view's `@State` and `@GestureState` properties, by name without the
    /// underscore, each value as `String(describing:)` writes it, in declaration order.
    public var rootState: [(name: String, value: String)] {
        Mirror(reflecting: root).children.compactMap { child in
            guard let label = child.label, let link = child.value as? DynamicLink, let value = link.describeValue() else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, value)
        }
    }

}

/// Tells a host that an `@Observable` property one of its bodies read is about to change.
/// Observation calls it on the thread that makes the change. The lab runs a host and its views'
/// code on one thread and expects models to change there (in gesture callbacks, timers,
/// `onReceive`): a change made on another thread (a detached task) is not supported, which is
/// what the unchecked `Sendable` records.
private final class ObservationWatcher: @unchecked Sendable {
    weak var host: ViewHost?
    init(_ host: ViewHost) { self.host = host }
    /// A property read under the watch of `owner` (a record's key; 0: none) is about to change.
    func changed(owner: UInt64) {
        guard let host, !host.isEndingObservations else { return }
        host.willChange(transaction: Transaction.current)
        host.invalidate(from: owner)
    }
}

/// A value tracked bodies read, whose change ends their observations: the update's, or a
/// record's (``ViewRecord/epoch``).
final class UpdateEpoch: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var value = 0
    func read() { registrar.access(self, keyPath: \.value) }
    func bump() { registrar.withMutation(of: self, keyPath: \.value) { value &+= 1 } }
}
