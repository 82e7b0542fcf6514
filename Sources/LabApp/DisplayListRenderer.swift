import GestureKit
import GestureUI
import LabCore
import LabWindow

/// Draws a view layer's ``DisplayList`` on a canvas: shapes filled and stroked, text in the
/// lab's typeface, images from their files, symbols as drawn stand-ins, soft shadows, clips,
/// opacity — every item at the window's zoom.
final class DisplayListRenderer {
    private let canvas: Canvas
    private let font: LabWindow.Font
    private var images: [String: Texture?] = [:]

    init(canvas: Canvas, font: LabWindow.Font) {
        self.canvas = canvas
        self.font = font
    }

    /// Draws a JSON scene's shapes, with the lab's highlights of shapes with live gestures.
    func draw(_ lab: LabScene, highlights: [String: GesturePhaseKind], layout: LabLayout,
              clip: (x: Double, y: Double, width: Double, height: Double)) {
        draw(SceneDisplayList.build(lab, highlights: highlights, zoom: layout.zoom), layout: layout, clip: clip)
    }

    /// Draws what `host` shows at `time`.
    func draw(_ host: ViewHost, at time: GestureTime, layout: LabLayout, clip: (x: Double, y: Double, width: Double, height: Double)) {
        draw(host.displayList(at: time), layout: layout, clip: clip)
    }

    /// Draws the items; `clip` is the scene's area in the window, which every item stays inside.
    func draw(_ list: DisplayList, layout: LabLayout, clip: (x: Double, y: Double, width: Double, height: Double)) {
        var clipped = false
        for item in list.items {
            // Text and symbols are cut to their clip outlines' bounding boxes (shapes, paths and
            // images to the outlines themselves, by the path renderer).
            var itemClip = item.clip
            if !item.clipPaths.isEmpty, !Self.drawsClipOutlines(item.content) {
                itemClip = item.clipPaths.reduce(item.clip ?? .infinite) { $0.intersection($1.boundingRect) }
            }
            if let rect = itemClip {
                let (x0, y0) = layout.toWindow(rect.origin)
                let (x1, y1) = layout.toWindow(CGPoint(x: rect.maxX, y: rect.maxY))
                let left = max(x0, clip.x), top = max(y0, clip.y)
                let right = min(x1, clip.x + clip.width), bottom = min(y1, clip.y + clip.height)
                guard right > left, bottom > top else { continue }
                canvas.setClip(x: left, y: top, width: right - left, height: bottom - top)
                clipped = true
            } else if clipped {
                canvas.setClip(x: clip.x, y: clip.y, width: clip.width, height: clip.height)
                clipped = false
            }
            draw(item, layout: layout)
        }
        if clipped { canvas.setClip(x: clip.x, y: clip.y, width: clip.width, height: clip.height) }
    }

    private func frame(_ item: DisplayItem, layout: LabLayout, grow: Double = 0, offset: CGSize = .zero) -> ShapeFrame {
        let (x, y) = layout.toWindow(CGPoint(x: item.center.x + offset.width, y: item.center.y + offset.height))
        return ShapeFrame(centerX: x, centerY: y, width: (Double(item.size.width) + grow) * layout.zoom,
                          height: (Double(item.size.height) + grow) * layout.zoom,
                          rotationDegrees: item.rotation.degrees, scale: Double(item.scale))
    }

