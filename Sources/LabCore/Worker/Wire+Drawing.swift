import GestureKit
import GestureUI

/// The drawing the reading side holds from the last frame (the window's, of what its worker
/// sent): a frame is written against it, each item equal to the last frame's at its place
/// (`==`: a zero's sign aside, the same numbers) sent as one byte, so a frame in which a few
/// views changed costs a few items, not all of them. Each side keeps one per worker; every frame
/// written or read against it replaces it.
public final class FrameBaseline {
    var items: [DisplayItem] = []
    public init() {}
}

/// A frame's drawing on the wire: every item and layer of a ``DisplayList``, exactly (doubles
/// bit for bit), so the window draws what the worker's views built.
extension WireWriter {
    public mutating func write(_ list: DisplayList) {
        write(list.items) { $0.write($1) }
        write(list.layers) { $0.write($1) }
        write(UInt8(list.colorScheme == .dark ? 1 : 0))
    }

    /// `list` against the last frame's drawing, which it then replaces.
    public mutating func write(_ list: DisplayList, against baseline: FrameBaseline) {
        let previous = baseline.items
        write(list.items.count)
        for (index, item) in list.items.enumerated() {
            if index < previous.count, previous[index] == item {
                write(UInt8(0))
            } else {
                write(UInt8(1))
                write(item)
            }
        }
        write(list.layers) { $0.write($1) }
        write(UInt8(list.colorScheme == .dark ? 1 : 0))
        baseline.items = list.items
    }

    mutating func write(_ item: DisplayItem) {
        write(item.content)
        write(item.center)
        write(item.size)
        write(item.rotation.radians)
        write(item.scale)
        write(item.opacity)
        write(item.shadow != nil)
        if let shadow = item.shadow {
            write(shadow.color)
            write(shadow.radius)
            write(shadow.offset)
            write(shadow.outerClipCount)
        }
        write(item.clip != nil)
        if let clip = item.clip { write(clip) }
        write(item.clipPaths) { $0.write($1) }
        write(item.blur)
        write(item.backdropBlur)
        write(item.textAlignment, in: Self.alignments)
        write(item.textFace.weight)
        write(item.textFace.isItalic)
        write(item.textFace.design, in: Self.designs)
    }

    mutating func write(_ content: DisplayItem.Content) {
        switch content {
        case .shape(let kind, let fill, let stroke, let lineWidth):
            write(UInt8(0))
            write(kind)
            write(fill)
            write(stroke)
            write(lineWidth)
        case .path(let path, let fill, let stroke, let style, let eoFill):
            write(UInt8(1))
            write(path)
            write(fill)
            write(stroke)
            write(style)
            write(eoFill)
        case .text(let lines, let pointSize, let color, let isBold):
            write(UInt8(2))
            write(lines) { $0.write($1) }
            write(pointSize)
            write(color)
            write(isBold)
        case .image(let path, let name):
            write(UInt8(3))
            write(path)
            write(name)
        case .symbol(let name, let pointSize, let color):
            write(UInt8(4))
            write(name)
            write(pointSize)
            write(color)
        }
    }

    mutating func write(_ kind: ShapeNode.Kind) {
        switch kind {
        case .circle: write(UInt8(0))
        case .ellipse: write(UInt8(1))
        case .rectangle: write(UInt8(2))
        case .capsule: write(UInt8(3))
        case .roundedRectangle(let radius):
            write(UInt8(4))
            write(radius)
        case .outline(let outline):
            write(UInt8(5))
            write(outline.evenOdd)
            write(outline.polygons) { writer, polygon in writer.write(polygon) { $0.write($1) } }
        }
    }

    mutating func write(_ color: Color) {
        write(color.red)
        write(color.green)
        write(color.blue)
        write(color.alpha)
        // A colour's dark shade goes along too (a light frame's colours keep theirs), exactly.
        write(color.darkComponents != nil)
        if let dark = color.darkComponents { for index in 0..<4 { write(dark[index]) } }
    }

    mutating func write(_ color: Color?) {
        write(color != nil)
        if let color { write(color) }
    }

    mutating func write(_ fill: ShapeFill?) {
        switch fill {
        case nil: write(UInt8(0))
        case .color(let color)?:
            write(UInt8(1))
            write(color)
        case .gradient(let gradient)?:
            write(UInt8(2))
            switch gradient.geometry {
            case .linear(let start, let end):
                write(UInt8(0))
                write(start)
                write(end)
            case .radial(let center, let startRadius, let endRadius):
                write(UInt8(1))
                write(center)
                write(startRadius)
                write(endRadius)
            case .elliptical(let center, let startFraction, let endFraction):
                write(UInt8(2))
                write(center)
                write(startFraction)
                write(endFraction)
            case .angular(let center, let startAngle, let endAngle):
                write(UInt8(3))
                write(center)
                write(startAngle.radians)
                write(endAngle.radians)
            }
            write(gradient.stops) { writer, stop in
                writer.write(stop.color)
                writer.write(stop.location)
            }
        }
    }

