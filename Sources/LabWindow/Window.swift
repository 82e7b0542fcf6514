import CSDL2

/// Owns an `SDL_Window` and the SDL context it needs; destroyed in `deinit`.
/// Shared by ``Window`` and its ``Canvas`` so the window outlives its renderer.
final class WindowHandle {
    let pointer: OpaquePointer
    private let context: SDLContext

    init(pointer: OpaquePointer, context: SDLContext) {
        self.pointer = pointer
        self.context = context
    }

    deinit {
        SDL_DestroyWindow(pointer)
    }
}

/// An SDL window with a ``Canvas`` to draw on and a source of ``InputEvent`` values.
///
/// Works under X11, Wayland (through XWayland unless `SDL_VIDEODRIVER=wayland`), Xvfb and
/// `SDL_VIDEODRIVER=dummy` (no display at all, software rendering). SDL's video subsystem must be
/// used from one thread at a time; use a window from the thread that made it.
public final class Window {
    private let handle: WindowHandle
    /// Draws into this window.
    public let canvas: Canvas
    /// SDL's video driver name ("x11", "wayland", "dummy"…).
    public let videoDriver: String
    private var translator = InputTranslator()
    /// The touchpad's pinch and rotate gestures (XInput 2.4 on X11), when the server has them.
    public private(set) var touchpad: TouchpadGestures?

