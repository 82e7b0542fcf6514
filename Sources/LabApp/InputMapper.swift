import GestureKit
import LabCore
import LabWindow

/// What the user asked the lab to do, apart from touching the scene.
public enum LabCommand: Equatable {
    case togglePause, singleStep, slower, faster
    case nextScene, previousScene, selectScene(Int)
    case toggleTree, toggleHelp, toggleTrails
    case screenshot, reload, quit
    /// Start or stop a take: the input from now until the next press, in its own event file.
    case toggleTake
    /// A click in the side panel, at panel-local coordinates.
    case panelClick(x: Double, y: Double)
}

/// Turns window input into touches on the scene and lab commands. Plain state, no SDL.
///
/// - Real fingers become touches with small ids (1, 2, …), in scene coordinates.
/// - The left mouse button is one touch (id ``EventFile/mouseTouchID``).
/// - Users with only a mouse or touchpad can still pinch and rotate: a right click leaves a
///   persistent simulated finger (ids from 101) that later touches work against; a left click on
///   one removes it, a left drag on one moves it. Control + wheel pinches and Shift + wheel
///   rotates about the pointer with a pair of synthesized fingers (ids 201, 202).
/// - Holding Alt with no button down rests a finger at the pointer without pressing (id
///   ``EventFile/restingTouchID``): tvOS's remote touch surface, which only
///   `onLongTouchGesture` sees. It follows the pointer and lifts when Alt is released or a button
///   is pressed (a press is a click, not a touch).
/// - Losing focus (or the pointer leaving) cancels everything.
public final class InputMapper {
    public struct Marker: Equatable {
        public var id: Int
        public var location: CGPoint
        public var isSimulated: Bool
        public init(id: Int, location: CGPoint, isSimulated: Bool) {
            self.id = id; self.location = location; self.isSimulated = isSimulated
        }
    }

    /// Window point → scene point, or nil outside the scene area.
    public var toScene: (Double, Double) -> CGPoint? = { CGPoint(x: $0, y: $1) }
    /// Simulated fingers left by right clicks.
    public private(set) var simulated: [Marker] = []
    private var fingerIDs: [Int: Int] = [:]
    private var fingerPoints: [Int: CGPoint] = [:]
    private var mouseDown = false
    /// Where the resting finger is (Alt held, no button), nil when none rests.
    private var restingAt: CGPoint?
    private var grabbed: (index: Int, moved: Bool)?
    private var wheelPair: (center: CGPoint, span: Double, angle: Double, lastTime: Double)?
    /// A touchpad pinch's two fingers (ids 211 and 212): their centre follows the pointer, their
    /// span is ``touchpadSpan`` times the pinch's scale, their angle the sum of its turns.
    private var touchpadPair: (center: CGPoint, span: Double, angle: Double)?
    /// Points between a touchpad pinch's two fingers at its start: close enough that both land on
    /// a small shape under the pointer (the wheel's pinch uses the same).
    static let touchpadSpan = 60.0
    /// The ids of a touchpad pinch's fingers.
    static let touchpadIDs = (211, 212)
    /// Touch ids from here on are simulated (right-click fingers from 101, the wheel's pair 201
    /// and 202); real fingers count from 1 and the mouse is -1.
    static let firstSimulatedID = 101
    /// Whether a recorded touch id is one of the lab's simulated fingers.
    public static func isSimulated(_ id: Int) -> Bool { id >= firstSimulatedID }
    /// Distance within which a left click lands on a simulated finger.
    static let grabRadius = 18.0
    /// A wheel pinch or rotation lifts its two fingers after this much real time without a tick.
    static let wheelIdleSeconds = 0.35

    public init() {}

    /// Everything that is down right now, for the touch rings.
    public var markers: [Marker] {
        var result = simulated
        for (sdlID, id) in fingerIDs.sorted(by: { $0.value < $1.value }) {
            if let point = fingerPoints[sdlID] { result.append(Marker(id: id, location: point, isSimulated: false)) }
        }
        if mouseDown, let point = mouseLocation {
            result.append(Marker(id: EventFile.mouseTouchID, location: point, isSimulated: false))
        }
        if let point = restingAt {
            result.append(Marker(id: EventFile.restingTouchID, location: point, isSimulated: false))
        }
        if let pair = wheelPair {
            let (a, b) = Self.pairPoints(pair.center, pair.span, pair.angle)
            result.append(Marker(id: 201, location: a, isSimulated: true))
            result.append(Marker(id: 202, location: b, isSimulated: true))
        }
        if let pair = touchpadPair {
            let (a, b) = Self.pairPoints(pair.center, pair.span, pair.angle)
            result.append(Marker(id: Self.touchpadIDs.0, location: a, isSimulated: true))
            result.append(Marker(id: Self.touchpadIDs.1, location: b, isSimulated: true))
        }
        return result
    }
    public private(set) var mouseLocation: CGPoint?
    /// The pointer's place on the scene, nil while it is outside the scene (over the panel, or
    /// out of the window): where Alt rests a finger.
    private var pointerOnScene: CGPoint?

