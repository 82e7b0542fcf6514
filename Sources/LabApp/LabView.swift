import Foundation
import GestureKit
import LabCore
import LabWindow

/// Everything a frame shows besides the scene and its engine: plain values from the app loop.
public struct LabOverlayState {
    public var touches: [InputMapper.Marker] = []
    public var trails: [Int: [CGPoint]] = [:]
    public var showTrails = false
    public var showTree = true
    public var showHelp = false
    public var captions: [(text: String, age: Double)] = []
    public var monitor: String = ""
    public var clockStatus: String = ""
    /// The symbol before the clock's status (`play.fill`, `pause.fill`), drawn as the views' are.
    public var clockIcon: String?
    public var banner: String?
    /// The latest system edge gesture on the phone's canvas and how long ago it was, shown as a
    /// notice over the scene for ``LabView/systemNoticeSeconds``.
    public var systemNotice: (outcome: SystemEdgeGestures.Outcome, age: Double)?
    public var sceneIndex: Int?
    public var sceneNames: [String] = []
    public var sceneTitle: String = ""
    /// A short line about the input sources (the touchpad's, where it has no gestures).
    public var inputNote: String?
    /// The "H: help" hint under the title (off for clean recordings).
    public var showHelpHint = true
    public init() {}
}

/// Where the scene and the panel sit in the window: the scene at `zoom` from the top-left, the
/// recognizer panel to its right.
public struct LabLayout: Equatable {
    public static let panelWidth = 460.0
    public var zoom: Double
    /// Whether the recognizer panel is drawn beside the scene (off: the scene alone).
    public var showsPanel = true
    public var sceneSize: CGSize
    public var windowWidth: Double
    public var windowHeight: Double

    /// Points: the largest offscreen frame (`replay --screenshot`, `--frames`), a 4K screen's.
    /// A larger scene is rendered zoomed out to fit, so a 16,384-point scene costs a 4K frame,
    /// not a gigabyte one. (The window itself opens at the scene's size, as the contract says.)
    public static let maximumFrameSize = (width: 3840.0, height: 2160.0)

    /// The window size for a scene at zoom 1: the scene, plus the panel to the right (at least
    /// 640 points high then, for the panel's sake).
    public static func preferredWindowSize(for scene: CGSize, showsPanel: Bool = true) -> (Int, Int) {
        showsPanel ? (Int(Double(scene.width) + panelWidth), Int(max(Double(scene.height), 640)))
            : (Int(Double(scene.width)), Int(Double(scene.height)))
    }

    /// The size of an offscreen frame for a scene: the window's, zoomed out to fit
    /// ``maximumFrameSize`` where the scene is larger.
    public static func frameSize(for scene: CGSize, showsPanel: Bool = true) -> (Int, Int) {
        let width = Double(scene.width), height = Double(scene.height)
        let panel = showsPanel ? panelWidth : 0
        let zoom = min(1, (maximumFrameSize.width - panel) / width, maximumFrameSize.height / height)
        return (Int((width * zoom + panel).rounded(.up)), Int(max((height * zoom).rounded(.up), showsPanel ? 640 : 1)))
    }

    public init(sceneSize: CGSize, windowWidth: Double, windowHeight: Double, showsPanel: Bool = true) {
        self.sceneSize = sceneSize
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.showsPanel = showsPanel
        let fit = min((windowWidth - (showsPanel ? Self.panelWidth : 0)) / Double(sceneSize.width), windowHeight / Double(sceneSize.height))
        zoom = max(0.1, min(1, fit.isFinite ? fit : 1))
    }

    public var panelX: Double { Double(sceneSize.width) * zoom }
    public func toWindow(_ p: CGPoint) -> (Double, Double) { (Double(p.x) * zoom, Double(p.y) * zoom) }
    public func toScene(_ x: Double, _ y: Double) -> CGPoint? {
        guard x >= 0, y >= 0, x < panelX, y < Double(sceneSize.height) * zoom else { return nil }
        return CGPoint(x: x / zoom, y: y / zoom)
    }
}

