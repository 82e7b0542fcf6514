import Foundation
import GestureKit
import GestureUI
import LabCore
import LabWindow

/// Draws a view layer's ``DisplayList`` on a canvas: shapes filled and stroked, text in the
/// face it asks for, images from their files, symbols as icon-font glyphs, soft shadows, clips,
/// opacity, and layers (groups composited as one picture, blend modes, text in perspective) —
/// every item at the window's zoom.
final class DisplayListRenderer {
    private let canvas: LabWindow.Canvas
    private let font: LabWindow.Font
    private var images: [String: Texture?] = [:]

    /// The icon font whose glyphs stand for SF Symbols; nil where it is not installed (the
    /// lab's drawn stand-ins then serve the few they cover).
    private let icons: LabWindow.Font?

    init(canvas: LabWindow.Canvas, font: LabWindow.Font) {
        self.canvas = canvas
        self.font = font
        icons = SystemFont.materialIcons.path.flatMap { try? LabWindow.Font(path: $0, pointSize: 24) }
        faces = TextFaceFonts(fallback: font)
    }

    /// The fonts of text faces (Inter's weights, the mono and serif designs).
    private let faces: TextFaceFonts

    /// Symbol names without a glyph, said once each on standard error.
    private static let unknownSymbols = UnknownNames()

    /// Draws a JSON scene's shapes, with the lab's highlights of shapes with live gestures.
    func draw(_ lab: LabScene, highlights: [String: GesturePhaseKind], layout: LabLayout,
              clip: (x: Double, y: Double, width: Double, height: Double)) {
        draw(SceneDisplayList.build(lab, highlights: highlights, zoom: layout.zoom), layout: layout, clip: clip)
    }

    typealias WindowRect = (x: Double, y: Double, width: Double, height: Double)

    /// One drawing of a list: where the walk is among its layers, and whether the canvas's clip
    /// is narrower than the scene's area.
    private struct Pass {
        let list: DisplayList
        let layout: LabLayout
        let sceneClip: WindowRect
        var nextLayer = 0
        var clipped = false
    }

    /// Draws the items; `clip` is the scene's area in the window, which every item stays inside.
    func draw(_ list: DisplayList, layout: LabLayout, clip: WindowRect) {
        var pass = Pass(list: list, layout: layout, sceneClip: clip)
        drawItems(0..<list.items.count, &pass)
        if pass.clipped { canvas.setClip(x: clip.x, y: clip.y, width: clip.width, height: clip.height) }
        forgetUnshownPictures()
    }

    /// Draws a run of items, each layer that starts among them as one picture.
    private func drawItems(_ range: Range<Int>, _ pass: inout Pass) {
        var index = range.lowerBound
        while index < range.upperBound {
            let layers = pass.list.layers
            if pass.nextLayer < layers.count, layers[pass.nextLayer].items.lowerBound == index {
                let layer = layers[pass.nextLayer]
                pass.nextLayer += 1
                guard !layer.items.isEmpty, layer.items.upperBound <= range.upperBound else { continue }
                drawLayer(layer, &pass)
                index = layer.items.upperBound
                continue
            }
            drawClipped(pass.list.items[index], &pass)
            index += 1
        }
    }

    /// Sets the canvas's clip for an item, then draws it.
    private func drawClipped(_ item: DisplayItem, _ pass: inout Pass) {
        let layout = pass.layout, clip = pass.sceneClip
        // Text and symbols are cut to their clip outlines' bounding boxes (shapes, paths and
        // images to the outlines themselves, by the path renderer).
        var itemClip = item.clip
        if !item.clipPaths.isEmpty, !Self.drawsClipOutlines(item.content) {
            itemClip = item.clipPaths.reduce(item.clip ?? .infinite) { $0.intersection($1.boundingRect) }
        }
        var cut = clip
        if let rect = itemClip {
            guard let inside = windowRect(rect, layout: layout, within: clip) else { return }
            cut = inside
            canvas.setClip(x: cut.x, y: cut.y, width: cut.width, height: cut.height)
            pass.clipped = true
        } else if pass.clipped {
            canvas.setClip(x: clip.x, y: clip.y, width: clip.width, height: clip.height)
            pass.clipped = false
        }
        if Self.needsOwnLayer(item) {
            drawInOwnLayer(item, cut: cut, &pass)
        } else {
            draw(item, layout: layout)
        }
    }

