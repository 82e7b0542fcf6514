import Foundation
import Testing
@testable import LabWindow

/// A PNG split into its chunks, checking lengths and CRCs on the way.
private struct Chunk {
    var type: String
    var data: [UInt8]
    var crcMatches: Bool
}

private func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
}

private func chunks(of png: [UInt8]) -> [Chunk]? {
    var offset = 8
    var result: [Chunk] = []
    while offset < png.count {
        guard offset + 12 <= png.count else { return nil }
        let length = Int(bigEndian(png, offset))
        guard offset + 12 + length <= png.count else { return nil }
        let typeBytes = Array(png[offset + 4..<offset + 8])
        let data = Array(png[offset + 8..<offset + 8 + length])
        let stored = bigEndian(png, offset + 8 + length)
        let computed = Checksum.crc32(typeBytes + data)
        result.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data, crcMatches: stored == computed))
        offset += 12 + length
    }
    return result
}

/// A test picture with flat areas, gradients and (optionally) translucency.
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

/// Decompresses the IDAT data with Python's zlib, undoes the PNG filters and writes the pixels.
private let pythonDecoder = """
import sys, zlib, struct
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
pos, idat = 8, b''
while pos < len(data):
    n, = struct.unpack('>I', data[pos:pos+4]); kind = data[pos+4:pos+8]
    body = data[pos+8:pos+8+n]
    assert zlib.crc32(kind + body) == struct.unpack('>I', data[pos+8+n:pos+12+n])[0]
    if kind == b'IHDR': w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
    if kind == b'IDAT': idat += body
    pos += 12 + n
raw = zlib.decompress(idat)
ch = 4 if ctype == 6 else 3
stride = w * ch
out, prev = bytearray(), bytearray(stride)
for y in range(h):
    f = raw[y * (stride + 1)]; line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - ch] if i >= ch else 0; b = prev[i]; c = prev[i - ch] if i >= ch else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    out += line; prev = line
if ch == 3:
    rgba = bytearray()
    for i in range(0, len(out), 3): rgba += out[i:i+3] + b'\\xff'
    out = rgba
open(sys.argv[2], 'wb').write(out)
print(w, h, ctype)
"""

@Suite("PNG encoder")
struct PNGTests {
    @Test("CRC-32 and Adler-32 match the published check values")
    func checksums() {
        let text = Array("123456789".utf8)
        #expect(Checksum.crc32(text) == 0xCBF4_3926)
        #expect(Checksum.crc32(Array("56789".utf8), continuing: Checksum.crc32(Array("1234".utf8))) == 0xCBF4_3926)
        let adler = text.withUnsafeBufferPointer { Checksum.adler32($0) }
        #expect(adler == 0x091E_01DE)
        let wikipedia = Array("Wikipedia".utf8).withUnsafeBufferPointer { Checksum.adler32($0) }
        #expect(wikipedia == 0x11E6_0398)
    }

    @Test("the output has the PNG signature and IHDR, IDAT, IEND chunks with correct CRCs")
    func structure() throws {
        let image = sampleImage(width: 37, height: 23, translucent: true)
        let png = image.pngData()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let parsed = try #require(chunks(of: png))
        #expect(parsed.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(parsed.allSatisfy { $0.crcMatches })
        let header = parsed[0].data
        #expect(header.count == 13)
        #expect(bigEndian(header, 0) == 37)
        #expect(bigEndian(header, 4) == 23)
        #expect(Array(header[8...]) == [8, 6, 0, 0, 0])
        let zlib = parsed[1].data
        #expect((UInt32(zlib[0]) << 8 | UInt32(zlib[1])) % 31 == 0)
        #expect(zlib[0] & 0x0F == 8)
        #expect(parsed[2].data.isEmpty)
    }

    @Test("an opaque image is written as RGB and a translucent one as RGBA")
    func colourType() throws {
        let opaque = try #require(chunks(of: sampleImage(width: 8, height: 8, translucent: false).pngData()))
        let translucent = try #require(chunks(of: sampleImage(width: 8, height: 8, translucent: true).pngData()))
        #expect(opaque[0].data[9] == 2)
        #expect(translucent[0].data[9] == 6)
    }

    @Test("flat images compress to a small fraction of their size")
    func compression() {
        let image = PixelImage(width: 300, height: 200, filledWith: RGBA(r: 30, g: 120, b: 240))
        let png = image.pngData()
        #expect(png.count < 2_000, "\(png.count) bytes for a flat 300x200 image")
    }

    @Test("Python's zlib decodes the IDAT back to the original pixels", arguments: [false, true])
    func roundTripThroughPython(translucent: Bool) throws {
        let image = sampleImage(width: 61, height: 17, translucent: translucent)
        let pngPath = temporaryPath("roundtrip-\(translucent).png")
        let rawPath = temporaryPath("roundtrip-\(translucent).rgba")
        defer {
            try? FileManager.default.removeItem(atPath: pngPath)
            try? FileManager.default.removeItem(atPath: rawPath)
        }
        try image.writePNG(to: pngPath)
        guard let result = try runPython(pythonDecoder, [pngPath, rawPath]) else { return }  // no python3
        #expect(result.status == 0, "\(result.output)")
        let decoded = try [UInt8](Data(contentsOf: URL(fileURLWithPath: rawPath)))
        #expect(decoded == image.bytes)
    }

    @Test("deflate output of long, repetitive and random data inflates exactly")
    func deflateEdgeCases() throws {
        var state: UInt32 = 12345
        let random = (0..<70_000).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        let cases: [[UInt8]] = [[], [7], [1, 2], Array(repeating: 9, count: 100_000), random,
                                Array((0..<50_000).map { UInt8($0 % 7) })]
        for (index, input) in cases.enumerated() {
            let compressed = Deflate.zlibCompress(input)
            let path = temporaryPath("deflate-\(index).z")
            let outPath = path + ".out"
            defer {
                try? FileManager.default.removeItem(atPath: path)
                try? FileManager.default.removeItem(atPath: outPath)
            }
            try Data(compressed).write(to: URL(fileURLWithPath: path))
            let script = "import sys, zlib; open(sys.argv[2], 'wb').write(zlib.decompress(open(sys.argv[1], 'rb').read()))"
            guard let result = try runPython(script, [path, outPath]) else { return }
            #expect(result.status == 0, "case \(index): \(result.output)")
            let output = try [UInt8](Data(contentsOf: URL(fileURLWithPath: outPath)))
            #expect(output == input, "case \(index)")
        }
    }
}

@Suite("Colours")
struct RGBATests {
    @Test("hex strings parse in the three supported lengths")
    func hexParsing() {
        #expect(RGBA(hex: "#3478F6") == RGBA(r: 0x34, g: 0x78, b: 0xF6, a: 255))
        #expect(RGBA(hex: "3478f6") == RGBA(r: 0x34, g: 0x78, b: 0xF6))
        #expect(RGBA(hex: "#abc") == RGBA(r: 0xAA, g: 0xBB, b: 0xCC))
        #expect(RGBA(hex: "#11223344") == RGBA(r: 0x11, g: 0x22, b: 0x33, a: 0x44))
        #expect(RGBA(hex: "#3478F6")?.description == "#3478F6")
        #expect(RGBA(hex: "#11223344")?.description == "#11223344")
    }

    @Test("malformed hex strings give nil", arguments: ["", "#", "#12", "#1234", "#12345G", "zzz", "#1234567", "#١٢٣"])
    func hexRejects(text: String) {
        #expect(RGBA(hex: text) == nil)
    }
}