    private func draw(_ item: DisplayItem, layout: LabLayout) {
        if !item.clipPaths.isEmpty, drawClipped(item, layout: layout) { return }
        switch item.content {
        case .shape(let kind, let fill, let stroke, let lineWidth):
            let shape = Self.shapeKind(kind, zoom: layout.zoom)
            if let shadow = item.shadow { drawShadow(shape, item, shadow, strokeWidth: fill == nil ? Double(lineWidth) : nil, layout: layout) }
            if let fill { canvas.fill(shape, in: frame(item, layout: layout), color: Self.rgba(fill, item.opacity)) }
            if let stroke {
                canvas.stroke(shape, in: frame(item, layout: layout), lineWidth: Double(lineWidth) * layout.zoom,
                              color: Self.rgba(stroke, item.opacity))
            }
        case .path(let path, let fill, let stroke, let style, let eoFill):
            // The frame in the path's own points, scaled to the window by the zoom.
            let (x, y) = layout.toWindow(item.center)
            let frame = ShapeFrame(centerX: x, centerY: y, width: Double(item.size.width), height: Double(item.size.height),
                                   rotationDegrees: item.rotation.degrees, scale: Double(item.scale) * layout.zoom)
            let vector = Self.vectorPath(path)
            let size = item.size
            if let shadow = item.shadow {
                let (sx, sy) = layout.toWindow(CGPoint(x: item.center.x + shadow.offset.width, y: item.center.y + shadow.offset.height))
                var shadowFrame = frame
                (shadowFrame.centerX, shadowFrame.centerY) = (sx, sy)
                let color = PathPaint.color(Self.rgba(shadow.color, item.opacity))
                canvas.draw(PathDrawing(path: vector, fill: fill == nil ? nil : color, evenOdd: eoFill,
                                        stroke: stroke.map { _ in Self.pathStroke(style, paint: color) },
                                        blur: Self.shadowDeviation(shadow.radius)), in: shadowFrame)
            }
            canvas.drawPath(vector, in: frame, fill: fill.map { Self.paint($0, size: size, opacity: item.opacity) }, evenOdd: eoFill,
                            stroke: stroke.map { Self.pathStroke(style, paint: Self.paint($0, size: size, opacity: item.opacity)) })
        case .text(let lines, let pointSize, let color, _):
            let (x, y) = layout.toWindow(item.center)
            if let shadow = item.shadow {
                let (sx, sy) = layout.toWindow(CGPoint(x: item.center.x + shadow.offset.width, y: item.center.y + shadow.offset.height + 1))
                canvas.drawText(lines.joined(separator: "\n"), font: font, color: Self.rgba(shadow.color, item.opacity),
                                x: sx, y: sy, anchor: .center, rotationDegrees: item.rotation.degrees,
                                scale: Double(pointSize) / font.pointSize * Double(item.scale) * layout.zoom)
            }
            canvas.drawText(lines.joined(separator: "\n"), font: font, color: Self.rgba(color, item.opacity),
                            x: x, y: y, anchor: .center, rotationDegrees: item.rotation.degrees,
                            scale: Double(pointSize) / font.pointSize * Double(item.scale) * layout.zoom)
        case .image(let path, let name):
            if let path, let texture = image(path) {
                canvas.draw(texture, in: frame(item, layout: layout), opacity: item.opacity)
            } else {
                placeholder("image \(name)", item, layout: layout)
            }
        case .symbol(let name, _, let color):
            if let shadow = item.shadow {
                SymbolDrawing.draw(name, on: canvas, in: frame(item, layout: layout, offset: shadow.offset),
                                   color: Self.rgba(shadow.color, item.opacity), font: font) ?? ()
            }
            if SymbolDrawing.draw(name, on: canvas, in: frame(item, layout: layout), color: Self.rgba(color, item.opacity), font: font) == nil {
                placeholder(name, item, layout: layout)
            }
        }
    }