    /// A scene rectangle in the window, cut to `bounds`; nil when nothing is left.
    private func windowRect(_ rect: CGRect, layout: LabLayout, within bounds: WindowRect) -> WindowRect? {
        let (x0, y0) = layout.toWindow(rect.origin)
        let (x1, y1) = layout.toWindow(CGPoint(x: rect.maxX, y: rect.maxY))
        let left = max(x0, bounds.x), top = max(y0, bounds.y)
        let right = min(x1, bounds.x + bounds.width), bottom = min(y1, bounds.y + bounds.height)
        guard right > left, bottom > top else { return nil }
        return (left, top, right - left, bottom - top)
    }

    /// Draws a layer's items offscreen, then puts them on the canvas as one picture (the
    /// picture of the last frame when the layer shows the same).
    private func drawLayer(_ layer: DisplayLayer, _ pass: inout Pass) {
        let layout = pass.layout, clip = pass.sceneClip
        var composite = LayerComposite(opacity: layer.opacity, blend: Self.layerBlend(layer.blendMode), clip: clip)
        if let cut = layer.clip {
            guard let rect = windowRect(cut, layout: layout, within: clip) else { return skipLayers(inside: layer, &pass) }
            composite.clip = rect
        }
        guard layer.opacity > 0 else { return skipLayers(inside: layer, &pass) }
        // Drawn flat where its items are; a warped layer may lie anywhere on the canvas.
        let source = layer.projection == nil
            ? Self.bounds(of: pass.list.items[layer.items], margin: 3 * Double(layer.blur))
            : sourceBounds(of: layer, pass.list)
        let area = layer.projection == nil ? windowRect(source, layout: layout, within: clip) : windowRect(source, layout: layout,
            within: (0, 0, Double(canvas.sizeInPoints.width), Double(canvas.sizeInPoints.height)))
        guard let area else { return skipLayers(inside: layer, &pass) }
        let zoom = layout.zoom
        composite.blur = Self.shadowDeviation(layer.blur) * zoom
        if let projection = layer.projection {
            // Scene to scene, on window points (the zoom on either side).
            composite.warp = Homography(a: Double(projection.m11), b: Double(projection.m21), c: Double(projection.m31) * zoom,
                                        d: Double(projection.m12), e: Double(projection.m22), f: Double(projection.m32) * zoom,
                                        g: Double(projection.m13) / zoom, h: Double(projection.m23) / zoom, i: Double(projection.m33))
        }
        let inner = pass.list.layers[pass.nextLayer...].prefix { $0.items.lowerBound < layer.items.upperBound }.map { nested in
            var relative = nested
            relative.items = (nested.items.lowerBound - layer.items.lowerBound)..<(nested.items.upperBound - layer.items.lowerBound)
            return relative
        }
        let key = PictureKey(items: Array(pass.list.items[layer.items]), inner: inner, blur: layer.blur, projection: layer.projection,
                             shadow: nil, area: [area.x, area.y, area.width, area.height], zoom: zoom,
                             pixelScale: canvas.pixelScale, size: [canvas.sizeInPixels.width, canvas.sizeInPixels.height])
        if let picture = keptPicture(key) {
            skipLayers(inside: layer, &pass)
            canvas.put(picture, opacity: composite.opacity, blend: composite.blend, clip: composite.clip)
            return
        }
        guard canvas.beginLayer(x: area.x, y: area.y, width: area.width, height: area.height) else {
            // No offscreen target: the items drawn as they are is better than not at all.
            drawItems(layer.items, &pass)
            return
        }
        pass.clipped = true   // the layer starts with no clip of its own
        drawItems(layer.items, &pass)
        if let picture = canvas.endLayer(making: composite) {
            keep(picture, key)
            canvas.put(picture, opacity: composite.opacity, blend: composite.blend, clip: composite.clip)
        }
        pass.clipped = true   // the canvas's clip was reset
    }

