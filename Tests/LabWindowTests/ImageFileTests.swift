import CSDL2
import CSDL2Image
import Foundation
import Testing
@testable import LabWindow

/// A picture with flat areas, gradients and, when `translucent`, every alpha from 0 to 255
/// (including fully transparent pixels whose colour must survive too).
private func sampleImage(width: Int, height: Int, translucent: Bool) -> PixelImage {
    var image = PixelImage(width: width, height: height, filledWith: RGBA(r: 20, g: 30, b: 40))
    for y in 0..<height {
        for x in 0..<width where x > width / 3 {
            let a: UInt8 = translucent ? UInt8((x * 7 + y) % 256) : 255
            image[x, y] = RGBA(r: UInt8(x % 256), g: UInt8((x * y) % 251), b: UInt8(y % 256), a: a)
        }
    }
    return image
}

/// Four flat quadrants (red, green, blue, white), large enough for JPEG to keep their colours.
private func quadrants(size: Int) -> PixelImage {
    var image = PixelImage(width: size, height: size, filledWith: .white)
    for y in 0..<size {
        for x in 0..<size {
            switch (x < size / 2, y < size / 2) {
            case (true, true): image[x, y] = RGBA(r: 255, g: 0, b: 0)
            case (false, true): image[x, y] = RGBA(r: 0, g: 255, b: 0)
            case (true, false): image[x, y] = RGBA(r: 0, g: 0, b: 255)
            case (false, false): break
            }
        }
    }
    return image
}

/// Saves `image` as a JPEG with SDL_image's `IMG_SaveJPG`, the way another program would
/// make one (LabWindow itself only writes PNG).
private func writeJPEG(_ image: PixelImage, to path: String, quality: Int32 = 95) throws {
    let context = try SDLContext(.images)
    defer { withExtendedLifetime(context) {} }
    var bytes = image.bytes
    let result = bytes.withUnsafeMutableBytes { buffer -> Int32 in
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
            buffer.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
            SDL_PIXELFORMAT_RGBA32.rawValue)
        else { return -1 }
        defer { SDL_FreeSurface(surface) }
        return IMG_SaveJPG(surface, path, quality)
    }
    if result != 0 { throw LabWindowError.fileWrite(path: path, reason: sdlErrorMessage()) }
}

/// Whether two colours differ by at most `tolerance` in every channel (for lossy JPEG).
private func close(_ a: RGBA, _ b: RGBA, within tolerance: Int = 12) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// The error `body` throws, if it is a ``LabWindowError``.
private func labWindowError(_ body: () throws -> Void) -> LabWindowError? {
    do { try body() } catch { return error as? LabWindowError }
    return nil
}

@Suite("Image files through SDL_image")
struct ImageFileTests {
    // MARK: PNG

