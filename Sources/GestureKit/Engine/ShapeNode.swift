/// One shape of a scene: a frame of `size` centred at `center` in its parent's space, rotated
/// and scaled about its centre, with children drawn above it and gestures attached to it as
/// SwiftUI attaches them to views.
///
/// ```swift
/// let card = ShapeNode(id: "card", kind: .roundedRectangle(cornerRadius: 16),
///                      center: CGPoint(x: 400, y: 300), size: CGSize(width: 300, height: 200))
/// card.onTapGesture(count: 2) { print("double") }
///     .onTapGesture { print("single") }
/// ```
/// A child's `center` is in its parent's local space (origin at the parent's top-left corner,
/// before the parent's rotation and scale, which apply to the child as well).
public final class ShapeNode {
    /// The geometry that hit testing follows.
    public enum Kind: Equatable, Sendable {
        case circle, ellipse, rectangle, capsule
        case roundedRectangle(cornerRadius: CGFloat)
        /// An outline of its own (a custom `Shape`'s path), in the shape's points.
        case outline(HitOutline)
    }

    public let id: String
    @exclusivity(unchecked) public var kind: Kind { didSet { geometryChanged() } }
    public var center: CGPoint {
        get { settlePlacement(); return storedCenter }
        set { settlePlacement(); storedCenter = newValue; geometryChanged() }
    }
    @exclusivity(unchecked) public var size: CGSize { didSet { geometryChanged() } }
    public var rotation: Angle {
        get { settlePlacement(); return storedRotation }
        set { settlePlacement(); storedRotation = newValue; geometryChanged() }
    }
    public var scale: CGFloat {
        get { settlePlacement(); return storedScale }
        set { settlePlacement(); storedScale = newValue; geometryChanged() }
    }
    @exclusivity(unchecked) private var storedCenter: CGPoint
    @exclusivity(unchecked) private var storedRotation: Angle
    @exclusivity(unchecked) private var storedScale: CGFloat
    /// Who places this shape when its placement is next read, if a placement is owed
    /// (``deferPlacement(to:)``).
    @exclusivity(unchecked) package private(set) var deferredPlacer: (any DeferredPlacer)?
    /// Shapes with this name can be used as `CoordinateSpace.named(_:)` by their descendants.
    @exclusivity(unchecked) public var coordinateSpaceName: AnyHashable? { didSet { storedGeometryVersion &+= 1 } }
    @exclusivity(unchecked) public var allowsHitTesting = true
    /// Whether the shape's children are hit only inside its frame (a scroll view's content).
    @exclusivity(unchecked) public var clipsChildren = false
    @exclusivity(unchecked) public private(set) var children: [ShapeNode] = []
    @exclusivity(unchecked) public private(set) weak var parent: ShapeNode? {
        // A placement owed is made in the space it was owed in, before the shape moves into
        // another.
        willSet { settlePlacement() }
        // A new ancestry changes the shape's coordinate spaces even where no placement changed.
        didSet { hasParent = parent != nil; storedGeometryVersion &+= 1 }
    }
    /// Whether ``parent`` is set, known without loading the weak reference.
    @exclusivity(unchecked) package private(set) var hasParent = false
    /// The scene a top-level shape belongs to, for its hit-testing index.
    @exclusivity(unchecked) package weak var scene: GestureScene?
    /// The index cells this (top-level) shape is filed under, and whether they are stale.
    @exclusivity(unchecked) package var indexedCells: [Int64] = []
    @exclusivity(unchecked) package var isIndexStale = false
    @exclusivity(unchecked) package private(set) var attachments: [Attachment] = []
    /// Where the engine that last looked up its recognizer tree for hit paths ending here keeps
    /// it: the engine's identity and the tree's slot. A hint only, checked before it is used.
    @exclusivity(unchecked) package var treeHint: (engine: ObjectIdentifier, slot: Int)?
    /// Position among its siblings (or in the scene), kept by the parent.
    @exclusivity(unchecked) package var siblingIndex = 0