    /// Passes over a layer that is not drawn, and the layers inside it.
    private func skipLayers(inside layer: DisplayLayer, _ pass: inout Pass) {
        while pass.nextLayer < pass.list.layers.count, pass.list.layers[pass.nextLayer].items.lowerBound < layer.items.upperBound {
            pass.nextLayer += 1
        }
    }

    /// Where a layer in perspective is drawn flat: its items, and where the perspectives of
    /// the layers inside it carry theirs.
    private func sourceBounds(of layer: DisplayLayer, _ list: DisplayList) -> CGRect {
        var box = Self.bounds(of: list.items[layer.items], margin: 2)
        for nested in list.layers where nested.items != layer.items && layer.items.contains(nested.items.lowerBound) {
            guard let projection = nested.projection else { continue }
            let flat = Self.bounds(of: list.items[nested.items], margin: 2)
            for corner in [CGPoint(x: flat.minX, y: flat.minY), CGPoint(x: flat.maxX, y: flat.minY),
                           CGPoint(x: flat.minX, y: flat.maxY), CGPoint(x: flat.maxX, y: flat.maxY)] {
                let moved = corner.applying(projection)
                if moved.x.isFinite, moved.y.isFinite { box = box.union(CGRect(origin: moved, size: .zero)) }
            }
        }
        return box
    }

    // MARK: Pictures kept from frame to frame

    /// What a layer's picture is made of: equal keys make equal pictures.
    private struct PictureKey: Equatable {
        var items: [DisplayItem]
        /// The layers inside, their ranges counted from the layer's first item.
        var inner: [DisplayLayer]
        var blur: CGFloat
        var projection: ProjectionTransform?
        var shadow: DisplayItem.Shadow?
        var area: [Double]
        var zoom: Double
        var pixelScale: Double
        var size: [Int]
    }

    private var kept: [(key: PictureKey, picture: LayerPicture, frame: Int)] = []
    /// How many layer pictures are kept for the next frames.
    var keptPictureCount: Int { kept.count }
    private var frameNumber = 0
    /// The kept pictures and loaded images, for the window's memory readings.
    var cacheSummary: String {
        "kept pictures \(kept.count) (\(kept.reduce(0) { $0 + $1.picture.byteCount } >> 10) kB), images \(images.count)"
    }
    /// Bytes of kept pictures beyond which the least recently shown go.
    private let keptBudget = 128 << 20

    private func keptPicture(_ key: PictureKey) -> LayerPicture? {
        guard let index = kept.firstIndex(where: { $0.key == key }) else { return nil }
        kept[index].frame = frameNumber
        return kept[index].picture
    }

    private func keep(_ picture: LayerPicture, _ key: PictureKey) {
        kept.append((key, picture, frameNumber))
    }

    /// Ends a frame's use of kept pictures: those not shown in it or the one before go, and
    /// the oldest while they take more than the budget.
    private func forgetUnshownPictures() {
        frameNumber += 1
        kept.removeAll { $0.frame < frameNumber - 2 }
        var bytes = kept.reduce(0) { $0 + $1.picture.byteCount }
        while bytes > keptBudget, let oldest = kept.indices.min(by: { kept[$0].frame < kept[$1].frame }) {
            bytes -= kept[oldest].picture.byteCount
            kept.remove(at: oldest)
        }
    }

    /// Text and symbols with a shadow or a blur: drawn in a layer of their own that is blurred
    /// (the path renderer blurs shapes, paths and images itself).
    static func needsOwnLayer(_ item: DisplayItem) -> Bool {
        switch item.content {
        case .text, .symbol: item.shadow != nil || item.blur > 0
        default: false
        }
    }

