import CSDL2
import CSDL2TTF
import Synchronization

/// A claim on SDL subsystems: initialises them when created and releases them in `deinit`.
///
/// SDL and SDL_ttf count initialisations, so every owner of SDL handles (``Window``, ``Canvas``,
/// ``Font``) holds its own context and the libraries shut down when the last one goes away.
/// Creation and release are serialised by a process-wide lock because SDL's init functions are
/// not thread-safe. Before the video subsystem first starts, the hints
/// `SDL_HINT_TOUCH_MOUSE_EVENTS` and `SDL_HINT_MOUSE_TOUCH_EVENTS` are set to `"0"` so that SDL
/// does not synthesise mouse events from touches or touches from the mouse.
public final class SDLContext {
    /// Which subsystems a context holds.
    public struct Subsystems: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// SDL video and events (windows, renderers on windows, input).
        public static let video = Subsystems(rawValue: 1)
        /// SDL_ttf (fonts).
        public static let text = Subsystems(rawValue: 2)
    }

    /// The subsystems this context initialised and will release.
    public let subsystems: Subsystems

    private static let lock = Mutex<Void>(())

    /// Initialises `subsystems`; throws ``LabWindowError/initialization(subsystem:sdlError:)``.
    public init(_ subsystems: Subsystems) throws {
        try SDLContext.lock.withLock { _ in
            SDL_SetMainReady()
            if subsystems.contains(.video) {
                SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
                SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
                if SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
                    throw LabWindowError.initialization(subsystem: "SDL video", sdlError: sdlErrorMessage())
                }
            }
            if subsystems.contains(.text) {
                if TTF_Init() != 0 {
                    let error = sdlErrorMessage()
                    if subsystems.contains(.video) { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }
                    throw LabWindowError.initialization(subsystem: "SDL_ttf", sdlError: error)
                }
            }
        }
        self.subsystems = subsystems
    }

    deinit {
        let subsystems = self.subsystems
        SDLContext.lock.withLock { _ in
            if subsystems.contains(.text) { TTF_Quit() }
            if subsystems.contains(.video) { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }
        }
    }
}

/// The monotonic high-resolution clock used to stamp input events.
///
/// Reads `SDL_GetPerformanceCounter()`; works before SDL is initialised. Times are seconds
/// since the clock was first read in this process.
public enum MonotonicClock {
    private static let origin: UInt64 = SDL_GetPerformanceCounter()
    private static let frequency: Double = Double(SDL_GetPerformanceFrequency())

    /// Seconds elapsed since the first reading of this clock in the process.
    public static func now() -> Double {
        let start = origin
        let counter = SDL_GetPerformanceCounter()
        return Double(counter &- start) / frequency
    }
}