    /// Draws an item cut to its clip outlines through the path renderer: shapes, paths and
    /// images by their outlines; false for text and symbols, which are drawn as usual (cut to
    /// the outlines' bounding box).
    private func drawClipped(_ item: DisplayItem, layout: LabLayout) -> Bool {
        let toLocal = item.localToScene.inverted()
        let clips = item.clipPaths.map { Self.vectorPath($0.applying(toLocal)) }
        let (x, y) = layout.toWindow(item.center)
        let frame = ShapeFrame(centerX: x, centerY: y, width: Double(item.size.width), height: Double(item.size.height),
                               rotationDegrees: item.rotation.degrees, scale: Double(item.scale) * layout.zoom)
        let local = CGRect(origin: .zero, size: item.size)
        var drawing: PathDrawing
        var shadowDrawing: PathDrawing?
        switch item.content {
        case .shape(let kind, let fill, let stroke, let lineWidth):
            let path = Self.vectorPath(Self.outline(kind, in: local))
            drawing = PathDrawing(path: path, fill: fill.map { .color(Self.rgba($0, item.opacity)) },
                                  stroke: stroke.map { PathStroke(paint: .color(Self.rgba($0, item.opacity)), lineWidth: Double(lineWidth)) },
                                  clips: clips)
            if let shadow = item.shadow {
                let color = PathPaint.color(Self.rgba(shadow.color, item.opacity))
                shadowDrawing = PathDrawing(path: path, fill: fill == nil ? nil : color,
                                            stroke: stroke == nil ? nil : PathStroke(paint: color, lineWidth: Double(lineWidth)),
                                            clips: clips, blur: Self.shadowDeviation(shadow.radius))
            }
        case .path(let path, let fill, let stroke, let style, let eoFill):
            let size = item.size
            drawing = PathDrawing(path: Self.vectorPath(path), fill: fill.map { Self.paint($0, size: size, opacity: item.opacity) },
                                  evenOdd: eoFill, stroke: stroke.map { Self.pathStroke(style, paint: Self.paint($0, size: size, opacity: item.opacity)) },
                                  clips: clips)
            if let shadow = item.shadow {
                let color = PathPaint.color(Self.rgba(shadow.color, item.opacity))
                shadowDrawing = PathDrawing(path: drawing.path, fill: fill == nil ? nil : color, evenOdd: eoFill,
                                            stroke: stroke.map { _ in Self.pathStroke(style, paint: color) }, clips: clips,
                                            blur: Self.shadowDeviation(shadow.radius))
            }
        case .image(let path?, _):
            guard let pixels = pixels(path) else { return false }
            drawing = PathDrawing(path: Self.vectorPath(Path(local)), clips: clips,
                                  image: .init(id: path, pixels: pixels, width: Double(item.size.width), height: Double(item.size.height),
                                               opacity: item.opacity))
            if let shadow = item.shadow {
                shadowDrawing = PathDrawing(path: drawing.path, fill: .color(Self.rgba(shadow.color, item.opacity)), clips: clips,
                                            blur: Self.shadowDeviation(shadow.radius))
            }
        default:
            return false
        }
        if var shadowDrawing, let shadow = item.shadow {
            // The clips set inside the shadow shape it (before the blur); those outside cut it.
            // They are in the item's own points: the inner ones move with the shadow, the outer
            // ones stay where the view is.
            let outer = min(shadow.outerClipCount, clips.count)
            shadowDrawing.preClips = Array(clips[outer...])
            let offset = CGAffineTransform(translationX: -shadow.offset.width, y: -shadow.offset.height)
            shadowDrawing.clips = item.clipPaths.prefix(outer).map { Self.vectorPath($0.applying(offset).applying(toLocal)) }
            let (sx, sy) = layout.toWindow(CGPoint(x: item.center.x + shadow.offset.width, y: item.center.y + shadow.offset.height))
            var shadowFrame = frame
            (shadowFrame.centerX, shadowFrame.centerY) = (sx, sy)
            canvas.draw(shadowDrawing, in: shadowFrame)
        }
        canvas.draw(drawing, in: frame)
        return true
    }

    /// Whether the path renderer draws the item cut to its clip outlines.
    static func drawsClipOutlines(_ content: DisplayItem.Content) -> Bool {
        switch content {
        case .shape, .path, .image(_?, _): true
        default: false
        }
    }

    /// A SwiftUI shadow's radius as the deviation of the blur that draws it.
    static func shadowDeviation(_ radius: CGFloat) -> Double { Double(radius) / 2 }