    /// A text or symbol blurred, or its soft shadow: the item drawn sharp in a layer, then
    /// blurred (a shadow in its colour and at its offset), cut to `cut` (the item's clip).
    private func drawInOwnLayer(_ item: DisplayItem, cut: WindowRect, _ pass: inout Pass) {
        let layout = pass.layout
        let radius = item.shadow?.radius ?? item.blur
        let deviation = Self.shadowDeviation(radius)
        let source = Self.bounds(of: [item], margin: 3 * deviation + 2)
        guard let area = windowRect(source, layout: layout, within: (0, 0, Double(canvas.sizeInPoints.width), Double(canvas.sizeInPoints.height)))
        else { return }
        let key = PictureKey(items: [item], inner: [], blur: radius, projection: nil, shadow: item.shadow,
                             area: [area.x, area.y, area.width, area.height], zoom: layout.zoom,
                             pixelScale: canvas.pixelScale, size: [canvas.sizeInPixels.width, canvas.sizeInPixels.height])
        defer { pass.clipped = true }   // the canvas's clip was reset
        if let picture = keptPicture(key) {
            canvas.put(picture, clip: cut)
            return
        }
        guard canvas.beginLayer(x: area.x, y: area.y, width: area.width, height: area.height) else { return }
        var sharp = item
        sharp.shadow = nil
        sharp.blur = 0
        draw(sharp, layout: layout)
        var effects = LayerComposite(blur: deviation * layout.zoom)
        if let shadow = item.shadow {
            effects.silhouette = Self.rgba(shadow.color, 1)
            effects.offset = (Double(shadow.offset.width) * layout.zoom, Double(shadow.offset.height) * layout.zoom)
        }
        if let picture = canvas.endLayer(making: effects) {
            keep(picture, key)
            canvas.put(picture, clip: cut)
        }
    }