    public init(id: String, kind: Kind = .rectangle, center: CGPoint = .zero, size: CGSize = .zero,
                rotation: Angle = .zero, scale: CGFloat = 1) {
        self.id = id
        self.kind = kind
        storedCenter = center
        self.size = size
        storedRotation = rotation
        storedScale = scale
    }

    /// Says where the last attachment is written (`scene.json:12`), for the panel.
    package func setSourceOfLastAttachment(_ source: String) {
        guard !attachments.isEmpty else { return }
        attachments[attachments.count - 1].source = source
    }

    package func appendAttachment(_ attachment: Attachment) {
        attachments.append(attachment)
        attachmentsVersion += 1
    }
    /// Replaces every attachment (a view layer re-attaching a re-evaluated body's gestures):
    /// recognizer trees built from the old ones finish as they are, new ones use these.
    package func replaceAttachments(_ new: [Attachment]) {
        guard !(new.isEmpty && attachments.isEmpty) else { return }
        attachments = new
        attachmentsVersion += 1
    }
    /// Changes whenever an attachment is added, so a cached recognizer tree knows it is stale.
    @exclusivity(unchecked) package private(set) var attachmentsVersion = 0

    /// The name of attachment `index` in logs: `name:` where given, else `SHAPEID#INDEX`.
    package func attachmentName(_ index: Int) -> String { attachments[index].name ?? "\(id)#\(index)" }

    /// Sets centre, rotation and scale in one call, assigning only what changed (a shape that
    /// did not move is not re-filed in the hit-testing index).
    public func setPlacement(center: CGPoint, rotation: Angle, scale: CGFloat) {
        settlePlacement()
        guard storedCenter != center || storedRotation != rotation || storedScale != scale else { return }
        storedCenter = center
        storedRotation = rotation
        storedScale = scale
        geometryChanged()
    }

    /// Leaves this top-level shape's placement to `placer`, which sets it (with
    /// ``setPlacement(center:rotation:scale:)``) when anything next reads the shape's geometry:
    /// its placement, transforms, bounds or ``geometryVersion``, a hit test, a drawing. For an
    /// observer that moves shapes on every step of a gesture, whose work is then done once per
    /// read rather than once per event. A reader between steps sees what an immediate placement
    /// would have given only if `placer` computes it from state that only the steps change (a
    /// nested shape, whose placement space its ancestors may move in between, is placed at
    /// once); a change of parent makes the owed placement first.
    @inline(__always)
    package func deferPlacement(to placer: any DeferredPlacer) {
        if deferredPlacer === placer { return }   // every event of a drag after the first
        startDeferringPlacement(to: placer)
    }

    private func startDeferringPlacement(to placer: any DeferredPlacer) {
        precondition(!hasParent, "shape '\(id)': only a top-level shape's placement can wait")
        settlePlacement()
        deferredPlacer = placer
        markIndexStale()
    }

    /// Whether the shape is placed in the scene's space (it has no parent).
    @inline(__always) package var isTopLevel: Bool { !hasParent }

    /// Whether the shape owes a placement to a ``DeferredPlacer``.
    package var hasDeferredPlacement: Bool { deferredPlacer != nil }

    /// Has the placer place the shape now, if it owes a placement.
    @inline(__always)
    package func settlePlacement() {
        guard let placer = deferredPlacer else { return }
        deferredPlacer = nil
        placer.place(self)
    }

    /// Adds a child above the existing ones.
    @discardableResult
    public func addChild(_ child: ShapeNode) -> ShapeNode {
        precondition(child.parent == nil, "shape '\(child.id)' already has a parent")
        child.parent = self
        child.siblingIndex = children.count
        children.append(child)
        geometryChanged()
        return child
    }

    /// Replaces the children (a view layer syncing its laid-out tree): the old children are
    /// detached, the new ones (detached, or children of this shape already) adopted in order.
    package func replaceChildren(_ new: [ShapeNode]) {
        if new.count == children.count && zip(new, children).allSatisfy({ $0 === $1 }) { return }
        for child in children { child.parent = nil }
        for (index, child) in new.enumerated() {
            precondition(child.parent == nil && child.scene == nil, "shape '\(child.id)' already has a parent")
            child.parent = self
            child.siblingIndex = index
        }
        children = new
        geometryChanged()
    }

