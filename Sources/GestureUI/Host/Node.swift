/// One node of a resolved view tree: a built-in view or modifier with its children, its identity
/// key, and where layout put it (origin in its parent's space, size).
final class Node {
    /// What the node is; the layout, drawing and hit-testing passes switch over it. Payloads
    /// larger than two words are boxed (`indirect`), so that the passes' many looks at a kind
    /// copy a few words and a reference, not a paint or a text's content.
    enum Kind {
        /// A shape filled or stroked (`Circle().fill(.blue)`), or a `Color` (a filled rectangle).
        indirect case shape(ShapeNode.Kind, Paint)
        /// Any other shape (a `Path`, a shape of the user's, a trimmed or dashed one): its
        /// outline for the frame layout gives it, painted.
        indirect case path(ShapeOutline, Paint)
        indirect case text(TextContent)
        indirect case image(ImageContent)
        /// `Image(systemName:)`: a drawn stand-in for the symbol, sized by the font.
        indirect case symbol(name: String, pointSize: CGFloat, color: Color, resizable: Bool = false)
        case spacer(minLength: CGFloat?)
        /// A `Divider`: a line across its stack's axis.
        case divider
        /// A container that sizes and places its children by a ``Layout`` (the stacks, a
        /// user's own layout).
        case layout(LayoutBox)
        /// A `GeometryReader`: as large as offered, its content from the top-leading corner.
        case geometry(GeometryContent)
        indirect case frame(FrameLayout)
        indirect case padding(EdgeInsets)
        case position(CGPoint)
        case offset(CGSize)
        indirect case rotation(Angle, anchor: UnitPoint)
        indirect case scale(CGSize, anchor: UnitPoint)
        case opacity(Double)
        indirect case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
        /// Children in drawing order: the view, then the views above it.
        indirect case overlay(Alignment)
        /// Children in drawing order: the views below the view, then the view (last).
        indirect case background(Alignment)
        case gestures([Attachment])
        indirect case contentShape(ShapeNode.Kind)
        case hitTesting(Bool)
        indirect case coordinateSpace(AnyHashable)
        case scroll(ScrollState)
        case clipped
        /// `clipShape`: the drawing inside is cut to the shape in this node's frame.
        indirect case clipShape(ShapeOutline, eoFill: Bool)
        /// `mask`: children are the content, then the mask (laid out over it, not drawn).
        indirect case mask(Alignment)
        /// `transition`: how the content comes and goes (``TransitionTracker``).
        indirect case transition(AnyTransition)
        /// `matchedGeometryEffect`: the content's name among matched views.
        indirect case matchedGeometry(MatchedGeometryKey)
        /// A drawn-only transform of the content from its frame's top-left corner, made from the
        /// frame's size once it is laid out (`projectionEffect`, a `GeometryEffect`,
        /// `scaleEffect(x:y:)` stretches): not hit-tested.
        case projection((CGSize) -> ProjectionTransform)
        /// `rotation3DEffect`: drawn in perspective, animatable.
        indirect case rotation3D(Rotation3D)
        /// Colour changes applied to what the content draws (`brightness`, `grayscale`, …).
        indirect case colorFilter(ColorFilter)
        /// `blur(radius:)`: the content drawn blurred by a Gaussian of this radius.
        case blur(CGFloat)
        /// `compositingGroup`/`drawingGroup`: the content drawn as one layer, which the
        /// opacity, blur and blend mode above apply to as a whole.
        case compositingGroup
        /// `blendMode`: how each view drawn inside mixes with what is below it.
        indirect case blendMode(BlendMode)
        /// `visualEffect`/`scrollTransition`: drawing effects computed from where the content is
        /// drawn at each moment; not hit-tested.
        case drawnEffect((DrawnPlace) -> EmptyVisualEffect)
    }

    // The layout and drawing passes read and write these on every node of every update; their
    // accesses never overlap (one pass at a time, on one thread), so the run-time check of
    // exclusive access is left out for them.
    @exclusivity(unchecked) var kind: Kind {
        didSet {
            isSpacerOrDivider = Self.isSpacerOrDivider(kind)
            fixedSize = Self.fixedSize(kind)
            forgetIndependence()
        }
    }
    /// Whether the node is a `Spacer` or a `Divider`, whose size depends on the stack around it
    /// (kept, so that layout need not copy the kind out to ask).
    @exclusivity(unchecked) private(set) var isSpacerOrDivider: Bool
    /// The size of a `frame(width:height:)` with both: the same for every proposal.
    @exclusivity(unchecked) private(set) var fixedSize: CGSize?
    /// The view's `layoutPriority` and whether it sets alignment guides, found by layout the
    /// first time a stack asks (the nodes below do not change once resolved).
    @exclusivity(unchecked) var knownLayoutPriority: Double?
    @exclusivity(unchecked) var knownHasExplicitGuides: Bool?