    /// Maps one input event; `time` is its time on the simulation clock.
    public func handle(_ event: InputEvent, at time: GestureTime) -> (items: [EventFile.Item], commands: [LabCommand]) {
        var items: [EventFile.Item] = []
        var commands: [LabCommand] = []
        func touch(_ phase: TouchEvent.Phase, _ id: Int, _ point: CGPoint, _ modifiers: KeyModifiers, pointer: Bool = false) {
            items.append(.touch(TouchEvent(time: time, phase: phase, id: id, location: point,
                                           modifiers: Self.modifiers(modifiers), kind: pointer ? .pointer : .touch)))
        }
        func rest(_ phase: TouchEvent.Phase, _ point: CGPoint, _ modifiers: KeyModifiers) {
            items.append(.touch(TouchEvent(time: time, phase: phase, id: EventFile.restingTouchID, location: point,
                                           modifiers: Self.modifiers(modifiers), kind: .resting)))
        }
        /// A press is a click on the remote, not a resting finger: the finger lifts first.
        func liftRest(_ modifiers: KeyModifiers) {
            guard let point = restingAt else { return }
            restingAt = nil
            rest(.ended, point, modifiers)
        }
        switch event.kind {
        case .fingerDown(let sdlID, let x, let y, _, let mods):
            guard fingerIDs[sdlID] == nil, let point = toScene(x, y).map(Self.rounded) else { break }
            let id = (1...).first { candidate in !fingerIDs.values.contains(candidate) }!
            fingerIDs[sdlID] = id
            fingerPoints[sdlID] = point
            touch(.began, id, point, mods)
        case .fingerMove(let sdlID, let x, let y, _, let mods):
            guard let id = fingerIDs[sdlID] else { break }
            let point = Self.rounded(toScene(x, y) ?? CGPoint(x: x, y: y))
            fingerPoints[sdlID] = point
            touch(.moved, id, point, mods)
        case .fingerUp(let sdlID, let x, let y, _, let mods):
            guard let id = fingerIDs.removeValue(forKey: sdlID) else { break }
            fingerPoints[sdlID] = nil
            touch(.ended, id, Self.rounded(toScene(x, y) ?? CGPoint(x: x, y: y)), mods)
        case .fingerCancel(let sdlID):
            guard let id = fingerIDs.removeValue(forKey: sdlID) else { break }
            fingerPoints[sdlID] = nil
            items.append(.touch(TouchEvent(time: time, phase: .cancelled, id: id, location: .zero)))
        case .mouseDown(let button, let x, let y, _, let mods):
            guard let point = toScene(x, y).map(Self.rounded) else {
                if button == .left { commands.append(.panelClick(x: x, y: y)) }
                break
            }
            mouseLocation = point
            liftRest(mods)
            switch button {
            case .left:
                if let index = simulated.firstIndex(where: { $0.location.distance(to: point) <= Self.grabRadius }) {
                    grabbed = (index, false)
                } else if !mouseDown {
                    mouseDown = true
                    touch(.began, EventFile.mouseTouchID, point, mods, pointer: true)
                }
            case .right:
                // Right-click fingers keep to 101…199 (the wheel's and the touchpad's pairs are
                // 201 on), taking the lowest id free.
                let taken = Set(simulated.map(\.id))
                guard let id = (Self.firstSimulatedID..<200).first(where: { !taken.contains($0) }) else { break }
                simulated.append(Marker(id: id, location: point, isSimulated: true))
                touch(.began, id, point, mods)
            default:
                break
            }
        case .mouseMove(let x, let y, _, let mods):
            let point = Self.rounded(toScene(x, y) ?? CGPoint(x: x, y: y))
            mouseLocation = point
            pointerOnScene = toScene(x, y).map(Self.rounded)
            if restingAt != nil {
                // A finger that slides off the surface lifts.
                if let onScene = pointerOnScene {
                    restingAt = onScene
                    rest(.moved, onScene, mods)
                } else {
                    liftRest(mods)
                }
            }
            if let grab = grabbed {
                simulated[grab.index].location = point
                grabbed = (grab.index, true)
                touch(.moved, simulated[grab.index].id, point, mods)
            } else if mouseDown {
                touch(.moved, EventFile.mouseTouchID, point, mods, pointer: true)
            }
        case .mouseUp(let button, let x, let y, _, let mods):
            guard button == .left else { break }
            let point = Self.rounded(toScene(x, y) ?? CGPoint(x: x, y: y))
            if let grab = grabbed {
                grabbed = nil
                if !grab.moved {
                    let marker = simulated.remove(at: grab.index)
                    touch(.ended, marker.id, marker.location, mods)
                }
            } else if mouseDown {
                mouseDown = false
                touch(.ended, EventFile.mouseTouchID, point, mods, pointer: true)
            }
        case .wheel(let dx, let dy, let x, let y, let mods):
            guard mods.contains(.control) || mods.contains(.shift), let point = toScene(x, y).map(Self.rounded) else { break }
            let amount = dy != 0 ? dy : dx
            if wheelPair == nil {
                wheelPair = (point, 60, 0, event.time)
                let (a, b) = Self.pairPoints(point, 60, 0)
                touch(.began, 201, a, mods)
                touch(.began, 202, b, mods)
            }
            guard var pair = wheelPair else { break }
            if mods.contains(.control) {
                pair.span = min(2000, max(20, pair.span * (1 + 0.08 * amount)))
            } else {
                pair.angle += amount * 5 * .pi / 180
            }
            pair.lastTime = event.time
            wheelPair = pair
            let (a, b) = Self.pairPoints(pair.center, pair.span, pair.angle)
            touch(.moved, 201, a, mods)
            touch(.moved, 202, b, mods)
        case .touchpadPinch(let phase, let x, let y, let scale, let angleDelta):
            // A touchpad pinch drives two fingers about the pointer, as a Mac trackpad drives
            // SwiftUI's MagnifyGesture and RotateGesture.
            let point = toScene(x, y).map(Self.rounded) ?? touchpadPair?.center
            let (a, b) = Self.touchpadIDs
            switch phase {
            case .begin:
                guard let point, touchpadPair == nil else { break }
                touchpadPair = (point, Self.touchpadSpan, 0)
                let (first, second) = Self.pairPoints(point, Self.touchpadSpan, 0)
                touch(.began, a, first, [])
                touch(.began, b, second, [])
            case .update:
                guard var pair = touchpadPair else { break }
                if let point { pair.center = point }
                pair.span = min(4000, max(4, Self.touchpadSpan * scale))
                pair.angle += angleDelta * .pi / 180
                touchpadPair = pair
                let (first, second) = Self.pairPoints(pair.center, pair.span, pair.angle)
                touch(.moved, a, first, [])
                touch(.moved, b, second, [])
            case .end, .cancel:
                guard let pair = touchpadPair else { break }
                touchpadPair = nil
                let (first, second) = Self.pairPoints(pair.center, pair.span, pair.angle)
                if phase == .end {
                    touch(.ended, a, first, [])
                    touch(.ended, b, second, [])
                } else {
                    items.append(.touch(TouchEvent(time: time, phase: .cancelled, id: a, location: first)))
                    items.append(.touch(TouchEvent(time: time, phase: .cancelled, id: b, location: second)))
                }
            }
        case .keyDown(let key, let isRepeat, let mods):
            if Self.restKeys.contains(key) {
                if !isRepeat, restingAt == nil, !mouseDown, grabbed == nil, let point = pointerOnScene {
                    restingAt = point
                    rest(.began, point, mods)
                }
            } else if let command = Self.command(for: key, isRepeat: isRepeat) {
                commands.append(command)
            }
        case .keyUp(let key, let mods):
            if wheelPair != nil, [Key.leftControl, .rightControl, .leftShift, .rightShift].contains(key) {
                items += liftWheelPair(at: time, mods)
            }
            if Self.restKeys.contains(key) { liftRest(mods) }
        case .focusLost, .mouseLeftWindow:
            pointerOnScene = nil
            if !fingerIDs.isEmpty || mouseDown || !simulated.isEmpty || wheelPair != nil || grabbed != nil || touchpadPair != nil
                || restingAt != nil {
                touchpadPair = nil
                restingAt = nil
                fingerIDs.removeAll()
                fingerPoints.removeAll()
                mouseDown = false
                grabbed = nil
                simulated.removeAll()
                wheelPair = nil
                items.append(.cancelAll(time))
            }
        case .quit:
            commands.append(.quit)
        case .focusGained, .mouseEnteredWindow, .windowResized, .fileDropped:
            break
        }
        return (items, commands)
    }

