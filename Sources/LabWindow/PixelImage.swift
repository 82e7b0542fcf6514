import CSDL2
import CSDL2Image
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image of 8-bit RGBA pixels, rows top to bottom, with straight alpha.
///
/// ``Canvas/readPixels()`` returns one; ``writePNG(to:)`` saves it as a PNG file and
/// ``init(contentsOf:)`` reads any image file SDL_image knows (PNG, JPEG, BMP, …), both through
/// SDL_image. The bytes are always RGBA in memory order, whatever the machine's byte order.
public struct PixelImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, row after row from the top.
    public private(set) var bytes: [UInt8]

    /// An image from its bytes; `bytes.count` must be `width * height * 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4,
                     "PixelImage needs width * height * 4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, filledWith color: RGBA) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(width * height, 0) * 4)
        for _ in 0..<max(width * height, 0) { bytes.append(contentsOf: [color.r, color.g, color.b, color.a]) }
        self.init(width: max(width, 0), height: max(height, 0), bytes: bytes)
    }

    /// The pixel at column `x`, row `y` (both from the top-left, in range).
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
            let i = (y * width + x) * 4
            return RGBA(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
            let i = (y * width + x) * 4
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    /// Reads an image file through SDL_image's `IMG_Load` and converts it to RGBA8 (pixels
    /// without an alpha channel become opaque; a colour key becomes transparency).
    /// - Throws: ``LabWindowError/imageLoading(path:sdlError:)`` when the file is missing,
    ///   unreadable or not an image SDL_image can decode;
    ///   ``LabWindowError/initialization(subsystem:sdlError:)`` when SDL_image cannot start.
    public init(contentsOf path: String) throws {
        let context = try SDLContext(.images)
        defer { withExtendedLifetime(context) {} }
        guard let loaded = IMG_Load(path) else {
            throw LabWindowError.imageLoading(path: path, sdlError: sdlErrorMessage())
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw LabWindowError.imageLoading(path: path, sdlError: "converting to RGBA: \(sdlErrorMessage())")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if width > 0, height > 0 {
            if SDL_LockSurface(surface) != 0 {
                throw LabWindowError.imageLoading(path: path, sdlError: "locking its pixels: \(sdlErrorMessage())")
            }
            defer { SDL_UnlockSurface(surface) }
            guard let pixels = surface.pointee.pixels else {
                throw LabWindowError.imageLoading(path: path, sdlError: "the decoded image has no pixels")
            }
            let source = UnsafeRawPointer(pixels)
            bytes.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    (destination.baseAddress! + row * width * 4)
                        .copyMemory(from: source + row * pitch, byteCount: width * 4)
                }
            }
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// Saves the image as a PNG file at `path` with SDL_image's `IMG_SavePNG_RW`: 8-bit RGB when
    /// every pixel is opaque, 8-bit RGBA otherwise. Replaces the contents of any file there; the
    /// file is opened and written in place, never through a temporary file and a rename, so
    /// `path` may also name a device or a pipe.
    /// Failed writes are detected from the C stream's error state and from `fclose`, which
    /// SDL_image itself does not check.
    /// - Throws: ``LabWindowError/invalidArgument(_:)`` for an image without pixels (checked
    ///   before the file is touched); ``LabWindowError/fileWrite(path:reason:)`` saying whether
    ///   opening, encoding, writing or closing failed;
    ///   ``LabWindowError/surfaceCreation(width:height:sdlError:)`` or
    ///   ``LabWindowError/initialization(subsystem:sdlError:)`` when SDL cannot help.
    public func writePNG(to path: String) throws {
        guard width > 0, height > 0 else {
            throw LabWindowError.invalidArgument("a PNG needs at least one pixel, and this image is \(width)x\(height)")
        }
        guard width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw LabWindowError.invalidArgument("a \(width)x\(height) image is too large for SDL")
        }
        let context = try SDLContext(.images)
        defer { withExtendedLifetime(context) {} }
        // An opaque image is described as R, G, B, unused: SDL_image then writes it as RGB.
        let opaque = stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
        let format = opaque ? PixelImage.memoryRGBX : SDL_PIXELFORMAT_RGBA32.rawValue
        var pixels = bytes  // SDL wants a mutable pointer; the surface only reads through it
        try pixels.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), format)
            else {
                throw LabWindowError.surfaceCreation(width: width, height: height, sdlError: sdlErrorMessage())
            }
            defer { SDL_FreeSurface(surface) }
            guard let file = fopen(path, "wb") else {
                throw LabWindowError.fileWrite(path: path, reason: "opening it failed: \(String(cString: strerror(errno)))")
            }
            var failure: String?
            if let stream = SDL_RWFromFP(file, SDL_FALSE) {
                if IMG_SavePNG_RW(surface, stream, 0) != 0 {
                    failure = "SDL_image could not encode the PNG: \(sdlErrorMessage())"
                }
                SDL_RWclose(stream)  // frees the stream only: the file stays open
            } else {
                failure = "SDL could not wrap the open file: \(sdlErrorMessage())"
            }
            if failure == nil, ferror(file) != 0 {
                failure = "writing it failed: \(String(cString: strerror(errno)))"
            }
            if fclose(file) != 0, failure == nil {
                failure = "closing it failed: \(String(cString: strerror(errno)))"
            }
            if let failure { throw LabWindowError.fileWrite(path: path, reason: failure) }
        }
    }

    /// The SDL format whose bytes in memory are R, G, B and one unused byte.
    #if _endian(little)
    private static let memoryRGBX = SDL_PIXELFORMAT_XBGR8888.rawValue
    #else
    private static let memoryRGBX = SDL_PIXELFORMAT_RGBX8888.rawValue
    #endif
}
