/// What a frame shows: every drawn view as an item in drawing order (later above), in scene
/// coordinates, with the running animations applied. A renderer draws the items as they are.
public struct DisplayList {
    public var items: [DisplayItem]
    /// Runs of items drawn offscreen as one picture before they meet what is below them,
    /// ordered by their first item, outer layers first.
    public var layers: [DisplayLayer]
    /// The scheme of the whole canvas (dark where the views prefer it): what the canvas behind
    /// the items is painted with, white or black.
    public var colorScheme: ColorScheme
    public init(items: [DisplayItem], layers: [DisplayLayer] = [], colorScheme: ColorScheme = .light) {
        self.items = items
        self.layers = layers
        self.colorScheme = colorScheme
    }
}

/// One drawn view: its content in a frame of `size` centred at `center`, turned by
/// `rotation` and scaled by `scale` about its centre.
public struct DisplayItem {
    public enum Content {
        /// A shape, filled and/or stroked (`lineWidth` in the shape's own points).
        case shape(ShapeNode.Kind, fill: Color?, stroke: Color?, lineWidth: CGFloat)
        /// A path in the frame's own points (origin at its top-left corner), filled (by the
        /// even-odd rule if `eoFill`) and/or stroked as `style` says.
        case path(Path, fill: ShapeFill?, stroke: ShapeFill?, style: StrokeStyle, eoFill: Bool)
        /// Text lines, top to bottom, centred in the frame.
        case text(lines: [String], pointSize: CGFloat, color: Color, isBold: Bool)
        /// An image file filling the frame (nil path: not found, draw a placeholder named `name`).
        case image(path: String?, name: String)
        /// A symbol by name, drawn as a stand-in in `color`.
        case symbol(name: String, pointSize: CGFloat, color: Color)
    }
    /// A soft shadow under the content.
    public struct Shadow {
        public var color: Color
        public var radius: CGFloat
        public var offset: CGSize
        /// How many of the item's ``DisplayItem/clipPaths`` (outermost first) were set outside
        /// the shadow: they cut the shadow too; the rest were set inside it, so the shadow is
        /// that of the clipped view (`.cornerRadius(12).shadow(radius: 4)`).
        public var outerClipCount = 0

        public init(color: Color, radius: CGFloat, offset: CGSize, outerClipCount: Int = 0) {
            self.color = color
            self.radius = radius
            self.offset = offset
            self.outerClipCount = outerClipCount
        }
    }
    public var content: Content
    public var center: CGPoint
    public var size: CGSize
    public var rotation: Angle
    public var scale: CGFloat
    /// 0 to 1, the product of every `opacity` above.
    public var opacity: Double
    /// The shadow this item casts. An item with a shadow stands for that shadow only: the
    /// builder puts the shadows of a `shadow` modifier's whole content first, then the content
    /// itself without them, so a card's shadow falls behind all of the card (SwiftUI shadows the
    /// composited view).
    public var shadow: Shadow?
    /// A scene-space rectangle the item is clipped to (a scroll view's frame).
    public var clip: CGRect?
    /// Scene-space outlines the item is clipped to, all of them (`clipShape`, `cornerRadius`,
    /// `mask`), outermost first; ``clip`` does not include them (a clipped view's shadow reaches
    /// past their bounds).
    public var clipPaths: [Path] = []
    /// `blur(radius:)` above the item: drawn blurred by a Gaussian of this radius.
    public var blur: CGFloat = 0
    /// A material's fill: what is below the item's outline is blurred by a Gaussian of this
    /// radius before the item is drawn over it.
    public var backdropBlur: CGFloat = 0
    /// How a text's lines line up in its frame: a view's `multilineTextAlignment` (SwiftUI's
    /// default, leading); a scene file's labels are centred.
    public var textAlignment: TextAlignment = .center
    /// A text's weight, italics and design (regular for anything else).
    public var textFace: TextFace = .regular

