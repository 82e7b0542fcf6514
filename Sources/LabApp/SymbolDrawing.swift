import Foundation
import LabWindow

/// Readable stand-ins for a few SF Symbols, drawn with lines and arcs in the symbol's frame, for
/// a machine without the icon font the symbols are normally drawn from; nil for a name without
/// one, which the caller draws as a neutral outline.
enum SymbolDrawing {
    /// Draws `name` in `frame` (the symbol's point size is the frame's height); nil if unknown.
    static func draw(_ name: String, on canvas: Canvas, in frame: ShapeFrame, color: RGBA, font: LabWindow.Font) -> Void? {
        let size = min(frame.width, frame.height) * frame.scale
        let stroke = max(1.5, size * 0.085)
        let angle = frame.rotationDegrees * .pi / 180
        let c = cos(angle), s = sin(angle)
        /// A point in the symbol's unit box (-0.5…0.5 of the height, y down), in the window.
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            let px = x * size, py = y * size
            return (frame.centerX + c * px - s * py, frame.centerY + s * px + c * py)
        }
        func line(_ a: (Double, Double), _ b: (Double, Double)) {
            let p = point(a.0, a.1), q = point(b.0, b.1)
            canvas.drawLine(fromX: p.0, fromY: p.1, toX: q.0, toY: q.1, width: stroke, color: color, cap: .round)
        }
        /// An arc of radius r about (cx, cy) from angle a0 to a1 (radians, clockwise on screen);
        /// returns its end point and direction of travel.
        @discardableResult
        func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) -> (end: (Double, Double), direction: (Double, Double)) {
            let steps = 24
            var previous = (cx + r * cos(a0), cy + r * sin(a0))
            for i in 1...steps {
                let a = a0 + (a1 - a0) * Double(i) / Double(steps)
                let next = (cx + r * cos(a), cy + r * sin(a))
                line(previous, next)
                previous = next
            }
            let sign = a1 > a0 ? 1.0 : -1.0
            return (previous, (-sin(a1) * sign, cos(a1) * sign))
        }
        func arrowhead(at tip: (Double, Double), direction d: (Double, Double), length: Double) {
            let back = (tip.0 - d.0 * length, tip.1 - d.1 * length)
            let normal = (-d.1 * length * 0.7, d.0 * length * 0.7)
            line(tip, (back.0 + normal.0, back.1 + normal.1))
            line(tip, (back.0 - normal.0, back.1 - normal.1))
        }
        switch name {
        case "arrow.triangle.2.circlepath", "arrow.2.circlepath", "arrow.clockwise", "arrow.counterclockwise", "arrow.triangle.2.circlepath.circle":
            // Two arrows chasing each other round a circle.
            let r = 0.36
            let upper = arc(0, 0, r, .pi * 1.05, .pi * 1.9)
            arrowhead(at: upper.end, direction: upper.direction, length: 0.16)
            if name.hasPrefix("arrow.triangle.2") || name == "arrow.2.circlepath" {
                let lower = arc(0, 0, r, .pi * 0.05, .pi * 0.9)
                arrowhead(at: lower.end, direction: lower.direction, length: 0.16)
            }
        case "arrow.up", "arrow.down", "arrow.left", "arrow.right":
            let d: (Double, Double) = switch name {
            case "arrow.up": (0, -1)
            case "arrow.down": (0, 1)
            case "arrow.left": (-1, 0)
            default: (1, 0)
            }
            let tip = (d.0 * 0.4, d.1 * 0.4)
            line((-tip.0, -tip.1), tip)
            arrowhead(at: tip, direction: d, length: 0.22)
        case "plus":
            line((-0.35, 0), (0.35, 0))
            line((0, -0.35), (0, 0.35))
        case "xmark":
            line((-0.3, -0.3), (0.3, 0.3))
            line((-0.3, 0.3), (0.3, -0.3))
        case "circle":
            arc(0, 0, 0.4, 0, 2 * .pi)
        case "hand.tap", "hand.tap.fill", "hand.point.up.left":
            arc(0, -0.2, 0.14, 0, 2 * .pi)
            line((0, -0.06), (0, 0.4))
            line((-0.18, 0.12), (0.18, 0.12))
        default:
            return nil
        }
        return ()
    }
}