/// The lab's look, chosen to read at a glance on a screen recording.
public enum Theme {
    public static let background = RGBA(hex: "#1C1C1E")!
    public static let panel = RGBA(hex: "#0E0E10")!
    public static let panelText = RGBA(hex: "#F2F2F7")!
    public static let dimText = RGBA(hex: "#8E8E93")!
    public static let palette = ["#3478F6", "#34C759", "#FF9500", "#AF52DE", "#FF2D55", "#5AC8FA", "#FFCC00", "#8E8E93"]
        .map { RGBA(hex: $0)! }
    public static let realTouch = RGBA(hex: "#FFFFFF")!
    /// A real touch on a light scene (a Swift scene's white canvas): white would not show.
    public static let realTouchOnLight = RGBA(hex: "#3A3A3C")!
    public static let simulatedTouch = RGBA(hex: "#FF375F")!

    public static func color(for phase: GesturePhaseKind, started: Bool = true) -> RGBA {
        guard started else { return RGBA(hex: "#636366")! }
        switch phase {
        case .possible: return RGBA(hex: "#64D2FF")!
        case .active: return RGBA(hex: "#30D158")!
        case .ended: return RGBA(hex: "#FFD60A")!
        case .failed: return RGBA(hex: "#FF453A")!
        case .cancelled: return RGBA(hex: "#FF9F0A")!
        }
    }
}

/// Draws a frame: the scene's shapes where their gestures put them, highlights on shapes with
/// live gestures, touch rings, captions, the recognizer tree, the monitor and the help.
public final class LabView {
    let canvas: Canvas
    let labelFont: Font
    let treeFont: Font
    let smallFont: Font
    let titleFont: Font
    /// The icon font the views' symbols come from, for the panel's own signs (nil if missing).
    private let icons: Font?
    private let views: DisplayListRenderer
    /// The colour of real touches on the scene being drawn.
    private var touchColor = Theme.realTouch

    public init(canvas: Canvas) throws {
        self.canvas = canvas
        labelFont = try Font(.sans, pointSize: 16)
        treeFont = try Font(.mono, pointSize: 15)
        smallFont = try Font(.sans, pointSize: 13)
        icons = SystemFont.materialIcons.path.flatMap { try? Font(path: $0, pointSize: 24) }
        titleFont = try Font(.sans, pointSize: 20)
        views = DisplayListRenderer(canvas: canvas, font: try Font(.sans, pointSize: 17))
    }

    /// The sizes of the caches behind a frame (the canvas's, the kept layer pictures, the
    /// wrapped panel lines), for the window's memory readings.
    var cacheSummary: String {
        canvas.cacheSummary + ", " + views.cacheSummary + ", wrapped \(wrapped.count)"
    }

    /// A Swift scene's canvas: white, as an iPhone's light mode; black where its views prefer
    /// the dark scheme.
    static func viewBackground(dark: Bool) -> RGBA { dark ? .black : .white }

