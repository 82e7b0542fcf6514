#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image of 8-bit RGBA pixels, rows top to bottom, with straight alpha.
///
/// ``Canvas/readPixels()`` returns one; ``pngData()`` and ``writePNG(to:)`` encode it.
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

    /// The image as a PNG file: RGBA8, or RGB8 when every pixel is opaque.
    public func pngData() -> [UInt8] {
        PNGEncoder.encode(self)
    }

    /// Writes ``pngData()`` to `path`, replacing any file there.
    /// - Throws: ``LabWindowError/fileWrite(path:reason:)``.
    public func writePNG(to path: String) throws {
        let data = pngData()
        guard let file = fopen(path, "wb") else {
            throw LabWindowError.fileWrite(path: path, reason: String(cString: strerror(errno)))
        }
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let writeError = written == data.count ? nil : String(cString: strerror(errno))
        let closed = fclose(file) == 0
        if let writeError { throw LabWindowError.fileWrite(path: path, reason: writeError) }
        if !closed { throw LabWindowError.fileWrite(path: path, reason: String(cString: strerror(errno))) }
    }
}