    mutating func write(_ point: UnitPoint) {
        write(point.x)
        write(point.y)
    }

    mutating func write(_ path: Path) {
        write(path.elements) { writer, element in
            switch element {
            case .move(let point):
                writer.write(UInt8(0))
                writer.write(point)
            case .line(let point):
                writer.write(UInt8(1))
                writer.write(point)
            case .quadCurve(let point, let control):
                writer.write(UInt8(2))
                writer.write(point)
                writer.write(control)
            case .curve(let point, let control1, let control2):
                writer.write(UInt8(3))
                writer.write(point)
                writer.write(control1)
                writer.write(control2)
            case .closeSubpath:
                writer.write(UInt8(4))
            }
        }
    }

    mutating func write(_ style: StrokeStyle) {
        write(style.lineWidth)
        write(style.lineCap, in: Self.caps)
        write(style.lineJoin, in: Self.joins)
        write(style.miterLimit)
        write(style.dash) { $0.write($1) }
        write(style.dashPhase)
    }

    mutating func write(_ layer: DisplayLayer) {
        write(layer.items.lowerBound)
        write(layer.items.upperBound)
        write(layer.opacity)
        write(layer.blendMode, in: Self.blendModes)
        write(layer.blur)
        write(layer.projection != nil)
        if let p = layer.projection {
            for value in [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33] { write(value) }
        }
        write(layer.clip != nil)
        if let clip = layer.clip { write(clip) }
        write(layer.depth)
    }

    static let alignments: [TextAlignment] = [.leading, .center, .trailing]
    static let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
    static let caps: [CGLineCap] = [.butt, .round, .square]
    static let joins: [CGLineJoin] = [.miter, .round, .bevel]
    static let blendModes: [BlendMode] = [
        .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
        .difference, .exclusion, .hue, .saturation, .color, .luminosity,
        .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter,
    ]
}

extension WireReader {
    /// A drawing written whole (no baseline) or against the last one (``FrameBaseline``), which
    /// it then replaces.
    public mutating func displayList(against baseline: FrameBaseline? = nil) throws(WireError) -> DisplayList {
        let items: [DisplayItem]
        if let baseline {
            // One mark per item: 0, the same as the last frame's at that place; 1, an item follows.
            var index = 0
            items = try array(minimumSize: 1) { (reader: inout WireReader) throws(WireError) in
                defer { index += 1 }
                switch try reader.byte() {
                case 0:
                    guard index < baseline.items.count else { throw reader.failure("item \(index) is the last frame's, which had \(baseline.items.count)") }
                    return baseline.items[index]
                case 1:
                    return try reader.displayItem()
                case let other:
                    throw reader.failure("\(other) is no item mark")
                }
            }
        } else {
            items = try array(minimumSize: 16) { (reader: inout WireReader) throws(WireError) in try reader.displayItem() }
        }
        let layers = try array(minimumSize: 16) { (reader: inout WireReader) throws(WireError) in try reader.displayLayer() }
        let colorScheme: ColorScheme = switch try byte() {
        case 0: .light
        case 1: .dark
        case let other: throw failure("\(other) is no colour scheme")
        }
        // What the renderer relies on: layers within the items, nested no deeper than a drawing
        // could be (each level is an offscreen picture).
        for layer in layers where layer.items.upperBound > items.count {
            throw failure("a layer reaches item \(layer.items.upperBound) of \(items.count)")
        }
        if let deep = layers.first(where: { $0.depth < 0 || $0.depth > Self.maximumLayerDepth }) {
            throw failure("a layer nested \(deep.depth) deep")
        }
        baseline?.items = items
        return DisplayList(items: items, layers: layers, colorScheme: colorScheme)
    }

    /// The deepest nesting of layers a message may carry.
    public static let maximumLayerDepth = 64

    mutating func displayItem() throws(WireError) -> DisplayItem {
        let content = try displayContent()
        var item = DisplayItem(content: content, center: try point(), size: try size(), rotation: Angle(radians: try double()),
                               scale: try cgFloat(), opacity: try double())
        var outerClips = 0
        if try bool() {
            item.shadow = DisplayItem.Shadow(color: try color(), radius: try cgFloat(), offset: try size())
            outerClips = try int()
        }
        if try bool() { item.clip = try rect() }
        item.clipPaths = try array { (reader: inout WireReader) throws(WireError) in try reader.path() }
        guard (0...item.clipPaths.count).contains(outerClips) else { throw failure("a shadow outside \(outerClips) of \(item.clipPaths.count) clips") }
        item.shadow?.outerClipCount = outerClips
        item.blur = try cgFloat()
        item.backdropBlur = try cgFloat()
        item.textAlignment = try oneOf(WireWriter.alignments, "text alignment")
        let weight = try int()
        guard (1...1000).contains(weight) else { throw failure("a font weight of \(weight)") }
        item.textFace = TextFace(weight: weight, isItalic: try bool(), design: try oneOf(WireWriter.designs, "font design"))
        return item
    }