    /// The scene rectangle that holds the items' frames, grown by `margin` points (and by half
    /// a stroke, a shadow's reach and offset).
    static func bounds<Items: Sequence<DisplayItem>>(of items: Items, margin: Double) -> CGRect {
        var box = CGRect.null
        for item in items {
            var frame = CGRect(origin: .zero, size: item.size).applying(item.localToScene)
            var grow = margin + 1
            switch item.content {
            case .shape(_, _, let stroke, let lineWidth) where stroke != nil: grow += Double(lineWidth * item.scale)
            case .path(_, _, let stroke, let style, _) where stroke != nil: grow += Double(style.lineWidth * item.scale)
            case .text: grow += 4   // ascenders and italics past the measured box
            default: break
            }
            grow += 3 * Double(item.blur) / 2
            if let shadow = item.shadow {
                grow += 3 * Double(shadow.radius) / 2
                frame = frame.union(frame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
            }
            box = box.union(frame.insetBy(dx: -grow, dy: -grow))
        }
        return box
    }

    static func layerBlend(_ mode: BlendMode) -> LayerBlend {
        switch mode {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }

    private func frame(_ item: DisplayItem, layout: LabLayout, grow: Double = 0, offset: CGSize = .zero) -> ShapeFrame {
        let (x, y) = layout.toWindow(CGPoint(x: item.center.x + offset.width, y: item.center.y + offset.height))
        return ShapeFrame(centerX: x, centerY: y, width: (Double(item.size.width) + grow) * layout.zoom,
                          height: (Double(item.size.height) + grow) * layout.zoom,
                          rotationDegrees: item.rotation.degrees, scale: Double(item.scale))
    }

    private func draw(_ item: DisplayItem, layout: LabLayout) {
        if let shadow = item.shadow {
            drawShadow(of: item, shadow, layout: layout)
            return
        }
        if item.backdropBlur > 0 {
            // A material: what is below its outline blurred first, its tint drawn over it.
            let zoom = CGAffineTransform(scaleX: layout.zoom, y: layout.zoom)
            canvas.blurBackdrop(under: Self.vectorPath(item.outline.applying(zoom)),
                                clips: item.clipPaths.map { Self.vectorPath($0.applying(zoom)) },
                                deviation: Self.shadowDeviation(item.backdropBlur) * layout.zoom, opacity: item.opacity)
        }
        if !item.clipPaths.isEmpty || item.blur > 0, var drawing = pathDrawing(of: item, clips: clipOutlines(item)) {
            drawing.blur = Self.shadowDeviation(item.blur)
            canvas.draw(drawing, in: pathFrame(item, layout: layout), opacity: item.opacity)
            return
        }
        switch item.content {
        case .shape(let kind, let fill, let stroke, let lineWidth):
            let shape = Self.shapeKind(kind, zoom: layout.zoom)
            if let fill { canvas.fill(shape, in: frame(item, layout: layout), color: Self.rgba(fill, item.opacity)) }
            if let stroke {
                canvas.stroke(shape, in: frame(item, layout: layout), lineWidth: Double(lineWidth) * layout.zoom,
                              color: Self.rgba(stroke, item.opacity))
            }
        case .path:
            if let drawing = pathDrawing(of: item, clips: []) { canvas.draw(drawing, in: pathFrame(item, layout: layout), opacity: item.opacity) }
        case .text(let lines, let pointSize, let color, _):
            let (x, y) = layout.toWindow(item.center)
            let face = faces.font(for: item.textFace)
            canvas.drawText(lines.joined(separator: "\n"), font: face, color: Self.rgba(color, item.opacity),
                            x: x, y: y, anchor: .center, rotationDegrees: item.rotation.degrees,
                            scale: Double(pointSize) / face.pointSize * Double(item.scale) * layout.zoom,
                            lineAlignment: Self.lineAlignment(item.textAlignment))
        case .image(let path, let name):
            if let path, let texture = image(path) {
                canvas.draw(texture, in: frame(item, layout: layout), opacity: item.opacity)
            } else {
                placeholder("image \(name)", item, layout: layout)
            }
        case .symbol(let name, _, let color):
            let box = frame(item, layout: layout), tint = Self.rgba(color, item.opacity)
            // A name without a glyph of its own is drawn as its nearest relative, and said once.
            let glyph = icons == nil ? nil : Canvas.glyphName(forSymbol: name)
            if let icons, let glyph, canvas.drawSymbol(glyph, icons: icons, in: box, color: tint) {
                if glyph != name { Self.unknownSymbols.report(name, drawnAs: glyph) }
                break
            }
            if SymbolDrawing.draw(name, on: canvas, in: box, color: tint, font: font) != nil { break }
            // Unknown: an outline where it would be, in the symbol's colour (so that a colour the
            // code changes still shows), and its name once on the terminal.
            canvas.stroke(.roundedRectangle(cornerRadius: 4 * layout.zoom), in: box, lineWidth: 1.5, color: tint)
            Self.unknownSymbols.report(name)
        }
    }

    /// The frame the path renderer takes: the item's size in its own points, scaled to the
    /// window by the zoom.
    private func pathFrame(_ item: DisplayItem, layout: LabLayout, offset: CGSize = .zero) -> ShapeFrame {
        let (x, y) = layout.toWindow(CGPoint(x: item.center.x + offset.width, y: item.center.y + offset.height))
        return ShapeFrame(centerX: x, centerY: y, width: Double(item.size.width), height: Double(item.size.height),
                          rotationDegrees: item.rotation.degrees, scale: Double(item.scale) * layout.zoom)
    }

    /// The item's clip outlines in its own points.
    private func clipOutlines(_ item: DisplayItem) -> [VectorPath] {
        let toLocal = item.localToScene.inverted()
        return item.clipPaths.map { Self.vectorPath($0.applying(toLocal)) }
    }

    /// A shape, path or image item as the path renderer draws it (in `paint` if given: a
    /// shadow's silhouette), cut to `clips`; nil for text and symbols, and images not found.
    /// Its opacity is not in it: the sprite is drawn with the item's opacity, so a fade reuses
    /// one sprite.
    private func pathDrawing(of item: DisplayItem, clips: [VectorPath], paint: PathPaint? = nil) -> PathDrawing? {
        let local = CGRect(origin: .zero, size: item.size)
        switch item.content {
        case .shape(let kind, let fill, let stroke, let lineWidth):
            return PathDrawing(path: Self.vectorPath(kind.path(in: local)),
                               fill: fill.map { paint ?? .color(Self.rgba($0, 1)) },
                               stroke: stroke.map { PathStroke(paint: paint ?? .color(Self.rgba($0, 1)), lineWidth: Double(lineWidth)) },
                               clips: clips)
        case .path(let path, let fill, let stroke, let style, let eoFill):
            return PathDrawing(path: Self.vectorPath(path), fill: fill.map { paint ?? Self.paint($0, size: item.size) },
                               evenOdd: eoFill,
                               stroke: stroke.map { Self.pathStroke(style, paint: paint ?? Self.paint($0, size: item.size)) },
                               clips: clips)
        case .image(let path?, _):
            if let paint { return PathDrawing(path: Self.vectorPath(Path(local)), fill: paint, clips: clips) }
            guard let pixels = pixels(path) else { return nil }
            return PathDrawing(path: Self.vectorPath(Path(local)), clips: clips,
                               image: .init(id: path, pixels: pixels, width: Double(item.size.width), height: Double(item.size.height),
                                            opacity: 1))
        default:
            return nil
        }
    }

    /// A shadow: the item's silhouette in the shadow's colour, moved by its offset and blurred
    /// (a Gaussian of half the radius). The clips set inside the `shadow` modifier shape the
    /// silhouette before the blur; those outside it cut the blurred shadow where the view is.
    /// (Text and symbols cast theirs through a layer: ``drawInOwnLayer(_:_:)``.)
    private func drawShadow(of item: DisplayItem, _ shadow: DisplayItem.Shadow, layout: LabLayout) {
        let outer = min(shadow.outerClipCount, item.clipPaths.count)
        let stay = CGAffineTransform(translationX: -shadow.offset.width, y: -shadow.offset.height)
        let toLocal = item.localToScene.inverted()
        if var drawing = pathDrawing(of: item, clips: [], paint: .color(Self.rgba(shadow.color, 1))) {
            drawing.preClips = item.clipPaths[outer...].map { Self.vectorPath($0.applying(toLocal)) }
            drawing.clips = item.clipPaths[..<outer].map { Self.vectorPath($0.applying(stay).applying(toLocal)) }
            drawing.blur = Self.shadowDeviation(shadow.radius)
            canvas.draw(drawing, in: pathFrame(item, layout: layout, offset: shadow.offset), opacity: item.opacity)
            return
        }
    }

    /// Where a text's lines sit in its block.
    static func lineAlignment(_ alignment: TextAlignment) -> Double {
        switch alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
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

    private var imagePixels: [String: PixelImage?] = [:]
    private func pixels(_ path: String) -> PixelImage? {
        if let cached = imagePixels[path] { return cached }
        let loaded = try? PixelImage(contentsOf: path)
        imagePixels[path] = .some(loaded)
        return loaded
    }


    /// A labelled box for what cannot be drawn (a missing image).
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
        // Only a regular file: a path from a worker could name a FIFO, whose read would wait.
        var info = stat()
        let texture = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? try? canvas.loadImage(path: path) : nil
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
        // Outlines reach the renderer as paths; a bare one is drawn as its frame.
        case .outline: .rectangle
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
    static func paint(_ fill: ShapeFill, size: CGSize) -> PathPaint {
        switch fill {
        case .color(let color):
            return .color(rgba(color, 1))
        case .gradient(let gradient):
            let stops = gradient.stops.map { PaintStop(location: Double($0.location), color: rgba($0.color, 1)) }
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

/// Names already reported, so each is said once per run.
final class UnknownNames: @unchecked Sendable {
    private var said: Set<String> = []
    private let lock = NSLock()

    /// Says `name` on standard error the first time; true then.
    /// With `drawnAs`, the relative whose glyph stood in for it.
    @discardableResult
    func report(_ name: String, drawnAs relative: String? = nil) -> Bool {
        let first = lock.withLock { said.insert(name).inserted }
        guard first else { return false }
        let how = relative.map { "as \"\($0)\"" } ?? "as an outline"
        FileHandle.standardError.write(Data("gesture-lab: no glyph for the symbol \"\(name)\"; drawn \(how)\n".utf8))
        return true
    }
}
