import GestureKit
import GestureUI
import LabCore
import LabWindow

/// A JSON scene as a ``DisplayList``, so that JSON scenes and Swift views are drawn by one
/// renderer: each shape where its gestures put it (its colour, or the palette's), its label
/// fitted inside it, a text shape's tinted plate and text, an image shape's picture, and the
/// lab's highlight of shapes with live gestures (a soft glow and a white outline while active,
/// a fainter outline while possible).
enum SceneDisplayList {
    static func build(_ lab: LabScene, highlights: [String: GesturePhaseKind], zoom: Double) -> DisplayList {
        var items: [DisplayItem] = []
        for (index, entry) in lab.items.enumerated() {
            let node = entry.node, spec = entry.spec
            let placement = LabView.globalPlacement(node)
            let color = spec.color.flatMap { RGBA(hex: $0) } ?? Theme.palette[index % Theme.palette.count]
            let kind: ShapeNode.Kind = switch spec.kind {
            case .circle: .circle
            case .ellipse: .ellipse
            case .capsule: .capsule
            case .roundedRectangle: .roundedRectangle(cornerRadius: CGFloat(spec.cornerRadius))
            case .rectangle, .image: .rectangle
            case .text: .roundedRectangle(cornerRadius: 6)
            }
            func make(_ content: DisplayItem.Content, size: CGSize = spec.size, center: CGPoint = placement.center,
                      scale: Double = placement.scale) -> DisplayItem {
                DisplayItem(content: content, center: center, size: size, rotation: .degrees(placement.rotation),
                            scale: CGFloat(scale), opacity: 1, shadow: nil, clip: nil)
            }
            let highlight = highlights[node.id]
            let safeScale = max(placement.scale, 0.01)
            if highlight == .active {
                let grow = 14 / safeScale
                items.append(make(.shape(kind, fill: Color(RGBA.white.withOpacity(0.18)), stroke: nil, lineWidth: 0),
                                  size: CGSize(width: spec.size.width + grow, height: spec.size.height + grow)))
            }
            switch spec.kind {
            case .text:
                items.append(make(.shape(kind, fill: Color(color.withOpacity(0.25)), stroke: nil, lineWidth: 0)))
                let pointSize = CGFloat(spec.fontSize ?? 16)
                items.append(make(.text(lines: (spec.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                        pointSize: pointSize, color: .white, isBold: false)))
            case .image:
                items.append(make(.image(path: spec.assetPath, name: spec.asset ?? "")))
            default:
                items.append(make(.shape(kind, fill: Color(color), stroke: nil, lineWidth: 0)))
            }
            if let highlight {
                let width = (highlight == .active ? 3.5 : 2) / safeScale / zoom
                items.append(make(.shape(kind, fill: nil, stroke: Color(highlight == .active ? RGBA.white : RGBA.white.withOpacity(0.55)),
                                         lineWidth: CGFloat(width))))
            }
            if let label = spec.label {
                // Fitted inside the shape; a shape with children carries it along its top edge.
                let shapeWidth = Double(spec.size.width) * placement.scale
                let lines = label.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let natural = Double(lines.map { TextMetrics.width($0, pointSize: 16) }.max() ?? 0)
                var scale = min(1.4, max(0.5, placement.scale * zoom)) / zoom
                if natural * scale * zoom > shapeWidth * zoom - 12 { scale = max(0.45, (shapeWidth * zoom - 12) / max(natural, 1)) / zoom }
                let anchor = node.children.isEmpty
                    ? placement.center
                    : node.convertToGlobal(CGPoint(x: node.size.width / 2, y: min(20, node.size.height / 2)))
                items.append(make(.text(lines: lines, pointSize: 16, color: .white, isBold: false),
                                  size: CGSize(width: natural, height: Double(TextMetrics.lineHeight(pointSize: 16)) * Double(lines.count)),
                                  center: anchor, scale: scale))
            }
        }
        return DisplayList(items: items)
    }
}

extension GestureUI.Color {
    /// A lab colour as a view-layer colour.
    init(_ rgba: RGBA) {
        self.init(.sRGB, red: Double(rgba.r) / 255, green: Double(rgba.g) / 255, blue: Double(rgba.b) / 255, opacity: Double(rgba.a) / 255)
    }
}