    mutating func displayContent() throws(WireError) -> DisplayItem.Content {
        switch try byte() {
        case 0:
            return .shape(try shapeKind(), fill: try optionalColor(), stroke: try optionalColor(), lineWidth: try cgFloat())
        case 1:
            return .path(try path(), fill: try shapeFill(), stroke: try shapeFill(), style: try strokeStyle(), eoFill: try bool())
        case 2:
            return .text(lines: try array { (reader: inout WireReader) throws(WireError) in try reader.string() },
                         pointSize: try cgFloat(), color: try color(), isBold: try bool())
        case 3:
            return .image(path: try optionalString(), name: try string())
        case 4:
            return .symbol(name: try string(), pointSize: try cgFloat(), color: try color())
        case let other:
            throw failure("\(other) is no kind of drawn content")
        }
    }

    mutating func shapeKind() throws(WireError) -> ShapeNode.Kind {
        switch try byte() {
        case 0: return .circle
        case 1: return .ellipse
        case 2: return .rectangle
        case 3: return .capsule
        case 4: return .roundedRectangle(cornerRadius: try cgFloat())
        case 5:
            let evenOdd = try bool()
            let polygons = try array { (reader: inout WireReader) throws(WireError) in
                try reader.array(minimumSize: 16) { (reader: inout WireReader) throws(WireError) in try reader.point() }
            }
            return .outline(HitOutline(polygons: polygons, evenOdd: evenOdd))
        case let other:
            throw failure("\(other) is no kind of shape")
        }
    }

    mutating func color() throws(WireError) -> Color {
        var color = Color(red: try double(), green: try double(), blue: try double(), opacity: try double())
        if try bool() { color.darkComponents = SIMD4(try double(), try double(), try double(), try double()) }
        return color
    }

    mutating func optionalColor() throws(WireError) -> Color? { try bool() ? try color() : nil }

    mutating func unitPoint() throws(WireError) -> UnitPoint { UnitPoint(x: try cgFloat(), y: try cgFloat()) }

    mutating func shapeFill() throws(WireError) -> ShapeFill? {
        switch try byte() {
        case 0: return nil
        case 1: return .color(try color())
        case 2:
            let geometry: ResolvedGradient.Geometry
            switch try byte() {
            case 0: geometry = .linear(start: try unitPoint(), end: try unitPoint())
            case 1: geometry = .radial(center: try unitPoint(), startRadius: try cgFloat(), endRadius: try cgFloat())
            case 2: geometry = .elliptical(center: try unitPoint(), startRadiusFraction: try cgFloat(), endRadiusFraction: try cgFloat())
            case 3: geometry = .angular(center: try unitPoint(), startAngle: Angle(radians: try double()), endAngle: Angle(radians: try double()))
            case let other: throw failure("\(other) is no kind of gradient")
            }
            let stops = try array(minimumSize: 40) { (reader: inout WireReader) throws(WireError) in
                Gradient.Stop(color: try reader.color(), location: try reader.cgFloat())
            }
            return .gradient(ResolvedGradient(geometry: geometry, sortedStops: stops))
        case let other:
            throw failure("\(other) is no kind of fill")
        }
    }

    mutating func path() throws(WireError) -> Path {
        var path = Path()
        let count = try count()
        for _ in 0..<count {
            switch try byte() {
            case 0: path.move(to: try point())
            case 1: path.addLine(to: try point())
            case 2:
                let end = try point()
                path.addQuadCurve(to: end, control: try point())
            case 3:
                let end = try point()
                let control1 = try point()
                path.addCurve(to: end, control1: control1, control2: try point())
            case 4: path.closeSubpath()
            case let other: throw failure("\(other) is no kind of path element")
            }
        }
        return path
    }

    mutating func strokeStyle() throws(WireError) -> StrokeStyle {
        StrokeStyle(lineWidth: try cgFloat(), lineCap: try oneOf(WireWriter.caps, "line cap"), lineJoin: try oneOf(WireWriter.joins, "line join"),
                    miterLimit: try cgFloat(),
                    dash: try array(minimumSize: 8) { (reader: inout WireReader) throws(WireError) in try reader.cgFloat() },
                    dashPhase: try cgFloat())
    }

    mutating func displayLayer() throws(WireError) -> DisplayLayer {
        let lower = try int(), upper = try int()
        guard lower >= 0, lower <= upper else { throw failure("a layer's items \(lower)..<\(upper) are no range") }
        var layer = DisplayLayer(items: lower..<upper, opacity: try double(), blendMode: try oneOf(WireWriter.blendModes, "blend mode"),
                                 blur: try cgFloat())
        if try bool() {
            var p = ProjectionTransform()
            p.m11 = try cgFloat(); p.m12 = try cgFloat(); p.m13 = try cgFloat()
            p.m21 = try cgFloat(); p.m22 = try cgFloat(); p.m23 = try cgFloat()
            p.m31 = try cgFloat(); p.m32 = try cgFloat(); p.m33 = try cgFloat()
            layer.projection = p
        }
        if try bool() { layer.clip = try rect() }
        layer.depth = try int()
        return layer
    }
}
