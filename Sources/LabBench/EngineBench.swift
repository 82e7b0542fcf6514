import Foundation
import GestureKit
import LabCore

/// What the recognisers reported during a run, and what the shapes looked like when each
/// sequence's last finger lifted (read just before the harness reset them). Plain counters, as
/// the peers' harnesses keep theirs: no run-time exclusivity check per count.
public final class BenchCounters {
    @exclusivity(unchecked) public var taps = 0
    @exclusivity(unchecked) public var drags = 0
    @exclusivity(unchecked) public var pinches = 0
    @exclusivity(unchecked) public var singles = 0
    @exclusivity(unchecked) public var doubles = 0
    /// Calls of `updating` bodies (`@GestureState` writes).
    @exclusivity(unchecked) public var stateUpdates = 0
    /// Sequences whose item had been scaled or rotated by its pinch when the harness reset it.
    @exclusivity(unchecked) public var pinchLifts = 0
    @exclusivity(unchecked) public var scaleSum = 0.0
    @exclusivity(unchecked) public var rotationSum = 0.0
    /// Sequences whose item had been moved by its drag when the harness reset it.
    @exclusivity(unchecked) public var dragLifts = 0
    @exclusivity(unchecked) public var translationSum = 0.0
    /// Engine diagnostics (ignored input); 0 on a valid stream.
    @exclusivity(unchecked) public var diagnostics = 0

    public init() {}

    /// Back to zero (after a warm-up pass).
    public func reset() {
        taps = 0; drags = 0; pinches = 0; singles = 0; doubles = 0; stateUpdates = 0
        pinchLifts = 0; scaleSum = 0; rotationSum = 0; dragLifts = 0; translationSum = 0; diagnostics = 0
    }
}

/// The state a pinch's `@GestureState` holds while it runs.
public struct PinchState: Equatable, Sendable {
    public var scale: CGFloat = 1
    public var angle: Angle = .zero
    public init() {}
}

/// Which scene a stream runs in.
public enum BenchSceneKind: String, Sendable {
    /// W1: tap, drag, and magnify+rotate together on every item.
    case transform
    /// W2: a double tap with precedence over a single tap on every item.
    case taps

    public init(_ name: WorkloadName) { self = name.isTransformScene ? .transform : .taps }
}

/// Anything the runner can deliver a stream to: the engine directly, or the app's runtime.
public protocol BenchTarget: AnyObject {
    var counters: BenchCounters { get }
    /// Delivers one stream event as a touch event at its own timestamp.
    func deliver(_ event: StreamEvent)
    /// Puts item `item` back to its initial state (identity transform at its place).
    func reset(item: Int)
    /// Runs the clock to `time` (nanoseconds) so pending timers (single taps) fire.
    func finish(at time: GestureTime)
    /// Live gesture instances and touches still down (both 0 after a complete stream).
    var leftovers: (sessions: Int, touches: Int) { get }
}

extension StreamEvent {
    /// The engine's event for this stream event: `t_ms * 1_000_000` ns, began/moved/ended.
    @inline(__always)
    public var touchEvent: TouchEvent {
        TouchEvent(time: GestureTime(nanoseconds: t &* 1_000_000),
                   phase: kind == .down ? .began : (kind == .move ? .moved : .ended),
                   id: Int(id), location: CGPoint(x: x, y: y))
    }
}

/// A workload scene built directly with GestureKit, the way an app written against the
/// library builds it, driven through `GestureEngine.send`, with the lab's ``ShapeFollower``
/// moving the shapes as their gestures go.
public final class EngineBench: BenchTarget {
    public let grid: WorkloadGrid
    public let kind: BenchSceneKind
    public let scene: GestureScene
    public let engine: GestureEngine
    public let follower: ShapeFollower
    public let shapes: [ShapeNode]
    public let counters = BenchCounters()
    private let centers: [CGPoint]

