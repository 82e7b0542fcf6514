/// Everything that can fail in LabWindow.
///
/// Each case says what failed; cases coming from SDL carry `SDL_GetError()` (which SDL_ttf
/// and SDL_image also report through) as captured right after the failing call.
public enum LabWindowError: Error, CustomStringConvertible, Equatable, Sendable {
    /// `SDL_InitSubSystem`, `TTF_Init` or `IMG_Init` failed.
    case initialization(subsystem: String, sdlError: String)
    /// `SDL_CreateWindow` failed.
    case windowCreation(title: String, sdlError: String)
    /// Neither an accelerated nor a software renderer could be created.
    case rendererCreation(sdlError: String)
    /// An offscreen surface of the given pixel size could not be created.
    case surfaceCreation(width: Int, height: Int, sdlError: String)
    /// `TTF_OpenFont` failed for this path and pixel size.
    case fontLoading(path: String, pixelSize: Int, sdlError: String)
    /// SDL_image's `IMG_Load` could not load this path (missing, unreadable or not a known
    /// image format), or the decoded image could not be converted.
    case imageLoading(path: String, sdlError: String)
    /// A texture could not be created (`what` says from what).
    case textureCreation(what: String, sdlError: String)
    /// SDL_ttf could not render this text.
    case textRendering(text: String, sdlError: String)
    /// An SDL drawing call failed.
    case drawing(operation: String, sdlError: String)
    /// `SDL_RenderReadPixels` failed.
    case readPixels(sdlError: String)
    /// A file could not be written (`reason` says which step failed).
    case fileWrite(path: String, reason: String)
    /// An argument was out of range (for example a zero-sized window).
    case invalidArgument(String)

    public var description: String {
        switch self {
        case let .initialization(subsystem, error):
            return "could not initialise \(subsystem): \(error)"
        case let .windowCreation(title, error):
            return "could not create the window \"\(title)\": \(error)"
        case let .rendererCreation(error):
            return "could not create a renderer: \(error)"
        case let .surfaceCreation(width, height, error):
            return "could not create a \(width)x\(height) offscreen surface: \(error)"
        case let .fontLoading(path, size, error):
            return "could not open the font \(path) at \(size) px: \(error)"
        case let .imageLoading(path, error):
            return "could not load the image \(path): \(error)"
        case let .textureCreation(what, error):
            return "could not create a texture from \(what): \(error)"
        case let .textRendering(text, error):
            return "could not render the text \"\(text)\": \(error)"
        case let .drawing(operation, error):
            return "\(operation) failed: \(error)"
        case let .readPixels(error):
            return "could not read the rendered pixels: \(error)"
        case let .fileWrite(path, reason):
            return "could not write \(path): \(reason)"
        case let .invalidArgument(message):
            return "invalid argument: \(message)"
        }
    }
}
