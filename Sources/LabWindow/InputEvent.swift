import CSDL2

/// Modifier keys held during an event, named as on a Mac keyboard like SwiftUI's
/// `EventModifiers`: option is Alt, command is the GUI (Super/Windows) key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let option = KeyModifiers(rawValue: 4)
    public static let command = KeyModifiers(rawValue: 8)
    public static let capsLock = KeyModifiers(rawValue: 16)

    /// Translates SDL's `SDL_Keymod` bits.
    init(sdl mod: UInt32) {
        var result: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if mod & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        if mod & KMOD_CAPS.rawValue != 0 { result.insert(.capsLock) }
        self = result
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    case left, middle, right
    /// The first and second extra (side) buttons.
    case x1, x2

    /// SDL's button number (`SDL_BUTTON_LEFT` is 1 and so on).
    public var sdlIndex: UInt8 {
        switch self {
        case .left: 1
        case .middle: 2
        case .right: 3
        case .x1: 4
        case .x2: 5
        }
    }

    init?(sdlIndex: UInt8) {
        switch sdlIndex {
        case 1: self = .left
        case 2: self = .middle
        case 3: self = .right
        case 4: self = .x1
        case 5: self = .x2
        default: return nil
        }
    }
}

/// The set of mouse buttons held down.
public struct MouseButtons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let left = MouseButtons(rawValue: 1)
    public static let middle = MouseButtons(rawValue: 2)
    public static let right = MouseButtons(rawValue: 4)
    public static let x1 = MouseButtons(rawValue: 8)
    public static let x2 = MouseButtons(rawValue: 16)

    /// Translates SDL's button state mask (`SDL_BUTTON(n)` is `1 << (n - 1)`), which uses the
    /// same bit order.
    init(sdlState: UInt32) {
        self.init(rawValue: Int(sdlState & 0x1F))
    }
}

/// A keyboard key, identified by its SDL keycode (the key's meaning in the current layout).
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The SDL keycode (`SDL_Keycode`); printable keys use their lower-case character.
    public var code: Int32

    public init(code: Int32) { self.code = code }

    /// The key that types `character` (ASCII): `Key(character: "r")`.
    public init(character: Character) {
        let scalar = character.lowercased().unicodeScalars.first?.value ?? 0
        self.init(code: Int32(bitPattern: scalar))
    }

    /// SDL's human-readable name: "A", "Space", "Left Shift", "Escape"…
    public var name: String {
        guard let name = SDL_GetKeyName(code) else { return "" }
        return String(cString: name)
    }

    public var description: String { name }

    public static let escape = Key(code: Int32(SDLK_ESCAPE.rawValue))
    public static let space = Key(code: Int32(SDLK_SPACE.rawValue))
    public static let returnKey = Key(code: Int32(SDLK_RETURN.rawValue))
    public static let tab = Key(code: Int32(SDLK_TAB.rawValue))
    public static let backspace = Key(code: Int32(SDLK_BACKSPACE.rawValue))
    public static let delete = Key(code: Int32(SDLK_DELETE.rawValue))
    public static let leftArrow = Key(code: Int32(SDLK_LEFT.rawValue))
    public static let rightArrow = Key(code: Int32(SDLK_RIGHT.rawValue))
    public static let upArrow = Key(code: Int32(SDLK_UP.rawValue))
    public static let downArrow = Key(code: Int32(SDLK_DOWN.rawValue))
    public static let leftShift = Key(code: Int32(SDLK_LSHIFT.rawValue))
    public static let rightShift = Key(code: Int32(SDLK_RSHIFT.rawValue))
    public static let leftControl = Key(code: Int32(SDLK_LCTRL.rawValue))
    public static let rightControl = Key(code: Int32(SDLK_RCTRL.rawValue))
    public static let leftOption = Key(code: Int32(SDLK_LALT.rawValue))
    public static let rightOption = Key(code: Int32(SDLK_RALT.rawValue))
    public static let leftCommand = Key(code: Int32(SDLK_LGUI.rawValue))
    public static let rightCommand = Key(code: Int32(SDLK_RGUI.rawValue))
}