    /// - Parameter gestureState: also keep a `@GestureState` per item for the drag's offset and
    ///   the pinch's scale and angle, updated on every change (as a SwiftUI view would).
    public init(kind: BenchSceneKind, grid: WorkloadGrid = WorkloadGrid(), gestureState: Bool = true) {
        self.grid = grid
        self.kind = kind
        scene = GestureScene(size: CGSize(width: grid.sceneWidth, height: grid.sceneHeight))
        var shapes: [ShapeNode] = []
        var centers: [CGPoint] = []
        shapes.reserveCapacity(grid.items)
        let counters = self.counters
        for i in 0..<grid.items {
            let center = CGPoint(x: grid.cx(i), y: grid.cy(i))
            let node = scene.add(ShapeNode(id: "item\(i)", kind: .rectangle, center: center,
                                           size: CGSize(width: WorkloadGrid.itemSize, height: WorkloadGrid.itemSize)))
            switch kind {
            case .transform:
                Self.attachTransformGestures(node, counters: counters, gestureState: gestureState)
            case .taps:
                node.onTapGesture(count: 2) { counters.doubles += 1 }
                    .onTapGesture { counters.singles += 1 }
            }
            shapes.append(node)
            centers.append(center)
        }
        self.shapes = shapes
        self.centers = centers
        engine = GestureEngine(scene: scene)
        follower = ShapeFollower(engine: engine)
        engine.observe(.ignoredInput) { event in
            if case .inputIgnored = event { counters.diagnostics += 1 }
        }
    }

    /// W1's three recognisers, active together: `.gesture(tap)`, then
    /// `.simultaneousGesture(drag)` and `.simultaneousGesture(magnify.simultaneously(with: rotate))`,
    /// which the engine composes as `(tap ∥ drag) ∥ (magnify ∥ rotate)`.
    static func attachTransformGestures(_ node: ShapeNode, counters: BenchCounters, gestureState: Bool) {
        node.gesture(TapGesture().onEnded { counters.taps += 1 })
        if gestureState {
            let offset = GestureState(wrappedValue: CGSize.zero)
            let pinch = GestureState(wrappedValue: PinchState())
            node.simultaneousGesture(DragGesture()
                .updating(offset) { value, state, _ in
                    state = value.translation
                    counters.stateUpdates += 1
                }
                .onEnded { _ in counters.drags += 1 })
            node.simultaneousGesture(MagnifyGesture().simultaneously(with: RotateGesture())
                .updating(pinch) { value, state, _ in
                    if let magnify = value.first { state.scale = magnify.magnification }
                    if let rotate = value.second { state.angle = rotate.rotation }
                    counters.stateUpdates += 1
                }
                .onEnded { _ in counters.pinches += 1 })
        } else {
            node.simultaneousGesture(DragGesture().onEnded { _ in counters.drags += 1 })
            node.simultaneousGesture(MagnifyGesture().simultaneously(with: RotateGesture())
                .onEnded { _ in counters.pinches += 1 })
        }
    }

    @inline(__always)
    public func deliver(_ event: StreamEvent) {
        engine.send(event.touchEvent)
    }

    public func reset(item: Int) {
        let shape = shapes[item]
        Self.record(shape, initial: centers[item], into: counters)
        follower.setPlacement(.init(center: centers[item]), of: shape)
    }

    /// Notes what the finished sequence did to the shape (committed by the follower on success).
    static func record(_ shape: ShapeNode, initial: CGPoint, into counters: BenchCounters) {
        if shape.scale != 1 || shape.rotation != .zero {
            counters.pinchLifts += 1
            counters.scaleSum += Double(shape.scale)
            counters.rotationSum += shape.rotation.degrees
        }
        let dx = Double(shape.center.x - initial.x), dy = Double(shape.center.y - initial.y)
        if dx != 0 || dy != 0 {
            counters.dragLifts += 1
            counters.translationSum += (dx * dx + dy * dy).squareRoot()
        }
    }

    public func finish(at time: GestureTime) { engine.advance(to: time) }

    public var leftovers: (sessions: Int, touches: Int) { (engine.activeSessionCount, engine.touchesDown) }
}