    /// Lifts the wheel's synthesized pair once the wheel has been idle a moment.
    public func tick(realNow: Double, at time: GestureTime) -> [EventFile.Item] {
        guard let pair = wheelPair, realNow - pair.lastTime > Self.wheelIdleSeconds else { return [] }
        return liftWheelPair(at: time, [])
    }

    private func liftWheelPair(at time: GestureTime, _ mods: KeyModifiers) -> [EventFile.Item] {
        guard let pair = wheelPair else { return [] }
        wheelPair = nil
        let (a, b) = Self.pairPoints(pair.center, pair.span, pair.angle)
        return [.touch(TouchEvent(time: time, phase: .ended, id: 201, location: a, modifiers: Self.modifiers(mods))),
                .touch(TouchEvent(time: time, phase: .ended, id: 202, location: b, modifiers: Self.modifiers(mods)))]
    }

    static func pairPoints(_ center: CGPoint, _ span: Double, _ angle: Double) -> (CGPoint, CGPoint) {
        let dx = cos(angle) * span / 2, dy = sin(angle) * span / 2
        return (rounded(CGPoint(x: center.x - dx, y: center.y - dy)), rounded(CGPoint(x: center.x + dx, y: center.y + dy)))
    }

    /// Scene points are kept to a thousandth of a point, so a recording reads back exactly.
    static func rounded(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * 1000).rounded() / 1000, y: (point.y * 1000).rounded() / 1000)
    }

    static func modifiers(_ keys: KeyModifiers) -> EventModifiers {
        var result: EventModifiers = []
        if keys.contains(.shift) { result.insert(.shift) }
        if keys.contains(.control) { result.insert(.control) }
        if keys.contains(.option) { result.insert(.option) }
        if keys.contains(.command) { result.insert(.command) }
        if keys.contains(.capsLock) { result.insert(.capsLock) }
        return result
    }

    /// The lab's keys (also listed by the help overlay).
    public static let keyHelp: [(keys: String, action: String)] = [
        ("H", "show or hide this help"),
        ("Tab", "show or hide the recognizer tree"),
        ("Space", "pause or resume the clock"),
        (".", "one step while paused"),
        ("[  ]", "slower / faster (0.1× … 1×)"),
        ("← →  1–9", "previous / next / pick a scene"),
        ("R", "reload the scene"),
        ("T", "touch trails on or off"),
        ("P", "save a screenshot (PNG)"),
        ("O", "start / stop a take (take-NNN.jsonl)"),
        ("Right click", "leave a simulated finger (click it to remove)"),
        ("Ctrl + wheel", "pinch about the pointer"),
        ("Shift + wheel", "rotate about the pointer"),
        ("Hold Alt", "rest a finger at the pointer, no press (long touch)"),
        ("Q  Esc", "quit"),
    ]

    /// The keys that rest a finger at the pointer while held: Alt, which the lab uses for
    /// nothing else, and which needs no button (a held button would be a press).
    static let restKeys: Set<Key> = [.leftOption, .rightOption]

    static func command(for key: Key, isRepeat: Bool) -> LabCommand? {
        switch key {
        case .space: return isRepeat ? nil : .togglePause
        case .tab: return isRepeat ? nil : .toggleTree
        case .leftArrow: return .previousScene
        case .rightArrow: return .nextScene
        case .escape: return .quit
        default: break
        }
        guard !isRepeat else { return key == Key(character: ".") ? .singleStep : nil }
        switch key {
        case Key(character: "h"): return .toggleHelp
        case Key(character: "."): return .singleStep
        case Key(character: "["): return .slower
        case Key(character: "]"): return .faster
        case Key(character: "r"): return .reload
        case Key(character: "t"): return .toggleTrails
        case Key(character: "p"): return .screenshot
        case Key(character: "o"): return .toggleTake
        case Key(character: "q"): return .quit
        default:
            for digit in 1...9 where key == Key(character: Character(String(digit))) { return .selectScene(digit - 1) }
            return nil
        }
    }
}