    /// Opens a window.
    ///
    /// - Parameters:
    ///   - title: The title bar text.
    ///   - width: Width in points.
    ///   - height: Height in points.
    ///   - hidden: Create it without showing it (tests, offscreen rendering).
    ///   - highDPI: Ask for a full-resolution drawable on high-density displays.
    ///   - resizable: Let the user resize it.
    ///   - vsync: Whether ``Canvas/present()`` waits for the display's vertical sync. The lab
    ///     turns it off and paces frames itself, so that it can read input while it waits.
    /// - Throws: ``LabWindowError`` when SDL cannot start video or create the window or a renderer.
    ///
    /// The renderer waits for vsync (if asked) except with the dummy and offscreen video drivers,
    /// where it would only sleep. `SDL_RENDER_DRIVER` chooses a render driver as usual.
    public init(title: String, width: Int, height: Int, hidden: Bool = false,
                highDPI: Bool = true, resizable: Bool = true, vsync: Bool = true) throws {
        guard width > 0, height > 0 else {
            throw LabWindowError.invalidArgument("window size \(width)x\(height) must be positive")
        }
        let context = try SDLContext(.video)
        var flags = SDL_WINDOW_SHOWN.rawValue
        if hidden { flags = SDL_WINDOW_HIDDEN.rawValue }
        if highDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let centered = gl_windowpos_centered()
        guard let pointer = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            throw LabWindowError.windowCreation(title: title, sdlError: sdlErrorMessage())
        }
        let handle = WindowHandle(pointer: pointer, context: context)
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let headless = driver == "dummy" || driver == "offscreen"
        var attempts: [UInt32] = []
        if headless {
            attempts = [SDL_RENDERER_SOFTWARE.rawValue]
        } else if vsync {
            attempts = [SDL_RENDERER_PRESENTVSYNC.rawValue,
                        SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue,
                        SDL_RENDERER_SOFTWARE.rawValue]
        } else {
            attempts = [0, SDL_RENDERER_SOFTWARE.rawValue]
        }
        var renderer: OpaquePointer?
        var firstError = ""
        for attempt in attempts where renderer == nil {
            renderer = SDL_CreateRenderer(pointer, -1, attempt)
            if renderer == nil, firstError.isEmpty { firstError = sdlErrorMessage() }
        }
        guard let renderer else { throw LabWindowError.rendererCreation(sdlError: firstError) }
        self.handle = handle
        videoDriver = driver
        canvas = Canvas(renderer: renderer, window: handle)
        if !headless { touchpad = TouchpadGestures(window: pointer, driver: driver) }
        translator.normalizesBySizeMinusOne = driver == "x11"
    }

    /// The window's title.
    public var title: String {
        get { SDL_GetWindowTitle(handle.pointer).map { String(cString: $0) } ?? "" }
        set { SDL_SetWindowTitle(handle.pointer, newValue) }
    }

    /// The window's size in points (the unit of input positions and drawing).
    public var sizeInPoints: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(handle.pointer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The drawable size in pixels (larger than ``sizeInPoints`` on high-density displays).
    public var sizeInPixels: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(canvas.renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point.
    public var pixelScale: Double {
        let points = sizeInPoints.width
        return points > 0 ? Double(sizeInPixels.width) / Double(points) : 1
    }

    /// Resizes the window, in points.
    public func setSize(width: Int, height: Int) {
        SDL_SetWindowSize(handle.pointer, Int32(max(width, 1)), Int32(max(height, 1)))
    }

    /// Shows a window created hidden.
    public func show() {
        SDL_ShowWindow(handle.pointer)
    }

    /// SDL's id for this window (events carry it as `windowID`).
    public var windowID: UInt32 {
        SDL_GetWindowID(handle.pointer)
    }

    // MARK: Input

    /// Reads every pending event and returns those the lab cares about (see ``InputEvent``).
    public func pollEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        pollEvents(into: &events)
        return events
    }

    /// Reads every pending event and appends the translated ones to `events` (reuse the array
    /// from frame to frame to avoid allocating).
    public func pollEvents(into events: inout [InputEvent]) {
        let size = sizeInPoints
        let windowSize = (width: Double(size.width), height: Double(size.height))
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            let time = MonotonicClock.now()
            translator.translate(event, time: time, windowSize: windowSize, into: &events)
        }
        touchpad?.poll(time: MonotonicClock.now(), pixelsPerPoint: pixelScale, into: &events)
    }

    /// Waits up to `timeout` seconds (to the next whole millisecond) for an event to arrive,
    /// without taking it from the queue; returns whether one is pending. SDL wakes as soon as
    /// one arrives (on X11 it waits on the display connection; an event pushed from another
    /// thread wakes it too), so an app that reads events after this stamps them within about a
    /// millisecond of their arrival, and an idle app sleeps instead of spinning.
    public func waitForEvent(timeout: Double) -> Bool {
        let milliseconds = Int32((max(0, min(timeout, 3600)) * 1000).rounded(.up))
        // The touchpad's connection is not one SDL waits on: with it, wait on both connections.
        if let touchpad, let ready = touchpad.wait(milliseconds: milliseconds) { return ready }
        return SDL_WaitEventTimeout(nil, milliseconds) != 0
    }

    /// The refresh rate of the display the window is on, in hertz (60 when SDL does not know).
    public var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(handle.pointer)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Ids of the fingers currently down, in the order they went down.
    public var activeFingerIDs: [Int] { translator.activeFingers }

    // MARK: Test hooks

    /// Pushes a synthetic `SDL_FINGERDOWN`/`MOTION`/`UP` into SDL's queue, as a touchscreen
    /// would send it, for tests of the input layer. Positions are normalised to 0...1 across the
    /// window. Returns false if SDL refused the event.
    @discardableResult
    package func pushFingerEvent(_ phase: FingerPhase, touchID: Int64 = 1, fingerID: Int64,
                                 normalizedX: Double, normalizedY: Double, pressure: Double = 1) -> Bool {
        var event = SDL_Event()
        let type: SDL_EventType = switch phase {
        case .down: SDL_FINGERDOWN
        case .move: SDL_FINGERMOTION
        case .up: SDL_FINGERUP
        }
        event.type = type.rawValue
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = touchID
        event.tfinger.fingerId = fingerID
        event.tfinger.x = Float(normalizedX)
        event.tfinger.y = Float(normalizedY)
        event.tfinger.pressure = Float(pressure)
        event.tfinger.windowID = windowID
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a press of a printable key (`character`, lower case), as the keyboard would: a key
    /// down for this window. Safe to call from any thread.
    @discardableResult
    package func pushKey(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.type = SDL_KEYDOWN.rawValue
        event.key.windowID = windowID
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = Int32(scalar.value)
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes `SDL_QUIT`, as closing the window would (tests of the app's loop). Safe to call
    /// from any thread, as SDL_PushEvent is.
    @discardableResult
    package func pushQuit() -> Bool {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        event.quit.type = SDL_QUIT.rawValue
        return SDL_PushEvent(&event) == 1
    }

    /// Like ``pushFingerEvent(_:touchID:fingerID:normalizedX:normalizedY:pressure:)`` with the
    /// position in window points, normalised the way this window's video driver does.
    @discardableResult
    package func pushFingerEvent(_ phase: FingerPhase, touchID: Int64 = 1, fingerID: Int64,
                                 x: Double, y: Double, pressure: Double = 1) -> Bool {
        let size = sizeInPoints
        let extentX = translator.touchExtent(Double(size.width))
        let extentY = translator.touchExtent(Double(size.height))
        return pushFingerEvent(phase, touchID: touchID, fingerID: fingerID,
                               normalizedX: extentX > 0 ? x / extentX : 0,
                               normalizedY: extentY > 0 ? y / extentY : 0, pressure: pressure)
    }

    /// Pushes a synthetic `SDL_WINDOWEVENT_FOCUS_LOST` for this window, for tests.
    @discardableResult
    package func pushFocusLost() -> Bool {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a synthetic mouse button event; `fromTouch` marks it as SDL's touch emulation
    /// (`which == SDL_TOUCH_MOUSEID`), which ``pollEvents()`` must drop.
    @discardableResult
    package func pushMouseButtonEvent(down: Bool, button: MouseButton = .left, x: Int, y: Int,
                                      clickCount: Int = 1, fromTouch: Bool = false) -> Bool {
        var event = SDL_Event()
        let type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP
        event.type = type.rawValue
        event.button.type = type.rawValue
        event.button.windowID = windowID
        event.button.which = fromTouch ? gl_touch_mouseid() : 0
        event.button.button = button.sdlIndex
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = UInt8(clamping: clickCount)
        event.button.x = Int32(x)
        event.button.y = Int32(y)
        return SDL_PushEvent(&event) == 1
    }
}