    /// Whether the node's size is the same for every proposal, found by layout the first time
    /// it is measured (``LayoutEngine/isProposalIndependent(_:)``), and that size.
    @exclusivity(unchecked) var knownProposalIndependent: Bool?
    @exclusivity(unchecked) var independentSize: CGSize?

    /// Forgets what layout found from the node's children (its priority, its guides, a size
    /// they fix), before they are replaced after layout (a reader's content, a lazy stack's
    /// rows) or changed below it.
    func forgetLayoutFacts() {
        knownLayoutPriority = nil
        knownHasExplicitGuides = nil
        forgetIndependence()
        if case .layout(let box) = kind { box.forgetCache() }
    }

    private func forgetIndependence() {
        knownProposalIndependent = nil
        independentSize = nil
    }
    @exclusivity(unchecked) var children: [Node]
    /// Identity: the same view in the same place gets the same key on every update.
    let key: UInt64
    /// The user views around this node, outermost first ("ContentView/ItemRow[3]"), for names.
    let scopePath: Scope
    var scope: String { scopePath.description }
    /// The view's name in shape ids and the overlay ("Circle", "Text", "VStack").
    let label: String
    @exclusivity(unchecked) var origin: CGPoint = .zero
    @exclusivity(unchecked) var size: CGSize = .zero
    /// The order among a `ZStack`'s children (`zIndex(_:)`): higher draws above and is hit first.
    @exclusivity(unchecked) var zIndex: Double = 0
    /// `layoutPriority(_:)`: a stack offers space to higher priorities first.
    @exclusivity(unchecked) var layoutPriority: Double = 0
    /// Set when the parent's layout places the node (a layout may leave some unplaced).
    @exclusivity(unchecked) var isPlaced = false
    /// Set when the parent's layout leaves the node out of what is shown (a ``ViewThatFits``
    /// candidate not chosen): neither drawn nor hit-tested.
    @exclusivity(unchecked) var isLeftOut = false
    /// What containers read from their children (a `tag`, a `tabItem`, a list section): kept
    /// out of line, made only for the few nodes that have any, so most nodes stay small.
    var traits: ContainerTraits {
        get { traitsBox?.value ?? ContainerTraits() }
        set {
            if let traitsBox { traitsBox.value = newValue } else { traitsBox = TraitsBox(newValue) }
        }
    }
    @exclusivity(unchecked) private var traitsBox: TraitsBox?
    var hasTraits: Bool { traitsBox != nil }
    /// The animation of changes to this node, where it was resolved (for transitions).
    @exclusivity(unchecked) var animation: Animation?
    /// A removed view kept on screen while its transition runs: not laid out, not hit.
    @exclusivity(unchecked) var isGhost = false
    /// The colour scheme of the environment the node was made in, which its colours are drawn
    /// in (nil: a node the host made, drawn in its parent's).
    @exclusivity(unchecked) var colorScheme: ColorScheme?
    /// A text's lines as laid out.
    @exclusivity(unchecked) var textLines: [String] = []
    /// The proposal layout last placed the node with (nil: never placed, or to be placed again).
    @exclusivity(unchecked) var placedProposal: ProposedSize?
    /// The last few measurements, reused when the same proposal comes again.
    @exclusivity(unchecked) var measured = Measurements()

    init(_ kind: Kind, key: UInt64, scope: Scope, label: String, children: [Node] = []) {
        self.kind = kind
        self.key = key
        scopePath = scope
        self.label = label
        self.children = children
        isSpacerOrDivider = Self.isSpacerOrDivider(kind)
        fixedSize = Self.fixedSize(kind)
    }

    /// Whether a view's cache holds the node (``ReuseCache``): it is handed back as it is, so a
    /// parent that edits it edits a copy (``forEditing()``).
    @exclusivity(unchecked) var isCached = false