    /// Draws a frame of `session`: the scene as `frame` shows it (a Swift scene's picture at the
    /// frame's time, its animations where they are then), the overlay and the panel.
    public func draw(session: any SceneSource, frame: SceneFrame, lingering: [LingeringTree], layout: LabLayout, state: LabOverlayState) {
        canvas.clear(Theme.panel)
        let sceneSize = session.sceneSize
        let sceneHeight = Double(sceneSize.height) * layout.zoom
        let sceneBackground = session.lab.map { $0.file.background.flatMap { RGBA(hex: $0) } ?? Theme.background } ?? Self.viewBackground(dark: frame.isDark)
        canvas.fillRect(x: 0, y: 0, width: layout.panelX, height: sceneHeight, color: sceneBackground)
        canvas.setClip(x: 0, y: 0, width: layout.panelX, height: sceneHeight)
        touchColor = Int(sceneBackground.r) + Int(sceneBackground.g) + Int(sceneBackground.b) > 3 * 160 ? Theme.realTouchOnLight : Theme.realTouch
        let live = frame.sessions
        let clip = (x: 0.0, y: 0.0, width: layout.panelX, height: sceneHeight)
        if let lab = session.lab {
            var highlights: [String: GesturePhaseKind] = [:]
            for session in live {
                for (shape, tree) in zip(session.attachmentShapes, session.attachments) where tree.isStarted {
                    if tree.phase == .active || highlights[shape] == nil { highlights[shape] = tree.phase }
                }
            }
            views.draw(lab, highlights: highlights, layout: layout, clip: clip)
        } else if let list = frame.displayList {
            views.draw(list, layout: layout, clip: clip)
        }
        drawTouches(state, layout: layout)
        if let notice = state.systemNotice, notice.age < Self.systemNoticeSeconds {
            drawSystemNotice(notice.outcome, age: notice.age, layout: layout, sceneHeight: sceneHeight)
        }
        canvas.resetClip()
        if let banner = state.banner { drawBanner(banner, layout: layout) }
        if layout.showsPanel { drawPanel(live: live, lingering: lingering, layout: layout, state: state, now: frame.now) }
        if state.showHelp { drawHelp(layout: layout) }
    }

    // MARK: Scene

    /// Scene-space centre, rotation and scale of a shape, following its ancestors.
    static func globalPlacement(_ node: ShapeNode) -> (center: CGPoint, rotation: Double, scale: Double) {
        var rotation = 0.0, scale = 1.0
        var current: ShapeNode? = node
        while let n = current {
            rotation += n.rotation.degrees
            scale *= Double(n.scale)
            current = n.parent
        }
        let center = node.convertToGlobal(CGPoint(x: node.size.width / 2, y: node.size.height / 2))
        return (center, rotation, scale)
    }

    private func drawTouches(_ state: LabOverlayState, layout: LabLayout) {
        if state.showTrails {
            for (_, points) in state.trails where points.count > 1 {
                for i in 1..<points.count {
                    let (x0, y0) = layout.toWindow(points[i - 1]), (x1, y1) = layout.toWindow(points[i])
                    canvas.drawLine(fromX: x0, fromY: y0, toX: x1, toY: y1, width: 3,
                                    color: touchColor.withOpacity(0.15 + 0.5 * Double(i) / Double(points.count)), cap: .round)
                }
            }
        }
        for marker in state.touches {
            let (x, y) = layout.toWindow(marker.location)
            let color = marker.isSimulated ? Theme.simulatedTouch : touchColor
            // A contrasting halo under the ring and the label keeps them readable on any
            // background, a shape of the ring's own colour included.
            let halo = (Int(color.r) + Int(color.g) + Int(color.b) > 3 * 128 ? RGBA.black : RGBA.white).withOpacity(0.55)
            let width = marker.isSimulated ? 2.0 : 3.0
            if marker.id == EventFile.restingTouchID {
                // A finger resting without pressing: a hollow, thinner ring with a gap of air
                // inside, not the pressed ring's filled disc.
                canvas.strokeCircle(centerX: x, centerY: y, radius: 22, lineWidth: 4, color: halo)
                canvas.strokeCircle(centerX: x, centerY: y, radius: 22, lineWidth: 1.5, color: color)
                canvas.strokeCircle(centerX: x, centerY: y, radius: 15, lineWidth: 1.5, color: color.withOpacity(0.5))
            } else {
                canvas.fillCircle(centerX: x, centerY: y, radius: 22, color: color.withOpacity(0.22))
                canvas.strokeCircle(centerX: x, centerY: y, radius: 22, lineWidth: width + 3, color: halo)
                canvas.strokeCircle(centerX: x, centerY: y, radius: 22, lineWidth: width, color: color)
            }
            if marker.isSimulated {
                canvas.fillCircle(centerX: x, centerY: y, radius: 5, color: color)
            }
            let name = Self.sourceLabel(marker)
            for (dx, dy) in [(-1.0, 0.0), (1, 0), (0, -1), (0, 1)] {
                canvas.drawText(name, font: smallFont, color: halo, x: x + 26 + dx, y: y - 26 + dy, anchor: .bottomLeading)
            }
            canvas.drawText(name, font: smallFont, color: color, x: x + 26, y: y - 26, anchor: .bottomLeading)
        }
    }