/// One input event, stamped with ``MonotonicClock`` seconds taken when it was read from SDL's
/// queue (SDL's own timestamps are coarse milliseconds shared by whole batches).
public struct InputEvent: Equatable, Sendable {
    /// ``MonotonicClock/now()`` when the event was read.
    public var time: Double
    /// What happened.
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// What happened. Positions are window points, origin top-left, y down.
    public enum Kind: Equatable, Sendable {
        /// A touch began. `id` combines SDL's touch device and finger ids and stays the same
        /// until the touch ends.
        case fingerDown(id: Int, x: Double, y: Double, pressure: Double, modifiers: KeyModifiers)
        /// A touch moved.
        case fingerMove(id: Int, x: Double, y: Double, pressure: Double, modifiers: KeyModifiers)
        /// A touch lifted.
        case fingerUp(id: Int, x: Double, y: Double, pressure: Double, modifiers: KeyModifiers)
        /// A touch that SDL will never finish: sent for every touch still down when the window
        /// loses focus or the pointer leaves it (SDL2 has no touch-cancel event of its own).
        case fingerCancel(id: Int)
        /// A mouse button went down; `clickCount` is 2 for a double click and so on.
        case mouseDown(button: MouseButton, x: Double, y: Double, clickCount: Int, modifiers: KeyModifiers)
        /// A mouse button went up.
        case mouseUp(button: MouseButton, x: Double, y: Double, clickCount: Int, modifiers: KeyModifiers)
        /// The pointer moved, with the buttons held.
        case mouseMove(x: Double, y: Double, buttons: MouseButtons, modifiers: KeyModifiers)
        /// Scrolling: `dy > 0` scrolls up (away from the user), `dx > 0` to the right, with the
        /// system's "natural scrolling" flip undone. (`x`, `y`) is the pointer.
        case wheel(dx: Double, dy: Double, x: Double, y: Double, modifiers: KeyModifiers)
        /// A key went down; `isRepeat` for auto-repeat.
        case keyDown(key: Key, isRepeat: Bool, modifiers: KeyModifiers)
        /// A key went up.
        case keyUp(key: Key, modifiers: KeyModifiers)
        /// The window gained keyboard focus.
        case focusGained
        /// The window lost keyboard focus.
        case focusLost
        /// The pointer entered the window.
        case mouseEnteredWindow
        /// The pointer left the window.
        case mouseLeftWindow
        /// The window's size changed, in points.
        case windowResized(width: Double, height: Double)
        /// A file was dropped on the window.
        case fileDropped(path: String)
        /// The user asked to quit (closed the last window, Ctrl-C…).
        case quit
        /// A touchpad pinch (XInput 2.4): `scale` since the pinch began (1 at its start),
        /// `angleDelta` degrees turned since the last update (clockwise positive), (`x`, `y`)
        /// the pointer in window points.
        case touchpadPinch(phase: TouchpadPhase, x: Double, y: Double, scale: Double, angleDelta: Double)
    }
}

/// The stages of a touchpad gesture.
public enum TouchpadPhase: Sendable, Equatable {
    case begin, update, end, cancel
}

/// The phase of a synthetic finger event (see ``Window/pushFingerEvent(_:touchID:fingerID:normalizedX:normalizedY:pressure:)``).
package enum FingerPhase: Sendable {
    case down, move, up
}

/// Turns SDL events into ``InputEvent`` values and filters SDL's synthetic ones.
///
/// - Mouse events with `which == SDL_TOUCH_MOUSEID` are SDL's emulation of touches: dropped.
/// - Finger events with `touchId == SDL_MOUSE_TOUCHID` are SDL's emulation of the mouse: dropped.
/// - Mouse button events while a real finger is down are dropped (X11 can send an emulated
///   press with `which == 0` during a touch).
/// - Focus loss and the pointer leaving cancel every finger still down.
struct InputTranslator {
    /// Fingers down, by combined id, in the order they went down.
    private(set) var activeFingers: [Int] = []
    /// X11 normalises touch positions by `size - 1`, other drivers by `size`.
    var normalizesBySizeMinusOne = false

    static func fingerID(touchID: Int64, fingerID: Int64) -> Int {
        Int(truncatingIfNeeded: touchID) &<< 32 ^ Int(truncatingIfNeeded: fingerID)
    }