    /// The node itself, or a copy of it if a cache holds it: a parent's edits (its kind, its
    /// traits, its z-index and priority: a gesture added, a tag) are made to what this returns.
    ///
    /// ```swift
    /// nodes[first] = nodes[first].forEditing()
    /// nodes[first].traits.scrollID = id
    /// ```
    func forEditing() -> Node { isCached ? copy() : self }

    /// A node like this one over the same children: what a parent edits in it (its kind, its
    /// traits, its z-index, priority and animation) is its own. What layout found out about it is
    /// left behind (its parent may change it).
    func copy() -> Node {
        let node = Node(kind, key: key, scope: scopePath, label: label, children: children)
        node.zIndex = zIndex
        node.layoutPriority = layoutPriority
        node.traitsBox = traitsBox.map { TraitsBox($0.value) }
        node.animation = animation
        node.isGhost = isGhost
        node.colorScheme = colorScheme
        return node
    }

    private static func fixedSize(_ kind: Kind) -> CGSize? {
        guard case .frame(let frame) = kind, frame.isFixed, let width = frame.idealWidth, let height = frame.idealHeight else { return nil }
        return CGSize(width: width, height: height)
    }

    private static func isSpacerOrDivider(_ kind: Kind) -> Bool {
        switch kind {
        case .spacer, .divider: true
        default: false
        }
    }
}

/// A node's last four sizes by the proposal that gave them, kept in the node itself (no array to
/// allocate per node and update): the oldest is replaced first.
struct Measurements {
    private var proposals: (ProposedSize, ProposedSize, ProposedSize, ProposedSize)
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    /// How many slots hold a measurement (0 to 4).
    private(set) var count = 0
    /// The slot the next measurement goes to.
    private var next = 0

    init() {
        let none = ProposedSize(width: nil, height: nil)
        proposals = (none, none, none, none)
    }

    /// The size measured for `proposal`, if one of the kept measurements is for it.
    /// (`mutating` only so that a node's measurements are read where they are, not copied out
    /// of the node first.)
    mutating func size(for proposal: ProposedSize) -> CGSize? {
        if count > 0, proposals.0 == proposal { return sizes.0 }
        if count > 1, proposals.1 == proposal { return sizes.1 }
        if count > 2, proposals.2 == proposal { return sizes.2 }
        if count > 3, proposals.3 == proposal { return sizes.3 }
        return nil
    }

    /// Keeps `size` for `proposal` in place of the oldest measurement once four are kept.
    mutating func insert(_ size: CGSize, for proposal: ProposedSize) {
        switch next {
        case 0: (proposals.0, sizes.0) = (proposal, size)
        case 1: (proposals.1, sizes.1) = (proposal, size)
        case 2: (proposals.2, sizes.2) = (proposal, size)
        default: (proposals.3, sizes.3) = (proposal, size)
        }
        next = (next + 1) % 4
        count = min(count + 1, 4)
    }
}

extension Node {
    /// Whether drawing the node takes its size from layout at each moment (a shape, a path, a
    /// divider, a clip): its size animates when layout changes it in an animated change.
    var drawsAtItsSize: Bool {
        switch kind {
        case .shape, .path, .divider, .clipped, .clipShape: true
        default: false
        }
    }

    /// The node's own effect (offset, turn, scale) at its model values, as hit testing and
    /// geometry readers see it: nil for a node that is no such effect.
    var modelEffect: Affine? {
        switch kind {
        case .offset(let offset):
            return .translation(offset.width, offset.height)
        case .rotation(let angle, let anchor):
            return .about(anchor, in: size, rotation: angle.radians, scale: 1)
        case .scale(let scale, let anchor):
            return .about(anchor, in: size, rotation: 0, scale: Affine.uniform(Double(scale.width), Double(scale.height)))
        default:
            return nil
        }
    }
}

extension Node.Kind {
    /// A `ZStack`'s layout.
    static func zstack(_ alignment: Alignment) -> Node.Kind { .layout(LayoutBox.make(ZStackLayout(alignment: alignment))) }
    /// A centred `VStack` with the standard spacing.
    static var vstack: Node.Kind { .layout(LayoutBox.make(VStackLayout())) }
}