    /// Where a touch came from, as its ring's label: a touchscreen finger, the touchpad's pinch,
    /// the mouse, the wheel's pinch, or a right-click finger.
    static func sourceLabel(_ marker: InputMapper.Marker) -> String {
        switch marker.id {
        case EventFile.mouseTouchID: "mouse"
        case EventFile.restingTouchID: "resting"
        case InputMapper.touchpadIDs.0, InputMapper.touchpadIDs.1: "touchpad"
        case 201, 202: "wheel"
        default: marker.isSimulated ? "sim \(marker.id)" : "finger \(marker.id)"
        }
    }

    /// The caption strip: the latest prints and recognised gestures, newest at the bottom of the
    /// panel, fading with age.
    private func drawCaptions(_ state: LabOverlayState, layout: LabLayout) -> Double {
        let x0 = layout.panelX + 16
        let bottom = layout.windowHeight - 14
        guard !state.captions.isEmpty else { return bottom }
        // Long prints wrap (at spaces where they can, else anywhere) to the panel's width.
        let limit = max(80, layout.windowWidth - x0 - 16)
        let wrapped = state.captions.map { caption in (lines: wrap(caption.text, font: treeFont, width: limit), age: caption.age) }
        let lineCount = wrapped.reduce(0) { $0 + $1.lines.count }
        let top = bottom - Double(lineCount) * 24 - 34
        canvas.fillRect(x: layout.panelX + 1, y: top - 6, width: layout.windowWidth - layout.panelX, height: bottom - top + 20,
                        color: Theme.panel)
        canvas.drawText("Recognised", font: labelFont, color: Theme.panelText, x: x0, y: top)
        var y = top + 30
        for caption in wrapped {
            let opacity = max(0.35, 1 - caption.age / 5)
            for line in caption.lines {
                canvas.drawText(line, font: treeFont, color: RGBA(hex: "#FFD60A")!.withOpacity(opacity), x: x0, y: y)
                y += 24
            }
        }
        return top - 10
    }

    /// `text` in lines no wider than `width`, broken at spaces, or inside a word too long for a
    /// line, each line after the first starting with `continuation`; at most `maximumLines`,
    /// the last ending in "…" if the text goes on.
    private func wrap(_ text: String, font: Font, width: Double, continuation: String = "", maximumLines: Int = 4) -> [String] {
        let key = WrapKey(text: text, font: font.path, size: font.pointSize, width: width, continuation: continuation, lines: maximumLines)
        if let cached = wrapped[key] { return cached }
        let lines = wrapUncached(text, font: font, width: width, continuation: continuation, maximumLines: maximumLines)
        if wrapped.count > 256 { wrapped.removeAll(keepingCapacity: true) }
        wrapped[key] = lines
        return lines
    }

    private struct WrapKey: Hashable {
        var text: String, font: String, size: Double, width: Double, continuation: String, lines: Int
    }
    /// Wrapped prints and banners, kept from frame to frame (they are measured once).
    private var wrapped: [WrapKey: [String]] = [:]