    static func outline(_ kind: ShapeNode.Kind, in rect: CGRect) -> GestureUI.Path {
        switch kind {
        case .circle: Circle().path(in: rect)
        case .ellipse: Ellipse().path(in: rect)
        case .rectangle: Rectangle().path(in: rect)
        case .capsule: Capsule().path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius).path(in: rect)
        }
    }

    private var imagePixels: [String: PixelImage?] = [:]
    private func pixels(_ path: String) -> PixelImage? {
        if let cached = imagePixels[path] { return cached }
        let loaded = try? PixelImage(contentsOf: path)
        imagePixels[path] = .some(loaded)
        return loaded
    }

    /// A soft shadow: the shape (or, for an outline, the outline) in the shadow's colour, in
    /// rings that grow to the radius and fade outwards.
    private func drawShadow(_ shape: ShapeKind, _ item: DisplayItem, _ shadow: DisplayItem.Shadow, strokeWidth: Double?, layout: LabLayout) {
        let rings = 6
        let radius = Double(shadow.radius)
        let alpha = min(1, shadow.color.alpha * item.opacity / Double(rings) * 1.6)
        let color = Self.rgba(Color(.sRGB, red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue, opacity: alpha), 1)
        for ring in stride(from: rings, through: 1, by: -1) {
            let grow = 2 * radius * Double(ring) / Double(rings)
            if let strokeWidth {
                canvas.stroke(shape, in: frame(item, layout: layout, offset: shadow.offset),
                              lineWidth: (strokeWidth + grow) * layout.zoom, color: color)
            } else {
                canvas.fill(shape, in: frame(item, layout: layout, grow: grow, offset: shadow.offset), color: color)
            }
        }
    }

    /// A labelled box for what cannot be drawn (a missing image, an unknown symbol).
    private func placeholder(_ label: String, _ item: DisplayItem, layout: LabLayout) {
        let box = frame(item, layout: layout)
        canvas.fill(.roundedRectangle(cornerRadius: 6 * layout.zoom), in: box, color: RGBA(r: 142, g: 142, b: 147, a: UInt8(60 * item.opacity)))
        canvas.stroke(.roundedRectangle(cornerRadius: 6 * layout.zoom), in: box, lineWidth: 1.5, color: RGBA(r: 142, g: 142, b: 147, a: UInt8(255 * item.opacity)))
        let scale = min(1, max(0.5, box.width * box.scale / max(1, canvas.measureText(label, font: font).width + 8)))
        canvas.drawText(label, font: font, color: RGBA(r: 99, g: 99, b: 102, a: UInt8(255 * item.opacity)),
                        x: box.centerX, y: box.centerY, anchor: .center, rotationDegrees: box.rotationDegrees, scale: scale * 0.8)
    }

    private func image(_ path: String) -> Texture? {
        if let cached = images[path] { return cached }
        let texture = try? canvas.loadImage(path: path)
        images[path] = .some(texture)
        return texture
    }

    static func shapeKind(_ kind: ShapeNode.Kind, zoom: Double) -> ShapeKind {
        switch kind {
        case .circle: .circle
        case .ellipse: .ellipse
        case .rectangle: .rectangle
        case .capsule: .capsule
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: Double(radius) * zoom)
        }
    }

    static func vectorPath(_ path: GestureUI.Path) -> VectorPath {
        VectorPath(elements: path.elements.map { element in
            switch element {
            case .move(let p): .move(Double(p.x), Double(p.y))
            case .line(let p): .line(Double(p.x), Double(p.y))
            case .quadCurve(let p, let c): .quad(Double(c.x), Double(c.y), Double(p.x), Double(p.y))
            case .curve(let p, let c1, let c2): .cubic(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath: .close
            }
        })
    }

    /// A colour or a gradient as the path renderer takes it, the gradient's unit points
    /// placed in a frame of `size` points.
    static func paint(_ fill: ShapeFill, size: CGSize, opacity: Double) -> PathPaint {
        switch fill {
        case .color(let color):
            return .color(rgba(color, opacity))
        case .gradient(let gradient):
            let stops = gradient.stops.map { PaintStop(location: Double($0.location), color: rgba($0.color, opacity)) }
            let w = Double(size.width), h = Double(size.height)
            func point(_ unit: UnitPoint) -> (Double, Double) { (Double(unit.x) * w, Double(unit.y) * h) }
            switch gradient.geometry {
            case .linear(let start, let end):
                let (x0, y0) = point(start), (x1, y1) = point(end)
                return .linear(x0: x0, y0: y0, x1: x1, y1: y1, stops: stops)
            case .radial(let center, let r0, let r1):
                let (cx, cy) = point(center)
                return .radial(cx: cx, cy: cy, r0: Double(r0), r1: Double(r1), scaleX: 1, scaleY: 1, stops: stops)
            case .elliptical(let center, let f0, let f1):
                // Fractions of the frame: 0.5 reaches its sides.
                let (cx, cy) = point(center)
                return .radial(cx: cx, cy: cy, r0: Double(f0), r1: Double(f1), scaleX: max(w, 1e-9), scaleY: max(h, 1e-9), stops: stops)
            case .angular(let center, let start, let end):
                let (cx, cy) = point(center)
                return .conic(cx: cx, cy: cy, start: start.radians, end: end.radians, stops: stops)
            }
        }
    }

    static func pathStroke(_ style: StrokeStyle, paint: PathPaint) -> PathStroke {
        let cap: PathStroke.Cap = switch style.lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: PathStroke.Join = switch style.lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        return PathStroke(paint: paint, lineWidth: Double(style.lineWidth), cap: cap, join: join, miterLimit: Double(style.miterLimit),
                          dash: style.dash.map(Double.init), dashPhase: Double(style.dashPhase))
    }

    static func rgba(_ color: Color, _ opacity: Double) -> RGBA {
        func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        return RGBA(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha * opacity))
    }
}