/// How a shape is painted.
struct Paint {
    var fill: Color?
    var stroke: Color?
    var lineWidth: CGFloat = 1
    /// The stroke's caps, joins and dashes (nil: a plain line `lineWidth` wide).
    var strokeStyle: StrokeStyle?
    /// Whether the fill takes the even-odd rule.
    var eoFill = false
    /// A gradient filling the shape instead of `fill`.
    var fillGradient: ResolvedGradient?
    /// A gradient stroking the outline instead of `stroke`.
    var strokeGradient: ResolvedGradient?
    /// A material's blur of what is below the filled shape (0: none), as a `blur` radius.
    var backdropBlur: CGFloat = 0
    init(fill: Color? = nil, stroke: Color? = nil, lineWidth: CGFloat = 1, strokeStyle: StrokeStyle? = nil, eoFill: Bool = false) {
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.strokeStyle = strokeStyle
        self.eoFill = eoFill
    }
}

/// `Text`'s content with the font and colour of its environment.
struct TextContent {
    var string: String
    var pointSize: CGFloat
    var color: Color
    /// Weight, italics and design.
    var face: TextFace
    var isBold: Bool { face.isBold }
    /// `lineLimit`: at most this many lines, the last cut with an ellipsis.
    var lineLimit: Int?
    /// `multilineTextAlignment`.
    var alignment: TextAlignment = .leading

    /// The lines in `width`, within the line limit.
    func lines(width: CGFloat?) -> [String] {
        let lines = TextMetrics.lines(string, pointSize: pointSize, width: width, face: face)
        guard let lineLimit, lineLimit > 0, lines.count > lineLimit else { return lines }
        var kept = Array(lines.prefix(lineLimit))
        var last = kept[lineLimit - 1]
        // Cut the last line until it fits with the ellipsis.
        while !last.isEmpty, let width, TextMetrics.width(last + "…", pointSize: pointSize, face: face) > width { last.removeLast() }
        kept[lineLimit - 1] = last.trimmingCharacters(in: .whitespaces) + "…"
        return kept
    }
}

/// An image file and how it sizes itself.
struct ImageContent {
    /// The file, nil if the name or path found none (drawn as a labelled placeholder).
    var path: String?
    var name: String
    /// Pixels (a missing file: a 100-point placeholder square).
    var naturalSize: CGSize
    var isResizable: Bool
    var contentMode: ContentMode?
}

/// The fixed (`frame(width:height:)`) or flexible (`frame(minWidth:…)`) frame of a view.
struct FrameLayout {
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment
    /// `frame(width:height:)`: the ideal sizes are the fixed sizes.
    var isFixed: Bool
}

/// A `ScrollView`'s scroll position, kept by identity across updates.
final class ScrollState {
    /// Points the content is scrolled up by (0: top).
    var offset: CGFloat = 0
    var dragStart: CGFloat = 0
    /// Set by layout: how far the content can scroll.
    var maximumOffset: CGFloat = 0
    weak var host: ViewHost?
    /// The animation of the latest change, for the drawn offset.
    var isDragging = false
    /// The direction it scrolls in.
    var axis: Axis = .vertical
    /// The scrolled content as last resolved (for `ScrollViewProxy.scrollTo`).
    weak var content: Node?
    /// Whether a navigation bar above shows what lies under it (its background once the
    /// content leaves the top): crossing that edge brings every view up to date.
    var hasBarAbove = false
    /// Points of a large title above that scrolling folds away first (0: none): the content
    /// moves up with the shrinking bar, then scrolls; the offset counts both.
    var fold: CGFloat = 0
    /// Points: the scroll view's length along its axis, as last laid out.
    var viewport: CGFloat = 0
    /// Points: the offset drawn when the views were last resolved (short of ``offset`` while
    /// an animated scroll runs).
    var presentedOffset: CGFloat = 0
    /// The key of the record of the user view whose body holds the scroll view (0: none): a
    /// scroll evaluates that view again, not every view.
    var owner: UInt64 = 0
    init() {}

    /// Scrolls to `offset` and brings the views up to date: the view whose body holds the scroll
    /// view, or every view when a bar above shows the content leaving or reaching the top.
    func move(to offset: CGFloat, host: ViewHost) {
        let changesBar = hasBarAbove && barState(self.offset) != barState(offset)
        self.offset = offset
        if changesBar { host.invalidate() } else { host.invalidate(from: owner) }
    }

    /// What a bar above shows at `offset`: how much of its large title is folded, and whether
    /// content lies under it.
    private func barState(_ offset: CGFloat) -> (folded: CGFloat, under: Bool) {
        (folded(at: offset), isUnderBar(at: offset))
    }