    public init(content: Content, center: CGPoint, size: CGSize, rotation: Angle = .zero, scale: CGFloat = 1,
                opacity: Double = 1, shadow: Shadow? = nil, clip: CGRect? = nil) {
        self.content = content
        self.center = center
        self.size = size
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.shadow = shadow
        self.clip = clip
    }
}

/// Walks a laid-out tree with each animatable value where the animator has it at a moment.
struct DisplayListBuilder {
    let animator: Animator
    let transitions: TransitionTracker?
    let time: GestureTime
    let assets: (String) -> String?
    private var items: [DisplayItem] = []
    private var layers: [DisplayLayer] = []
    /// How many compositing groups the walk is inside.
    private var layerDepth = 0

    /// What a node passes down to what it contains.
    private struct Inherited {
        var opacity: Double = 1
        var shadow: DisplayItem.Shadow?
        var clip: CGRect?
        var clipPaths: [Path] = []
        /// The colour filters above, combined (nil: none).
        var filter: ColorFilter?
        /// The colour scheme the colours are drawn in: the nearest node's that has one.
        var colorScheme: ColorScheme = .light
        var blur: CGFloat = 0
        /// The blend mode above (each item inside is drawn with it).
        var blendMode: BlendMode = .normal
        /// The visible part of the nearest scroll view above, in the canvas, and its axis.
        var viewport: (rect: CGRect, axis: Axis)?
        /// A perspective above (`rotation3DEffect`, a projective `GeometryEffect`), in canvas
        /// space: what the affine transforms below put on the canvas goes on through it.
        var projection: ProjectionTransform?
    }

    init(animator: Animator, transitions: TransitionTracker? = nil, time: GestureTime, assets: @escaping (String) -> String?) {
        self.animator = animator
        self.transitions = transitions
        self.time = time
        self.assets = assets
    }

    /// Whether layout places and sizes are on their way at ``time`` (read only then).
    private var layoutMoves = false

    /// The display list of `root`'s tree, its array made for `expecting` items at first.
    mutating func build(_ root: Node, expecting: Int = 0) -> DisplayList {
        items.removeAll()
        items.reserveCapacity(expecting)
        layers.removeAll()
        layoutMoves = animator.isLayoutAnimating(at: time)
        var top = Inherited()
        top.colorScheme = root.colorScheme ?? .light
        for child in root.children { visit(child, parent: .identity, top) }
        layers.sort { ($0.items.lowerBound, -$0.items.upperBound, $0.depth) < ($1.items.lowerBound, -$1.items.upperBound, $1.depth) }
        return DisplayList(items: items, layers: layers, colorScheme: top.colorScheme)
    }

    private func value(_ node: Node, _ slot: AnimationSlot) -> SIMD4<Double>? {
        animator.value(AnimationKey(node: node.key, slot: slot), at: time)
    }

    /// The colour a node draws `color` with in `slot`: the animator's on its way there, else
    /// `color` itself, which keeps its light and dark appearances.
    private func drawnColor(_ node: Node, _ slot: AnimationSlot, _ color: Color, _ scheme: ColorScheme) -> Color {
        guard let value = value(node, slot), value != color.resolved(scheme).vector else { return color }
        return Color(vector: value)
    }
    private func drawnColor(_ node: Node, _ slot: AnimationSlot, _ color: Color?, _ scheme: ColorScheme) -> Color? {
        color.map { drawnColor(node, slot, $0, scheme) }
    }

    /// Where the node is drawn in its parent: where layout put it, or on its way there.
    private func drawnOrigin(_ node: Node) -> CGPoint {
        guard layoutMoves, let value = value(node, .position) else { return node.origin }
        return CGPoint(x: value.x, y: value.y)
    }

    /// The size a shape or clip is drawn at: its laid-out size, or on its way there.
    private func drawnSize(_ node: Node) -> CGSize {
        guard layoutMoves, node.drawsAtItsSize, let value = value(node, .size) else { return node.size }
        return CGSize(width: value.x, height: value.y)
    }