    /// Changes whenever the shape's placement, size, kind, coordinate-space name or parent
    /// changes, so that coordinate spaces captured from it know whether they are still current.
    package var geometryVersion: Int { settlePlacement(); return storedGeometryVersion }
    /// ``geometryVersion`` of a shape that owes no placement (checked with
    /// ``hasDeferredPlacement`` first): read without the call that settling may make.
    package var settledGeometryVersion: Int {
        assert(deferredPlacer == nil, "shape '\(id)' owes a placement")
        return storedGeometryVersion
    }
    @exclusivity(unchecked) private var storedGeometryVersion = 0

    /// Tells the scene's hit-testing index that this shape's subtree moved.
    private func geometryChanged() {
        cachedLocalToParent = nil
        cachedParentToLocal = nil
        storedGeometryVersion &+= 1
        guard hasParent else { return markIndexStale() }
        var root = self
        while let up = root.parent { root = up }
        root.markIndexStale()
    }

    /// Files this top-level shape for re-indexing, once until the index is refreshed.
    private func markIndexStale() {
        guard !isIndexStale, let scene else { return }
        isIndexStale = true
        scene.markStale(self)
    }

    /// The scene-space bounding box of this shape and all its descendants, as
    /// (minX, minY, maxX, maxY).
    package func subtreeBounds(parentTransform: Affine) -> (Double, Double, Double, Double) {
        let toGlobal = parentTransform.concatenating(localToParent)
        let a = toGlobal.apply(.zero), b = toGlobal.apply(CGPoint(x: size.width, y: 0))
        let c = toGlobal.apply(CGPoint(x: 0, y: size.height)), d = toGlobal.apply(CGPoint(x: size.width, y: size.height))
        var box = (Double(min(a.x, b.x, c.x, d.x)), Double(min(a.y, b.y, c.y, d.y)),
                   Double(max(a.x, b.x, c.x, d.x)), Double(max(a.y, b.y, c.y, d.y)))
        for child in children {
            let c = child.subtreeBounds(parentTransform: toGlobal)
            box = (min(box.0, c.0), min(box.1, c.1), max(box.2, c.2), max(box.3, c.3))
        }
        return box
    }

    /// Local space → parent space.
    package var localToParent: Affine {
        settlePlacement()
        if let cachedLocalToParent { return cachedLocalToParent }
        let transform = Affine(translation: storedCenter, rotation: storedRotation, scale: Double(storedScale))
            .concatenating(Affine(a: 1, b: 0, c: 0, d: 1, tx: -Double(size.width) / 2, ty: -Double(size.height) / 2))
        cachedLocalToParent = transform
        return transform
    }
    /// ``localToParent`` as last computed; cleared whenever the shape's geometry changes.
    @exclusivity(unchecked) private var cachedLocalToParent: Affine?
    /// Parent space → local space: the inverse of ``localToParent``, cached with it.
    package var parentToLocal: Affine {
        settlePlacement()
        if let cachedParentToLocal { return cachedParentToLocal }
        let transform = localToParent.inverted
        cachedParentToLocal = transform
        return transform
    }
    @exclusivity(unchecked) private var cachedParentToLocal: Affine?
    /// Local space → scene space.
    package var localToGlobal: Affine {
        var transform = localToParent
        var ancestor = parent
        while let node = ancestor {
            transform = node.localToParent.concatenating(transform)
            ancestor = node.parent
        }
        return transform
    }
    /// Converts a scene point into this shape's local space.
    public func convertFromGlobal(_ point: CGPoint) -> CGPoint { localToGlobal.inverted.apply(point) }
    /// Converts a local point into scene space.
    public func convertToGlobal(_ point: CGPoint) -> CGPoint { localToGlobal.apply(point) }
    /// Converts a scene-space vector (a translation) into this shape's local space: rotation
    /// and scale apply, position does not.
    public func convertVectorFromGlobal(_ vector: CGSize) -> CGSize { localToGlobal.inverted.applyLinear(vector) }
    /// Converts a scene-space vector into the space this shape is placed in (its parent's; the
    /// scene's for a top-level shape).
    package func convertVectorToPlacementSpace(_ vector: CGSize) -> CGSize {
        guard hasParent, let parent else { return vector }
        return parent.convertVectorFromGlobal(vector)
    }

