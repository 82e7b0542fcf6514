import CSDL2
import CSDL2Image
import CSDL2TTF
import Synchronization

/// A claim on SDL subsystems: initialises them when created and releases them in `deinit`.
///
/// SDL and SDL_ttf count initialisations, so every owner of SDL handles (``Window``, ``Canvas``,
/// ``Font``) holds its own context and the libraries shut down when the last one goes away.
/// SDL_image does not count (one `IMG_Quit` undoes every `IMG_Init`), so the contexts count
/// for it: the first one holding ``Subsystems/images`` calls `IMG_Init` for PNG and JPEG and
/// the last one to go calls `IMG_Quit`. Creation and release are serialised by a process-wide
/// lock because SDL's init functions are not thread-safe. Before the video subsystem first
/// starts, the hints `SDL_HINT_TOUCH_MOUSE_EVENTS` and `SDL_HINT_MOUSE_TOUCH_EVENTS` are set to
/// `"0"` so that SDL does not synthesise mouse events from touches or touches from the mouse.
public final class SDLContext {
    /// Which subsystems a context holds.
    public struct Subsystems: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// SDL video and events (windows, renderers on windows, input).
        public static let video = Subsystems(rawValue: 1)
        /// SDL_ttf (fonts).
        public static let text = Subsystems(rawValue: 2)
        /// SDL_image with its PNG and JPEG codecs (loading and saving image files).
        public static let images = Subsystems(rawValue: 4)
    }

    /// The subsystems this context initialised and will release.
    public let subsystems: Subsystems

    /// Serialises initialisation and release; holds how many live contexts claim SDL_image.
    private static let lock = Mutex<Int>(0)

    /// The SDL_image codecs every ``Subsystems/images`` context needs.
    private static let imageCodecs = Int32(bitPattern: IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)

    /// Initialises `subsystems`; throws ``LabWindowError/initialization(subsystem:sdlError:)``.
    /// A failure releases whatever this call had already initialised.
    public init(_ subsystems: Subsystems) throws {
        try SDLContext.lock.withLock { imageUsers in
            SDL_SetMainReady()
            var started: Subsystems = []
            func fail(_ subsystem: String) -> LabWindowError {
                let error = LabWindowError.initialization(subsystem: subsystem, sdlError: sdlErrorMessage())
                SDLContext.release(started, imageUsers: &imageUsers)
                return error
            }
            if subsystems.contains(.video) {
                SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
                SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
                if SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 { throw fail("SDL video") }
                started.insert(.video)
            }
            if subsystems.contains(.text) {
                if TTF_Init() != 0 { throw fail("SDL_ttf") }
                started.insert(.text)
            }
            if subsystems.contains(.images) {
                if imageUsers == 0 && IMG_Init(SDLContext.imageCodecs) & SDLContext.imageCodecs != SDLContext.imageCodecs {
                    IMG_Quit()  // drops the codec that did start, if one did
                    throw fail("SDL_image (PNG and JPEG)")
                }
                imageUsers += 1
                started.insert(.images)
            }
        }
        self.subsystems = subsystems
    }

    deinit {
        let subsystems = self.subsystems
        SDLContext.lock.withLock { imageUsers in SDLContext.release(subsystems, imageUsers: &imageUsers) }
    }

    /// Undoes the initialisation of `subsystems`, in the reverse order; called with the lock held.
    private static func release(_ subsystems: Subsystems, imageUsers: inout Int) {
        if subsystems.contains(.images) {
            imageUsers -= 1
            if imageUsers == 0 { IMG_Quit() }
        }
        if subsystems.contains(.text) { TTF_Quit() }
        if subsystems.contains(.video) { SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }
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