    private mutating func visit(_ node: Node, parent: Affine, _ inherited: Inherited) {
        if node.isLeftOut { return }
        let origin = drawnOrigin(node)
        var transform = parent.concatenating(.translation(origin.x, origin.y))
        var state = inherited
        if let scheme = node.colorScheme { state.colorScheme = scheme }
        var childTransform: Affine?
        if let transitions, !transitions.running.isEmpty || node.isGhost {
            if let run = transitions.running[node.key], !node.isGhost || time.seconds < run.end {
                let progress = run.progress(at: time.seconds)
                if let other = run.otherFrame, let own = run.ownFrame, own.width > 0, own.height > 0 {
                    // A matched view: drawn in the frame between its counterpart's and its own.
                    let frame = CGRect(x: other.minX + (own.minX - other.minX) * progress, y: other.minY + (own.minY - other.minY) * progress,
                                       width: other.width + (own.width - other.width) * progress,
                                       height: other.height + (own.height - other.height) * progress)
                    let toFrame = Affine(a: frame.width / own.width, b: 0, c: 0, d: frame.height / own.height, tx: frame.minX, ty: frame.minY)
                    // From the scene frame the model puts it in to the moving one.
                    let sceneToOwn = Affine.translation(-own.minX, -own.minY)
                    transform = toFrame.concatenating(sceneToOwn).concatenating(transform)
                    state.opacity *= node.isGhost ? progress : min(1, max(0, progress))
                } else {
                    let effect = run.effect.at(progress, size: node.size)
                    transform = transform.concatenating(effect.transform)
                    state.opacity *= min(1, max(0, effect.opacity))
                }
            } else if node.isGhost {
                return
            }
        }
        switch node.kind {
        case .offset(let offset):
            let v = value(node, .offset) ?? SIMD4(Double(offset.width), Double(offset.height), 0, 0)
            transform = transform.concatenating(.translation(CGFloat(v.x), CGFloat(v.y)))
        case .rotation(let angle, let anchor):
            let radians = value(node, .rotation)?.x ?? angle.radians
            transform = transform.concatenating(.about(anchor, in: node.size, rotation: radians, scale: 1))
        case .scale(let scale, let anchor):
            let v = value(node, .scale) ?? SIMD4(Double(scale.width), Double(scale.height), 0, 0)
            transform = transform.concatenating(.stretch(x: v.x, y: v.y, about: anchor, in: node.size))
        case .rotation3D(let rotation):
            let radians = value(node, .rotation)?.x ?? rotation.angle
            Self.project(rotation.transform(angle: radians, in: node.size), &transform, &state)
        case .projection(let make):
            Self.project(make(node.size), &transform, &state)
        case .colorFilter(let filter):
            state.filter = state.filter.map { $0.after(filter) } ?? filter
        case .blur(let radius):
            state.blur += max(0, radius)
        case .blendMode(let mode):
            state.blendMode = mode
        case .compositingGroup:
            // The content as one layer; the opacity, blur and blend mode above apply to it.
            let start = items.count, firstLayer = layers.count
            var inner = state
            inner.opacity = 1
            inner.blur = 0
            inner.blendMode = .normal
            layerDepth += 1
            for child in node.children { visit(child, parent: transform, inner) }
            layerDepth -= 1
            let blendsInside = layers[firstLayer...].contains { $0.blendMode != .normal }
            if items.count > start, state.opacity < 1 || state.blur > 0 || state.blendMode != .normal || blendsInside {
                // Cut to the clips above it (a blur spreads past them).
                let cut = state.clipPaths.reduce(state.clip ?? .infinite) { $0.intersection($1.boundingRect) }
                var layer = DisplayLayer(items: start..<items.count, opacity: state.opacity, blendMode: state.blendMode, blur: state.blur,
                                         clip: cut == .infinite ? nil : cut)
                layer.depth = layerDepth
                layers.append(layer)
            }
            return
        case .opacity(let alpha):
            state.opacity *= min(1, max(0, value(node, .opacity)?.x ?? alpha))
        case .shadow(let color, let radius, let x, let y):
            let r = CGFloat(value(node, .shadowRadius)?.x ?? Double(radius))
            guard r > 0.01 || x != 0 || y != 0 else { break }
            let color = color.resolved(state.colorScheme)
            let cast = DisplayItem.Shadow(color: state.filter?.apply(color) ?? color, radius: max(r, 0), offset: CGSize(width: x, height: y),
                                          outerClipCount: state.clipPaths.count)
            // The content first, without this shadow; then its shadows go in before it.
            let start = items.count
            var inner = state
            inner.shadow = nil
            for child in node.children { visit(child, parent: transform, inner) }
            var shadows: [DisplayItem] = []
            var shadowLayers: [DisplayLayer] = []
            for index in start..<items.count where items[index].shadow == nil {   // an inner shadow casts none of its own
                var copy = items[index]
                copy.shadow = cast
                for layer in layers where layer.items.contains(index) {
                    if layer.items == index..<(index + 1), layer.projection != nil {
                        // Text drawn flat for a perspective casts its shadow through the same one.
                        var through = layer
                        through.items = (start + shadows.count)..<(start + shadows.count + 1)
                        through.blendMode = .normal
                        shadowLayers.append(through)
                    } else if layer.projection == nil {
                        // A faded group's views cast shadows as faded as the group.
                        copy.opacity *= layer.opacity
                    }
                }
                shadows.append(copy)
            }
            items.insert(contentsOf: shadows, at: start)
            // The layers inside moved down by the shadows put in before them.
            for index in layers.indices where layers[index].items.lowerBound >= start {
                layers[index].items = (layers[index].items.lowerBound + shadows.count)..<(layers[index].items.upperBound + shadows.count)
            }
            layers += shadowLayers
            return
        case .scroll(let scroll):
            let offset = value(node, .scrollOffset)?.x ?? 0
            childTransform = transform.concatenating(scroll.contentShift(CGFloat(offset)))
            Self.clip(to: CGRect(origin: .zero, size: drawnSize(node)), transform, &state)
            state.viewport = (CGRect(origin: .zero, size: drawnSize(node)).applying(transform.cgAffineTransform), scroll.axis)
        case .drawnEffect(let make):
            let effect = make(DrawnPlace(size: node.size, toGlobal: transform, viewport: state.viewport))
            Self.project(effect.projection(in: node.size), &transform, &state)
            state.opacity *= min(1, max(0, effect.opacity))
            state.blur += effect.blur
        case .clipped:
            Self.clip(to: CGRect(origin: .zero, size: drawnSize(node)), transform, &state)
        case .clipShape(let outline, _):
            Self.clip(to: outline.path(CGRect(origin: .zero, size: drawnSize(node))).applying(transform.cgAffineTransform), &state)
        case .mask:
            // The mask (the last child, placed by layout) is not drawn: its drawn outlines clip the content.
            guard let content = node.children.first, let mask = node.children.last, content !== mask else { break }
            var maskBuilder = DisplayListBuilder(animator: animator, transitions: transitions, time: time, assets: assets)
            maskBuilder.visit(mask, parent: transform, Inherited())
            var outline = Path()
            for item in maskBuilder.items { outline.addPath(item.outline) }
            Self.clip(to: outline, &state)
            visit(content, parent: transform, state)
            return
        case .shape(let kind, let paint):
            let fill = drawnColor(node, .fill, paint.fill, state.colorScheme)
            let stroke = drawnColor(node, .stroke, paint.stroke, state.colorScheme)
            if fill?.alpha(in: state.colorScheme) ?? 0 > 0 || stroke?.alpha(in: state.colorScheme) ?? 0 > 0 {
                let count = items.count
                emit(.shape(kind, fill: fill, stroke: stroke, lineWidth: paint.lineWidth), node, transform, state, size: drawnSize(node))
                if items.count > count { items[count].backdropBlur = paint.backdropBlur }
            }
        case .path(let outline, let paint):
            let fill = paint.fill(animated: drawnColor(node, .fill, paint.fill, state.colorScheme))
            let stroke = paint.stroke(animated: drawnColor(node, .stroke, paint.stroke, state.colorScheme))
            if fill?.isVisible(in: state.colorScheme) == true || stroke?.isVisible(in: state.colorScheme) == true {
                let frame = CGRect(origin: .zero, size: drawnSize(node))
                // The outline at animated data only while the data is on its way.
                let animated = outline.animatable.flatMap { shape in
                    value(node, .shapeData).flatMap { $0 == shape.vector ? nil : shape.path($0, frame) }
                }
                let path = animated ?? outline.path(frame)
                let style = paint.strokeStyle ?? StrokeStyle(lineWidth: paint.lineWidth)
                let count = items.count
                emit(.path(path, fill: fill, stroke: stroke, style: style, eoFill: paint.eoFill), node, transform, state, size: frame.size)
                if items.count > count { items[count].backdropBlur = paint.backdropBlur }
            }
        case .divider:
            emit(.shape(.rectangle, fill: Color.hairline, stroke: nil, lineWidth: 1), node, transform, state, size: drawnSize(node))
        case .text(let text):
            let color = drawnColor(node, .foreground, text.color, state.colorScheme)
            let count = items.count
            emit(.text(lines: node.textLines, pointSize: text.pointSize, color: color, isBold: text.isBold), node, transform, state)
            if items.count > count {
                items[count].textAlignment = text.alignment
                items[count].textFace = text.face
            }
        case .symbol(let name, let pointSize, let color, let resizable):
            let color = drawnColor(node, .foreground, color, state.colorScheme)
            // A resizable symbol is drawn as large as its frame holds.
            let size = resizable ? min(node.size.width / CGFloat(Constants.symbolWidthPerPoint),
                                       node.size.height / CGFloat(Constants.symbolHeightPerPoint)) : pointSize
            emit(.symbol(name: name, pointSize: size, color: color), node, transform, state)
        case .image(let image):
            emit(.image(path: image.path, name: image.name), node, transform, state)
        default:
            break
        }
        let inner = childTransform ?? transform
        for child in node.children { visit(child, parent: inner, state) }
    }