    @Test("a PNG written and read back has the same pixels", arguments: [
        (37, 23, true), (61, 17, false), (1, 1, true), (1, 9, false), (255, 3, true),
    ])
    func pngRoundTrip(width: Int, height: Int, translucent: Bool) throws {
        let folder = try TemporaryFolder("png")
        defer { folder.remove() }
        let image = sampleImage(width: width, height: height, translucent: translucent)
        let path = folder.path("image.png")
        try image.writePNG(to: path)
        let decoded = try PixelImage(contentsOf: path)
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded == image)
    }

    @Test("a written PNG has the PNG signature and the image's size, in RGB when opaque and RGBA otherwise",
          arguments: [false, true])
    func pngHeader(translucent: Bool) throws {
        let folder = try TemporaryFolder("png-header")
        defer { folder.remove() }
        let path = folder.path("header.png")
        try sampleImage(width: 300, height: 7, translucent: translucent).writePNG(to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        let big = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(big(16) == 300 && big(20) == 7)
        #expect(bytes[24] == 8)  // bits per channel
        #expect(bytes[25] == (translucent ? 6 : 2))  // colour type: RGBA or RGB
    }

    @Test("writing a PNG over an existing file replaces its contents")
    func pngReplacesFile() throws {
        let folder = try TemporaryFolder("png-replace")
        defer { folder.remove() }
        let path = folder.path("again.png")
        try sampleImage(width: 120, height: 90, translucent: true).writePNG(to: path)
        let small = sampleImage(width: 5, height: 3, translucent: true)
        try small.writePNG(to: path)
        #expect(try PixelImage(contentsOf: path) == small)
    }

    @Test("a flat screenshot-sized image compresses to a small file")
    func pngCompresses() throws {
        let folder = try TemporaryFolder("png-size")
        defer { folder.remove() }
        let path = folder.path("flat.png")
        try PixelImage(width: 300, height: 200, filledWith: RGBA(r: 30, g: 120, b: 240)).writePNG(to: path)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size < 2_000, "\(size) bytes for a flat 300x200 image")
    }

    @Test("writing into a folder that does not exist throws a file error saying the file could not be opened")
    func pngMissingFolder() throws {
        let folder = try TemporaryFolder("png-missing")
        defer { folder.remove() }
        let path = folder.path("no-such-folder/image.png")
        let error = labWindowError { try PixelImage(width: 2, height: 2, filledWith: .white).writePNG(to: path) }
        guard case let .fileWrite(failedPath, reason) = error else {
            Issue.record("expected a fileWrite error, got \(String(describing: error))")
            return
        }
        #expect(failedPath == path)
        #expect(reason.hasPrefix("opening it failed: "), "\(reason)")
        #expect(error?.description.hasPrefix("could not write \(path): ") == true)
    }

    @Test("an image without pixels is refused before any file is made")
    func pngEmptyImage() throws {
        let folder = try TemporaryFolder("png-empty")
        defer { folder.remove() }
        let path = folder.path("empty.png")
        for image in [PixelImage(width: 0, height: 0, bytes: []), PixelImage(width: 4, height: 0, bytes: [])] {
            let error = labWindowError { try image.writePNG(to: path) }
            guard case .invalidArgument = error else {
                Issue.record("expected invalidArgument, got \(String(describing: error))")
                continue
            }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    // MARK: Loading

    @Test("a JPEG and a PNG scene image load through loadImage and draw their colours")
    func sceneImages() throws {
        let folder = try TemporaryFolder("scene-images")
        defer { folder.remove() }
        let picture = quadrants(size: 64)
        let png = folder.path("picture.png")
        let jpeg = folder.path("picture.jpg")
        try picture.writePNG(to: png)
        try writeJPEG(picture, to: jpeg)
        let canvas = try Canvas(offscreenWidth: 200, height: 200)
        for path in [png, jpeg] {
            let texture = try canvas.loadImage(path: path)
            #expect(texture.width == 64 && texture.height == 64, "\(path)")
            canvas.clear(.black)
            canvas.draw(texture, in: ShapeFrame(centerX: 100, centerY: 100, width: 128, height: 128))
            let drawn = try canvas.readPixels()
            #expect(close(drawn[60, 60], RGBA(r: 255, g: 0, b: 0)), "\(path): top-left is \(drawn[60, 60])")
            #expect(close(drawn[140, 60], RGBA(r: 0, g: 255, b: 0)), "\(path): top-right is \(drawn[140, 60])")
            #expect(close(drawn[60, 140], RGBA(r: 0, g: 0, b: 255)), "\(path): bottom-left is \(drawn[60, 140])")
            #expect(close(drawn[140, 140], .white), "\(path): bottom-right is \(drawn[140, 140])")
            #expect(isBlack(drawn[20, 100]), "\(path): outside the frame is \(drawn[20, 100])")
        }
        #expect(canvas.lastError == nil)
    }

    @Test("a JPEG reads back as an opaque image close to what was saved")
    func jpegContents() throws {
        let folder = try TemporaryFolder("jpeg")
        defer { folder.remove() }
        let picture = quadrants(size: 33)
        let path = folder.path("odd.jpeg")
        try writeJPEG(picture, to: path)
        let decoded = try PixelImage(contentsOf: path)
        #expect(decoded.width == 33 && decoded.height == 33)
        for (x, y) in [(4, 4), (28, 4), (4, 28), (28, 28)] {
            #expect(close(decoded[x, y], picture[x, y]), "(\(x), \(y)) is \(decoded[x, y])")
        }
        #expect(stride(from: 3, to: decoded.bytes.count, by: 4).allSatisfy { decoded.bytes[$0] == 255 })
    }

    @Test("a missing, empty, corrupt or truncated file gives the image-loading error, not a crash")
    func badFiles() throws {
        let folder = try TemporaryFolder("bad-images")
        defer { folder.remove() }
        let valid = folder.path("valid.png")
        try sampleImage(width: 40, height: 40, translucent: true).writePNG(to: valid)
        let validBytes = try Data(contentsOf: URL(fileURLWithPath: valid))
        let cases: [(name: String, contents: Data?)] = [
            ("missing.png", nil),
            ("empty.png", Data()),
            ("noise.jpg", Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })),
            ("text.png", Data("not an image at all\n".utf8)),
            ("truncated.png", validBytes.prefix(validBytes.count / 2)),
        ]
        let canvas = try Canvas(offscreenWidth: 20, height: 20)
        for (name, contents) in cases {
            let path = folder.path(name)
            if let contents { try contents.write(to: URL(fileURLWithPath: path)) }
            for error in [labWindowError { _ = try canvas.loadImage(path: path) },
                          labWindowError { _ = try PixelImage(contentsOf: path) }] {
                guard case let .imageLoading(failedPath, sdlError) = error else {
                    Issue.record("\(name): expected imageLoading, got \(String(describing: error))")
                    continue
                }
                #expect(failedPath == path)
                #expect(!sdlError.isEmpty, "\(name) gives no reason")
                #expect(error?.description == "could not load the image \(path): \(sdlError)")
            }
        }
    }
}