    /// Whether content lies under a bar above at `offset` (past the fold of its large title).
    func isUnderBar(at offset: CGFloat) -> Bool { offset > fold + CGFloat(Constants.scrollEdgeSlack) }

    /// Points of the large title above folded away at `offset`.
    func folded(at offset: CGFloat) -> CGFloat { min(max(0, offset), fold) }
    /// Points the content is shifted by at `offset` (what the fold leaves of it).
    func shift(at offset: CGFloat) -> CGFloat { offset - folded(at: offset) }
    /// The offset that shifts the content by `shift`: past the whole fold when it moves at all.
    func offset(forShift shift: CGFloat) -> CGFloat { shift > 0 ? shift + fold : 0 }
    /// Points: the viewport once the large title above has folded away.
    var foldedViewport: CGFloat { viewport + fold - folded(at: offset) }

    /// Gives the scroll view a large title above of `height` points (0: none), keeping the
    /// content where it is.
    func setFold(_ height: CGFloat) {
        guard height != fold else { return }
        let shown = shift(at: offset)
        fold = height
        offset = shown > 0 ? offset(forShift: shown) : min(offset, height)
    }

    /// The content's shift when scrolled by `offset` (what folds a large title above does not move it).
    func contentShift(_ offset: CGFloat) -> Affine {
        let shift = shift(at: offset)
        return axis == .vertical ? .translation(0, -shift) : .translation(-shift, 0)
    }
}

final class TraitsBox {
    var value: ContainerTraits
    init(_ value: ContainerTraits) { self.value = value }
}

/// Values a view gives its container rather than drawing (`tag`, `tabItem`, a `Section`'s parts).
struct ContainerTraits {
    /// `tag(_:)`: the value a `Picker` or `TabView` selects this view by.
    var tag: AnyHashable?
    /// `tabItem`: the view's label in a `TabView`'s bar.
    var tabItem: AnyView?
    /// A `Section`'s parts, resolved, for a `List` to lay out in its own style.
    var section: ListSectionParts?
    /// A row that draws its own list row chrome (a swipeable row).
    var drawsOwnRowChrome = false
    /// A list row's own background, insets and separator (`listRowBackground`, …).
    var listRow = ListRowLook()
    /// A swipeable row's content and actions (for a second `swipeActions` on it).
    var swipe: SwipeRowParts?
    /// `tint(_:)` on the view (a swipe action's background).
    var tint: Color?
    /// A `GridRow`: a `Grid` lays its children out as cells of one row.
    var isGridRow = false
    /// The id a `ScrollViewProxy` finds the view by (an `id(_:)`).
    var scrollID: AnyHashable?
    /// The id of the `ForEach` element the view is the first of (its implicit tag, and an id a
    /// `ScrollViewProxy` finds it by).
    var rowID: AnyHashable?
    /// The offset of the `ForEach` element the view is the first of (for `onDelete`).
    var elementOffset: Int?
    /// A toolbar item placed at the bar's leading end.
    var toolbarLeading = false
    /// A toolbar item placed in the bottom toolbar (`.bottomBar`).
    var toolbarBottom = false
    /// `preference(key:value:)` values set on this view, by key type.
    var preferences: [ObjectIdentifier: Any] = [:]
    /// `anchorPreference` values, made from the view's scene frame once it is laid out.
    var anchorPreferences: [ObjectIdentifier: (CGRect) -> Any] = [:]
    /// `transformPreference` callbacks: each changes its key's combined value of this subtree.
    var preferenceTransforms: [ObjectIdentifier: (Any) -> Any] = [:]
    /// `alignmentGuide` values the view sets, the outermost modifier's first.
    var alignmentGuides: [(guide: GuideID, compute: (ViewDimensions) -> CGFloat)] = []
    /// A list on the grouped grey (a navigation screen whose content it is shows the grey
    /// behind its bar too, as iOS's transparent bar does at the top of a list).
    var isGroupedList = false
    /// A `Button`'s role.
    var buttonRole: ButtonRole?
    /// A `Button`'s action, for a container that triggers it another way (a full swipe runs a
    /// row's first swipe action).
    var buttonAction: (() -> Void)?
}

/// A section's header, rows and footer, each as resolved nodes.
struct ListSectionParts {
    /// The section's identity.
    var key: UInt64
    var header: [Node]
    var rows: [Node]
    var footer: [Node]
}