    /// Whether a local point lies inside the drawn geometry.
    public func contains(local point: CGPoint) -> Bool {
        let w = Double(size.width), h = Double(size.height)
        let x = Double(point.x), y = Double(point.y)
        guard x >= 0, y >= 0, x <= w, y <= h else { return false }
        switch kind {
        case .rectangle:
            return true
        case .circle:
            let r = min(w, h) / 2
            let dx = x - w / 2, dy = y - h / 2
            return dx * dx + dy * dy <= r * r
        case .ellipse:
            guard w > 0, h > 0 else { return false }
            let dx = (x - w / 2) / (w / 2), dy = (y - h / 2) / (h / 2)
            return dx * dx + dy * dy <= 1
        case .capsule:
            return Self.roundedContains(x: x, y: y, w: w, h: h, r: min(w, h) / 2)
        case .roundedRectangle(let radius):
            return Self.roundedContains(x: x, y: y, w: w, h: h, r: min(Double(radius), min(w, h) / 2))
        case .outline(let outline):
            return outline.contains(point)
        }
    }

    private static func roundedContains(x: Double, y: Double, w: Double, h: Double, r: Double) -> Bool {
        guard r > 0 else { return true }
        let cx = min(max(x, r), w - r), cy = min(max(y, r), h - r)
        let dx = x - cx, dy = y - cy
        return dx * dx + dy * dy <= r * r
    }

    /// The topmost path (this shape first, the deepest hit last) under a scene point, or empty.
    package func hitPath(global point: CGPoint, parentTransform: Affine) -> [ShapeNode] {
        var path: [Unmanaged<ShapeNode>] = []
        if hitPath(global: point, parentTransform: parentTransform, into: &path) { path.reverse() }
        return path.map { $0.takeUnretainedValue() }
    }

    /// Appends the hit path under a scene point to `path`, deepest shape first; false if none.
    /// The path's shapes are not retained: read it before anything can remove them.
    package func hitPath(global point: CGPoint, parentTransform: Affine, into path: inout [Unmanaged<ShapeNode>]) -> Bool {
        hitPath(global: point, toGlobal: parentTransform.concatenating(localToParent), fromGlobal: nil, into: &path)
    }

    /// ``hitPath(global:parentTransform:into:)`` for a top-level shape, whose placement is its
    /// scene transform: both directions are cached, nothing is multiplied or inverted.
    package func topLevelHitPath(global point: CGPoint, into path: inout [Unmanaged<ShapeNode>]) -> Bool {
        guard children.isEmpty else {
            return hitPath(global: point, toGlobal: localToParent, fromGlobal: parentToLocal, into: &path)
        }
        // A leaf (most shapes): only its own test, with the one cached transform it needs (a
        // clip changes nothing without children).
        guard allowsHitTesting, contains(local: parentToLocal.apply(point)) else { return false }
        path.append(.passUnretained(self))
        return true
    }

    private func hitPath(global point: CGPoint, toGlobal: Affine, fromGlobal: Affine?, into path: inout [Unmanaged<ShapeNode>]) -> Bool {
        if clipsChildren {
            let local = (fromGlobal ?? toGlobal.inverted).apply(point)
            guard local.x >= 0, local.y >= 0, local.x <= size.width, local.y <= size.height else { return false }
        }
        if !children.isEmpty {
            for child in children.reversed() where child.hitPath(global: point, parentTransform: toGlobal, into: &path) {
                path.append(.passUnretained(self))
                return true
            }
        }
        if allowsHitTesting && contains(local: (fromGlobal ?? toGlobal.inverted).apply(point)) {
            path.append(.passUnretained(self))
            return true
        }
        return false
    }
}

/// Something that places shapes when their geometry is next read rather than at once
/// (``ShapeNode/deferPlacement(to:)``).
package protocol DeferredPlacer: AnyObject {
    /// Places `shape` now, with ``ShapeNode/setPlacement(center:rotation:scale:)``.
    func place(_ shape: ShapeNode)
}