    private func wrapUncached(_ text: String, font: Font, width: Double, continuation: String, maximumLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        func fits(_ candidate: String) -> Bool { canvas.measureText(candidate, font: font).width <= width }
        func newLine() {
            lines.append(current)
            current = continuation
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty || current == continuation ? current + word : current + " " + word
            if fits(candidate) { current = candidate; continue }
            if !current.isEmpty && current != continuation { newLine() }
            for character in word {
                if !fits(current + String(character)), !current.isEmpty, current != continuation { newLine() }
                current.append(character)
            }
        }
        lines.append(current)
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[maximumLines - 1] += "…"
        }
        return lines
    }

    /// A red strip over the top of the scene with an error (a bad save); long lines wrap at
    /// spaces to fit the scene's width.
    private func drawBanner(_ banner: String, layout: LabLayout) {
        let limit = max(200, layout.panelX - 24)
        let text = banner.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(String($0), font: smallFont, width: limit, continuation: "    ") }
            .joined(separator: "\n")
        let metrics = canvas.measureText(text, font: smallFont)
        canvas.fillRect(x: 0, y: 0, width: max(layout.panelX, metrics.width + 24), height: metrics.height + 16,
                        color: RGBA(hex: "#7F1D1D")!.withOpacity(0.92))
        canvas.drawText(text, font: smallFont, color: RGBA.white, x: 12, y: 8)
    }

    /// Seconds a system edge gesture's notice stays over the scene (the last half fading).
    public static let systemNoticeSeconds = 2.5

    /// What a system edge gesture did: a dark rounded notice centred over the scene, fading
    /// out, at the edge across from the swipe's, so that it never hides the finger that swiped.
    private func drawSystemNotice(_ outcome: SystemEdgeGestures.Outcome, age: Double, layout: LabLayout, sceneHeight: Double) {
        let text = Self.noticeText(outcome)
        let limit = max(160, layout.panelX - 64)
        let wrapped = wrap(text, font: smallFont, width: limit).joined(separator: "\n")
        let metrics = canvas.measureText(wrapped, font: smallFont)
        let opacity = min(1, (Self.systemNoticeSeconds - age) / (Self.systemNoticeSeconds / 2))
        let width = metrics.width + 28, height = metrics.height + 20
        let centerY = outcome.edge == .bottom ? 48 + height / 2 : sceneHeight - 48 - height / 2
        let frame = ShapeFrame(centerX: layout.panelX / 2, centerY: centerY, width: width, height: height)
        canvas.fill(.roundedRectangle(cornerRadius: 14), in: frame, color: RGBA(hex: "#1C1C1E")!.withOpacity(0.88 * opacity))
        canvas.drawText(wrapped, font: smallFont, color: RGBA.white.withOpacity(opacity),
                        x: layout.panelX / 2 - metrics.width / 2, y: centerY - metrics.height / 2)
    }

    /// The notice's words: what the system did with the swipe, or that the app kept it.
    static func noticeText(_ outcome: SystemEdgeGestures.Outcome) -> String {
        let name = outcome.edge == .bottom ? "Home" : "Notifications"
        return outcome.toSystem
            ? "\(name): the system took this \(outcome.edge.motion); the app's touch was cancelled"
            : "The app defers the \(outcome.edge.rawValue) edge and kept this swipe; swipe again to go to \(outcome.edge.gesture)"
    }

    // MARK: Panel

    private func drawPanel(live: [GestureSessionSnapshot], lingering: [LingeringTree], layout: LabLayout,
                           state: LabOverlayState, now: GestureTime) {
        let x0 = layout.panelX
        let width = layout.windowWidth - x0
        guard width > 40 else { return }
        canvas.fillRect(x: x0, y: 0, width: width, height: layout.windowHeight, color: Theme.panel)
        canvas.drawLine(fromX: x0, fromY: 0, toX: x0, toY: layout.windowHeight, width: 1, color: RGBA(hex: "#3A3A3C")!)
        let limit = drawCaptions(state, layout: layout)
        var y = 14.0
        canvas.drawText(state.sceneTitle, font: titleFont, color: Theme.panelText, x: x0 + 16, y: y)
        y += 30
        if let index = state.sceneIndex, !state.sceneNames.isEmpty {
            canvas.drawText("◀  scene \(index + 1) of \(state.sceneNames.count)  ▶" + (state.showHelpHint ? "      H: help" : ""), font: smallFont,
                            color: Theme.dimText, x: x0 + 16, y: y)
            y += 22
        } else if state.showHelpHint {
            canvas.drawText("H: help", font: smallFont, color: Theme.dimText, x: x0 + 16, y: y)
            y += 22
        }
        // Without the hint's line, nothing is left blank.
        var statusX = x0 + 16, sign = ""
        if let icon = state.clockIcon {
            if let icons,
               canvas.drawSymbol(icon, icons: icons, in: ShapeFrame(centerX: statusX + 7, centerY: y + 8, width: 16, height: 14), color: Theme.dimText) {
                statusX += 18
            } else {
                sign = icon == "pause.fill" ? "‖ " : "▶ "   // without the icon font: signs DejaVu Sans has
            }
        }
        canvas.drawText(sign + state.clockStatus.trimmingCharacters(in: .whitespaces) + "   " + state.monitor, font: smallFont,
                        color: Theme.dimText, x: statusX, y: y)
        y += 28
        if let note = state.inputNote {
            canvas.drawText(note, font: smallFont, color: Theme.dimText, x: x0 + 16, y: y - 6)
            y += 18
        }
        guard state.showTree else { return }
        canvas.drawText("Recognizers", font: labelFont, color: Theme.panelText, x: x0 + 16, y: y)
        y += 28
        if live.isEmpty && lingering.isEmpty {
            canvas.drawText("touch a shape to start a gesture", font: smallFont, color: Theme.dimText, x: x0 + 16, y: y)
            return
        }
        canvas.setClip(x: x0, y: y, width: width, height: max(0, limit - y))
        defer { canvas.resetClip() }
        for session in live {
            y = drawSession(session, x: x0 + 16, y: y, width: width - 32, opacity: 1, now: now, layout: layout)
            if y > limit { return }
        }
        for tree in lingering.reversed() {
            y = drawSession(tree.snapshot, x: x0 + 16, y: y, width: width - 32, opacity: tree.opacity, now: now, layout: layout)
            if y > limit { return }
        }
    }

    private func drawSession(_ session: GestureSessionSnapshot, x: Double, y: Double, width: Double, opacity: Double,
                             now: GestureTime, layout: LabLayout) -> Double {
        var y = y
        // The heading wraps (at its separators), never cut.
        for line in pathLines(session.heading, font: smallFont, width: width, separators: [" › ", " · "]) {
            canvas.drawText(line, font: smallFont, color: Theme.dimText.withOpacity(opacity), x: x, y: y)
            y += 18
        }
        y += 4
        for (index, tree) in session.attachments.enumerated() {
            let source = index < session.attachmentSources.count ? session.attachmentSources[index] : nil
            y = drawNode(tree, source: source, x: x, y: y, width: width, depth: 0, opacity: opacity)
            if y > layout.windowHeight - 20 { return y }
        }
        return y + 10
    }

    /// `text` in lines no wider than `width`, broken after its separators (a view path's `/`,
    /// a heading's ` › `): the whole of it, never cut from either end.
    private func pathLines(_ text: String, font: Font, width: Double, separators: [String] = ["/"]) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        while let range = separators.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            pieces.append(String(rest[..<range.upperBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        var lines: [String] = []
        var current = ""
        for piece in pieces where !piece.isEmpty {
            if current.isEmpty || canvas.measureText(current + piece, font: font).width <= width {
                current += piece
            } else {
                lines.append(current)
                current = "  " + piece
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A recognizer node's rows: an attachment (depth 0) is named by where it is written
    /// (`Card.swift:31  Drag`) with its view path beneath, wrapped; its children by their kind.
    private func drawNode(_ node: RecognizerSnapshot, source: String? = nil, x: Double, y: Double, width: Double, depth: Int,
                          opacity: Double) -> Double {
        let indent = Double(depth) * 22
        let color = Theme.color(for: node.phase, started: node.isStarted).withOpacity(opacity)
        canvas.fillCircle(centerX: x + indent + 6, centerY: y + 10, radius: 6, color: color)
        canvas.drawText(node.phaseLabel, font: treeFont, color: color, x: x + width, y: y, anchor: .topTrailing)
        // Beside the phase when it fits; the title on a line of its own when it does not.
        let room = width - indent - 18 - canvas.measureText(node.phaseLabel, font: treeFont).width - 12
        let name = depth == 0 ? source.map { $0 + "  " } ?? "" : ""
        var next = y + 22
        if name.isEmpty || canvas.measureText(name + node.title, font: treeFont).width <= room {
            canvas.drawText(name + node.title, font: treeFont, color: Theme.panelText.withOpacity(opacity), x: x + indent + 18, y: y)
        } else {
            canvas.drawText(String(name.dropLast(2)), font: treeFont, color: Theme.panelText.withOpacity(opacity), x: x + indent + 18, y: y)
            canvas.drawText(node.title, font: treeFont, color: Theme.panelText.withOpacity(opacity), x: x + indent + 18, y: next)
            next += 22
        }
        if depth == 0, let path = node.path {
            for line in pathLines(path, font: smallFont, width: width - indent - 18) {
                canvas.drawText(line, font: smallFont, color: Theme.dimText.withOpacity(opacity), x: x + indent + 18, y: next - 2)
                next += 18
            }
        }
        if let value = node.value {
            canvas.drawText(value, font: treeFont, color: Theme.dimText.withOpacity(opacity), x: x + indent + 18, y: next)
            next += 22
        }
        if let left = node.timeLeft, let label = node.timeLeftLabel, let span = node.timerSpan, span > 0 {
            let barWidth = max(40, width - indent - 18 - 70)
            let fraction = max(0, min(1, left / span))
            canvas.fillRect(x: x + indent + 18, y: next + 4, width: barWidth, height: 8, color: RGBA(hex: "#3A3A3C")!.withOpacity(opacity))
            canvas.fillRect(x: x + indent + 18, y: next + 4, width: barWidth * fraction, height: 8, color: color)
            canvas.drawText(label, font: smallFont, color: Theme.dimText.withOpacity(opacity),
                            x: x + indent + 18 + barWidth + 8, y: next - 1)
            next += 20
        }
        for child in node.children {
            next = drawNode(child, x: x, y: next, width: width, depth: depth + 1, opacity: opacity)
        }
        return next
    }

    private func drawHelp(layout: LabLayout) {
        let rows = InputMapper.keyHelp
        let width = 560.0, height = Double(rows.count) * 28 + 70
        let x = max(10, (layout.windowWidth - width) / 2), y = max(10, (layout.windowHeight - height) / 2)
        canvas.fillRect(x: x, y: y, width: width, height: height, color: RGBA.black.withOpacity(0.88))
        canvas.drawText("Keys", font: titleFont, color: RGBA.white, x: x + 24, y: y + 18)
        for (i, row) in rows.enumerated() {
            let rowY = y + 58 + Double(i) * 28
            canvas.drawText(row.keys, font: treeFont, color: RGBA(hex: "#FFD60A")!, x: x + 24, y: rowY)
            canvas.drawText(row.action, font: labelFont, color: RGBA.white, x: x + 190, y: rowY)
        }
    }
}

/// A gesture instance that just finished, kept on screen briefly so a viewer sees how it ended.
public struct LingeringTree {
    public var snapshot: GestureSessionSnapshot
    public var endedAt: GestureTime
    /// Seconds of simulation time a finished tree stays visible.
    public static let duration = 1.5
    public var opacity: Double = 1

    /// Keeps the trees younger than ``duration`` at `now`, fading them out.
    public static func prune(_ trees: inout [LingeringTree], now: GestureTime) {
        trees.removeAll { now - $0.endedAt > duration }
        for i in trees.indices { trees[i].opacity = max(0.3, 1 - (now - trees[i].endedAt) / duration) }
        if trees.count > 4 { trees.removeFirst(trees.count - 4) }
    }
}