    /// The extent that maps normalised 0...1 positions to points for a window side of `size`.
    func touchExtent(_ size: Double) -> Double {
        normalizesBySizeMinusOne ? max(size - 1, 0) : size
    }

    mutating func translate(_ event: SDL_Event, time: Double, windowSize: (width: Double, height: Double),
                            into output: inout [InputEvent]) {
        func emit(_ kind: InputEvent.Kind) { output.append(InputEvent(time: time, kind: kind)) }
        func currentModifiers() -> KeyModifiers { KeyModifiers(sdl: UInt32(SDL_GetModState().rawValue)) }
        func cancelFingers() {
            for id in activeFingers { emit(.fingerCancel(id: id)) }
            activeFingers.removeAll()
        }
        switch SDL_EventType(rawValue: event.type) {
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard finger.touchId != gl_mouse_touchid() else { return }
            let id = InputTranslator.fingerID(touchID: finger.touchId, fingerID: finger.fingerId)
            let x = Double(finger.x) * touchExtent(windowSize.width)
            let y = Double(finger.y) * touchExtent(windowSize.height)
            let pressure = Double(finger.pressure)
            let modifiers = currentModifiers()
            switch SDL_EventType(rawValue: event.type) {
            case SDL_FINGERDOWN:
                if !activeFingers.contains(id) { activeFingers.append(id) }
                emit(.fingerDown(id: id, x: x, y: y, pressure: pressure, modifiers: modifiers))
            case SDL_FINGERMOTION:
                guard activeFingers.contains(id) else { return }  // cancelled or never seen down
                emit(.fingerMove(id: id, x: x, y: y, pressure: pressure, modifiers: modifiers))
            default:
                guard activeFingers.contains(id) else { return }
                activeFingers.removeAll { $0 == id }
                emit(.fingerUp(id: id, x: x, y: y, pressure: pressure, modifiers: modifiers))
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != gl_touch_mouseid(), activeFingers.isEmpty,
                  let which = MouseButton(sdlIndex: button.button) else { return }
            let x = Double(button.x), y = Double(button.y)
            if SDL_EventType(rawValue: event.type) == SDL_MOUSEBUTTONDOWN {
                emit(.mouseDown(button: which, x: x, y: y, clickCount: Int(button.clicks), modifiers: currentModifiers()))
            } else {
                emit(.mouseUp(button: which, x: x, y: y, clickCount: Int(button.clicks), modifiers: currentModifiers()))
            }
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != gl_touch_mouseid() else { return }
            emit(.mouseMove(x: Double(motion.x), y: Double(motion.y), buttons: MouseButtons(sdlState: motion.state),
                            modifiers: currentModifiers()))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != gl_touch_mouseid() else { return }
            let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            emit(.wheel(dx: Double(wheel.preciseX) * flip, dy: Double(wheel.preciseY) * flip,
                        x: Double(wheel.mouseX), y: Double(wheel.mouseY), modifiers: currentModifiers()))
        case SDL_KEYDOWN, SDL_KEYUP:
            let keyEvent = event.key
            let key = Key(code: keyEvent.keysym.sym)
            let modifiers = KeyModifiers(sdl: UInt32(keyEvent.keysym.mod))
            if SDL_EventType(rawValue: event.type) == SDL_KEYDOWN {
                emit(.keyDown(key: key, isRepeat: keyEvent.repeat != 0, modifiers: modifiers))
            } else {
                emit(.keyUp(key: key, modifiers: modifiers))
            }
        case SDL_WINDOWEVENT:
            let window = event.window
            switch SDL_WindowEventID(rawValue: UInt32(window.event)) {
            case SDL_WINDOWEVENT_FOCUS_GAINED:
                emit(.focusGained)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                cancelFingers()
                emit(.focusLost)
            case SDL_WINDOWEVENT_ENTER:
                emit(.mouseEnteredWindow)
            case SDL_WINDOWEVENT_LEAVE:
                cancelFingers()
                emit(.mouseLeftWindow)
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                emit(.windowResized(width: Double(window.data1), height: Double(window.data2)))
            default:
                break
            }
        case SDL_DROPFILE:
            if let file = event.drop.file {
                emit(.fileDropped(path: String(cString: file)))
                SDL_free(file)
            }
        case SDL_QUIT:
            emit(.quit)
        default:
            break
        }
    }
}