    private mutating func emit(_ content: consuming DisplayItem.Content, _ node: Node, _ transform: Affine, _ state: Inherited, size drawn: CGSize? = nil) {
        guard state.opacity > 0 else { return }
        if let clip = state.clip, clip.isEmpty { return }
        if state.clipPaths.contains(where: { $0.isEmpty }) { return }
        // The content is moved along, not copied: an item is a few hundred bytes.
        // Light colours are the components themselves; dark ones are looked up.
        if state.colorScheme == .dark { content = content.resolved(.dark) }
        if let filter = state.filter { content = content.filtered(by: filter) }
        let frameSize = drawn ?? node.size
        var transform = transform
        if let projection = state.projection {
            // Outlines go through the perspective point by point; text, symbols and images
            // through its closest affine transform at their centres.
            let frame = CGRect(origin: .zero, size: frameSize)
            let outline: (path: Path, fill: ShapeFill?, stroke: ShapeFill?, style: StrokeStyle, eoFill: Bool)? = switch content {
            case .shape(let kind, let fill, let stroke, let lineWidth):
                (kind.path(in: frame), fill.map(ShapeFill.color), stroke.map(ShapeFill.color), StrokeStyle(lineWidth: lineWidth), false)
            case .path(let path, let fill, let stroke, let style, let eoFill):
                (path, fill, stroke, style, eoFill)
            default:
                nil
            }
            let center = transform.apply(CGPoint(x: frameSize.width / 2, y: frameSize.height / 2))
            let near = projection.linearized(at: center)
            if let outline {
                let path = Self.projected(outline.path.applying(transform.cgAffineTransform), by: projection)
                let bounds = path.boundingRect
                guard bounds.width.isFinite, bounds.height.isFinite else { return }
                var style = outline.style
                let whole = near.concatenating(transform)
                let determinant = whole.a * whole.d - whole.b * whole.c
                style.lineWidth *= CGFloat(abs(determinant).squareRoot())
                // A face turned past 90° shows its gradient mirrored, as a flat turn does.
                let mirrored = determinant < 0
                let local = path.applying(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
                var item = DisplayItem(content: .path(local, fill: outline.fill.mirrored(mirrored), stroke: outline.stroke.mirrored(mirrored),
                                                      style: style, eoFill: outline.eoFill),
                                       center: CGPoint(x: bounds.midX, y: bounds.midY), size: bounds.size,
                                       opacity: state.opacity, shadow: state.shadow, clip: state.clip)
                item.clipPaths = state.clipPaths
                item.blur = state.blur
                items.append(item)
                if state.blendMode != .normal { appendBlendLayer(state.blendMode) }
                return
            }
            // Text, symbols and images: drawn flat, then carried through the perspective as a
            // layer (cut to the clips' bounds, which are already in perspective).
            let cut = state.clipPaths.reduce(state.clip ?? .infinite) { $0.intersection($1.boundingRect) }
            var flat = state
            flat.projection = nil
            flat.clip = nil
            flat.clipPaths = []
            flat.filter = nil          // already applied to `content`
            flat.blendMode = .normal   // the layer's
            let start = items.count, firstLayer = layers.count
            emit(content, node, transform, flat, size: drawn)
            guard items.count > start else { return }
            // A stretch's layer made for the flat item goes inside this one.
            for index in firstLayer..<layers.count { layers[index].depth += 1 }
            var layer = DisplayLayer(items: start..<items.count, blendMode: state.blendMode, projection: projection,
                                     clip: cut == .infinite ? nil : cut)
            layer.depth = layerDepth + 1
            layers.append(layer)
            return
        }
        var size = frameSize
        // The linear part as a turn after a stretch along the item's own axes (x mirrored when
        // the transform mirrors, y by its own scale), with any shear dropped.
        let det = transform.a * transform.d - transform.b * transform.c
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let mirrored = det < 0
        let rotation = mirrored ? atan2(-transform.b, -transform.a) : atan2(transform.b, transform.a)
        let sy = sx > 0 ? abs(det) / sx : 0
        var scale = CGFloat(sx)
        if sx > 0, mirrored || abs(sy - sx) > 1e-9 * max(1, sx), !content.isOutline {
            // Text, symbols and images stretched or mirrored: drawn flat where their centre
            // goes, then carried through the rest of the transform as a layer.
            let middle = transform.apply(CGPoint(x: frameSize.width / 2, y: frameSize.height / 2))
            let offset = CGPoint(x: middle.x - frameSize.width / 2, y: middle.y - frameSize.height / 2)
            var stretched = state
            stretched.filter = nil   // already applied to `content`
            stretched.projection = ProjectionTransform(transform.concatenating(.translation(-offset.x, -offset.y)))
            emit(content, node, .translation(offset.x, offset.y), stretched, size: drawn)
            return
        }
        if sx > 0, mirrored || abs(sy - sx) > 1e-9 * max(1, sx) {
            // Not a turn and a scale: the frame takes the stretch, paths and shapes exactly.
            let ratio = sy / sx
            size.height = frameSize.height * ratio
            content = content.stretched(mirrored: mirrored, vertically: ratio, in: frameSize)
        } else if sx == 0 {
            scale = 0
        }
        let local = CGPoint(x: frameSize.width / 2, y: frameSize.height / 2)
        let center = transform.apply(local)
        var item = DisplayItem(content: consume content, center: center, size: size, rotation: .radians(rotation),
                               scale: scale, opacity: state.opacity, shadow: state.shadow, clip: state.clip)
        if !state.clipPaths.isEmpty { item.clipPaths = state.clipPaths }
        item.blur = state.blur
        items.append(item)
        if state.blendMode != .normal { appendBlendLayer(state.blendMode) }
    }

    /// The item just appended, mixed with what is below it by `mode`.
    private mutating func appendBlendLayer(_ mode: BlendMode) {
        var layer = DisplayLayer(items: (items.count - 1)..<items.count, blendMode: mode)
        layer.depth = layerDepth + 1
        layers.append(layer)
    }

    /// Draws what is inside a node through `local`, a transform in the node's space whose
    /// canvas transform is `transform`: an affine one joins `transform`; a perspective joins
    /// the state's, in canvas space.
    private static func project(_ local: ProjectionTransform, _ transform: inout Affine, _ state: inout Inherited) {
        if local.isAffine {
            transform = transform.concatenating(local.affine)
            return
        }
        let toCanvas = ProjectionTransform(transform)
        var fromCanvas = toCanvas
        // A view scaled to nothing shows nothing to put in perspective.
        guard fromCanvas.invert() else { return }
        let canvas = fromCanvas.concatenating(local).concatenating(toCanvas)
        state.projection = state.projection.map { canvas.concatenating($0) } ?? canvas
    }

    /// Clips what is inside to `frame`, in a space whose canvas transform is `transform`: a
    /// rectangle of the canvas while no perspective is above, else its outline through it.
    private static func clip(to frame: CGRect, _ transform: Affine, _ state: inout Inherited) {
        if state.projection == nil {
            state.clip = frame.applying(transform.cgAffineTransform).intersection(state.clip ?? .infinite)
        } else {
            clip(to: Path(frame).applying(transform.cgAffineTransform), &state)
        }
    }

    /// Clips what is inside to `outline` (canvas space, before any perspective above).
    private static func clip(to outline: Path, _ state: inout Inherited) {
        state.clipPaths.append(state.projection.map { projected(outline, by: $0) } ?? outline)
    }

    /// `path` (in canvas space) through a perspective: each end and control point moved.
    static func projected(_ path: Path, by projection: ProjectionTransform) -> Path {
        var result = Path()
        path.forEach { element in
            switch element {
            case .move(let p): result.move(to: projection.apply(p))
            case .line(let p): result.addLine(to: projection.apply(p))
            case .quadCurve(let p, let c): result.addQuadCurve(to: projection.apply(p), control: projection.apply(c))
            case .curve(let p, let c1, let c2):
                result.addCurve(to: projection.apply(p), control1: projection.apply(c1), control2: projection.apply(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

}

extension DisplayItem.Content {
    /// Whether the content is an outline (a shape or a path), which any transform can carry
    /// point by point.
    var isOutline: Bool {
        switch self {
        case .shape, .path: true
        default: false
        }
    }

    /// The content through a colour filter.
    func filtered(by filter: ColorFilter) -> DisplayItem.Content { mappingColors(filter.apply) }

    /// The content with each colour as it is drawn in `scheme` (a system colour's appearance).
    func resolved(_ scheme: ColorScheme) -> DisplayItem.Content { mappingColors { $0.resolved(scheme) } }

    /// The content with `transform` applied to every colour it paints with: fills, strokes,
    /// gradient stops, text and symbols.
    private func mappingColors(_ transform: (Color) -> Color) -> DisplayItem.Content {
        func fill(_ value: ShapeFill?) -> ShapeFill? {
            switch value {
            case .color(let color)?:
                return ShapeFill.color(transform(color))
            case .gradient(var gradient)?:
                gradient.stops = gradient.stops.map { Gradient.Stop(color: transform($0.color), location: $0.location) }
                return ShapeFill.gradient(gradient)
            case nil:
                return nil
            }
        }
        switch self {
        case .shape(let kind, let fillColor, let strokeColor, let lineWidth):
            return .shape(kind, fill: fillColor.map(transform), stroke: strokeColor.map(transform), lineWidth: lineWidth)
        case .path(let path, let fillStyle, let strokeStyle, let style, let eoFill):
            return .path(path, fill: fill(fillStyle), stroke: fill(strokeStyle), style: style, eoFill: eoFill)
        case .text(let lines, let pointSize, let color, let isBold):
            return .text(lines: lines, pointSize: pointSize, color: transform(color), isBold: isBold)
        case .symbol(let name, let pointSize, let color):
            return .symbol(name: name, pointSize: pointSize, color: transform(color))
        case .image:
            return self
        }
    }

    /// The content in a frame stretched vertically by `ratio` relative to its width's scale,
    /// and mirrored left to right if `mirrored`: shapes become paths drawn so, gradients
    /// mirrored with them; text, symbols and images fill the stretched frame as they are.
    func stretched(mirrored: Bool, vertically ratio: Double, in size: CGSize) -> DisplayItem.Content {
        let map = CGAffineTransform(a: mirrored ? -1 : 1, b: 0, c: 0, d: ratio, tx: mirrored ? size.width : 0, ty: 0)
        switch self {
        case .shape(let kind, let fill, let stroke, let lineWidth):
            return .path(kind.path(in: CGRect(origin: .zero, size: size)).applying(map),
                         fill: fill.map(ShapeFill.color), stroke: stroke.map(ShapeFill.color),
                         style: StrokeStyle(lineWidth: lineWidth), eoFill: false)
        case .path(let path, let fill, let stroke, let style, let eoFill):
            return .path(path.applying(map), fill: fill.mirrored(mirrored), stroke: stroke.mirrored(mirrored), style: style, eoFill: eoFill)
        default:
            return self
        }
    }
}

extension DisplayItem {
    /// The item's outline in scene space: its path or shape, else its frame.
    public var outline: Path {
        let local = CGRect(origin: .zero, size: size)
        let path: Path = switch content {
        case .path(let path, _, _, _, _): path
        case .shape(let kind, _, _, _): kind.path(in: local)
        default: Path(local)
        }
        return path.applying(localToScene)
    }

    /// Carries the item's own points (origin at its frame's top-left corner) to the scene.
    public var localToScene: CGAffineTransform {
        CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(rotation.radians)))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }
}

extension ShapeNode.Kind {
    /// The shape's outline in a frame, as a path.
    public func path(in rect: CGRect) -> Path {
        switch self {
        case .circle: Circle().path(in: rect)
        case .ellipse: Ellipse().path(in: rect)
        case .rectangle: Rectangle().path(in: rect)
        case .capsule: Capsule().path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius).path(in: rect)
        case .outline(let outline): Path { path in for polygon in outline.polygons { path.addLines(polygon); path.closeSubpath() } }
        }
    }
}

extension Affine {
    var cgAffineTransform: CGAffineTransform {
        CGAffineTransform(a: CGFloat(a), b: CGFloat(b), c: CGFloat(c), d: CGFloat(d), tx: CGFloat(tx), ty: CGFloat(ty))
    }
    static func translation(_ x: CGFloat, _ y: CGFloat) -> Affine {
        Affine(a: 1, b: 0, c: 0, d: 1, tx: Double(x), ty: Double(y))
    }
    /// Rotation and scale about a unit point of a frame.
    static func about(_ anchor: UnitPoint, in size: CGSize, rotation: Double, scale: Double) -> Affine {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return Affine.translation(ax, ay)
            .concatenating(Affine(translation: .zero, rotation: .radians(rotation), scale: scale))
            .concatenating(.translation(-ax, -ay))
    }
    /// A stretch by `x` and `y` about a unit point of a frame (a mirror for a negative one).
    static func stretch(x: Double, y: Double, about anchor: UnitPoint, in size: CGSize) -> Affine {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return Affine.translation(ax, ay)
            .concatenating(Affine(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
            .concatenating(.translation(-ax, -ay))
    }
    /// The one scale that stands for `x` and `y` scales (their geometric mean, keeping a
    /// mirror's sign): drawing and hit testing use similarity transforms.
    static func uniform(_ x: Double, _ y: Double) -> Double {
        let magnitude = (abs(x * y)).squareRoot()
        return x * y < 0 ? -magnitude : magnitude
    }
}

extension Optional where Wrapped == ShapeFill {
    /// The paint of a mirrored outline: a gradient mirrored when `mirrored`, a colour as it is.
    func mirrored(_ mirrored: Bool) -> ShapeFill? {
        guard mirrored, case .gradient(let gradient)? = self else { return self }
        return .gradient(gradient.mirroredHorizontally)
    }
}

/// Items compare by everything drawn: a renderer may keep what it made of equal items.
extension DisplayItem: Equatable {}
extension DisplayItem.Content: Equatable {}
extension DisplayItem.Shadow: Equatable {}
